import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';

export const routes: RouteObject[] = [
  { path: paths.checkout, lazy: () => import('./checkout-page.tsx').then((m) => ({ Component: m.CheckoutPage })) },
  {
    path: paths.orderSuccessful,
    lazy: () => import('./order-successful-page.tsx').then((m) => ({ Component: m.OrderSuccessfulPage })),
  },
];
