import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StorePage } from '../../../src/features/home/store-page.tsx';
import { renderWithProviders } from '../../support/render.tsx';
import { stubIntersectionObserver } from '../../support/intersection-observer.ts';
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
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(14));
    expect(api.calls('GET /api/v1/items/latest').at(-1)!.query.get('offset')).toBe('2');
    expect(screen.getByText('You have seen all foods')).toBeInTheDocument();
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
    const field = within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search in Fresh Mart' });
    await userEvent.type(field, 'pizza{Enter}');
    const results = await screen.findByRole('region', { name: 'Results for “pizza”' });
    expect(await within(results).findByText('No foods found')).toBeInTheDocument();
    const call = api.calls('GET /api/v1/items/search')[0];
    expect(call.query.get('name')).toBe('pizza');
    expect(call.query.get('store_id')).toBe('7');
  });

  it('names its search field by its visible label, with a Search button', async () => {
    await open();
    const search = await screen.findByRole('search');
    const field = within(search).getByRole('searchbox', { name: 'Search in Fresh Mart' });
    expect(within(search).getByText('Search in Fresh Mart')).toBeVisible();
    expect(field).toHaveAccessibleName('Search in Fresh Mart');
    expect(within(search).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  describe('as a menu', () => {
    const of = (...ids: number[]) => ({ category_ids: ids.map((id, i) => ({ id: String(id), position: i + 1 })) });
    // the store lists Burgers, Drinks, Sides; the API answers newest first, across categories
    const menu = [
      makeItem(1, 'Cola', { store_id: 7, ...of(22) }),
      makeItem(2, 'Cheeseburger', { store_id: 7, ...of(21) }),
      makeItem(3, 'Burger and cola', { store_id: 7, ...of(22, 21) }),
      makeItem(4, 'Napkins', { store_id: 7, ...of(99) }),
      makeItem(5, 'Lemonade', { store_id: 7, ...of(22) }),
    ];
    let view: ReturnType<typeof stubIntersectionObserver>;

    beforeEach(() => {
      view = stubIntersectionObserver();
      api
        .on(
          'GET /api/v1/stores/details/store-7',
          json({
            ...freshMart,
            category_details: [...freshMart.category_details, { id: 23, name: 'Sides', image_full_url: '' }],
          }),
        )
        .on('GET /api/v1/items/latest', json({ total_size: 5, limit: 12, offset: 1, products: menu }));
    });
    afterEach(() => vi.unstubAllGlobals());

    const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const cardsIn = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label'));

    it("lists the items under the store's categories in its order, each item once, and the rest last", async () => {
      await open();
      await screen.findByRole('region', { name: 'Burgers' });
      expect(headings()).toEqual(['Burgers', 'Drinks', 'More foods']);
      expect(cardsIn('Burgers')).toEqual(['Cheeseburger', 'Burger and cola']);
      expect(cardsIn('Drinks')).toEqual(['Cola', 'Lemonade']);
      expect(cardsIn('More foods')).toEqual(['Napkins']);
      expect(screen.getAllByRole('article', { name: 'Burger and cola' })).toHaveLength(1);
    });

    it("does not repeat the store's name on its cards", async () => {
      await open();
      await screen.findByRole('region', { name: 'Burgers' });
      expect(screen.getByRole('heading', { level: 1, name: 'Fresh Mart' })).toBeInTheDocument();
      for (const card of screen.getAllByRole('article')) expect(card).not.toHaveTextContent('Fresh Mart');
    });

    it('links its category bar to the sections and marks the one in view', async () => {
      await open();
      const burgers = await screen.findByRole('region', { name: 'Burgers' });
      const drinks = screen.getByRole('region', { name: 'Drinks' });
      const bar = await screen.findByRole('navigation', { name: 'Categories' });
      const toBurgers = within(bar).getByRole('link', { name: 'Burgers' });
      const toDrinks = within(bar).getByRole('link', { name: 'Drinks' });
      expect(toBurgers).toHaveAttribute('href', `#${burgers.id}`);
      expect(toDrinks).toHaveAttribute('href', `#${drinks.id}`);
      expect(toDrinks).not.toHaveAttribute('type');
      // a category without items on the page is a filter, as is All
      expect(within(bar).getByRole('button', { name: 'Sides' })).toHaveAttribute('aria-pressed', 'false');
      expect(within(bar).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

      view.enter(burgers);
      expect(toBurgers).toHaveAttribute('aria-current', 'true');
      expect(toDrinks).not.toHaveAttribute('aria-current');
      view.enter(drinks);
      view.leave(burgers);
      expect(toDrinks).toHaveAttribute('aria-current', 'true');
      expect(toBurgers).not.toHaveAttribute('aria-current');
    });

    it('goes to the chosen section, its heading taking the focus, and marks it', async () => {
      await open();
      await screen.findByRole('region', { name: 'Burgers' });
      const bar = await screen.findByRole('navigation', { name: 'Categories' });
      await userEvent.click(within(bar).getByRole('link', { name: 'Drinks' }));
      expect(screen.getByRole('heading', { level: 2, name: 'Drinks' })).toHaveFocus();
      expect(within(bar).getByRole('link', { name: 'Drinks' })).toHaveAttribute('aria-current', 'true');
    });

    it("shows a chosen category's items alone, and All the menu again", async () => {
      await open();
      await screen.findByRole('region', { name: 'Burgers' });
      const fries = makeItem(6, 'Fries', { store_id: 7, ...of(23) });
      api.on('GET /api/v1/items/latest', (req) =>
        req.query.get('category_id') === '23'
          ? json({ total_size: 1, limit: 12, offset: 1, products: [fries] })
          : json({ total_size: 5, limit: 12, offset: 1, products: menu }),
      );
      const bar = await screen.findByRole('navigation', { name: 'Categories' });
      await userEvent.click(within(bar).getByRole('button', { name: 'Sides' }));
      expect(await screen.findByRole('region', { name: 'Sides' })).toBeInTheDocument();
      expect(headings()).toEqual(['Sides']);
      expect(api.calls('GET /api/v1/items/latest').at(-1)!.query.get('category_id')).toBe('23');
      // while one is chosen, every category is a filter
      expect(within(bar).getByRole('button', { name: 'Sides' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(bar).queryAllByRole('link')).toHaveLength(0);
      await userEvent.click(within(bar).getByRole('button', { name: 'All' }));
      expect(await screen.findByRole('region', { name: 'Burgers' })).toBeInTheDocument();
    });
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
