import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CategoryPage } from '../../../src/features/home/category-page.tsx';
import { HomePage } from '../../../src/features/home/home-page.tsx';
import { CategoriesPage } from '../../../src/features/home/categories-page.tsx';
import { LatestStoresPage } from '../../../src/features/home/store-list-page.tsx';
import { galleryImages, ProductGallery } from '../../../src/features/item/product-gallery.tsx';
import { imageOf } from '../../../src/api/images.ts';
import { headingOutline } from '../../support/heading-outline.ts';
import { expectNamedOnceListed } from '../../support/named-heading.tsx';
import { renderWithProviders } from '../../support/render.tsx';
import { FakeApi, config, json, makeCategory, makeItem, makeStore } from '../../support/fake-api.ts';

let api: FakeApi;
const page = (products: unknown[], total = products.length) =>
  json({ total_size: total, limit: 12, offset: 1, products });
const storePage = (stores: unknown[]) => json({ total_size: stores.length, limit: 12, offset: 1, stores });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('module', JSON.stringify({ id: 4, module_name: 'Food', module_type: 'food' }));
  api = new FakeApi().on('GET /api/v1/config', json(config()));
});

describe('a category page', () => {
  it("shows the sub-categories, the category's foods, and its restaurants in the second tab", async () => {
    api
      .on('GET /api/v1/categories/childes/5', json([{ ...makeCategory(51, 'Pizza', 4), parent_id: 5 }]))
      .on('GET /api/v1/categories/items/5', page([makeItem(1, 'Margherita', { module_type: 'food' })]))
      .on('GET /api/v1/categories/stores/5', storePage([makeStore(7, 'Pizza Place', 4)]));
    await renderWithProviders(<CategoryPage />, {
      route: '/category/5?name=Fast%20food',
      routes: [{ path: '/category/:id', element: <CategoryPage /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fast food' })).toBeInTheDocument();
    const subs = await screen.findByRole('list', { name: 'Sub-categories' });
    expect(within(subs).getByRole('link', { name: 'Pizza' })).toHaveAttribute('href', '/category/51?name=Pizza');
    expect(screen.getByRole('tab', { name: 'foods' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Margherita' })).toBeInTheDocument();
    // no level skipped: the cards' h3 under the tab's h2
    expect(headingOutline()).toEqual({ levels: [1, 2, 3], skips: false });
    expect(screen.getByRole('heading', { level: 2, name: 'foods' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'restaurants' }));
    expect(await screen.findByRole('link', { name: 'Pizza Place' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'restaurants' })).toBeInTheDocument();
    expect(headingOutline().skips).toBe(false);
    const items = api.calls('GET /api/v1/categories/items/5')[0];
    expect(items.query.get('offset')).toBe('1');
    expect(items.headers.get('moduleId')).toBe('4');
  });
});

describe('a category page without ?name=', () => {
  it("names a sub-sub-category from the module's categories; no generic word while they come", async () => {
    const neapolitan = { ...makeCategory(511, 'Neapolitan', 4), parent_id: 51 };
    const pizza = { ...makeCategory(51, 'Pizza', 4), parent_id: 5, childes: [neapolitan] };
    api
      .on('GET /api/v1/categories/childes/511', json([]))
      .on('GET /api/v1/categories/items/511', page([makeItem(1, 'Margherita', { module_type: 'food' })]))
      .on('GET /api/v1/categories/stores/511', storePage([]));
    await expectNamedOnceListed(
      api,
      { page: <CategoryPage />, url: '/category/511', pattern: '/category/:id', list: 'GET /api/v1/categories' },
      { generic: 'Category', name: 'Neapolitan' },
      json([{ ...makeCategory(5, 'Fast food', 4), childes: [pizza] }]),
    );
  });
});

describe('the search results on /home?search=<text>', () => {
  it("says 'Sorry no data found related to your search.' when nothing matches", async () => {
    api.on('GET /api/v1/items/search', page([])).on('GET /api/v1/stores/search', storePage([]));
    await renderWithProviders(<HomePage />, { route: '/home?search=qzx&data_type=searched' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “qzx”' })).toBeInTheDocument();
    expect(await screen.findByText('Sorry no data found related to your search.')).toBeInTheDocument();
    expect(api.calls('GET /api/v1/items/search')[0].query.get('name')).toBe('qzx');
  });

  it('lists the matching foods and restaurants in two tabs with their counts', async () => {
    api
      .on('GET /api/v1/items/search', page([makeItem(1, 'Burger', { module_type: 'food' })], 1))
      .on('GET /api/v1/stores/search', storePage([makeStore(8, 'Burger Barn', 4), makeStore(9, 'Burger Hut', 4)]));
    await renderWithProviders(<HomePage />, { route: '/home?search=burger&data_type=searched' });
    expect(await screen.findByRole('article', { name: 'Burger' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'foods (1)' })).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'restaurants (2)' }));
    expect(await screen.findByRole('link', { name: 'Burger Hut' })).toBeInTheDocument();
  });
});

// A shared link opened with nothing stored: the page shows its subject in the configured default
// location's zone and the first store module serving it, says so, and offers to set one's own location.
describe('a cold catalogue link', () => {
  beforeEach(() => {
    localStorage.clear();
    api
      .on('GET /api/v1/config', json(config({ default_location: { lat: '23.7925', lng: '90.4078' } })))
      .on('GET /api/v1/config/get-zone-id', json({ zone_id: '[1]', zone_data: [{ id: 1, name: 'Dhaka Central' }] }))
      .on(
        'GET /api/v1/module',
        json([
          { id: 6, module_name: 'Rental', module_type: 'rental', zones: [{ id: 1 }] },
          { id: 4, module_name: 'Food', module_type: 'food', zones: [{ id: 1 }] },
        ]),
      );
  });

  const notice = async (href: string) => {
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Showing Dhaka Central');
    expect(within(note).getByRole('link', { name: 'Change' })).toHaveAttribute('href', href);
  };

  it('a category: its name as the h1, its foods, asked in the default zone and module', async () => {
    api
      .on('GET /api/v1/categories/childes/5', json([]))
      .on('GET /api/v1/categories/items/5', page([makeItem(1, 'Margherita', { module_type: 'food' })]))
      .on('GET /api/v1/categories/stores/5', storePage([]));
    await renderWithProviders(<CategoryPage />, {
      route: '/category/5?name=Fast%20food',
      routes: [{ path: '/category/:id', element: <CategoryPage /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fast food' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Margherita' })).toBeInTheDocument();
    await notice('/category/5?name=Fast+food&picker=location');
    const items = api.calls('GET /api/v1/categories/items/5')[0]!;
    expect([items.headers.get('zoneId'), items.headers.get('moduleId')]).toEqual(['[1]', '4']);
    expect(screen.queryByText('Set your location to see what is available near you.')).toBeNull();
  });

  it('all categories and the latest stores: their titles and rows', async () => {
    api.on('GET /api/v1/categories', json([makeCategory(5, 'Fast food', 4)]));
    const first = await renderWithProviders(<CategoriesPage />, { route: '/categories' });
    expect(await screen.findByRole('heading', { level: 1, name: 'All categories' })).toBeInTheDocument();
    expect(await screen.findByText('Fast food')).toBeInTheDocument();
    await notice('/categories?picker=location');
    first.unmount();
    api.on('GET /api/v1/stores/latest', storePage([makeStore(7, 'Pizza Place', 4)]));
    await renderWithProviders(<LatestStoresPage />, { route: '/store/latest' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Latest restaurants' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pizza Place' })).toBeInTheDocument();
  });

  it('the search results', async () => {
    api
      .on('GET /api/v1/items/search', page([makeItem(1, 'Burger', { module_type: 'food' })], 1))
      .on('GET /api/v1/stores/search', storePage([]));
    await renderWithProviders(<HomePage />, { route: '/home?search=burger&data_type=searched' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “burger”' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Burger' })).toBeInTheDocument();
    await notice('/home?search=burger&data_type=searched&picker=location');
  });
});

describe('the product gallery', () => {
  it('takes the pictures of current backends (*_full_url) and of older ones (file names under config.base_urls)', () => {
    const current = (e: object) => imageOf(e, 'image', 'item', null);
    expect(
      galleryImages({ image_full_url: '/media/a.svg', images_full_url: ['/media/a.svg', '/media/b.svg'] }, current),
    ).toEqual(['/media/a.svg', '/media/b.svg']);
    const older = (e: object) =>
      imageOf(e, 'image', 'item', { base_urls: { item_image_url: 'https://cdn.test/item' } });
    expect(galleryImages({ image: 'x.png', images: ['y.png'] } as object, older)).toEqual([
      'https://cdn.test/item/x.png',
      'https://cdn.test/item/y.png',
    ]);
  });

  const images = Array.from({ length: 7 }, (_, i) => `/media/items/p${i + 1}.svg`);

  it('shows 5 thumbnails at a time, moves through the rest, and shows the chosen picture', async () => {
    await renderWithProviders(<ProductGallery name="Saree" images={images} />);
    const gallery = screen.getByRole('region', { name: 'Pictures of Saree' });
    expect(within(gallery).getAllByRole('button', { name: /^Picture \d of Saree$/ })).toHaveLength(5);
    const user = userEvent.setup();
    await user.click(within(gallery).getByRole('button', { name: 'Next slide' }));
    await user.click(within(gallery).getByRole('button', { name: 'Next slide' }));
    expect(within(gallery).getByRole('button', { name: 'Next slide' })).toBeDisabled();
    await user.click(within(gallery).getByRole('button', { name: 'Picture 7 of Saree' }));
    expect(within(gallery).getByRole('button', { name: 'Picture 7 of Saree' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(gallery).getByRole('img', { name: 'Saree' })).toHaveAttribute('src', images[6]);
  });
});
