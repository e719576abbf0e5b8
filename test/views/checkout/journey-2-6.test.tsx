import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// Issue 50 item 6, the journey: a customer of a shop running 6amMart 2.6 checks out the cart with cash on delivery,
// home delivery and take away, and sees the confirmation — against a stand-in backend answering with the shapes a
// real v2.6.0 backend answered (test/fixtures/6ammart-2.6-recorded): its cart line, store, zone and customer, the
// lists and flags as v2.6 sends them (`add_ons: "[]"`, `cash_on_delivery: true`). What the recording does not hold
// is written here in v2.6's shape and said so: the rest of its config (the recorder cut it after `base_urls`), a
// saved address, and the order's tracking answer on the confirmation page.
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeApi, config, json } from '../../support/fake-api.ts';
import { recordedExchanges } from '../../support/recorded-exchanges.ts';
import { checkOutOnBackend } from './real-backend-journey.tsx';
import { PLACE } from './checkout-fixture.ts';

const { all: exchanges, recordedAs } = recordedExchanges('2.6');
const answer = (path: string) => structuredClone(exchanges.find((e) => e.path === path)!.response) as never;

/** Where the customer chose to be: inside v2.6's Demo Zone (the recorded requests' latitude/longitude headers). */
const HERE = { lat: 23.8206, lng: 90.367 };

/** A saved address in the Demo Zone, as v2.6 lists addresses (the recorded customer had none). */
const address = {
  id: 5,
  address_type: 'home',
  contact_person_number: '+12025550123',
  contact_person_name: 'Uma States',
  address: 'House 4, Road 2, Mirpur',
  latitude: '23.815',
  longitude: '90.365',
  zone_id: 1,
  zone_ids: [1],
  user_id: 2,
  road: null,
  house: null,
  floor: null,
  created_at: '2026-11-27T03:30:00.000000Z',
  updated_at: '2026-11-27T03:30:00.000000Z',
};

function backend26(addresses: unknown[]): FakeApi {
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('module', JSON.stringify({ id: 1, module_type: 'grocery', module_name: 'Demo Module' }));
  localStorage.setItem('location', 'Mirpur, Dhaka');
  localStorage.setItem('currentLatLng', JSON.stringify(HERE));
  localStorage.setItem('token', 'token-of-uma');
  // the cart line as v2.6 sent it, with its item's lists as JSON text (what crashed the cart drawer)
  const cart = answer('/api/v1/customer/cart/list') as Record<string, unknown>[];
  const item = cart[0]!['item'] as Record<string, unknown>;
  item['add_ons'] = '[]';
  item['variations'] = '[]';
  // the zone's payment flags as v2.6 sends them on its zones (booleans: what emptied the payment panel)
  const zone = answer('/api/v1/config/get-zone-id') as { zone_data: Record<string, unknown>[] };
  zone.zone_data[0]!['cash_on_delivery'] = true;
  zone.zone_data[0]!['digital_payment'] = true;
  return new FakeApi()
    .on(
      'GET /api/v1/config',
      json({
        ...config({
          cash_on_delivery: true,
          digital_payment: false,
          customer_wallet_status: 0,
          home_delivery_status: 1,
          takeaway_status: 1,
          dm_tips_status: 0,
          schedule_order: false,
          tax_included: 0,
        }),
        ...(answer('/api/v1/config') as object),
      }),
    )
    .on('GET /api/v1/customer/cart/list', json(cart))
    .on('GET /api/v1/stores/details/1', json(answer('/api/v1/stores/details/1')))
    .on('GET /api/v1/config/get-zone-id', json(zone))
    .on('GET /api/v1/customer/info', json(answer('/api/v1/customer/info')))
    .on(
      'GET /api/v1/customer/address/list',
      json({ ...(answer('/api/v1/customer/address/list') as object), total_size: addresses.length, addresses }),
    )
    .on('GET /api/v1/coupon/list', json(answer('/api/v1/coupon/list')))
    .on('GET /api/v1/customer/wish-list', json({ item: [], store: [] }))
    .on('GET /api/v1/vehicle/extra_charge', json(0))
    .on(PLACE, (req) => placeOn26(req.body as Record<string, unknown>))
    .on(
      'GET /api/v1/customer/order/track',
      json({
        id: 100001,
        order_amount: 10.5,
        order_status: 'pending',
        payment_status: 'unpaid',
        payment_method: 'cash_on_delivery',
      }),
    );
}

/**
 * v2.6 placing an order, with its recorded answers: any `dm_tips` (0 too) breaks its validation (500); an order
 * without a point is out of coverage (403); otherwise placed.
 */
