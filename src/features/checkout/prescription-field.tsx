import { useTranslation } from 'react-i18next';
import { CheckoutActor } from './checkout.context.ts';
import { Panel } from '../../ui/panel.ts';

/** A pharmacy order's prescription images (at most 3 go with it; the placement checks). */
export function PrescriptionField() {
  const { t } = useTranslation();
  const checkout = CheckoutActor.useActorRef();
  const count = CheckoutActor.useSelector((s) => s.context.prescriptions.length);
  return (
    <Panel as="section" aria-labelledby="prescription-heading">
      <h2 id="prescription-heading">{t('checkout.prescription.heading')}</h2>
      <label>
        {t('checkout.prescription.upload')}{' '}
        <input
          type="file"
          accept="image/*"
          multiple
          onChange={(e) => checkout.send({ type: 'ATTACH_PRESCRIPTIONS', files: [...(e.target.files ?? [])] })}
        />
      </label>
      {count > 0 && <p>{t('checkout.prescription.count', { count })}</p>}
    </Panel>
  );
}
