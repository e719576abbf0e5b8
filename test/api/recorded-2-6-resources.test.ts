// The resources a v2.6.0 backend answered (test/fixtures/6ammart-2.6-recorded), each through its normaliser in
// src/api: every field the app reads ends typed and right. The embedded API's (3.x) answers through the same
// normalisers: test/server/boundary-3x-answers.test.ts.
import { describe, expect, it } from 'vitest';
import { categoryOf } from '../../src/api/category-shape.ts';
import { customerInfoOf } from '../../src/api/customer-shape.ts';
import { landingOf } from '../../src/api/landing-shape.ts';
import { eachOf } from '../../src/api/shape-readers.ts';
import { moduleOf } from '../../src/api/module-shape.ts';
import { orderLineOf, orderOf, orderPageOf } from '../../src/api/order-shape.ts';
import { storeDetailsOf, storePageOf } from '../../src/api/store-shape.ts';
import { wishlistOf } from '../../src/api/wishlist-shape.ts';
import { recordedExchanges } from '../support/recorded-exchanges.ts';

const recorded = recordedExchanges('2.6');
const answer = (path: string): unknown => recorded.answer('GET', path);

describe('module (v2.6)', () => {
  it('reads the status sent as text ("1") as 1, and the zone’s payment flags sent as booleans as 1/0', () => {
    const [module] = eachOf(moduleOf)(answer('/api/v1/module'));
    expect(module).toMatchObject({ id: 1, module_type: 'grocery', status: 1, stores_count: 1, all_zone_service: 0 });
    expect(module!.zones![0]).toMatchObject({ id: 1, status: 1, cash_on_delivery: 1, digital_payment: 1 });
    expect(module!.zones![0]!.pivot).toEqual({
      module_id: 1,
      zone_id: 1,
      per_km_shipping_charge: 0,
      minimum_shipping_charge: 0,
      maximum_shipping_charge: null,
      maximum_cod_order_amount: null,
    });
  });
});

describe('categories (v2.6)', () => {
  it('reads each category and its sub categories typed', () => {
    const [root] = eachOf(categoryOf)(answer('/api/v1/categories'));
    expect(root).toMatchObject({ id: 1, parent_id: 0, status: 1, featured: 1, childes_count: 1 });
    expect(root!.childes![0]).toMatchObject({ id: 2, parent_id: 1, position: 1, products_count: 1, featured: 0 });
  });

  it('reads a list of sub categories sent as JSON text, and counts sent as text', () => {
    const raw = answer('/api/v1/categories') as Record<string, unknown>[];
    raw[0]!['childes'] = JSON.stringify(raw[0]!['childes']);
    raw[0]!['childes_count'] = '1';
    raw[0]!['status'] = true;
    const [root] = eachOf(categoryOf)(raw);
    expect(root).toMatchObject({ childes_count: 1, status: 1 });
    expect(root!.childes!.map((c) => c.id)).toEqual([2]);
  });
});

describe('stores (v2.6)', () => {
  it('reads a page: limit and offset sent as text as numbers, each store’s switches typed', () => {
    const page = storePageOf(answer('/api/v1/stores/latest'));
    expect(page).toMatchObject({ total_size: 1, limit: 12, offset: 1 });
    expect(page.stores[0]).toMatchObject({
      id: 1,
      delivery: true,
      take_away: true,
      schedule_order: false,
      free_delivery: false,
      active: true,
      open: 1,
      veg: 1,
      self_delivery_system: 0,
      minimum_order: 0,
      latitude: '23.81695886557418',
      maximum_shipping_charge: null,
      discount: null,
    });
  });

  it('reads the switches of other versions (0/1, "1", "true") the same way', () => {
    const raw = answer('/api/v1/stores/latest') as { stores: Record<string, unknown>[] };
    Object.assign(raw.stores[0]!, { delivery: 1, take_away: '0', open: true, veg: 'true', minimum_order: '15.5' });
    expect(storePageOf(raw).stores[0]).toMatchObject({
      delivery: true,
      take_away: false,
      open: 1,
      veg: 1,
      minimum_order: 15.5,
    });
  });

  it('reads the details: category ids as numbers, the categories as a list', () => {
    const raw = answer('/api/v1/stores/details/1') as Record<string, unknown>;
    const details = storeDetailsOf(raw);
    expect(details).toMatchObject({ id: 1, slug: 'demo-store', delivery: true, open: 1, category_ids: [1] });
    expect(details.category_details.map((c) => c.id)).toEqual([1]);
    raw['category_ids'] = '["1"]';
    raw['schedules'] = '[{"day":"1","opening_time":"09:00:00","closing_time":"21:00:00"}]';
    expect(storeDetailsOf(raw)).toMatchObject({
      category_ids: [1],
      schedules: [{ day: 1, opening_time: '09:00:00', closing_time: '21:00:00' }],
    });
  });
});

