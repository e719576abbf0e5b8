// The offline payment of an order paid offline, /my-orders/100001 (test/views/orders/offline-payment-paths.test.tsx):
// signed in, the methods and the sends held; what the story's path sent before (its context's `update`) is on the
// server.
import { OrderDetailsPage } from '../../src/features/orders/order-details-page.tsx';
import { offlinePaymentPaths } from '../../test/machines/offline-payment.paths.ts';
import { offlinePaymentApi, orderDetailsRoute, type OfflineSent } from '../../test/views/orders/order-fixtures.ts';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: offlinePaymentPaths,
  page: <OrderDetailsPage />,
  path: '/my-orders/:orderId',
  route: orderDetailsRoute,
  storage: { token: 'token-abc' },
  api: ({ context }) => {
    const { update, methodId, values } = context as { update: boolean; methodId: number } & OfflineSent;
    offlinePaymentApi(() => (update ? { methodId, values } : null));
  },
});
