import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// Issue 64: a customer of a shop running 6amMart 3.5 checks out the cart with cash on delivery, take away and home
// delivery, against a stand-in answering with what a real 3.5 backend answered (test/fixtures/6ammart-3.5-recorded):
// the total shown before Place Order is the one 3.5 stored ($10 take away, $20 home delivery). 3.5 taxes through its
// tax module and says how much through get-Tax (0 here): the store's legacy 5 % `tax` is not added (the SPA showed
// $11 / $21 before). Where the recording has no such charge, the stand-in answers get-Tax, vehicle/extra_charge and
// get-surge-price as 3.5 would with one set up, and the total follows them.
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeApi, json, type FakeRequest } from '../../support/fake-api.ts';
import { PLACE } from './checkout-fixture.ts';
import { recordedExchanges } from '../../support/recorded-exchanges.ts';
import { checkOutOnBackend } from './real-backend-journey.tsx';

const recorded = recordedExchanges('3.5');
const TAX = 'POST /api/v1/customer/order/get-Tax';
const EXTRA = 'GET /api/v1/vehicle/extra_charge';
const SURGE = 'POST /api/v1/customer/order/get-surge-price';
/** Where the customer chose to be: the recorded requests' latitude/longitude (inside 3.5's Demo Zone). */
const HERE = { lat: 23.8206, lng: 90.367 };
/** The orders 3.5 placed and stored, as it answered them. */
const placedTakeAway = recorded.find('POST', '/api/v1/customer/order/place', (e) => e.status === 200);
const placedDelivery = recorded.find(
  'POST',
  '/api/v1/customer/order/place',
  (e) => e.status === 200 && (e.request_body as { order_type: string }).order_type === 'delivery',
);
/** The address 3.5 listed for the recorded customer. */
const addresses = recorded.answer('GET', '/api/v1/customer/address/list') as { addresses: unknown[] };

function backend35(overrides: { config?: object; tax?: object; extraCharge?: number; surge?: object } = {}): FakeApi {
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('module', JSON.stringify({ id: 1, module_type: 'grocery', module_name: 'Demo Module' }));
  localStorage.setItem('location', 'Mirpur, Dhaka');
  localStorage.setItem('currentLatLng', JSON.stringify(HERE));
  localStorage.setItem('token', 'token-of-uma');
  const tax = recorded.find('POST', '/api/v1/customer/order/get-Tax');
  return new FakeApi()
    .on('GET /api/v1/config', json({ ...(recorded.answer('GET', '/api/v1/config') as object), ...overrides.config }))
    .on('GET /api/v1/customer/cart/list', json(recorded.answer('GET', '/api/v1/customer/cart/list')))
    .on('GET /api/v1/stores/details/1', json(recorded.answer('GET', '/api/v1/stores/details/1')))
    .on('GET /api/v1/config/get-zone-id', json(recorded.answer('GET', '/api/v1/config/get-zone-id')))
    .on('GET /api/v1/customer/info', json(recorded.answer('GET', '/api/v1/customer/info')))
    .on('GET /api/v1/customer/address/list', json(addresses))
    .on('GET /api/v1/coupon/list', json(recorded.answer('GET', '/api/v1/coupon/list')))
    .on('GET /api/v1/cashback/getCashback', json([]))
    .on('GET /api/v1/customer/wish-list', json({ item: [], store: [] }))
    .on(TAX, json({ ...(tax.response as object), ...overrides.tax }, tax.status!))
    .on(EXTRA, json(overrides.extraCharge ?? 0))
    .on(
      SURGE,
      json({
        title: '',
        customer_note: '',
        customer_note_status: 0,
        price: 0,
        price_type: 'amount',
        ...overrides.surge,
      }),
    )
    .on(PLACE, (req: FakeRequest) => {
      const body = req.body as { order_type: string; latitude?: string };
      // 3.5 refuses even a take away without its point: "Store not found" (the recorded 403)
      if (!body.latitude) {
        const refused = recorded.find('POST', '/api/v1/customer/order/place', (e) => e.status === 403);
        return json(refused.response, refused.status!);
      }
      const placed = body.order_type === 'delivery' ? placedDelivery : placedTakeAway;
      return json(placed.response, placed.status!);
    })
    .on('GET /api/v1/customer/order/track', (req) =>
      json(
        (recorded.answer('GET', '/api/v1/customer/order/running-orders') as { orders: { id: number }[] }).orders.find(
          (o) => String(o.id) === req.query.get('order_id'),
        ),
      ),
    );
}

