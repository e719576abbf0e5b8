// Renders the shell with the cart drawer host against the fake API, with server-shaped cart rows.
import { resetFakeApi, route, makeCartRow, makeItem } from '../../support/fake-api.ts';
import { defaultRoutes, seedSession, ShellHarness, type SessionSeed } from '../shell/shell-harness.tsx';
import toast from 'react-hot-toast';
import { CartDrawerHost } from '../../../src/features/cart/cart-drawer-host.tsx';
import { renderWithProviders } from '../../support/render.tsx';

export const ITEM = 'App\\Models\\Item';

/** A grocery soap: 2 in stock, no maximum, $3. */
export const soapItem = makeItem(41, 'Lemon Soap', { store_id: 3, price: 3, stock: 2, maximum_cart_quantity: null });

/** A food pizza ($10) with a required size (Large +$4), toppings and two add-ons; at most 3 per cart. */
export const pizzaItem = makeItem(11, 'Margherita', {
  store_id: 1,
  price: 10,
  stock: 0,
  module_type: 'food',
  maximum_cart_quantity: 3,
  food_variations: [
    {
      name: 'Size',
      type: 'single',
      min: 1,
      max: 1,
      required: 'on',
      values: [
        { label: 'Small', optionPrice: '0' },
        { label: 'Large', optionPrice: '4' },
      ],
    },
  ],
  add_ons: [
    { id: 101, name: 'Cheese', price: 1.5 },
    { id: 102, name: 'Dip', price: 0.5 },
  ],
} as never);

export function row(id: number, item: typeof soapItem, over: Record<string, unknown> = {}) {
  return makeCartRow(item, id, {
    user_id: 'guest-1',
    created_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:00Z',
    ...over,
  });
}

/** The pizza, Large, with 2 cheese: $14 × 2 + $1.50 × 2 = $31.00. */
export const pizzaRow = row(8, pizzaItem, {
  price: 14,
  quantity: 2,
  variation: [{ name: 'Size', values: { label: ['Large'] } }],
  add_on_ids: [101],
  add_on_qtys: [2],
});
export const soapRow = row(9, soapItem);

export const guest: SessionSeed = {
  location: '12 Harbour Road, Dhaka',
  zoneId: '[1]',
  module: { id: 1, module_name: 'Grocery', module_type: 'grocery' },
  guestId: 'guest-1',
};

export interface CartSetUp {
  session?: SessionSeed;
  config?: Record<string, unknown>;
}

/** The fake API and the session of a cart drawer test (the state gallery's cart stories use it too). */
export function serveCart(cart: unknown[], { session = guest, config = {} }: CartSetUp = {}) {
  resetFakeApi();
  defaultRoutes({ free_delivery_over: 100, guest_checkout_status: 1, ...config });
  route('GET /api/v1/customer/cart/list', { body: cart });
  seedSession(session);
  toast.remove();
}

/** The shell with the cart drawer host, as the cart tests render it. */
export const cartPage = (
  <>
    <ShellHarness />
    <CartDrawerHost />
  </>
);

export async function renderCart(
  cart: unknown[],
  { language = 'en', ...setUp }: CartSetUp & { language?: 'en' | 'ar' } = {},
) {
  serveCart(cart, setUp);
  return renderWithProviders(cartPage, { route: '/home?drawer=cart', language });
}