function placeOn26(body: Record<string, unknown>) {
  const tips = recordedAs("placeOrder (dm_tips 0: the fork's broken rule)");
  if ('dm_tips' in body) return json(tips.response, tips.status!);
  const outside = exchanges.find((e) => e.path === '/api/v1/customer/order/place' && e.status === 403)!;
  if (body['latitude'] === undefined || body['distance'] === undefined) return json(outside.response, outside.status!);
  const placed = recordedAs('placeOrder (take away, cash on delivery: placed)');
  return json({ ...(placed.response as object), order_id: 100001 }, placed.status!);
}

beforeEach(() => {
  toast.remove();
  localStorage.clear();
});

async function checkOut(
  orderType: 'Home Delivery' | 'Take Away',
  api: FakeApi,
  chooseAddress?: (user: ReturnType<typeof userEvent.setup>) => Promise<void>,
) {
  return (await checkOutOnBackend(orderType, api, 100001, chooseAddress)).body;
}

describe('checkout on a 6amMart 2.6 backend (its recorded answers)', () => {
  it('take away with cash on delivery: the order carries the location and distance v2.6 needs; the confirmation shows', async () => {
    const api = backend26([]);
    const body = await checkOut('Take Away', api);
    // what v2.6 refused without ("Out of coverage") and accepted with (the recorded request, with them added)
    const recorded = exchanges.find((e) => e.path === '/api/v1/customer/order/place')!.request_body as object;
    expect(Object.keys(recorded)).not.toContain('latitude');
    expect(body).toMatchObject({
      order_type: 'take_away',
      payment_method: 'cash_on_delivery',
      store_id: 1,
      latitude: String(HERE.lat),
      longitude: String(HERE.lng),
    });
    expect(typeof body['distance']).toBe('number');
    expect(body['distance']).toBeGreaterThan(0);
    expect(api.calls('GET /api/v1/cashback/getCashback')).toHaveLength(0); // v2.6 has no cashback offers
    // priced the 2.6 way: the store's own 5 % on $10 (v2.6 has no tax module to ask), the total the real 2.6 was sent
    // by the SPA for the order it stored (it rounds to its 0 decimals: $11)
    expect(api.calls('POST /api/v1/customer/order/get-Tax')).toHaveLength(0);
    const placed = recordedAs('placeOrder (take away, cash on delivery: placed)');
    expect(body['order_amount']).toBe((placed.request_body as { order_amount: number }).order_amount);
  });

  it('home delivery with cash on delivery: the address, its point and distance; the confirmation shows', async () => {
    const api = backend26([address]);
    const body = await checkOut('Home Delivery', api);
    expect(body).toMatchObject({
      order_type: 'delivery',
      payment_method: 'cash_on_delivery',
      address: address.address,
      latitude: address.latitude,
      longitude: address.longitude,
    });
    expect(body['distance']).toBeGreaterThan(0);
    // v2.6 adds the delivery vehicle's extra charge for the distance the order sends: asked for that distance
    expect(api.calls('GET /api/v1/vehicle/extra_charge').at(-1)!.query.get('distance')).toBe(String(body['distance']));
  });

  it('home delivery to an address added at checkout: v2.6 cannot geocode it and never lists it; the order goes there', async () => {
    const geocode = exchanges.find((e) => e.path === '/api/v1/config/geocode-api')!;
    const added = recordedAs('addAddress');
    const api = backend26([])
      .on('GET /api/v1/config/geocode-api', { status: geocode.status!, body: geocode.response })
      .on('POST /api/v1/customer/address/add', json(added.response, added.status!));
    const body = await checkOut('Home Delivery', api, async (user) => {
      await user.click(screen.getByRole('button', { name: 'Add Address' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add New Address' });
      // the point's coordinates stand in for the address v2.6 could not look up
      await waitFor(() =>
        expect(within(dialog).getByRole('textbox', { name: /^Address/ })).toHaveValue('23.820600, 90.367000'),
      );
      await user.type(within(dialog).getByRole('textbox', { name: /^Contact person name/ }), 'Uma States');
      await user.type(within(dialog).getByRole('textbox', { name: /^Contact person number/ }), '+12025550123');
      await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Address' })).toBeNull());
      // v2.6 answers only its message and zone ids, and its list stays empty: the address sent is the one chosen
      await screen.findByText('Successfully added');
      expect(within(screen.getByRole('region', { name: 'Delivery Addresses' })).getByText('23.820600, 90.367000'));
    });
    expect(api.calls('POST /api/v1/customer/address/add')[0]!.body).toMatchObject({
      address: '23.820600, 90.367000',
      latitude: String(HERE.lat),
      longitude: String(HERE.lng),
    });
    expect(body).toMatchObject({
      order_type: 'delivery',
      payment_method: 'cash_on_delivery',
      address: '23.820600, 90.367000',
      latitude: String(HERE.lat),
      longitude: String(HERE.lng),
      contact_person_name: 'Uma States',
    });
    expect(body).not.toHaveProperty('dm_tips'); // no tips given: none sent (v2.6 answers any dm_tips with a 500)
  });
});
