import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { providerDetailsPath, vehicleDetailsPath } from '../../routes/paths.ts';
import type { Vehicle } from '../../api/rental.ts';
import { removeRentalWish, type RentalWish } from '../../api/rental-wishlist.ts';
import { wishlistQueries } from '../../api/wishlist.ts';
import { FavouritesDrawer, WishlistCartButton } from '../../shop/wishlist-drawer.tsx';
import { useAddToTripCart } from './add-to-trip-cart.ts';
import { TripCartProvider } from './trip-cart-provider.tsx';
import { Icon } from '../../ui/icon.tsx';

/**
 * The wishlist drawer of the rental module (spec part 2 "Wishlist drawer"): two tabs, the wishlisted vehicles and
 * providers (GET /rental/user/wish-list), each row a link to its page, an add-to-cart button (vehicles: the trip
 * cart, with the current search's trip) and a delete button that asks 'Are you sure you want to delete this item?'
 * and shows the server's message. The drawer has its own trip cart actor (it opens on any rental page).
 */
export function RentalWishlistDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FavouritesDrawer
      onClose={onClose}
      wishlist={useQuery(wishlistQueries.rental())}
      remove={removeRentalWish}
      Within={TripCartProvider}
      tabs={({ vehicles, providers }) => [
        {
          value: 'vehicles',
          label: t('rental.wishlist.vehicles'),
          kind: t('rental.wishlist.vehiclesKind'),
          favourites: vehicles.map((v) => ({
            id: v.id,
            image: v.thumbnail_full_url,
            name: v.name,
            to: vehicleDetailsPath(v.id, 'wishlist'),
            meta: v.provider?.name,
            actions: <VehicleCartButton vehicle={v} />,
            favourite: { vehicle_id: v.id } satisfies RentalWish,
          })),
        },
        {
          value: 'providers',
          label: t('rental.wishlist.providers'),
          kind: t('rental.wishlist.providersKind'),
          favourites: providers.map((p) => ({
            id: p.id,
            image: p.logo_full_url,
            name: p.name,
            to: providerDetailsPath(p.id),
            meta: p.address,
            favourite: { provider_id: p.id } satisfies RentalWish,
          })),
        },
      ]}
    />
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
      <Icon name="cart" />
    </WishlistCartButton>
  );
}
