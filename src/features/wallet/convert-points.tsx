import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { errorMessage } from '../../api/errors.ts';
import { formatNumber } from '../../../domain/format.ts';
import { pointsToCurrency } from '../../../domain/pricing/loyalty.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import toast from '../../ui/toast.ts';
import { createPointTransferMachine } from './point-transfer.context.ts';
import { useWalletFormat } from './use-wallet-format.ts';
import { ErrorText, Muted } from './wallet.styles.ts';
import { sentBy } from '../../ui/sent-by.ts';

/**
 * 'Convert to currency now' (the point-transfer statechart): the points to convert (a whole number from the minimum
 * up to the balance) with a preview of the wallet money; Convert transfers them, the balances refresh.
 */
export function ConvertPoints({ balance, minimum, rate }: { balance: number; minimum: number; rate: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { money, locale } = useWalletFormat();
  const [machine] = useState(createPointTransferMachine);
  const actor = useActorRef(machine, { input: { minimum } });
  const open = useSelector(actor, (s) => s.hasTag('open'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'SUBMIT' }));
  const points = useSelector(actor, (s) => s.context.points);
  const problem = useSelector(actor, (s) => s.context.problem);
  const error = useSelector(actor, (s) => (s.context.error ? errorMessage(s.context.error) : null));

  useEffect(() => {
    const subs = [
      actor.on('transferred', ({ message }) => {
        toast.success(message || t('wallet.loyalty.transferred'));
        void queryClient.invalidateQueries({ queryKey: ['customer'] });
        void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      }),
      actor.on('failed', ({ error: e }) => void toast.error(errorMessage(e))),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, queryClient, t]);

  const typed = Number(points);
  return (
    <>
      <Button onClick={() => actor.send({ type: 'OPEN', balance })}>{t('wallet.loyalty.convertOpen')}</Button>
      <Dialog
        open={open}
        onOpenChange={(o) => !o && !busy && actor.send({ type: 'CLOSE' })}
        title={t('wallet.loyalty.convertTitle')}
        description={`${t('wallet.loyalty.rate', { rate, one: money(1) })} ${t('wallet.loyalty.minimum', { min: minimum })}`}
        dismissible={!busy}
        footer={
          <Button
            type="submit"
            form="convert-points-form"
            $block
            disabled={!canSubmit || busy}
            aria-busy={busy || undefined}
          >
            {busy ? t('wallet.loyalty.converting') : t('wallet.loyalty.convert')}
          </Button>
        }
      >
        <form id="convert-points-form" noValidate onSubmit={sentBy(() => actor.send({ type: 'SUBMIT' }))}>
          <TextField
            label={t('wallet.loyalty.field')}
            type="number"
            inputMode="numeric"
            min={minimum}
            max={balance}
            step={1}
            value={points}
            disabled={busy}
            onChange={(e) => actor.send({ type: 'POINTS', points: e.target.value })}
            error={
              problem && points !== ''
                ? t(`wallet.loyalty.problems.${problem}`, { min: minimum, balance: formatNumber(balance, 0, locale) })
                : undefined
            }
          />
          {!problem && points !== '' && (
            <Muted role="status">{t('wallet.loyalty.preview', { amount: money(pointsToCurrency(typed, rate)) })}</Muted>
          )}
          {error && !busy && <ErrorText role="alert">{error}</ErrorText>}
        </form>
      </Dialog>
    </>
  );
}
