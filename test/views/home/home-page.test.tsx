import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { HomePage } from '../../../src/features/home/home-page.tsx';
import { BannerCarousel } from '../../../src/features/home/banner-carousel.tsx';
import type { BannerSlide } from '../../../src/api/banners.ts';
import { renderWithProviders } from '../../support/render.tsx';
import {
  FakeApi,
  config,
  error,
  json,
  makeCategory,
  makeItem,
  makeModule,
  makeStore,
  pagedStores,
} from '../../support/fake-api.ts';
import { stubMatchMedia } from '../../support/match-media.ts';

stubMatchMedia(true);
let api: FakeApi;

const grocery = { id: 1, module_name: 'Grocery', module_type: 'grocery' };
const food = { id: 4, module_name: 'Food', module_type: 'food' };
const useModule = (m: object) => localStorage.setItem('module', JSON.stringify(m));

beforeEach(() => {
  toast.remove(); // toasts live in a module-level store that outlives a test's render
  localStorage.setItem('zoneid', '[1]');
  api = new FakeApi()
    // a current backend (centralize_login present); the older-backend cases override it
    .on(
      'GET /api/v1/config',
      json(config({ digit_after_decimal_point: 1, centralize_login: { manual_login_status: 1 } })),
    )
    .on(
      'GET /api/v1/module',
      json([
        makeModule(1, 'grocery', 'Grocery', [1]),
        makeModule(4, 'food', 'Food', [1]),
        makeModule(6, 'rental', 'Rental', [2]),
      ]),
    )
    .on(
      'GET /api/v1/categories',
      json([makeCategory(11, 'Fruits', 1), { ...makeCategory(12, 'Apples', 1), parent_id: 11 }]),
    )
    .on(
      'GET /api/v1/banners',
      json({
        campaigns: [],
        banners: [
          { id: 1, title: 'Weekend sale', image_full_url: '/media/banners/1.svg' },
          { id: 2, title: 'Fresh fish', image_full_url: '/media/banners/2.svg' },
        ],
      }),
    )
    .on(
      'GET /api/v1/items/popular',
      json({
        total_size: 1,
        limit: 12,
        offset: 1,
        products: [makeItem(1, 'Mango', { recommended: 1, organic: 1, discount: 10, discount_type: 'percent' })],
      }),
    )
    .on('GET /api/v1/items/latest', json({ total_size: 0, limit: 12, offset: 1, products: [] }))
    .on('GET /api/v1/campaigns/item', json([]))
    .on(
      'GET /api/v1/stores/latest',
      pagedStores(Array.from({ length: 14 }, (_, i) => makeStore(i + 1, `Store ${i + 1}`, 1))),
    )
    .on('GET /api/v1/stores/popular', pagedStores([makeStore(50, 'Popular Mart', 1)]));
});

