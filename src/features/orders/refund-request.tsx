import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import styled, { useTheme } from 'styled-components';
import { REFUND_NOTE_MAX } from '../../../machines/order-refund.machine.ts';
import { errorMessage } from '../../api/errors.ts';
import { AttachedImages } from '../../shop/attached-images.tsx';
import { FieldLabel, FieldStack } from '../../ui/field.ts';
import { LongText } from '../../ui/long-text.ts';
import { RadioCards } from '../../ui/radio-cards.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import toast from '../../ui/toast.ts';
import { ErrorText, FormFields, SendDialog, useSendingState } from './after-order-form.tsx';
import { createOrderRefundMachine } from './order-refund.context.ts';

/**
 * The refund request dialog of a delivered, paid order (the order-refund statechart): each press of "Request refund"
 * (`asked` counts them) opens it; it loads the refund reasons; the customer chooses one, may add a note and up to 3
 * images, and submits; a refusal shows the server's message and keeps everything for Try again. Closing keeps the
 * draft until the page is left.
 */
export function RefundDialog({ orderId, asked }: { orderId: number; asked: number }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const queryClient = useQueryClient();
  const noteId = useId();
  const [machine] = useState(createOrderRefundMachine);
  const actor = useActorRef(machine, { input: { orderId } });
  const sending = useSendingState(actor);
  const { loading, loadFailed, busy, failed, error } = sending;
  const { reasons, reason, note } = useSelector(actor, (s) => s.context);

  useEffect(() => {
    const subs = [
      actor.on('requested', ({ message }) => {
        toast.success(message || t('refund.requested'));
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
      }),
      actor.on('failed', ({ error: e }) => void toast.error(errorMessage(e))),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, queryClient, t]);

  useEffect(() => {
    if (asked > 0) actor.send({ type: 'OPEN' });
  }, [actor, asked]);

  const form = !loading && !loadFailed;
  return (
    <SendDialog
      actor={actor}
      state={sending}
      title={t('refund.title')}
      label={t('refund.submit')}
      busyLabel={t('refund.sending')}
    >
      {loading && (
        <Loading role="status" aria-label={t('refund.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} $h={theme.space(5)} />
          ))}
        </Loading>
      )}
      {loadFailed && (
        <p role="alert">
          {t('refund.loadFailed')} {error}
        </p>
      )}
      {form && (
        <FormFields disabled={busy}>
          <RadioCards
            legend={t('refund.reasons')}
            options={reasons.map((r) => ({ value: r, label: r }))}
            value={reason}
            onValueChange={(r) => actor.send({ type: 'CHOOSE', reason: r })}
          />
          <FieldStack>
            <FieldLabel htmlFor={noteId}>{t('refund.note')}</FieldLabel>
            <LongText
              id={noteId}
              value={note}
              maxLength={REFUND_NOTE_MAX}
              onChange={(e) => actor.send({ type: 'NOTE', note: e.target.value })}
            />
          </FieldStack>
          <AttachedImages actor={actor} disabled={busy} />
        </FormFields>
      )}
      {failed && <ErrorText role="alert">{error}</ErrorText>}
    </SendDialog>
  );
}

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;
