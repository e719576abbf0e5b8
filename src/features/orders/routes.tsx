import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { withoutData } from '../../api/query-client.ts';

export const routes: RouteObject[] = [
  { path: paths.myOrders, lazy: () => import('./my-orders-page.tsx').then((m) => ({ Component: m.MyOrdersPage })) },
  {
    path: paths.orderDetailsPage,
    lazy: () => import('./order-details-page.tsx').then((m) => ({ Component: m.OrderDetailsPage })),
  },
  {
    path: paths.trackOrder,
    loader: withoutData, // the form; the order is looked up in the browser
    lazy: () => import('./track-order-page.tsx').then((m) => ({ Component: m.TrackOrderPage })),
  },
];
