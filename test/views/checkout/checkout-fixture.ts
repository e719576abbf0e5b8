// The fake API of a checkout page test (`/checkout?page=cart`): a signed-in customer (or a guest) in zone 1 with one
// cart row of a store at Gulshan, the zone's module charges, a saved address there and the config the test gives.
import { FakeApi, config, json, makeItem, makeStore } from '../../support/fake-api.ts';
import { coupon, savedAddress } from '../../machines/checkout.paths.ts';

export interface CheckoutFixture {
  item?: { name: string; moduleType: 'grocery' | 'pharmacy'; prescription?: boolean };
  store?: Record<string, unknown>;
  config?: Record<string, unknown>;
  /** The module's cash-on-delivery limit in the zone. */
  maxCod?: number;
  addresses?: 'one' | 'none';
  walletBalance?: number;
  guest?: boolean;
}

/** The customer's saved address in the store's zone (the machine's paths use the same). */
export { savedAddress };

/** A row of the customer's cart (of store 3's module) holding `item`: one at 12, unless `over` says otherwise. */
export const cartRow = (id: number, item: { id: number }, over: Record<string, unknown> = {}) => ({
  id,
  user_id: 1,
  module_id: 1,
  item_id: item.id,
  is_guest: 0,
  item_type: 'App\\Models\\Item',
  price: 12,
  quantity: 1,
  variation: [],
  add_on_ids: [],
  add_on_qtys: [],
  item,
  created_at: '2026-11-22T05:00:00Z',
  updated_at: '2026-11-22T05:00:00Z',
  ...over,
});

/** Sets the session (zone, module, token or guest id) and answers the checkout's calls. */
export function checkoutApi(f: CheckoutFixture = {}): FakeApi {
  const moduleType = f.item?.moduleType ?? 'grocery';
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('module', JSON.stringify({ id: 1, module_type: 'grocery', module_name: 'Grocery' }));
  localStorage.setItem('location', '12 Harbour Road, Dhaka');
  if (f.guest) localStorage.setItem('guest_id', 'guest-1');
  else localStorage.setItem('token', 'token-abc');
  const item = makeItem(41, f.item?.name ?? 'Lemon Soap', {
    store_id: 3,
    price: 12,
    stock: 10,
    module_type: moduleType,
    ...(f.item?.prescription ? { is_prescription_required: 1 } : {}),
  } as never);
  const cart = [cartRow(9, item, { quantity: 2 })];
  const store = makeStore(3, 'Fresh Mart', 1, {
    latitude: '23.7925',
    longitude: '90.4078',
    delivery: true,
    take_away: true,
    schedule_order: false,
    module: { id: 1, module_type: moduleType },
    ...f.store,
  } as never);
  const zone = {
    zone_id: '[1]',
    zone_data: [
      {
        id: 1,
        status: 1,
        cash_on_delivery: 1,
        digital_payment: 1,
        increased_delivery_fee: 0,
        increased_delivery_fee_status: 0,
        modules: [
          {
            id: 1,
            pivot: {
              zone_id: 1,
              module_id: 1,
              per_km_shipping_charge: 1,
              minimum_shipping_charge: 5,
              maximum_shipping_charge: null,
              maximum_cod_order_amount: f.maxCod ?? 5000,
            },
          },
        ],
      },
    ],
  };
  const addresses = f.addresses === 'none' ? [] : [savedAddress];
  return new FakeApi()
    .on(
      'GET /api/v1/config',
      json(
        config({
          cash_on_delivery: true,
          digital_payment: true,
          customer_wallet_status: 1,
          partial_payment_status: 0,
          home_delivery_status: 1,
          takeaway_status: 1,
          dm_tips_status: 0,
          schedule_order: false,
          tax_included: 1,
          ...f.config,
        }),
      ),
    )
    .on('GET /api/v1/customer/cart/list', json(cart))
    .on('GET /api/v1/stores/details/3', json(store))
    .on('GET /api/v1/config/get-zone-id', json(zone))
    .on(
      'GET /api/v1/customer/info',
      json({
        id: 1,
        f_name: 'Rafi',
        l_name: 'Ahmed',
        phone: '+8801700000000',
        email: 'rafi@example.com',
        wallet_balance: f.walletBalance ?? 0,
      }),
    )
    .on('GET /api/v1/customer/address/list', json({ total_size: addresses.length, addresses }))
    .on('GET /api/v1/coupon/list', json([]))
    .on('GET /api/v1/customer/wish-list', json({ item: [], store: [] }));
}

export const PLACE = 'POST /api/v1/customer/order/place';

/** A store open all day taking scheduled orders, at a 60-minute slot interval; a wallet that covers the order. */
export function scheduledCheckoutApi(): FakeApi {
  const api = checkoutApi({
    store: {
      schedule_order: true,
      schedules: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opening_time: '00:00:00', closing_time: '23:59:00' })),
    },
    config: { schedule_order: true, schedule_order_slot_duration: 60, dm_tips_status: 1 },
    walletBalance: 500,
  });
  api.on(
    'GET /api/v1/coupon/apply',
    json({
      id: 7,
      title: '10% off',
      code: coupon.code,
      discount: 10,
      discount_type: 'percent',
      min_purchase: 0,
      max_discount: 0,
      coupon_type: 'default',
      start_date: '2026-01-01',
      expire_date: '2030-12-31',
      limit: 5,
      status: 1,
      data: '[]',
      module_id: 1,
    }),
  );
  api.hold(PLACE);
  return api;
}

/** Whether a place-order draft stands for a pharmacy checkout (an item that needs a prescription). */
export const pharmacyScenario = (s: string) => s === 'prescriptionRequired' || s === 'prescriptionTooMany';

/** The checkout a place-order draft stands for (test/machines/place-order.paths.ts `drafts`), Place Order held. */
export function draftCheckoutApi(scenario: string): FakeApi {
  const pharmacy = pharmacyScenario(scenario);
  const api = checkoutApi({
    guest: scenario === 'contact',
    item: pharmacy
      ? { name: 'Paracetamol', moduleType: 'pharmacy', prescription: true }
      : { name: 'Lemon Soap', moduleType: 'grocery' },
    // the cart comes to more than $1 (COD limit scenario); a limit far above it otherwise
    maxCod: scenario === 'codLimit' ? 1 : 5000,
    addresses: scenario === 'address' ? 'none' : 'one',
    walletBalance: scenario === 'walletBalance' ? 5 : 0,
  });
  api.hold(PLACE);
  return api;
}
