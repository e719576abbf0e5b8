import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BrandPage } from '../../../src/features/home/brand-page.tsx';
import { BrandsPage } from '../../../src/features/home/brands-page.tsx';
import { CampaignPage } from '../../../src/features/home/campaign-page.tsx';
import { FlashSalePage } from '../../../src/features/home/flash-sale-page.tsx';
import { renderWithProviders } from '../../support/render.tsx';
import { expectNamedOnceListed } from '../../support/named-heading.tsx';
import { FakeApi, config, error, json, makeItem, makeStore } from '../../support/fake-api.ts';
import { stubMatchMedia } from '../../support/match-media.ts';

stubMatchMedia(true);
let api: FakeApi;

const sale = {
  id: 3,
  module_id: 1,
  title: 'Fresh Friday',
  start_date: '2025-01-01 00:00:00',
  end_date: '2099-12-31 23:59:59',
  is_publish: 1,
};
const product = (id: number, name: string, sold: number, stock: number) => ({
  id,
  flash_sale_id: 3,
  item_id: id,
  stock,
  sold,
  available_stock: stock - sold,
  discount_type: 'percent' as const,
  discount: 20,
  price: 8,
  item: makeItem(id, name, { price: 10, discount: 20, discount_type: 'percent' }),
});
const brand = (id: number, name: string, items_count: number) => ({
  id,
  module_id: 1,
  name,
  slug: name.toLowerCase(),
  image: '',
  image_full_url: `/media/brands/${id}.svg`,
  status: 1,
  items_count,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('module', JSON.stringify({ id: 1, module_name: 'Shop', module_type: 'ecommerce' }));
  api = new FakeApi().on('GET /api/v1/config', json(config()));
});

