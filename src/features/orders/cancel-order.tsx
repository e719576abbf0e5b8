import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import toast from '../../ui/toast.ts';
import styled from 'styled-components';
import { errorMessage } from '../../api/errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { RadioCards } from '../../ui/radio-cards.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { createOrderCancelMachine } from './order-cancel.context.ts';

/**
 * Cancel Order on a pending order (the order-cancel statechart): the dialog loads the reasons, the customer chooses
 * one, submits, confirms; a refusal shows the server's message and keeps the reason for Try again.
 */
export function CancelOrder({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [machine] = useState(createOrderCancelMachine);
  const actor = useActorRef(machine, { input: { orderId } });
  const open = useSelector(actor, (s) => s.hasTag('open'));
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const loadFailed = useSelector(actor, (s) => s.hasTag('loadFailed'));
  const confirming = useSelector(actor, (s) => s.hasTag('confirming') || s.hasTag('busy'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'SUBMIT' }));
  const reasons = useSelector(actor, (s) => s.context.reasons);
  const reason = useSelector(actor, (s) => s.context.reason);
  const error = useSelector(actor, (s) => (s.context.error ? errorMessage(s.context.error) : null));

  useEffect(() => {
    const subs = [
      actor.on('canceled', ({ message }) => {
        toast.success(message || t('orders.cancel.canceled'));
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
        void queryClient.invalidateQueries({ queryKey: ['customer'] });
      }),
      actor.on('failed', ({ error: e }) => void toast.error(errorMessage(e))),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, queryClient, t]);

  return (
    <>
      <Button $variant="secondary" onClick={() => actor.send({ type: 'OPEN' })}>
        {t('orders.cancel.open')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(o) => !o && !busy && actor.send({ type: 'CLOSE' })}
        title={t('orders.cancel.title')}
        dismissible={!busy}
        footer={
          confirming ? (
            <>
              <Button $variant="secondary" onClick={() => actor.send({ type: 'BACK' })} disabled={busy}>
                {t('common.no')}
              </Button>
              <Button onClick={() => actor.send({ type: 'CONFIRM' })} disabled={busy} aria-busy={busy}>
                {busy ? t('orders.cancel.cancelling') : t('common.yes')}
              </Button>
            </>
          ) : failed ? (
            <Button onClick={() => actor.send({ type: 'RETRY' })}>{t('common.retry')}</Button>
          ) : loadFailed ? (
            <Button onClick={() => actor.send({ type: 'RETRY' })}>{t('common.retry')}</Button>
          ) : (
            <Button onClick={() => actor.send({ type: 'SUBMIT' })} disabled={!canSubmit}>
              {t('orders.cancel.submit')}
            </Button>
          )
        }
      >
        {loading && (
          <Loading role="status" aria-label={t('orders.cancel.loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} $h="20px" />
            ))}
          </Loading>
        )}
        {loadFailed && (
          <p role="alert">
            {t('orders.cancel.loadFailed')} {error}
          </p>
        )}
        {confirming && (
          <>
            <p>{t('orders.cancel.confirm')}</p>
            <p>{t('orders.cancel.reasonChosen', { reason })}</p>
          </>
        )}
        {!loading && !loadFailed && !confirming && (
          <RadioCards
            legend={t('orders.cancel.reasons')}
            name="cancel-reason"
            options={reasons.map((r) => ({ value: r, label: r }))}
            value={reason}
            // every pick, also of the reason already chosen: after a refusal it returns to the reasons with that
            // choice
            reselect
            onValueChange={(r) => actor.send({ type: 'CHOOSE', reason: r })}
          />
        )}
        {failed && <ErrorText role="alert">{error}</ErrorText>}
      </Dialog>
    </>
  );
}

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;
const ErrorText = styled.p`
  color: ${({ theme }) => theme.color.error};
`;
