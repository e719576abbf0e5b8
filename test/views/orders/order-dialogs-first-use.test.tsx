import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// A delivered order's review and refund forms start their statecharts from chunks of their own
// (src/features/orders/item-review-button.tsx, refund-request-button.tsx), held back here until the test lets them
// arrive: the very first press of "Write a review" or "Request refund" opens its form once the chunk is in.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { OrderDetailsPage } from '../../../src/features/orders/order-details-page.tsx';
import { renderWithProviders } from '../../support/render.tsx';
import { itemReviewApi, orderRefundApi, orderDetailsRoute, REVIEWED_ITEM } from './order-fixtures.ts';

const review = await vi.hoisted(() => import('../../support/held-chunk.ts').then((m) => m.heldChunk()));
const refund = await vi.hoisted(() => import('../../support/held-chunk.ts').then((m) => m.heldChunk()));
vi.mock('../../../src/features/orders/item-review.tsx', (importOriginal) => review.hold(importOriginal));
vi.mock('../../../src/features/orders/refund-request.tsx', (importOriginal) => refund.hold(importOriginal));

beforeEach(() => {
  toast.remove();
  localStorage.clear();
  localStorage.setItem('token', 'token-abc');
});

const openOrder = () =>
  renderWithProviders(<p>elsewhere</p>, {
    route: orderDetailsRoute,
    routes: [{ path: '/my-orders/:orderId', element: <OrderDetailsPage /> }],
  });

describe('an order’s forms before their statecharts are in', () => {
  it('opens the review form on the first press of Write a review, once its chunk arrives', async () => {
    itemReviewApi();
    await openOrder();
    await userEvent.click(await screen.findByRole('button', { name: `Write a review of ${REVIEWED_ITEM}` }));
    expect(screen.queryByRole('dialog', { name: `Review ${REVIEWED_ITEM}` })).toBeNull();

    await review.arrive();
    expect(await screen.findByRole('dialog', { name: `Review ${REVIEWED_ITEM}` })).toBeInTheDocument();
  });

  it('opens the refund form on the first press of Request refund, once its chunk arrives', async () => {
    orderRefundApi(() => false);
    await openOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Request refund' }));
    expect(screen.queryByRole('dialog', { name: 'Refund request' })).toBeNull();

    await refund.arrive();
    expect(await screen.findByRole('dialog', { name: 'Refund request' })).toBeInTheDocument();
  });
});
