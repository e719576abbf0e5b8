import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';

export const routes: RouteObject[] = [
  {
    path: paths.storeRegistrationPage,
    lazy: () => import('./store-registration-page.tsx').then((m) => ({ Component: m.StoreRegistrationPage })),
  },
  {
    path: paths.deliverymanRegistration,
    lazy: () =>
      import('./deliveryman-registration-page.tsx').then((m) => ({ Component: m.DeliverymanRegistrationPage })),
  },
];