describe('/home', () => {
  it('asks for a location when none is stored and the shop has no default location', async () => {
    localStorage.removeItem('zoneid');
    api.on('GET /api/v1/config/get-zone-id', error(403, 'coordinates', 'Service not available in this area'));
    await renderWithProviders(<HomePage />, { route: '/home' });
    expect(await screen.findByText('Set your location to see what is available near you.')).toBeVisible();
  });

  it('shows a visitor without a module the first store module serving their zone, with no guidance', async () => {
    await renderWithProviders(<HomePage />, { route: '/home' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grocery home' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Select a module' })).toBeNull();
    expect(screen.queryByRole('note')).toBeNull(); // their own zone: no default location to speak of
  });

  it('shows a cold visitor the default location’s home, says so and offers to change it', async () => {
    localStorage.removeItem('zoneid');
    api.on('GET /api/v1/config/get-zone-id', (req) =>
      req.query.get('lat') === '23.7925'
        ? json({ zone_id: '[1]', zone_data: [{ id: 1, name: 'Dhaka Central' }] })
        : json({ zone_id: '[]', zone_data: [] }),
    );
    api.on('GET /api/v1/config', json(config({ default_location: { lat: '23.7925', lng: '90.4078' } })));
    await renderWithProviders(<HomePage />, { route: '/home' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grocery home' })).toBeVisible();
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('Showing Dhaka Central');
    expect(within(notice).getByRole('link', { name: 'Change' })).toHaveAttribute('href', '/home?picker=location');
    await screen.findByText('Mango');
    expect(api.calls('GET /api/v1/items/popular').at(-1)!.headers.get('zoneId')).toBe('[1]');
    expect(localStorage.getItem('zoneid')).toBeNull(); // the visitor's own location stays theirs to set
  });

  it('loads every section at once with the module and zone headers, in the module wording', async () => {
    useModule(grocery);
    await renderWithProviders(<HomePage />, { route: '/home' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grocery home' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Popular items' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Latest stores' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Popular stores' })).toBeVisible();
    await screen.findByText('Mango');
    for (const path of [
      '/api/v1/categories',
      '/api/v1/banners',
      '/api/v1/items/popular',
      '/api/v1/items/latest',
      '/api/v1/campaigns/item',
      '/api/v1/stores/latest',
    ]) {
      const call = api.requests.find((r) => r.path === path)!;
      expect(call, path).toBeDefined();
      expect(call.headers.get('moduleId')).toBe('1');
      expect(call.headers.get('zoneId')).toBe('[1]');
    }
    // Root categories only; empty rows say so in the module's words.
    expect(screen.getByRole('link', { name: 'Fruits' })).toHaveAttribute('href', '/category/11?name=Fruits');
    expect(screen.queryByRole('link', { name: 'Apples' })).toBeNull();
    expect(screen.getAllByText('No items found').length).toBeGreaterThan(0);
  });

  it('shows a product card with store, rating at the config decimals, badges and the discounted price', async () => {
    useModule(grocery);
    await renderWithProviders(<HomePage />, { route: '/home' });
    const card = await screen.findByRole('article', { name: 'Mango' });
    expect(within(card).getByRole('img', { name: 'Mango' })).toHaveAttribute('src', '/media/items/1.svg');
    expect(card).toHaveTextContent('Fresh Mart');
    expect(card).toHaveTextContent('Rated 4.5 out of 5');
    expect(card).toHaveTextContent('Recommended');
    expect(card).toHaveTextContent('Organic');
    expect(card).toHaveTextContent('$9.0');
    expect(card).toHaveTextContent('Original price $10.0');
    expect(within(card).queryByRole('img', { name: /veg/i })).toBeNull(); // not the food module
  });

  it('says foods and restaurants in the food module and marks veg / non-veg and halal', async () => {
    useModule(food);
    api.on(
      'GET /api/v1/items/popular',
      json({
        total_size: 2,
        limit: 12,
        offset: 1,
        products: [
          makeItem(1, 'Salad', { module_type: 'food', veg: 1 }),
          makeItem(2, 'Kebab', { module_type: 'food', veg: 0, is_halal: 1, halal_tag_status: 1 }),
        ],
      }),
    );
    await renderWithProviders(<HomePage />, { route: '/home' });
    expect(await screen.findByRole('heading', { name: 'Popular foods' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Latest restaurants' })).toBeVisible();
    const salad = await screen.findByRole('article', { name: 'Salad' });
    expect(within(salad).getByRole('img', { name: 'Veg' })).toBeVisible();
    const kebab = screen.getByRole('article', { name: 'Kebab' });
    expect(within(kebab).getByRole('img', { name: 'Non-veg' })).toBeVisible();
    expect(kebab).toHaveTextContent('Halal');
  });

  it('each shop module puts its own first: the shop its new items, food its restaurants, grocery its popular items', async () => {
    const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const shop = { id: 3, module_name: 'Shop', module_type: 'ecommerce' };
    for (const [module, first] of [
      [grocery, 'Popular items'],
      [shop, 'New items'],
      [food, 'Popular restaurants'],
    ] as const) {
      useModule(module);
      const { unmount } = await renderWithProviders(<HomePage />, { route: '/home' });
      await screen.findByText('Popular Mart');
      const sections = h2s().filter((h) => h !== 'Categories');
      expect(sections[0], module.module_type).toBe(first);
      expect(document.getElementById('stores')).toHaveTextContent(
        module === food ? 'Popular restaurants' : /^Latest stores/,
      );
      unmount();
    }
  });

  it('the pharmacy home opens with prescription orders while the business takes them, leading to its pharmacies', async () => {
    useModule({ id: 2, module_name: 'Pharmacy', module_type: 'pharmacy' });
    api.on('GET /api/v1/config', json(config({ prescription_order_status: true })));
    const { unmount } = await renderWithProviders(<HomePage />, { route: '/home' });
    expect(await screen.findByRole('heading', { name: 'Have a prescription?' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a pharmacy' })).toHaveAttribute('href', '#stores');
    expect(document.getElementById('stores')).toHaveTextContent(/^Latest stores/);
    unmount();
    api.on('GET /api/v1/config', json(config({ prescription_order_status: false })));
    await renderWithProviders(<HomePage />, { route: '/home' });
    await screen.findByRole('heading', { level: 1, name: 'Pharmacy home' });
    expect(screen.queryByRole('heading', { name: 'Have a prescription?' })).toBeNull();
  });

  it('pages stores 12 at a time by page number and stops after an empty page', async () => {
    useModule(grocery);
    await renderWithProviders(<HomePage />, { route: '/home' });
    const section = (await screen.findByRole('heading', { name: 'Latest stores' })).closest('section')!;
    await within(section).findByRole('link', { name: 'Store 12' });
    expect(within(section).getAllByRole('article')).toHaveLength(12);
    await userEvent.click(within(section).getByRole('button', { name: 'Load more' }));
    await within(section).findByRole('link', { name: 'Store 14' });
    await userEvent.click(within(section).getByRole('button', { name: 'Load more' }));
    expect(await within(section).findByText('You have seen all stores')).toBeVisible();
    expect(api.calls('GET /api/v1/stores/latest').map((r) => [r.query.get('offset'), r.query.get('limit')])).toEqual([
      ['1', '12'],
      ['2', '12'],
      ['3', '12'],
    ]);
  });

  it("says why a section failed in the shop's words and retries it", async () => {
    useModule(grocery);
    api.on('GET /api/v1/items/popular', error(503, 'maintenance', 'Down for maintenance'));
    await renderWithProviders(<HomePage />, { route: '/home' });
    expect(await screen.findByText('The service is not available right now. Please try again later.')).toBeVisible();
    api.on(
      'GET /api/v1/items/popular',
      json({ total_size: 1, limit: 12, offset: 1, products: [makeItem(3, 'Papaya')] }),
    );
    const alert = screen
      .getByText('The service is not available right now. Please try again later.')
      .closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Papaya')).toBeVisible();
  });

  it('does not ask an older backend for latest items (v2.6 needs a store there: 403), others stay', async () => {
    useModule(grocery);
    api.on('GET /api/v1/config', json(config({ digit_after_decimal_point: 1 }))); // no centralize_login: v2.6
    api.on('GET /api/v1/items/latest', error(403, 'store_id', 'The store id field is required.'));
    await renderWithProviders(<HomePage />, { route: '/home' });
    expect(await screen.findByRole('heading', { name: 'Popular items' })).toBeVisible();
    await waitFor(() => expect(api.calls('GET /api/v1/items/popular').length).toBeGreaterThan(0));
    expect(api.calls('GET /api/v1/items/latest')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'New items' })).toBeNull());
    expect(screen.queryByText('The store id field is required.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('leaves out a section whose endpoint the backend lacks (404) on any backend', async () => {
    useModule(grocery);
    api.on('GET /api/v1/items/popular', error(404, 'not_found', 'Not found.'));
    await renderWithProviders(<HomePage />, { route: '/home' });
    await waitFor(() => expect(api.calls('GET /api/v1/items/popular').length).toBeGreaterThan(0));
    expect(await screen.findByRole('heading', { name: 'New items' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Popular items' })).toBeNull());
    expect(screen.queryByText('Not found.')).toBeNull();
  });

  it('offers the module switcher only when two or more modules serve the zone', async () => {
    useModule(grocery);
    const view = await renderWithProviders(<HomePage />, { route: '/home' });
    expect(await screen.findByRole('link', { name: /Switch module/ })).toHaveAttribute('href', '/home?picker=module');
    view.unmount();
    api.on('GET /api/v1/module', json([makeModule(1, 'grocery', 'Grocery', [1]), makeModule(4, 'food', 'Food', [2])]));
    await renderWithProviders(<HomePage />, { route: '/home' });
    await screen.findByRole('heading', { level: 1, name: 'Grocery home' });
    await waitFor(() => expect(api.calls('GET /api/v1/module').length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: /Switch module/ })).toBeNull();
  });

  it('the banner carousel labels slides, moves with next/previous and can be paused', async () => {
    useModule(grocery);
    await renderWithProviders(<HomePage />, { route: '/home' });
    const carousel = await screen.findByRole('region', { name: 'Offers' });
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['Slide 1 of 2', 'Slide 2 of 2']);
    expect(slides[0]).toHaveAttribute('aria-hidden', 'false');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(slides[1]).toHaveAttribute('aria-hidden', 'false');
    expect(within(carousel).getByRole('img', { name: 'Fresh fish' })).toBeInTheDocument();
    // Reduced motion: it starts paused.
    expect(within(carousel).getByRole('button', { name: 'Play slides' })).toBeVisible();
  });

  it("the carousel's pictures: the first and the next at once, each later one when it is next", async () => {
    const slide = (n: number): BannerSlide => ({
      key: `banner-${n}`,
      title: `Offer ${n}`,
      image_full_url: `https://shop.example/media/banners/${n}.png`,
      image: null,
      kind: 'banner',
      target: null,
    });
    await renderWithProviders(<BannerCarousel slides={[1, 2, 3, 4].map(slide)} />);
    const lazy = () =>
      [1, 2, 3, 4].map((n) => screen.getByRole('img', { name: `Offer ${n}`, hidden: true }).getAttribute('loading'));
    expect(lazy()).toEqual([null, null, 'lazy', 'lazy']);
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(lazy()).toEqual([null, null, null, 'lazy']);
    // back to the last from the first: it is the one shown, so it is asked for
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(lazy()).toEqual([null, null, null, null]);
  });

  it("each slide says what it is and where it leads: a store's banner to the store, an item's to its popup", async () => {
    const slide = (n: number, target: BannerSlide['target']): BannerSlide => ({
      key: `banner-${n}`,
      title: `Offer ${n}`,
      image_full_url: `https://shop.example/media/banners/${n}.png`,
      image: null,
      kind: 'banner',
      target,
    });
    await renderWithProviders(
      <BannerCarousel
        slides={[
          slide(1, { kind: 'store', store: { id: 7, slug: 'fresh-basket', module_id: 1, zone_id: 2 } }),
          slide(2, { kind: 'item', id: 12 }),
          slide(3, { kind: 'campaign', id: 3 }),
          slide(4, null),
        ]}
      />,
      { route: '/home' },
    );
    const link = (name: RegExp) => screen.getByRole('link', { name, hidden: true });
    expect(link(/Offer 1 Visit store/)).toHaveAttribute(
      'href',
      '/store/fresh-basket?id=fresh-basket&module_id=1&store_zone_id=2',
    );
    expect(link(/Offer 2 View item/)).toHaveAttribute('href', '/home?item=12');
    expect(link(/Offer 3 See the offer/)).toHaveAttribute('href', '/campaigns/3');
    // a banner that leads nowhere still says what it is, and offers no action
    expect(screen.getByText('Offer 4')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Offer 4/, hidden: true })).toBeNull();
  });

  it('parcel leads with its three steps and categories, no stores; rental with its trip, vehicles and providers', async () => {
    useModule({ id: 5, module_name: 'Parcel', module_type: 'parcel' });
    api.on('GET /api/v1/categories', json([makeCategory(31, 'Documents', 5)]));
    const view = await renderWithProviders(<HomePage />, { route: '/home' });
    const parcel = (await screen.findByRole('heading', { name: 'Send a parcel' })).closest('section')!;
    expect(
      within(parcel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Choose what you are sending',
      'Add where it is picked up and where it goes',
      'Pay, then follow it to the door',
    ]);
    expect(within(parcel).getByRole('link', { name: 'Send a parcel now' })).toHaveAttribute(
      'href',
      '/parcel-delivery-info',
    );
    expect(await screen.findByRole('link', { name: 'Documents' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /stores/ })).toBeNull();
    view.unmount();
    useModule({ id: 6, module_name: 'Rental', module_type: 'rental' });
    api
      .on(
        'GET /api/v1/rental/vehicle/category-list',
        json({
          total_size: 1,
          limit: 50,
          offset: 1,
          vehicles: [{ id: 2, name: 'SUV', image: '', image_full_url: '/media/v.svg', status: 1, vehicles_count: 1 }],
        }),
      )
      .on('GET /api/v1/rental/banners', json({ banners: [] }))
      .on(
        'GET /api/v1/rental/vehicle/top-rated',
        json({
          total_size: 1,
          limit: 12,
          offset: 1,
          vehicles: [
            {
              id: 7,
              name: 'Corolla',
              thumbnail_full_url: '/media/c.svg',
              avg_rating: 5,
              total_reviews: 2,
              hourly_price: 20,
              distance_price: 2,
              trip_hourly: 1,
              trip_distance: 1,
              discount_price: 0,
              discount_type: 'amount',
              new_tag: 1,
              provider: { name: 'Drive Co' },
            },
          ],
        }),
      )
      .on('GET /api/v1/stores/latest', pagedStores([makeStore(70, 'Drive Co', 6)]));
    await renderWithProviders(<HomePage />, { route: '/home' });
    expect(await screen.findByRole('heading', { name: 'Plan your trip' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find vehicles' })).toHaveAttribute(
      'href',
      '/rental/vehicle-search?all_category=1',
    );
    expect(screen.queryByRole('heading', { name: 'Send a parcel' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Popular vehicles' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Latest providers' })).toBeVisible();
    const car = await screen.findByRole('article', { name: 'Corolla' });
    expect(car).toHaveTextContent('Drive Co');
    expect(car).toHaveTextContent('per hour');
    expect(await screen.findByRole('link', { name: 'SUV' })).toHaveAttribute(
      'href',
      '/rental/vehicle-search?categoryId=2',
    );
  });
});