beforeEach(() => {
  toast.remove();
  localStorage.clear();
});

const checkOut = checkOutOnBackend;

/** The total 3.5 stored for an order it placed (`total_ammount` of its answer), as the shop shows money ($, 0 decimals). */
const stored = (placed: typeof placedTakeAway) => `$${(placed.response as { total_ammount: number }).total_ammount}`;

describe('checkout on a 6amMart 3.5 backend (its recorded answers): the total shown is the total it stores', () => {
  it('take away: $10 shown as 3.5 stored it (its get-Tax says 0; not the store’s legacy 5 %); the point is sent', async () => {
    const api = backend35();
    const { shown, body } = await checkOut('Take Away', api, 100000);
    expect(stored(placedTakeAway)).toBe('$10');
    expect(shown).toBe(stored(placedTakeAway));
    // asked as 3.x's own client asks: the store, the order type, the amount before tax
    expect(api.calls(TAX).at(-1)!.body).toMatchObject({ store_id: 1, order_type: 'take_away', order_amount: 10 });
    // a take away carries its point too (3.5 answers "Store not found" without it)
    expect(body).toMatchObject({ order_type: 'take_away', latitude: String(HERE.lat), longitude: String(HERE.lng) });
  });

  it('home delivery: $20 shown as 3.5 stored it ($10 + its $10 delivery fee, no tax)', async () => {
    const api = backend35();
    const { shown, body } = await checkOut('Home Delivery', api, 100001);
    expect(stored(placedDelivery)).toBe('$20');
    expect(shown).toBe(stored(placedDelivery));
    expect(body).toMatchObject({ order_type: 'delivery', latitude: '23.8206', longitude: '90.367' });
    expect(api.calls(TAX).at(-1)!.body).toMatchObject({ order_type: 'delivery', distance: body['distance'] });
    expect(api.calls(EXTRA).at(-1)!.query.get('distance')).toBe(String(body['distance']));
  });

  it('with a tax, a vehicle extra charge and a surge set up: each is priced as 3.5 prices it', async () => {
    // 3.5: (clamped fee $10 + vehicle $3) + 10 % surge = $14.30; tax $1.25 (excluded) from its tax module;
    // its admin's service charge $2: $10 + $1.25 + $14.30 + $2 = $27.55 (two decimals set up to see the cents)
    const api = backend35({
      config: { digit_after_decimal_point: 2, additional_charge_status: 1, additional_charge: 2 },
      tax: { tax_amount: 1.25, tax_status: 'excluded' },
      extraCharge: 3,
      surge: { price: 10, price_type: 'percent' },
    });
    const { shown, summary } = await checkOut('Home Delivery', api, 100001);
    expect(shown).toBe('$27.55');
    expect(summary).toContain('Delivery fee(+) $14.30');
  });

  it('a tax the backend includes in its prices is shown as included and not added', async () => {
    const api = backend35({
      config: { digit_after_decimal_point: 2 },
      tax: { tax_amount: 0.9, tax_status: 'included' },
    });
    const { shown, summary } = await checkOut('Take Away', api, 100000);
    expect(shown).toBe('$10.00');
    expect(summary.find((row) => /included/i.test(row ?? ''))).toMatch(/\$0\.90$/);
  });
});
