import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import styled, { useTheme } from 'styled-components';
import { REFUND_NOTE_MAX } from '../../../machines/order-refund.machine.ts';
import { refundReasonsQuery } from '../../api/refunds.ts';
import { AttachedImages } from '../../shop/attached-images.tsx';
import { useListForChart } from '../../shop/list-for-chart.ts';
import { LongTextField } from '../../ui/long-text.tsx';
import { RadioCards } from '../../ui/radio-cards.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import toast from '../../ui/toast.ts';
import { FormFields, SendDialog, useSendingState } from './after-order-form.tsx';
import { createOrderRefundMachine } from './order-refund.context.ts';

/**
 * The refund request dialog of a delivered, paid order (the order-refund statechart): each press of "Request refund"
 * (`asked` counts them) opens it; it loads the refund reasons (its query, handed to the chart); the customer chooses
 * one, may add a note and up to 3 images, and submits; a refusal shows the server's message and keeps everything for
 * Try again. Closing keeps the draft until the page is left.
 */
export function RefundDialog({ orderId, asked }: { orderId: number; asked: number }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const queryClient = useQueryClient();
  const [machine] = useState(createOrderRefundMachine);
  const actor = useActorRef(machine, { input: { orderId } });
  const sending = useSendingState(actor);
  const { loading, busy } = sending;
  const hand = useCallback((reasons: string[]) => actor.send({ type: 'REASONS', reasons }), [actor]);
  const load = useListForChart(refundReasonsQuery(), loading, hand);
  const { reasons, reason, note } = useSelector(actor, (s) => s.context);

  useEffect(() => {
    const sub = actor.on('requested', ({ message }) => {
      toast.success(message || t('refund.requested'));
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    });
    return () => sub.unsubscribe();
  }, [actor, queryClient, t]);

  const form = !loading;
  return (
    <SendDialog
      actor={actor}
      state={sending}
      asked={asked}
      load={load}
      title={t('refund.title')}
      label={t('refund.submit')}
      busyLabel={t('refund.sending')}
    >
      {load.loading && (
        <Loading role="status" aria-label={t('refund.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} $h={theme.space(5)} />
          ))}
        </Loading>
      )}
      {load.loadFailed && (
        <p role="alert">
          {t('refund.loadFailed')} {load.loadError}
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
          <LongTextField
            label={t('refund.note')}
            value={note}
            maxLength={REFUND_NOTE_MAX}
            onChange={(text) => actor.send({ type: 'NOTE', note: text })}
          />
          <AttachedImages actor={actor} disabled={busy} />
        </FormFields>
      )}
    </SendDialog>
  );
}

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;
