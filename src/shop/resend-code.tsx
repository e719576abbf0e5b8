import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import styled from 'styled-components';
import { Button } from '../ui/button.tsx';
import { OTP_RESEND_SECONDS } from '../../domain/contact.ts';
import { resendCountdownMachine } from '../../machines/resend-countdown.machine.ts';

/**
 * "Resend code" locked for 60 s with a visible countdown (resend-countdown statechart): sign-in, password recovery and
 * the profile's re-verification.
 */
export function ResendCode({
  busy,
  onResend,
  seconds = OTP_RESEND_SECONDS,
}: {
  busy?: boolean;
  onResend: () => void;
  seconds?: number;
}) {
  const { t } = useTranslation();
  const [state, send, actor] = useMachine(resendCountdownMachine, { input: { seconds } });
  useEffect(() => {
    const requested = actor.on('resend', () => onResend());
    return () => requested.unsubscribe();
  }, [actor, onResend]);
  const counting = state.hasTag('locked');
  return (
    <Muted>
      {t('auth.didNotReceive')}{' '}
      {counting ? (
        <span>{t('auth.resendIn', { seconds: state.context.remaining })}</span>
      ) : (
        <Button $variant="link" disabled={busy} onClick={() => send({ type: 'RESEND' })}>
          {t('auth.resendCode')}
        </Button>
      )}
    </Muted>
  );
}

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  margin: 0;
`;
