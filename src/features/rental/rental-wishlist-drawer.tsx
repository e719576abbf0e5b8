import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { providerDetailsPath, vehicleDetailsPath } from '../../app/paths.ts';
import type { Vehicle } from '../../api/rental.ts';
import { removeRentalWish, type RentalWish } from '../../api/rental-wishlist.ts';
import { wishlistQueries } from '../../api/wishlist.ts';
import {
  useWishlistDelete,
  WishlistCartButton,
  WishlistDrawer,
  WishlistLoaded,
  WishlistMeta,
  WishlistRow,
  WishlistTabs,
} from '../../shop/wishlist-drawer.tsx';
import { useAddToTripCart } from './add-to-trip-cart.ts';
import { TripCartProvider } from './trip-cart-provider.tsx';

/**
 * The wishlist drawer of the rental module (spec part 2 "Wishlist drawer"): two tabs, the wishlisted vehicles and
 * providers (GET /rental/user/wish-list), each row a link to its page, an add-to-cart button (vehicles: the trip
 * cart, with the current search's trip) and a delete button that asks 'Are you sure you want to delete this item?'
 * and shows the server's message. The drawer has its own trip cart actor (it opens on any rental page).
 */
export function RentalWishlistDrawer({ onClose }: { onClose: () => void }) {
  return (
    <WishlistDrawer onClose={onClose}>
      <TripCartProvider>
        <RentalWishlistTabs />
      </TripCartProvider>
    </WishlistDrawer>
  );
}

function RentalWishlistTabs() {
  const { t } = useTranslation();
  const wishlist = useQuery(wishlistQueries.rental());
  const remove = useWishlistDelete(removeRentalWish);
  return (
    <WishlistLoaded wishlist={wishlist}>
      {({ vehicles, providers }) => (
        <>
          <WishlistTabs
            tabs={[
              {
                value: 'vehicles',
                label: t('rental.wishlist.vehicles'),
                kind: t('rental.wishlist.vehiclesKind'),
                rows: vehicles.map((v) => (
                  <WishlistRow
                    key={v.id}
                    image={v.thumbnail_full_url}
                    name={v.name}
                    actions={<VehicleCartButton vehicle={v} />}
                    onDelete={() => remove.ask({ vehicle_id: v.id } satisfies RentalWish)}
                  >
                    <Link to={vehicleDetailsPath(v.id, 'wishlist')}>{v.name}</Link>
                    {v.provider?.name && <WishlistMeta>{v.provider.name}</WishlistMeta>}
                  </WishlistRow>
                )),
              },
              {
                value: 'providers',
                label: t('rental.wishlist.providers'),
                kind: t('rental.wishlist.providersKind'),
                rows: providers.map((p) => (
                  <WishlistRow
                    key={p.id}
                    image={p.logo_full_url}
                    name={p.name}
                    onDelete={() => remove.ask({ provider_id: p.id } satisfies RentalWish)}
                  >
                    <Link to={providerDetailsPath(p.id)}>{p.name}</Link>
                    {p.address && <WishlistMeta>{p.address}</WishlistMeta>}
                  </WishlistRow>
                )),
              },
            ]}
          />
          {remove.confirm}
        </>
      )}
    </WishlistLoaded>
  );
}

/** A vehicle row's add-to-cart button: the trip cart with the current search's trip (as on the vehicle card). */
function VehicleCartButton({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const cart = useAddToTripCart();
  return (
    <WishlistCartButton
      aria-label={t('rental.card.addNamed', { name: vehicle.name })}
      disabled={cart.busy}
      aria-busy={cart.busy || undefined}
      onClick={() => cart.add(vehicle)}
    >
      <span aria-hidden="true">🛒</span>
    </WishlistCartButton>
  );
}
