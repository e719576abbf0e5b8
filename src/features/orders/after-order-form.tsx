// The forms after an order (a refund request, an item's review, offline payment information): the fields in one
// disabled-able group, the server's refusal, and the footer's Send / Try again (the long text box is the kit's
// `LongText`).
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/button.tsx';

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

/**
 * The footer of a form sent after an order (a review, a refund request, offline payment information): Try again
 * after a refusal or a failed load, else the send button — disabled until the chart can send, its busy label while
 * sending.
 */
export function SendFooter({
  retry,
  busy,
  canSend,
  label,
  busyLabel,
  onRetry,
  onSend,
}: {
  retry: boolean;
  busy: boolean;
  canSend: boolean;
  label: string;
  busyLabel: string;
  onRetry: () => void;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  if (retry) return <Button onClick={onRetry}>{t('common.retry')}</Button>;
  return (
    <Button onClick={onSend} disabled={!canSend || busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </Button>
  );
}
