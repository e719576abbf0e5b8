import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { customerQueries } from '../../api/customer.ts';
import { walletQueries, WALLET_FILTERS, type WalletFilter } from '../../api/wallet.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import toast from '../../ui/toast.ts';
import { AccountGate } from './account-gate.tsx';
import { AddFund } from './add-fund.tsx';
import { Bonuses } from './bonuses.tsx';
import { LedgerList } from './ledger-list.tsx';
import { useWalletFormat } from './use-wallet-format.ts';
import { Card, Page } from '../../ui/page-frame.ts';
import { BalanceCard, FilterBox } from './wallet.styles.ts';
import { Select } from '../../ui/select.tsx';

type Flag = 'success' | 'fail' | 'cancel';
const flagOf = (v: string | null): Flag | null => (v === 'success' || v === 'fail' || v === 'cancel' ? v : null);

/**
 * /wallet (signed-in, customer_wallet_status on): the balance card with Add fund (add_fund_status on and digital
 * payment methods configured), the running add-fund bonuses, and the transactions filtered by type. The payment
 * page returns here with flag=success|fail|cancel: a worded toast, the balance and history refreshed.
 */
export function WalletPage() {
  const { t } = useTranslation();
  const { config } = useWalletFormat();
  return (
    <Page>
      <h1>{t('wallet.title')}</h1>
      <AccountGate
        enabled={config ? config.customer_wallet_status === 1 : undefined}
        signInTitle={t('wallet.signInTitle')}
        unavailable={t('wallet.unavailable.wallet')}
      >
        <PaymentReturn />
        <Balance />
        <BonusesThenTransactions />
      </AccountGate>
    </Page>
  );
}

/**
 * The running bonuses, then the history, which waits for them: drawn first, the history would be pushed down under
 * the shopper's eyes when bonuses arrive (a layout shift).
 */
function BonusesThenTransactions() {
  const { t } = useTranslation();
  const bonuses = useQuery(walletQueries.bonuses());
  if (bonuses.isPending) return <p role="status">{t('common.loading')}</p>;
  return (
    <>
      <Bonuses />
      <Transactions />
    </>
  );
}

/** The payment page's return: one toast for the flag, the balance and the history refreshed, the flag dropped. */
function PaymentReturn() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const flag = flagOf(search.get('flag'));
  useEffect(() => {
    if (!flag) return;
    const text = t(`wallet.addFund.result.${flag}`);
    if (flag === 'success') toast.success(text);
    else toast.error(text);
    void queryClient.invalidateQueries({ queryKey: ['customer'] });
    void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    setSearch(
      (s) => {
        const next = new URLSearchParams(s);
        next.delete('flag');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [flag, queryClient, setSearch, t]);
  return null;
}

function Balance() {
  const { t } = useTranslation();
  const { config, money, short } = useWalletFormat();
  const info = useQuery(customerQueries.info());
  const methods = config?.active_payment_method_list ?? [];
  const canAdd = config?.add_fund_status === 1 && config.digital_payment !== false && methods.length > 0;
  return (
    <BalanceCard aria-labelledby="wallet-balance">
      <div>
        <p id="wallet-balance">{t('wallet.card.balance')}</p>
        {info.data ? (
          <strong data-testid="wallet-balance" title={money(info.data.wallet_balance)}>
            {short(info.data.wallet_balance)}
          </strong>
        ) : (
          <div role="status" aria-label={t('wallet.card.loading')}>
            <Skeleton $w="160px" $h="36px" />
          </div>
        )}
      </div>
      {canAdd && <AddFund methods={methods} />}
    </BalanceCard>
  );
}

function Transactions() {
  const { t } = useTranslation();
  const [type, setType] = useState<WalletFilter>('all');
  const query = useInfiniteQuery(walletQueries.transactions(type));
  return (
    <Card aria-labelledby="wallet-history">
      <h2 id="wallet-history">{t('wallet.transactions.title')}</h2>
      <FilterBox>
        <Select
          label={t('wallet.transactions.filter')}
          options={WALLET_FILTERS.map((f) => ({ value: f, label: t(`wallet.transactions.filters.${f}`) }))}
          value={type}
          onValueChange={(v) => setType(v as WalletFilter)}
        />
      </FilterBox>
      <LedgerList query={query} unit="money" label={t('wallet.transactions.title')} />
    </Card>
  );
}
