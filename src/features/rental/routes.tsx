import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths.ts';

export const routes: RouteObject[] = [
  {
    path: paths.vehicleSearchPage,
    lazy: () => import('./vehicle-search-page.tsx').then((m) => ({ Component: m.VehicleSearchPage })),
  },
  {
    path: paths.vehicleDetailsPage,
    lazy: () => import('./vehicle-details-page.tsx').then((m) => ({ Component: m.VehicleDetailsPage })),
  },
  {
    path: paths.providerDetailsPage,
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
