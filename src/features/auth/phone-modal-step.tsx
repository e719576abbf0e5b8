import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../ui/button.tsx';
import type { authMachine } from '../../../machines/auth.machine.ts';
import { Muted } from './auth.styles.ts';
import { PhoneForm } from './phone-form.tsx';

/** phone_modal: a social sign-in the server could not match asks for a phone, then repeats the sign-in. */
export function PhoneModalStep({ actor }: { actor: ActorRefFrom<typeof authMachine> }) {
  const { t } = useTranslation();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const phone = useSelector(actor, (s) => s.context.phone);
  return (
    <div>
      <Muted>{t('auth.phoneModalBody')}</Muted>
      <PhoneForm
        busy={busy}
        initialPhone={phone}
        submitLabel={t('auth.continue')}
        onSubmit={(p) => actor.send({ type: 'SUBMIT_PHONE', phone: p })}
      />
      <Button
        $variant="link"
        disabled={busy}
        onClick={() => actor.send({ type: 'BACK' })}
        style={{ marginBlockStart: 12 }}
      >
        {t('auth.backToSignIn')}
      </Button>
    </div>
  );
}
