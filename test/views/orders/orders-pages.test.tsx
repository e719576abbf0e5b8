import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// /my-orders, the order details, reorder and /track-order against the fake API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { MyOrdersPage } from '../../../src/features/orders/my-orders-page.tsx';
import { OrderDetailsPage } from '../../../src/features/orders/order-details-page.tsx';
import { TrackOrderPage } from '../../../src/features/orders/track-order-page.tsx';
import { FakeApi, config, error, json, type FakeRequest } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { lines, makeOrder } from './order-fixtures.ts';

let api: FakeApi;

beforeEach(() => {
  toast.remove();
  localStorage.clear();
  localStorage.setItem('module', JSON.stringify({ id: 1, module_type: 'grocery', module_name: 'Grocery' }));
  api = new FakeApi().on('GET /api/v1/config', json(config()));
});

const signIn = () => localStorage.setItem('token', 'token-abc');

/** 12 running orders served 10 a page (offset = page number). */
const pagedOrders = (total: number) => (req: FakeRequest) => {
  const page = Number(req.query.get('offset'));
  const limit = Number(req.query.get('limit'));
  const all = Array.from({ length: total }, (_, i) => makeOrder(100100 - i, { order_amount: 10 + i }));
  return json({ total_size: total, limit, offset: page, orders: all.slice((page - 1) * limit, page * limit) });
};