describe('/flash-sales?id=', () => {
  it('shows the sale, its countdown and each product with its sold / stock bar', async () => {
    api.on(
      'GET /api/v1/flash-sales/items',
      json({
        total_size: 2,
        limit: 12,
        offset: 1,
        flash_sale: sale,
        products: [product(1, 'Linen shirt', 5, 20), product(2, 'Straw hat', 0, 10)],
      }),
    );
    await renderWithProviders(<FlashSalePage />, { route: '/flash-sales?id=3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fresh Friday' })).toBeInTheDocument();
    // a far end reads in days and hours
    expect(screen.getByText(/^Ends in \d+ days and \d+ hours$/)).toBeInTheDocument();
    expect(screen.getByText(/^\d+d \d+h$/)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Sold: 5/20' });
    expect(bar).toHaveAttribute('aria-valuenow', '5');
    expect(bar).toHaveAttribute('aria-valuemax', '20');
    expect(screen.getByRole('progressbar', { name: 'Sold: 0/10' })).toBeInTheDocument();
    expect(screen.getByText('15 left')).toBeInTheDocument();
    expect(screen.getByText('Linen shirt')).toBeInTheDocument();
    expect(api.calls('GET /api/v1/flash-sales/items')[0].query.get('flash_sale_id')).toBe('3');
  });

  it('says no flash sale runs when the sale is unknown or ended', async () => {
    api.on('GET /api/v1/flash-sales/items', error(404, 'flash_sale_id', 'Flash sale not found.'));
    await renderWithProviders(<FlashSalePage />, { route: '/flash-sales?id=9' });
    expect(await screen.findByText('No flash sale is running now.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Flash sale' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
  });

  it('the last day counts down in hours, minutes and seconds', async () => {
    const soon = new Date(Date.now() + 5 * 3600_000 + 6 * 3600_000); // 5 h ahead, written in Dhaka's clock (+06:00)
    const endDate = soon.toISOString().slice(0, 19).replace('T', ' ');
    api.on(
      'GET /api/v1/flash-sales/items',
      json({ total_size: 0, limit: 12, offset: 1, flash_sale: { ...sale, end_date: endDate }, products: [] }),
    );
    await renderWithProviders(<FlashSalePage />, { route: '/flash-sales?id=3' });
    expect(await screen.findByText(/^Ends in 0 days, [45] hours, \d+ minutes and \d+ seconds$/)).toBeInTheDocument();
  });
});

describe('/flash-sales (no id)', () => {
  it("shows the module's running flash sale under its title", async () => {
    api
      .on('GET /api/v1/flash-sales', json({ ...sale, active_products: [] }))
      .on(
        'GET /api/v1/flash-sales/items',
        json({ total_size: 1, limit: 12, offset: 1, flash_sale: sale, products: [product(1, 'Linen shirt', 5, 20)] }),
      );
    await renderWithProviders(<FlashSalePage />, { route: '/flash-sales' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fresh Friday' })).toBeInTheDocument();
    expect(await screen.findByText('Linen shirt')).toBeInTheDocument();
    expect(api.calls('GET /api/v1/flash-sales/items')[0].query.get('flash_sale_id')).toBe('3');
    expect(screen.queryByText('No flash sale is running now.')).not.toBeInTheDocument();
  });

  it('with none running: the page heading and the words', async () => {
    api.on('GET /api/v1/flash-sales', json({}));
    await renderWithProviders(<FlashSalePage />, { route: '/flash-sales' });
    expect(await screen.findByText('No flash sale is running now.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Flash sale' })).toBeInTheDocument();
  });
});

describe('/brands and /brands/:id', () => {
  it('lists the brands with their item counts, each linking to its items', async () => {
    api.on('GET /api/v1/brand', json([brand(7, 'Acme', 3), brand(8, 'Zeta', 1)]));
    await renderWithProviders(<BrandsPage />, { route: '/brands' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Brands' })).toBeInTheDocument();
    const acme = await screen.findByRole('link', { name: /Acme/ });
    expect(acme).toHaveAttribute('href', '/brands/7?name=Acme');
    expect(within(acme).getByText('3 items')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Zeta/ })).getByText('1 item')).toBeInTheDocument();
  });

  it('/brands/:id without ?name=: the brand named from the brands list, no generic word', async () => {
    api.on(
      'GET /api/v1/brand/items/7',
      json({ total_size: 1, limit: 12, offset: 1, products: [makeItem(4, 'Kettle')] }),
    );
    await expectNamedOnceListed(
      api,
      { page: <BrandPage />, url: '/brands/7', pattern: '/brands/:id', list: 'GET /api/v1/brand' },
      { generic: 'Brand', name: 'Acme' },
      json([brand(7, 'Acme', 1)]),
    );
  });

  it("shows a brand's items, paged", async () => {
    api.on(
      'GET /api/v1/brand/items/7',
      json({ total_size: 1, limit: 12, offset: 1, products: [makeItem(4, 'Acme kettle')] }),
    );
    await renderWithProviders(<div />, {
      route: '/brands/7?name=Acme',
      routes: [{ path: '/brands/:id', element: <BrandPage /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeInTheDocument();
    expect(await screen.findByText('Acme kettle')).toBeInTheDocument();
    expect(api.calls('GET /api/v1/brand/items/7')[0].headers.get('moduleId')).toBe('1');
  });
});

describe('/campaigns/:id', () => {
  it("shows the campaign's details and its stores", async () => {
    api.on(
      'GET /api/v1/campaigns/basic-campaign-details',
      json({
        id: 5,
        title: 'Summer week',
        description: 'Cool deals',
        image_full_url: '/media/campaigns/5.svg',
        module_id: 1,
        store_ids: [21],
        available_date_starts: '2026-06-01',
        available_date_ends: '2026-06-07',
        start_time: '09:00:00',
        end_time: '21:30:00',
        stores: [makeStore(21, 'Sunny Shop', 1)],
      }),
    );
    await renderWithProviders(<div />, {
      route: '/campaigns/5',
      routes: [{ path: '/campaigns/:id', element: <CampaignPage /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer week' })).toBeInTheDocument();
    expect(screen.getByText('Cool deals')).toBeInTheDocument();
    expect(screen.getByText('From 2026-06-01 to 2026-06-07')).toBeInTheDocument();
    expect(screen.getByText('Daily 09:00 AM – 09:30 PM')).toBeInTheDocument();
    const stores = screen.getByRole('region', { name: 'Stores in this campaign' });
    expect(within(stores).getByRole('link', { name: 'Sunny Shop' })).toBeInTheDocument();
    expect(api.calls('GET /api/v1/campaigns/basic-campaign-details')[0].query.get('basic_campaign_id')).toBe('5');
  });

  it('says the campaign is not running when the server does not know it', async () => {
    api.on('GET /api/v1/campaigns/basic-campaign-details', error(404, 'basic_campaign_id', 'Campaign not found.'));
    await renderWithProviders(<div />, {
      route: '/campaigns/99',
      routes: [{ path: '/campaigns/:id', element: <CampaignPage /> }],
    });
    expect(await screen.findByText('This campaign is not running.')).toBeInTheDocument();
  });
});
