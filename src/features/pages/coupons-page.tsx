import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { configQueries } from '../../api/config.ts';
import { couponQueries } from '../../api/coupons.ts';
import { useSession } from '../../session/hooks.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SignInPrompt } from '../../ui/sign-in-prompt.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { CouponCard } from './coupon-card.tsx';
import { LoadError } from './load-error.tsx';
import { Page } from '../../ui/page-frame.ts';
import { usePageTitle } from '../../shop/use-page-title.ts';
import Ticket from 'lucide/dist/esm/icons/ticket.mjs';
import { Icon } from '../../ui/icon.tsx';

/**
 * /coupons (account menu; customers only): the running coupons of the customer's zones as cards, the rental
 * module's coupons when rental is the current module. Guests are asked to sign in.
 */
export function CouponsPage() {
  const { t } = useTranslation();
  const { signedIn, module, isRental } = useSession();
  usePageTitle({ name: t('pages.coupons.title') });
  return (
    <Page>
      <h1>{t('pages.coupons.title')}</h1>
      {signedIn ? (
        <CouponList rentalModuleId={isRental && module ? module.id : null} />
      ) : (
        <SignInPrompt
          title={t('pages.coupons.signInTitle')}
          body={t('pages.coupons.signInBody')}
          signIn={t('pages.coupons.signIn')}
        />
      )}
    </Page>
  );
}

function CouponList({ rentalModuleId }: { rentalModuleId: number | null }) {
  const { t } = useTranslation();
  const money = useMoney(useQuery(configQueries.config()).data);
  const query = useQuery(couponQueries.mine(rentalModuleId));
  if (query.isPending)
    return (
      <Grid role="status" aria-label={t('pages.coupons.loading')}>
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton $h="120px" />
          </li>
        ))}
      </Grid>
    );
  if (query.isError) return <LoadError message={t('pages.coupons.error')} query={query} />;
  if (!query.data.length)
    return (
      <EmptyState
        role="status"
        icon={<Icon shape={Ticket} size={48} />}
        title={t('pages.coupons.empty')}
        body={t('pages.coupons.emptyBody')}
      />
    );
  return (
    <Grid aria-label={t('pages.coupons.list')}>
      {query.data.map((c) => (
        <CouponCard key={c.id} coupon={c} money={money} />
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 380px), 1fr));
`;
