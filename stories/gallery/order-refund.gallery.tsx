// Request refund on the details of a delivered, paid order, /my-orders/100001
// (test/views/orders/order-refund-paths.test.tsx): signed in, the reasons and the request held; the requested story's
// refund is on the server. The dialog is a chunk of its own, mounted by the press on Request refund.
import { userEvent, within } from 'storybook/test';
import { OrderDetailsPage } from '../../src/features/orders/order-details-page.tsx';
import { orderRefundPaths } from '../../test/machines/order-refund.paths.ts';
import { orderDetailsRoute, orderRefundApi } from '../../test/views/orders/order-fixtures.ts';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: orderRefundPaths,
  page: <OrderDetailsPage />,
  path: '/my-orders/:orderId',
  route: orderDetailsRoute,
  storage: { token: 'token-abc' },
  api: ({ key }) => orderRefundApi(() => key === 'requested'),
  meet: async (canvas, { key }) => {
    if (key === 'idle' || key === 'requested') return;
    await userEvent.click(await within(canvas).findByRole('button', { name: 'Request refund' }, { timeout: 10_000 }));
  },
});
