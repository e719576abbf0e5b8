// A checkout on a stand-in for a real 6amMart backend (test/views/checkout/journey-*.test.tsx): the page with the
// confirmation route, the order type and cash on delivery chosen, Place Order once the backend's charges are in; the
// total the summary showed before Place Order, its rows, and the order sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { CheckoutPage } from '../../../src/features/checkout/checkout-page.tsx';
import { OrderSuccessfulPage } from '../../../src/features/checkout/order-successful-page.tsx';
import type { FakeApi } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { PLACE } from './checkout-fixture.ts';

export async function checkOutOnBackend(
  orderType: 'Home Delivery' | 'Take Away',
  api: FakeApi,
  orderId: number,
  chooseAddress?: (user: ReturnType<typeof userEvent.setup>) => Promise<void>,
) {
  const view = await renderWithProviders(<CheckoutPage />, {
    route: '/checkout?page=cart',
    routes: [{ path: '/order-successful', element: <OrderSuccessfulPage /> }],
  });
  await screen.findByRole('heading', { name: 'Checkout' }, { timeout: 30_000 });
  expect((await screen.findByText('Demo Product')).closest('li')).toHaveTextContent('Quantity: 1');
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: orderType }));
  await chooseAddress?.(user);
  // the zone's flags offer cash on delivery
  await user.click(await screen.findByRole('radio', { name: /^Cash on delivery/i }));
  // what the backend charges its own way is asked before the total is shown and Place Order is offered
  await waitFor(() => expect(screen.getByTestId('order-total')).not.toHaveAttribute('aria-busy'));
  const shown = screen.getByTestId('order-total').textContent;
  const summary = within(screen.getByRole('region', { name: 'Order Summary' }))
    .getAllByRole('row')
    .map((row) => row.textContent);
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(api.calls(PLACE)).toHaveLength(1));
  await waitFor(() =>
    expect(view.router.state.location.pathname + view.router.state.location.search).toBe(
      `/order-successful?order_id=${orderId}`,
    ),
  );
  expect(await screen.findByText(new RegExp(String(orderId)))).toBeInTheDocument();
  return { shown, summary, body: api.calls(PLACE)[0]!.body as Record<string, unknown> };
}