describe('/my-orders', () => {
  it('a guest sees the sign-in prompt and never the history (no order list is requested)', async () => {
    localStorage.setItem('guest_id', 'guest-1');
    await renderWithProviders(<MyOrdersPage />, { route: '/my-orders' });
    expect(await screen.findByText('You must be login to access this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/my-orders?auth=sign-in');
    expect(screen.getByRole('link', { name: 'Track an order' })).toHaveAttribute('href', '/track-order');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(api.requests.filter((r) => r.path.startsWith('/api/v1/customer/order'))).toEqual([]);
  });

  it('Running lists the orders as cards (store, id, date, amount, status, items) and pages on', async () => {
    signIn();
    api.on('GET /api/v1/customer/order/running-orders', pagedOrders(12));
    await renderWithProviders(<MyOrdersPage />, { route: '/my-orders' });
    expect(screen.getByRole('tab', { name: 'Running' })).toHaveAttribute('aria-selected', 'true');
    const first = await screen.findByRole('link', { name: 'Order #100100, Fresh Mart' });
    expect(first).toHaveAttribute('href', '/my-orders/100100');
    expect(within(first).getByText('$10.00')).toBeInTheDocument();
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    expect(within(first).getByText('2 items')).toBeInTheDocument();
    expect(within(first).getByText(/Nov 22, 2026/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Order #/ })).toHaveLength(10);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Order #/ })).toHaveLength(12));
    expect(screen.getByText('You have seen all your orders')).toBeInTheDocument();
    expect(api.calls('GET /api/v1/customer/order/running-orders').map((r) => r.query.get('offset'))).toEqual([
      '1',
      '2',
    ]);
  });

  it("History shows its empty state; a failed list says why in the shop's words, with Try again", async () => {
    signIn();
    api.on('GET /api/v1/customer/order/running-orders', error(429, 'rate', 'Too Many Attempts.'));
    api.on('GET /api/v1/customer/order/list', json({ total_size: 0, limit: 10, offset: 1, orders: [] }));
    const { router } = await renderWithProviders(<MyOrdersPage />, { route: '/my-orders' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your orders.');
    expect(alert).toHaveTextContent('There are too many requests right now. Please wait a moment, then try again.');
    expect(alert).not.toHaveTextContent('Too Many Attempts.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=history');
  });
});

const details = () =>
  renderWithProviders(<p>elsewhere</p>, {
    route: '/my-orders/100001',
    routes: [{ path: '/my-orders/:orderId', element: <OrderDetailsPage /> }],
  });

describe('order details', () => {
  it('shows the items with variation and add-ons, the amounts the server stored, timeline, store, address, payment', async () => {
    signIn();
    api
      .on(
        'GET /api/v1/customer/order/track',
        json(makeOrder(100001, { confirmed: '2026-11-22T10:02:00Z', order_status: 'confirmed' })),
      )
      .on('GET /api/v1/customer/order/details', json(lines));
    await details();
    expect(await screen.findByRole('heading', { name: 'Order #100001' })).toBeInTheDocument();
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(within(items).getByText('Lemon Soap')).toBeInTheDocument();
    expect(within(items).getByText('$24.00')).toBeInTheDocument();
    expect(within(items).getByText('Variation: Size: Large')).toBeInTheDocument();
    expect(within(items).getByText('Add-ons: Cheese × 3')).toBeInTheDocument();
    expect(within(items).getByText('$2.00')).toBeInTheDocument(); // 0.5 + 3 × 0.5
    const summary = screen.getByRole('region', { name: 'Summary' });
    const text = summary.textContent!;
    expect(text).toContain('Item price$26.00');
    expect(text).toContain('Discount(-) $2.00');
    expect(text).toContain('Coupon discount(-) $0.00');
    expect(text).toContain('Vat/Tax(+) $1.50');
    expect(text).toContain('Delivery fee(+) $5.00');
    expect(text).toContain('Delivery man tips(+) $3.00');
    expect(within(summary).getByTestId('order-total')).toHaveTextContent('$31.50');
    const timeline = screen.getByRole('region', { name: 'Order status' });
    const steps = within(timeline).getAllByRole('listitem');
    // each step's status, its state in words for screen readers (not a visible "(done)"), the current one marked
    expect(steps.map((s) => s.textContent?.split(',')[0])).toEqual([
      'Pending',
      'Confirmed',
      'Processing',
      'Ready for handover',
      'On the way',
      'Delivered',
    ]);
    expect(steps.filter((s) => s.getAttribute('aria-current') === 'step')).toEqual([steps[1]]);
    const spoken = (step: HTMLElement) => step.querySelector('.visually-hidden')?.textContent;
    expect(steps.map(spoken)).toEqual([', done', ', current', ', upcoming', ', upcoming', ', upcoming', ', upcoming']);
    expect(timeline).not.toHaveTextContent('(done)');
    expect(within(steps[1]!).getByText(', current')).toHaveClass('visually-hidden');
    expect(screen.getByRole('region', { name: 'Store' })).toHaveTextContent('Fresh Mart');
    expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveTextContent(
      'Rafi Ahmed, +880170000000012 Harbour Road, DhakaRoad 7, House 12, Floor 2',
    );
    const payment = screen.getByRole('region', { name: 'Payment' }).textContent!;
    expect(payment).toContain('Payment methodCash on delivery');
    expect(payment).toContain('Payment statusUnpaid');
    expect(payment).toContain('Order typeHome Delivery');
    // confirmed: no longer cancellable
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reorder' })).toBeEnabled();
  });

  it('a parcel order shows sender, receiver, parcel category and who pays', async () => {
    signIn();
    api
      .on(
        'GET /api/v1/customer/order/track',
        json(
          makeOrder(100001, {
            module_type: 'parcel',
            receiver_details: {
              contact_person_name: 'Nadia',
              contact_person_number: '+8801799999999',
              address: 'Banani 11',
            },
            parcel_category: { id: 1, name: 'Documents' },
            charge_payer: 'receiver',
          }),
        ),
      )
      .on('GET /api/v1/customer/order/details', json([]));
    await details();
    const parcel = await screen.findByRole('region', { name: 'Parcel' });
    expect(parcel.textContent).toContain('SenderRafi Ahmed, +8801700000000');
    expect(parcel.textContent).toContain('ReceiverNadia, +8801799999999Banani 11');
    expect(parcel.textContent).toContain('Parcel categoryDocuments');
    expect(parcel.textContent).toContain('Charge paid byReceiver');
    expect(screen.queryByRole('button', { name: 'Reorder' })).toBeNull();
  });

  it('Reorder asks before replacing another store’s cart, adds the lines again and opens the cart', async () => {
    signIn();
    const otherStore = {
      id: 9,
      item_id: 77,
      price: 5,
      quantity: 1,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
      item: { id: 77, store_id: 8 },
    };
    let cart: unknown[] = [otherStore];
    api
      .on('GET /api/v1/customer/order/track', json(makeOrder(100001, { order_status: 'delivered' })))
      .on('GET /api/v1/customer/order/details', json(lines))
      .on('GET /api/v1/customer/cart/list', () => json(cart))
      .on('DELETE /api/v1/customer/cart/remove', () => ((cart = []), json([])))
      .on('POST /api/v1/customer/cart/add', (req) =>
        (req.body as { item_id: number }).item_id === 42 ? error(403, 'stock', 'Out of Stock.') : json(cart),
      );
    const { router } = await details();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reorder' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Clear the cart?' });
    expect(ask).toHaveTextContent(
      'You have item from another store in cart. If you continue, your all previous item from cart will be removed and this one will be added.',
    );
    expect(api.calls('POST /api/v1/customer/cart/add')).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.search).toBe('?drawer=cart'));
    expect(api.calls('DELETE /api/v1/customer/cart/remove')).toHaveLength(1);
    const adds = api.calls('POST /api/v1/customer/cart/add').map((r) => r.body);
    expect(adds).toEqual([
      { item_id: 41, model: 'Item', price: 12, quantity: 2, variation: [], add_on_ids: [], add_on_qtys: [] },
      {
        item_id: 42,
        model: 'Item',
        price: 0.5,
        quantity: 1,
        variation: [{ name: 'Size', values: { label: ['Large'] } }],
        add_on_ids: [7],
        add_on_qtys: [3],
      },
    ]);
    expect(await screen.findByText('Pizza: Out of Stock.')).toBeInTheDocument();
    expect(screen.getByText('Item added to cart')).toBeInTheDocument();
  });

  it('a guest opening an order’s details gets the sign-in prompt, not the order', async () => {
    localStorage.setItem('guest_id', 'guest-1');
    await details();
    expect(await screen.findByText('You must be login to access this page.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('/api/v1/customer/order'))).toEqual([]);
  });
});

describe('/track-order', () => {
  it('a guest tracks by order id and the phone number: both required; the timeline, store and address show', async () => {
    localStorage.setItem('guest_id', 'guest-1');
    api.on('GET /api/v1/customer/order/track', (req) =>
      req.query.get('contact_number') === '+8801700000000'
        ? json(makeOrder(100001, { user_id: null, is_guest: 1 }))
        : error(404, 'order', 'Order not found.'),
    );
    const { router } = await renderWithProviders(<TrackOrderPage />, { route: '/track-order' });
    expect(await screen.findByRole('heading', { name: 'Track Order' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(screen.getByText('Order ID is required')).toBeInTheDocument();
    expect(screen.getByText('Phone Number is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Order ID/ }), '100001');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '+8801711111111');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText('Order not found.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Phone number/ }));
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '+8801700000000');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    const region = await screen.findByRole('region', { name: 'Order #100001' });
    expect(within(region).getByTestId('order-status')).toHaveTextContent('Pending');
    const [pending, next] = within(within(region).getByRole('region', { name: 'Order status' })).getAllByRole(
      'listitem',
    );
    expect(pending).toHaveAttribute('aria-current', 'step');
    expect(next).not.toHaveAttribute('aria-current');
    expect(within(region).getByRole('region', { name: 'Store' })).toHaveTextContent('Fresh Mart');
    expect(within(region).getByRole('region', { name: 'Delivery address' })).toHaveTextContent('12 Harbour Road');
    expect(within(region).getByTestId('order-total')).toHaveTextContent('$31.50');
    const last = api.calls('GET /api/v1/customer/order/track').at(-1)!;
    expect(last.query.get('guest_id')).toBe('guest-1');
    expect(router.state.location.search).toBe('?order_id=100001');
  });

  it('a customer arriving from an order tracks it by id alone', async () => {
    signIn();
    api.on('GET /api/v1/customer/order/track', json(makeOrder(100001, { order_status: 'processing' })));
    await renderWithProviders(<TrackOrderPage />, { route: '/track-order?order_id=100001' });
    const region = await screen.findByRole('region', { name: 'Order #100001' });
    expect(within(region).getByTestId('order-status')).toHaveTextContent('Processing');
    expect(screen.queryByRole('textbox', { name: /Phone number/ })).toBeNull();
    expect(api.calls('GET /api/v1/customer/order/track')[0]!.query.get('contact_number')).toBeNull();
  });

  it('in the rental module the page is Track Trip and tracks a trip by id and phone', async () => {
    localStorage.setItem('module', JSON.stringify({ id: 6, module_type: 'rental', module_name: 'Rental' }));
    localStorage.setItem('guest_id', 'guest-1');
    api.on(
      'GET /api/v1/rental/user/trip/get-trip-details',
      json({
        id: 7,
        trip_status: 'confirmed',
        trip_type: 'hourly',
        provider: { id: 1, name: 'City Wheels' },
        pickup_location: { lat: 23.79, lng: 90.4, location_name: 'Gulshan 1' },
        destination_location: null,
        pickup_time: '2026-11-23 09:00:00',
        quantity: 1,
        trip_amount: 120,
        created_at: '2026-11-22T10:00:00Z',
        confirmed: '2026-11-22T10:10:00Z',
        ongoing: null,
        completed: null,
        canceled: null,
      }),
    );
    await renderWithProviders(<TrackOrderPage />, { route: '/track-order' });
    expect(await screen.findByRole('heading', { name: 'Track Trip' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Trip ID/ }), '7');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '+8801700000000');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText('City Wheels · 1 vehicle')).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Confirmed');
    const req = api.calls('GET /api/v1/rental/user/trip/get-trip-details')[0]!;
    expect([req.query.get('trip_id'), req.query.get('contact_number')]).toEqual(['7', '+8801700000000']);
  });

  it('a trip linked as ?trip_id= (Track Trip from the trip details) is tracked at once for a customer', async () => {
    localStorage.setItem('module', JSON.stringify({ id: 6, module_type: 'rental', module_name: 'Rental' }));
    signIn();
    api.on(
      'GET /api/v1/rental/user/trip/get-trip-details',
      json({
        id: 9,
        trip_status: 'pending',
        trip_type: 'distance_wise',
        provider: { id: 2, name: 'Road Kings' },
        pickup_location: { lat: 23.79, lng: 90.4, location_name: 'Gulshan 1' },
        destination_location: null,
        pickup_time: '2026-11-23 09:00:00',
        quantity: 2,
        trip_amount: 80,
        created_at: '2026-11-22T10:00:00Z',
        confirmed: null,
        ongoing: null,
        completed: null,
        canceled: null,
      }),
    );
    await renderWithProviders(<TrackOrderPage />, { route: '/track-order?trip_id=9' });
    expect(await screen.findByText('Road Kings · 2 vehicles')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Trip ID/ })).toHaveValue('9');
    expect(api.calls('GET /api/v1/rental/user/trip/get-trip-details')[0]!.query.get('trip_id')).toBe('9');
  });
});
