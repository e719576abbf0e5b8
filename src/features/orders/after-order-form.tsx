// The forms after an order (a refund request, an item's review, offline payment information): the fields in one
// disabled-able group, the server's refusal, and the dialog with its Send / Try again (the long text box is the kit's
// `LongText`).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';

/** The form's fields: one fieldset, so disabling it while sending disables every control. */
export const FormFields = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Why the server refused (announced). */
export const ErrorText = styled.p`
  color: ${({ theme }) => theme.color.error};
`;

/** The chart of a form sent after an order, as its dialog drives it. */
export interface SendingActor {
  send: (event: { type: 'CLOSE' } | { type: 'RETRY' } | { type: 'SUBMIT' }) => void;
}

/**
 * The dialog of a form sent after an order (a review, a refund request, offline payment information), bound to its
 * chart: it closes (CLOSE) unless sending; its footer is Try again (RETRY) after a refusal or a failed load, else the
 * send button (SUBMIT) — disabled until the chart can send, its busy label while sending.
 */
export function SendDialog({
  actor,
  open,
  title,
  retry,
  busy,
  canSend,
  label,
  busyLabel,
  children,
}: {
  actor: SendingActor;
  open: boolean;
  title: string;
  retry: boolean;
  busy: boolean;
  canSend: boolean;
  label: string;
  busyLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const footer = retry ? (
    <Button onClick={() => actor.send({ type: 'RETRY' })}>{t('common.retry')}</Button>
  ) : (
    <Button onClick={() => actor.send({ type: 'SUBMIT' })} disabled={!canSend || busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </Button>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && !busy && actor.send({ type: 'CLOSE' })}
      title={title}
      dismissible={!busy}
      footer={footer}
    >
      {children}
    </Dialog>
  );
}
