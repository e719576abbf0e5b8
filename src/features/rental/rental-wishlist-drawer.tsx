import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { providerDetailsPath, vehicleDetailsPath } from '../../app/paths.ts';
import { wishlistQueries } from '../../api/wishlist.ts';
import { useSession } from '../../session/hooks.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { RentalHeart } from './rental-heart.tsx';

/**
 * The wishlist drawer of the rental module (spec part 2 "Wishlist drawer"): right side, at most 523 px, titled
 * Wishlist; two tabs, the wishlisted vehicles and providers (GET /rental/user/wish-list), each row a link to its page
 * and a heart that removes it (the server's message); 'No favourite {kind} found' when a tab is empty.
 */
export function RentalWishlistDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('rental.wishlist.title')}
      placement="end"
      maxWidth="523px"
    >
      <RentalWishlistTabs />
    </Dialog>
  );
}

function RentalWishlistTabs() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const wishlist = useQuery(wishlistQueries.rental());
  if (!signedIn) return <EmptyState role="alert" title={t('rental.wishlist.notLoggedIn')} />;
  if (wishlist.isPending)
    return (
      <div role="status" aria-label={t('common.loading')}>
        <Skeleton $h="64px" />
        <Skeleton $h="64px" />
      </div>
    );
  if (wishlist.isError) return <EmptyState role="alert" title={wishlist.error.message} />;
  const { vehicles, providers } = wishlist.data;
  const vehiclesLabel = t('rental.wishlist.vehicles');
  const providersLabel = t('rental.wishlist.providers');
  return (
    <Tabs
      label={t('rental.wishlist.title')}
      tabs={[
        {
          value: 'vehicles',
          label: vehiclesLabel,
          content:
            vehicles.length === 0 ? (
              <EmptyState icon="♡" title={t('rental.wishlist.empty', { kind: t('rental.wishlist.vehiclesKind') })} />
            ) : (
              <Rows aria-label={vehiclesLabel}>
                {vehicles.map((v) => (
                  <li key={v.id}>
                    <img src={v.thumbnail_full_url} alt="" width={56} height={42} loading="lazy" />
                    <Link to={vehicleDetailsPath(v.id, 'wishlist')}>{v.name}</Link>
                    <RentalHeart wish={{ vehicle_id: v.id }} name={v.name} />
                  </li>
                ))}
              </Rows>
            ),
        },
        {
          value: 'providers',
          label: providersLabel,
          content:
            providers.length === 0 ? (
              <EmptyState icon="♡" title={t('rental.wishlist.empty', { kind: t('rental.wishlist.providersKind') })} />
            ) : (
              <Rows aria-label={providersLabel}>
                {providers.map((p) => (
                  <li key={p.id}>
                    {p.logo_full_url ? (
                      <img src={p.logo_full_url} alt="" width={42} height={42} loading="lazy" />
                    ) : (
                      <span />
                    )}
                    <Link to={providerDetailsPath(p.id)}>{p.name}</Link>
                    <RentalHeart wish={{ provider_id: p.id }} name={p.name} />
                  </li>
                ))}
              </Rows>
            ),
        },
      ]}
    />
  );
}

const Rows = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: grid;
    grid-template-columns: 56px 1fr auto;
    gap: ${({ theme }) => theme.space(3)};
    align-items: center;
  }
  img {
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;
