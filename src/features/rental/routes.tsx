import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { load } from '../../api/query-client.ts';

/** The loaders' chunk (loaders.ts), fetched with the page's own: a navigation starts both at once. */
const loaders = () => import('./loaders.ts');

export const routes: RouteObject[] = [
  {
    path: paths.vehicleSearchPage,
    loader: (args) => load(() => loaders().then((m) => m.vehicleSearch(args))),
    lazy: () => import('./vehicle-search-page.tsx').then((m) => ({ Component: m.VehicleSearchPage })),
  },
  {
    path: paths.vehicleDetailsPage,
    loader: (args) => load(() => loaders().then((m) => m.vehicleDetails(args))),
    lazy: () => import('./vehicle-details-page.tsx').then((m) => ({ Component: m.VehicleDetailsPage })),
  },
  {
    path: paths.providerDetailsPage,
    loader: (args) => load(() => loaders().then((m) => m.providerDetails(args))),
    lazy: () => import('./provider-details-page.tsx').then((m) => ({ Component: m.ProviderDetailsPage })),
  },
  {
    path: paths.rentalCart,
    lazy: () => import('./rental-cart-page.tsx').then((m) => ({ Component: m.RentalCartPage })),
  },
  {
    path: paths.myTrips,
    lazy: () => import('./my-trips-page.tsx').then((m) => ({ Component: m.MyTripsPage })),
  },
];
