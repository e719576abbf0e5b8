import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { walletQueries } from '../../api/wallet.ts';
import { bestReward } from '../../../domain/pricing/cashback.ts';
import { useWalletFormat } from './use-wallet-format.ts';
import { Muted } from './wallet.styles.ts';

/**
 * The add-fund bonus the typed amount earns (the best running bonus, as the server credits it: domain/pricing/
 * cashback.ts), or the smallest amount that earns one; nothing when no bonus runs.
 */
export function BonusPreview({ amount }: { amount: string }) {
  const { t } = useTranslation();
  const { money } = useWalletFormat();
  const bonuses = useQuery(walletQueries.bonuses()).data ?? [];
  if (bonuses.length === 0) return null;
  const rules = bonuses.map((b) => ({
    type: b.bonus_type,
    value: b.bonus_amount,
    minimum: b.minimum_add_amount,
    maximum: b.maximum_bonus_amount,
  }));
  const best = bestReward(Number(amount), rules);
  const minimum = Math.min(...rules.map((r) => r.minimum));
  return (
    <Muted role="status">
      {best
        ? t('offers.bonus.earn', { amount: money(best.reward) })
        : t('offers.bonus.from', { amount: money(minimum) })}
    </Muted>
  );
}
