import { useTranslation } from 'react-i18next';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { customerQueries } from '../../api/customer.ts';
import { walletQueries } from '../../api/wallet.ts';
import { formatNumber } from '../../../domain/format.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { AccountGate } from './account-gate.tsx';
import { ConvertPoints } from './convert-points.tsx';
import { LedgerList } from './ledger-list.tsx';
import { useWalletFormat } from './use-wallet-format.ts';
import { Card, Page } from '../../ui/page-frame.ts';
import { BalanceCard } from './wallet.styles.ts';

/**
 * /loyalty-points (signed-in, loyalty_point_status on): the points card with 'Convert to currency now' and the
 * point history.
 */
export function LoyaltyPage() {
  const { t } = useTranslation();
  const { config } = useWalletFormat();
  return (
    <Page>
      <h1>{t('wallet.loyalty.title')}</h1>
      <AccountGate
        enabled={config ? config.loyalty_point_status === 1 : undefined}
        signInTitle={t('wallet.loyalty.signInTitle')}
        unavailable={t('wallet.unavailable.loyalty')}
      >
        <Points />
        <History />
      </AccountGate>
    </Page>
  );
}

function Points() {
  const { t } = useTranslation();
  const { config, locale } = useWalletFormat();
  const info = useQuery(customerQueries.info()).data;
  return (
    <BalanceCard aria-labelledby="loyalty-balance">
      <div>
        <p id="loyalty-balance">{t('wallet.loyalty.points')}</p>
        {info ? (
          <strong data-testid="loyalty-balance">
            {t('wallet.loyalty.pointsValue', { points: formatNumber(info.loyalty_point, 0, locale) })}
          </strong>
        ) : (
          <div role="status" aria-label={t('common.loading')}>
            <Skeleton $w="160px" $h="36px" />
          </div>
        )}
      </div>
      {info && config && (
        <ConvertPoints
          balance={info.loyalty_point}
          minimum={config.loyalty_point_minimum_point ?? 0}
          rate={config.loyalty_point_exchange_rate ?? 1}
        />
      )}
    </BalanceCard>
  );
}

function History() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(walletQueries.points());
  return (
    <Card aria-labelledby="loyalty-history">
      <h2 id="loyalty-history">{t('wallet.loyalty.transactionsTitle')}</h2>
      <LedgerList query={query} unit="points" label={t('wallet.loyalty.transactionsTitle')} />
    </Card>
  );
}
