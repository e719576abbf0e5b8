import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// /checkout?page=buy_now|campaign: the page shows exactly the item Buy Now / Order
// Now left in session storage (not the cart's rows), prices it as the summary's hand-computed figures say and places
// it with is_buy_now = 1 and a `cart` body; without a stored selection it says so and offers Continue Shopping.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { CheckoutPage } from '../../../src/features/checkout/checkout-page.tsx';
import { json, makeItem } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { checkoutApi } from './checkout-fixture.ts';

const PLACE = 'POST /api/v1/customer/order/place';

/** A polo of the checkout store (3): Red-M at 12, 10 % off, a gift wrap add-on at 2. */
const polo = makeItem(77, 'Polo Shirt', {
  store_id: 3,
  module_id: 1,
  price: 10,
  discount: 10,
  discount_type: 'percent',
  stock: 5,
  variations: [
    { type: 'Red-M', price: 12, stock: 5 },
    { type: 'Blue-L', price: 15, stock: 5 },
  ],
  choice_options: [{ name: 'choice_1', title: 'Colour-Size', options: ['Red-M', 'Blue-L'] }],
  add_ons: [{ id: 4, name: 'Gift wrap', price: 2 }],
} as never);

const selection = {
  item_id: 77,
  model: 'Item',
  quantity: 2,
  variation: [{ type: 'Red-M', price: 12 }],
  add_on_ids: [4],
  add_on_qtys: [1],
};

const keep = (page: string, over: Record<string, unknown> = {}) =>
  sessionStorage.setItem('buy-now', JSON.stringify({ page, selection: { ...selection, ...over }, item: polo }));

let api: ReturnType<typeof checkoutApi>;
beforeEach(() => {
  toast.remove();
  localStorage.clear();
  sessionStorage.clear();
  api = checkoutApi(); // the cart holds 2 × Lemon Soap: Buy Now must not show or place it
  api.hold(PLACE);
});

describe('/checkout?page=buy_now with a stored selection', () => {
  it('shows the bought item (not the cart), sums it by hand and places it with is_buy_now + cart', async () => {
    keep('buy_now');
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<CheckoutPage />, { route: '/checkout?page=buy_now' });
    const card = await screen.findByRole('region', { name: 'The item you are buying' });
    // the layout's `main` is the page's one: the checkout adds none of its own
    expect(screen.queryAllByRole('main')).toHaveLength(0);
    expect(within(card).getByText('Polo Shirt')).toBeInTheDocument();
    expect(within(card).getByText('Red-M')).toBeInTheDocument();
    expect(within(card).getByText('Addons: Gift wrap × 1')).toBeInTheDocument();
    expect(within(card).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(card).getByText('$26.00')).toBeInTheDocument(); // 2 × 12 + 2
    expect(screen.queryByText(/Lemon Soap/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Take Away' }));
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    const cell = (label: string) => within(summary).getByRole('rowheader', { name: label }).nextElementSibling;
    // by hand: items 2 × 12 = 24, add-ons 2, discount 10 % of 12 = 1.20 × 2 = 2.40, tax included, take-away
    expect(cell('Item price')).toHaveTextContent('$24.00');
    expect(cell('Addons')).toHaveTextContent('$2.00');
    expect(cell('Discount')).toHaveTextContent('(-) $2.40');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$23.60');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(api.waiting(PLACE)).toBe(1));
    const body = api.calls(PLACE)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ is_buy_now: 1, order_type: 'take_away', store_id: 3, order_amount: 23.6 });
    expect(body).not.toHaveProperty('cart_id');
    expect(body.cart).toEqual([
      {
        item_id: 77,
        model: 'Item',
        quantity: 2,
        price: 12,
        variation: [{ type: 'Red-M', price: 12 }],
        add_on_ids: [4],
        add_on_qtys: [1],
      },
    ]);
    api.release(PLACE, json({ message: 'Order placed successfully!', order_id: 501, total_ammount: 23.6 }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/checkout'));
    expect(sessionStorage.getItem('buy-now')).toBeNull();
  });

  it('survives a reload of the page (session storage), and Order Now places the campaign model', async () => {
    keep('campaign', { model: 'ItemCampaign', quantity: 1, add_on_ids: [], add_on_qtys: [] });
    const first = await renderWithProviders(<CheckoutPage />, { route: '/checkout?page=campaign' });
    await screen.findByRole('region', { name: 'The item you are buying' });
    first.unmount();
    const user = userEvent.setup();
    await renderWithProviders(<CheckoutPage />, { route: '/checkout?page=campaign' });
    const card = await screen.findByRole('region', { name: 'The item you are buying' });
    expect(within(card).getByText('Quantity: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Take Away' }));
    expect(screen.getByTestId('order-total')).toHaveTextContent('$10.80'); // 12 − 10 %
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(api.waiting(PLACE)).toBe(1));
    const body = api.calls(PLACE)[0]!.body as { cart: { model: string; item_id: number }[] };
    expect(body.cart.map((c) => [c.item_id, c.model])).toEqual([[77, 'ItemCampaign']]);
  });
});

describe('/checkout?page=buy_now|campaign without a stored selection', () => {
  it('says there is no item and Continue Shopping goes home (en); another page’s selection does not count', async () => {
    keep('buy_now');
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<CheckoutPage />, { route: '/checkout?page=campaign' });
    expect(await screen.findByText('No item to buy now')).toBeInTheDocument();
    expect(
      screen.getByText('Choose an item and press Buy Now (or Order Now on a campaign item) to check it out here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('in Arabic', async () => {
    await renderWithProviders(<CheckoutPage />, { route: '/checkout?page=buy_now', language: 'ar' });
    expect(await screen.findByText('لا يوجد منتج للشراء الآن')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'متابعة التسوق' })).toBeInTheDocument();
  });
});