describe('customer info and favourites (v2.6)', () => {
  it('reads the customer: flags 0/1, balance and points as numbers', () => {
    const info = customerInfoOf(answer('/api/v1/customer/info'));
    expect(info).toMatchObject({ id: 2, is_phone_verified: 0, wallet_balance: 0, loyalty_point: 0, status: 1 });
    expect(info.image).toBeNull();
    const other = customerInfoOf({ ...(answer('/api/v1/customer/info') as object), is_phone_verified: true });
    expect(other.is_phone_verified).toBe(1);
  });

  it('reads the favourites: the items through itemOf, no `store` list as none', () => {
    const wishes = wishlistOf(answer('/api/v1/customer/wish-list'));
    expect(wishes.store).toEqual([]);
    expect(wishes.item[0]).toMatchObject({ id: 1, name: 'Demo Product', price: 10, stock: 10, organic: 1 });
    expect(wishes.item[0]!.category_ids).toEqual([
      { id: '1', position: 1 },
      { id: '2', position: 2 },
    ]);
  });
});

describe('landing data (v2.6)', () => {
  it('reads v2.6’s app links (statuses as text) as the app links, and its footer article as the footer text', () => {
    const landing = landingOf(answer('/api/v1/landing-page'));
    expect(landing.download_user_app_links).toEqual({
      playstore_url: 'https://play.google.com',
      playstore_url_status: 1,
      apple_store_url: 'https://www.apple.com/app-store',
      apple_store_url_status: 1,
    });
    expect(landing.fixed_footer_description).toMatch(/^Suspendisse ultrices/);
  });

  it('reads 3.x’s app links with their statuses as sent, or as text', () => {
    const landing = landingOf({
      download_user_app_links: {
        playstore_url: 'https://play.example',
        playstore_url_status: '0',
        apple_store_url: 'https://apple.example',
        apple_store_url_status: 1,
      },
    });
    expect(landing.download_user_app_links).toMatchObject({ playstore_url_status: 0, apple_store_url_status: 1 });
  });
});

// No order was listed or tracked on the recorded backend; 6amMart stores an order's delivery address and a line's
// item, variation and add-ons as JSON text, and versions that send them as stored send that text.
describe('orders as 6amMart stores them (JSON text, numbers as text)', () => {
  const stored = {
    id: '100001',
    user_id: '2',
    is_guest: false,
    store_id: 1,
    order_amount: '21.00',
    delivery_charge: '10',
    scheduled: 0,
    delivery_address: JSON.stringify({ contact_person_name: 'Uma States', address: 'House, road', latitude: '23.8' }),
    details_count: '1',
  };
  const line = {
    id: 7,
    order_id: '100001',
    item_id: '1',
    item_campaign_id: null,
    item_details: JSON.stringify({ id: 1, name: 'Demo Product', price: '10', add_ons: '[]', image: 'demo.png' }),
    quantity: '2',
    price: '10.00',
    variation: JSON.stringify([
      { name: 'Size', values: { label: ['Large'] } },
      { type: 'Red-M', price: '12' },
    ]),
    add_ons: JSON.stringify([{ id: '3', name: 'Cheese', price: '1.5', quantity: '2' }]),
    tax_amount: '0.5',
  };

  it('reads an order: ids and amounts as numbers, the address as an object', () => {
    expect(orderOf(stored)).toMatchObject({
      id: 100001,
      user_id: 2,
      is_guest: 0,
      order_amount: 21,
      delivery_charge: 10,
      details_count: 1,
      delivery_address: { contact_person_name: 'Uma States', latitude: '23.8' },
    });
    expect(orderPageOf({ total_size: '1', limit: '10', offset: '1', orders: [stored] }).orders[0]!.id).toBe(100001);
  });

  it('reads a line: its item through itemOf, the variation and add-ons as typed lists', () => {
    const read = orderLineOf(line);
    expect(read).toMatchObject({ id: 7, order_id: 100001, item_id: 1, quantity: 2, price: 10, tax_amount: 0.5 });
    expect(read.item_details).toMatchObject({ id: 1, name: 'Demo Product', price: 10, add_ons: [] });
    expect(read.variation).toEqual([
      { name: 'Size', values: { label: ['Large'] } },
      { type: 'Red-M', price: 12 },
    ]);
    expect(read.add_ons).toEqual([{ id: 3, name: 'Cheese', price: 1.5, quantity: 2 }]);
    expect(orderOf({ ...stored, details: [line] }).details![0]!.quantity).toBe(2);
  });

  it('reads a food variation whose labels come as a list of {label} (older food orders)', () => {
    const read = orderLineOf({ ...line, variation: [{ name: 'Size', values: [{ label: 'Large', optionPrice: 2 }] }] });
    expect(read.variation).toEqual([{ name: 'Size', values: { label: ['Large'] } }]);
  });
});
