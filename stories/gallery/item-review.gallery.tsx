// Write a review of the first item of a delivered order, /my-orders/100001
// (test/views/orders/item-review-paths.test.tsx): signed in, the review held. The dialog is a chunk of its own,
// mounted by the press on "Write a review".
import { userEvent, within } from 'storybook/test';
import { OrderDetailsPage } from '../../src/features/orders/order-details-page.tsx';
import { itemReviewPaths } from '../../test/machines/item-review.paths.ts';
import { itemReviewApi, orderDetailsRoute, REVIEWED_ITEM } from '../../test/views/orders/order-fixtures.ts';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: itemReviewPaths,
  page: <OrderDetailsPage />,
  path: '/my-orders/:orderId',
  route: orderDetailsRoute,
  storage: { token: 'token-abc' },
  api: itemReviewApi,
  meet: async (canvas, { key }) => {
    if (key === 'idle') return;
    const write = await within(canvas).findByRole(
      'button',
      { name: `Write a review of ${REVIEWED_ITEM}` },
      { timeout: 10_000 },
    );
    await userEvent.click(write);
  },
});
