import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { StorePage } from '../../../src/features/home/store-page.tsx';
import { renderWithProviders } from '../../support/render.tsx';
import { FakeApi, config, error, json, makeItem, makeStore, type RecordedRequest } from '../../support/fake-api.ts';

let api: FakeApi;

const everyDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  id: day + 1,
  store_id: 7,
  day,
  opening_time: '00:00:00',
  closing_time: '23:59:59',
}));

const freshMart = {
  ...makeStore(7, 'Fresh Mart', 1, { free_delivery: true, delivery_time: '20-30 min' }),
  status: 1,
  active: true,
  schedules: everyDay,
  module: { id: 1, module_type: 'food', module_name: 'Food' },
  discount: {
    discount: 10,
    discount_type: 'percent',
    min_purchase: 50,
    max_discount: 30,
    start_date: '2020-01-01',
    end_date: '2099-12-31',
    start_time: '00:00:00',
    end_time: '23:00:00',
  },
  category_ids: [21, 22],
  category_details: [
    { id: 21, name: 'Burgers', image_full_url: '' },
    { id: 22, name: 'Drinks', image_full_url: '' },
  ],
  active_coupons: [],
};

/** Answers `offset` as a page number of `limit` items out of `count`. */
const pagedItems = (count: number) => (req: RecordedRequest) => {
  const limit = Number(req.query.get('limit'));
  const page = Number(req.query.get('offset'));
  const all = Array.from({ length: count }, (_, i) => makeItem(100 + i, `Burger ${i + 1}`, { store_id: 7 }));
  return json({ total_size: count, limit, offset: page, products: all.slice((page - 1) * limit, page * limit) });
};

const open = (url = '/store/store-7?id=store-7&module_id=1&store_zone_id=1') =>
  renderWithProviders(<StorePage />, { route: url, routes: [{ path: '/store/:slug', element: <StorePage /> }] });

beforeEach(() => {
  localStorage.setItem('zoneid', '[1]');
  api = new FakeApi()
    .on('GET /api/v1/config', json(config({ digit_after_decimal_point: 2 })))
    .on('GET /api/v1/stores/details/store-7', json(freshMart))
    .on('GET /api/v1/items/latest', pagedItems(14));
});

describe('the store page', () => {
  it("shows the store's cover, name, rating, address, open status, today's hours as hh:mm a and delivery facts", async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fresh Mart' })).toBeInTheDocument();
    expect(screen.getByText('7 Road')).toBeInTheDocument();
    expect(screen.getByText('Rated 4.25 out of 5')).toBeInTheDocument();
    expect(screen.getByText('Open now')).toBeInTheDocument();
    expect(screen.getByText('Today 12:00 AM – 11:59 PM')).toBeInTheDocument();
    expect(screen.getByText('Delivery in 20-30 min')).toBeInTheDocument();
    expect(screen.getByText('Free delivery')).toBeInTheDocument();
    const details = api.calls('GET /api/v1/stores/details/store-7')[0];
    expect(details.headers.get('moduleId')).toBe('1');
  });

  it('shows the running store discount with its end date and time, minimum purchase and cap', async () => {
    await open();
    const discount = await screen.findByRole('region', { name: '10% off' });
    expect(discount).toHaveTextContent('Valid until 2099-12-31 11:00 PM · Min purchase $50.00');
    expect(discount).toHaveTextContent('Up to $30.00');
  });

  it('says Closed now outside its schedule and hides an expired discount', async () => {
    api.on(
      'GET /api/v1/stores/details/store-7',
      json({
        ...freshMart,
        schedules: [],
        discount: { ...freshMart.discount, end_date: '2020-01-02' },
      }),
    );
    await open();
    expect(await screen.findByText('Closed now')).toBeInTheDocument();
    expect(screen.getByText('Closed today')).toBeInTheDocument();
    expect(screen.queryByText(/off$/)).not.toBeInTheDocument();
  });

  it("lists the store's items 12 per page with the module's wording and loads the next page", async () => {
    await open();
    const list = await screen.findByRole('region', { name: 'All foods' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(12));
    const first = api.calls('GET /api/v1/items/latest')[0];
    expect(first.query.get('store_id')).toBe('7');
    expect(first.query.get('limit')).toBe('12');
    expect(first.query.get('offset')).toBe('1');
    await userEvent.click(within(list).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(14));
    expect(api.calls('GET /api/v1/items/latest').at(-1)!.query.get('offset')).toBe('2');
    expect(within(list).getByText('You have seen all foods')).toBeInTheDocument();
  });

  it('filters by one of its categories', async () => {
    await open();
    await screen.findByRole('region', { name: 'All foods' });
    const drinks = screen.getByRole('button', { name: 'Drinks' });
    expect(drinks).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(drinks);
    expect(drinks).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.calls('GET /api/v1/items/latest').at(-1)!.query.get('category_id')).toBe('22'));
  });

  it('searches inside the store and shows the empty state when nothing matches', async () => {
    api.on('GET /api/v1/items/search', json({ total_size: 0, limit: 12, offset: 1, products: [] }));
    await open();
    await screen.findByRole('region', { name: 'All foods' });
    const field = within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search foods in this store' });
    await userEvent.type(field, 'pizza{Enter}');
    const results = await screen.findByRole('region', { name: 'Results for “pizza”' });
    expect(await within(results).findByText('No foods found')).toBeInTheDocument();
    const call = api.calls('GET /api/v1/items/search')[0];
    expect(call.query.get('name')).toBe('pizza');
    expect(call.query.get('store_id')).toBe('7');
  });

  it("words a store that is not found in the shop's sentence, never the server's text, with the way home", async () => {
    api.on('GET /api/v1/stores/details/store-7', error(404, 'store', 'Store not found!'));
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This store could not be loaded.');
    expect(alert).toHaveTextContent('We could not find this. It may have been removed or is no longer available.');
    expect(alert).not.toHaveTextContent('Store not found!');
    expect(within(alert).getByRole('link', { name: 'Go to home' })).toBeInTheDocument();
  });

  it('offers Try again when the shop failed to answer, and shows the store once it does', async () => {
    api.on('GET /api/v1/stores/details/store-7', error(500, 'internal', 'SQLSTATE[42S02]'));
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service is not available right now. Please try again later.');
    api.on('GET /api/v1/stores/details/store-7', json(freshMart));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fresh Mart' })).toBeInTheDocument();
  });

  it('shows loading skeletons while the store loads', async () => {
    api.hold('GET /api/v1/stores/details/store-7');
    await open();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('is in Arabic with the same facts', async () => {
    await renderWithProviders(<StorePage />, {
      language: 'ar',
      route: '/store/store-7?id=store-7&module_id=1',
      routes: [{ path: '/store/:slug', element: <StorePage /> }],
    });
    expect(await screen.findByText('مفتوح الآن')).toBeInTheDocument();
    expect(screen.getByText('توصيل مجاني')).toBeInTheDocument();
  });
});
