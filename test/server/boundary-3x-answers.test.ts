// The tolerant boundary on the embedded API's own (3.x-shaped) answers: each resource's normaliser keeps every field
// of a contract-valid answer as it is (the recorded v2.6 answers' side is test/api/recorded-2-6-resources.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../server/db/seed/customers.ts';
import { categoryOf } from '../../src/api/category-shape.ts';
import { customerInfoOf } from '../../src/api/customer-shape.ts';
import { itemDetailsOf } from '../../src/api/item-details-shape.ts';
import { itemPageOf } from '../../src/api/item-shape.ts';
import { landingOf } from '../../src/api/landing-shape.ts';
import { moduleOf } from '../../src/api/module-shape.ts';
import { campaignDetailsOf, flashSaleOf, flashSalePageOf } from '../../src/api/offer-shape.ts';
import { orderLineOf, orderOf, orderPageOf } from '../../src/api/order-shape.ts';
import { storeDetailsOf, storePageOf } from '../../src/api/store-shape.ts';
import { wishlistOf } from '../../src/api/wishlist-shape.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { customerToken } from './rental-helpers.ts';

let server: TestServer;
let token: string;
const zoneId = '[1]';
let moduleId: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await customerToken(server, DEMO_CUSTOMER.email));
  const modules = (await server.call('getModules')).body as { id: number; module_type: string }[];
  moduleId = modules.find((m) => m.module_type === 'grocery')!.id;
});
afterAll(() => server.close());

const get = async (operationId: string, options: Parameters<TestServer['call']>[1] = {}) => {
  const answer = await server.call(operationId, { zoneId, moduleId, token, ...options });
  expect(answer.status).toBe(200);
  return answer.body as unknown;
};

/** Every field of the answer kept, typed as it came (the normaliser adds at most the fields the app defaults). */
const keeps = <T>(read: (value: unknown) => T, answer: unknown) => expect(read(answer)).toMatchObject(answer as object);

describe('the embedded API’s answers pass the boundary unchanged', () => {
  it('modules, with their zones and charges', async () => {
    const list = (await get('getModules')) as unknown[];
    expect(list.length).toBeGreaterThan(1);
    for (const m of list) keeps(moduleOf, m);
  });

  it('categories, with their sub categories', async () => {
    const list = (await get('getCategories')) as { childes?: unknown[] }[];
    expect(list.some((c) => (c.childes ?? []).length > 0)).toBe(true);
    for (const c of list) keeps(categoryOf, c);
  });

  it('stores (a page, the details) and items (search, details)', async () => {
    const page = (await get('getLatestStores', { query: { type: 'all', limit: 12, offset: 1 } })) as {
      stores: { id: number }[];
    };
    expect(page.stores.length).toBeGreaterThan(0);
    keeps(storePageOf, page);
    keeps(storeDetailsOf, await get('getStoreDetails', { params: { id: page.stores[0]!.id } }));
    const found = (await get('searchItems', { query: { name: 'a', limit: 12, offset: 1 } })) as {
      products: { id: number }[];
    };
    expect(found.products.length).toBeGreaterThan(0);
    keeps(itemPageOf, found);
    keeps(itemDetailsOf, await get('getItemDetails', { params: { id: found.products[0]!.id } }));
  });

  it('the landing data, the customer, the favourites', async () => {
    keeps(landingOf, await get('getLandingPage'));
    keeps(customerInfoOf, await get('getCustomerInfo'));
    const items = (await get('searchItems', { query: { name: 'a', limit: 1, offset: 1 } })) as {
      products: { id: number }[];
    };
    await server.call('addToWishlist', { token, query: { item_id: items.products[0]!.id } });
    const wishes = (await get('getWishlist')) as { item: unknown[] };
    expect(wishes.item.length).toBeGreaterThan(0);
    keeps(wishlistOf, wishes);
  });

  it('orders: the list, one tracked, its lines', async () => {
    const page = (await get('getOrderList', { query: { limit: 10, offset: 1 } })) as { orders: { id: number }[] };
    expect(page.orders.length).toBeGreaterThan(0);
    keeps(orderPageOf, page);
    const id = page.orders[0]!.id;
    keeps(orderOf, await get('trackOrder', { query: { order_id: id } }));
    const lines = (await get('getOrderDetails', { query: { order_id: id } })) as unknown[];
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) keeps(orderLineOf, line);
  });

  it('offers: the running flash sale, a page of its products, a campaign with its stores', async () => {
    const sale = (await get('getFlashSale', { zoneId: '[1,2,3,4,5]' })) as { id: number; active_products: unknown[] };
    expect(sale.active_products.length).toBeGreaterThan(0);
    keeps(flashSaleOf, sale);
    const page = (await get('getFlashSaleItems', {
      zoneId: '[1,2,3,4,5]',
      query: { flash_sale_id: sale.id, limit: 12, offset: 1 },
    })) as { products: unknown[] };
    expect(page.products.length).toBeGreaterThan(0);
    keeps(flashSalePageOf, page);
    const [campaign] = (await get('getBasicCampaigns', { zoneId: '[1,2,3,4,5]' })) as { id: number }[];
    const details = (await get('getBasicCampaignDetails', {
      zoneId: '[1,2,3,4,5]',
      query: { basic_campaign_id: campaign!.id },
    })) as { stores: unknown[] };
    expect(details.stores.length).toBeGreaterThan(0);
    keeps(campaignDetailsOf, details);
  });
});

describe('offers as a 6amMart backend stores them', () => {
  it('reads counts, prices and ids sent as text, and the item and stores inside through their own normalisers', () => {
    const page = flashSalePageOf({
      total_size: '1',
      flash_sale: { id: '3', title: 'Deals', end_date: '2026-12-01 23:59:00', is_publish: '1' },
      products: [
        {
          id: '7',
          flash_sale_id: '3',
          item_id: '12',
          stock: '20',
          sold: '5',
          available_stock: '15',
          discount_type: 'percent',
          discount: '10.00',
          price: '90.00',
          item: { id: '12', name: 'Rice', price: '100', stock: '20', add_ons: '[]', status: '1' },
        },
      ],
    });
    expect(page.total_size).toBe(1);
    expect(page.flash_sale).toMatchObject({ id: 3, is_publish: 1 });
    expect(page.products[0]).toMatchObject({ id: 7, stock: 20, sold: 5, available_stock: 15, discount: 10, price: 90 });
    expect(page.products[0]!.item).toMatchObject({ id: 12, price: 100, stock: 20, add_ons: [] });
    // no flash sale running: v2.6 and 3.x answer {}
    expect(flashSaleOf({})).toEqual({});
    const campaign = campaignDetailsOf({
      id: '4',
      title: 'Winter',
      store_ids: '[1, 2]',
      stores: [{ id: '1', name: 'Fresh', delivery: 1, open: '1' }],
    });
    expect(campaign).toMatchObject({ id: 4, store_ids: [1, 2] });
    expect(campaign.stores[0]).toMatchObject({ id: 1, delivery: true, open: 1 });
  });
});
