import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/text-field.tsx';
import { CheckoutActor } from './checkout.context.ts';
import { selectDelivery } from './checkout-selectors.ts';
import { Panel } from '../../ui/panel.ts';

/** The delivery instruction (home delivery only) and the note for the store. */
export function OrderNotes() {
  const { t } = useTranslation();
  const checkout = CheckoutActor.useActorRef();
  const delivery = CheckoutActor.useSelector(selectDelivery);
  const instruction = CheckoutActor.useSelector((s) => s.context.instruction);
  const note = CheckoutActor.useSelector((s) => s.context.note);
  return (
    <Panel>
      {delivery && (
        <TextField
          label={t('checkout.instructions.label')}
          value={instruction}
          maxLength={191}
          onChange={(e) => checkout.send({ type: 'TYPE_INSTRUCTION', text: e.target.value })}
        />
      )}
      <TextField
        label={t('checkout.instructions.noteLabel')}
        value={note}
        maxLength={1000}
        onChange={(e) => checkout.send({ type: 'TYPE_NOTE', text: e.target.value })}
      />
    </Panel>
  );
}
