// Cancel Order on the details of a pending order, /my-orders/100001 (test/views/orders/order-cancel-paths.test.tsx):
// signed in, the reasons and the cancel call held; the canceled story's order is canceled on the server.
import { OrderDetailsPage } from '../../src/features/orders/order-details-page.tsx';
import { orderCancelPaths } from '../../test/machines/order-cancel.paths.ts';
import { orderCancelApi, orderDetailsRoute } from '../../test/views/orders/order-fixtures.ts';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: orderCancelPaths,
  page: <OrderDetailsPage />,
  path: '/my-orders/:orderId',
  route: orderDetailsRoute,
  storage: { token: 'token-abc' },
  api: ({ key }) => orderCancelApi(() => key === 'canceled'),
});
