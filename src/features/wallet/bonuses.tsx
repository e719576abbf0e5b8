import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { walletQueries } from '../../api/wallet.ts';
import { useWalletFormat } from './use-wallet-format.ts';
import { Card } from '../../ui/page-frame.ts';
import { Muted } from './wallet.styles.ts';
import { formatDate } from '../../../domain/format.ts';

/** The add-fund bonuses running today (GET customer/wallet/bonuses), shown only when there are some. */
export function Bonuses() {
  const { t, i18n } = useTranslation();
  const { money } = useWalletFormat();
  const bonuses = useQuery(walletQueries.bonuses()).data ?? [];
  if (bonuses.length === 0) return null;
  const day = (d: string) => formatDate(d, i18n.language, { dateStyle: 'medium' });
  return (
    <Card aria-labelledby="wallet-bonuses">
      <h2 id="wallet-bonuses">{t('wallet.bonuses.title')}</h2>
      <ul>
        {bonuses.map((b) => (
          <li key={b.id}>
            <strong>{b.title}</strong>{' '}
            {b.bonus_type === 'percentage'
              ? b.maximum_bonus_amount > 0
                ? t('wallet.bonuses.percentage', {
                    min: money(b.minimum_add_amount),
                    value: b.bonus_amount,
                    max: money(b.maximum_bonus_amount),
                  })
                : t('wallet.bonuses.percentageUncapped', { min: money(b.minimum_add_amount), value: b.bonus_amount })
              : t('wallet.bonuses.amount', { min: money(b.minimum_add_amount), value: money(b.bonus_amount) })}
            <Muted>{t('wallet.bonuses.until', { date: day(b.end_date) })}</Muted>
          </li>
        ))}
      </ul>
    </Card>
  );
}
