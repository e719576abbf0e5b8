import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MY_ORDERS_TAB_PARAM } from '../../routes/paths.ts';
import { useSession } from '../../session/hooks.ts';
import { Tabs } from '../../ui/tabs.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';
import { OrderList } from './order-list.tsx';
import { Page } from '../../ui/page-frame.ts';

/**
 * /my-orders (customers only): the Running and History tabs. Guests never see order history (spec part 1 §1): they
 * get the sign-in prompt and the way to track an order by id and phone.
 */
export function MyOrdersPage() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const [search, setSearch] = useSearchParams();
  const tab = search.get(MY_ORDERS_TAB_PARAM) === 'history' ? 'history' : 'running';
  return (
    <Page>
      <h1>{t('orders.title')}</h1>
      {signedIn ? (
        <Tabs
          label={t('orders.tabs.label')}
          value={tab}
          onValueChange={(v) => setSearch({ [MY_ORDERS_TAB_PARAM]: v }, { replace: true })}
          tabs={[
            { value: 'running', label: t('orders.tabs.running'), content: <OrderList kind="running" /> },
            { value: 'history', label: t('orders.tabs.history'), content: <OrderList kind="history" /> },
          ]}
        />
      ) : (
        <SignInPrompt />
      )}
    </Page>
  );
}
