// Issue 50 item 6: the answers a real 6amMart v2.6.0 backend gave (test/fixtures/6ammart-2.6-recorded) replayed
// through the SPA's boundary — each field the app reads ends typed and right — and the 3.x variants of the same
// fields (0/1 flags, numbers) read the same way.
import { describe, expect, it } from 'vitest';
import { addressesOf, addressOf, savedAddressOf } from '../../src/api/address.ts';
import { hasCashbackOffers, isLegacyBackend } from '../../src/api/backend-generation.ts';
import { cartRowsOf } from '../../src/api/cart-rows.ts';
import { cartLinesOf } from '../../src/api/cart-lines.ts';
import { storeZoneOf } from '../../src/api/checkout.ts';
import { configOf } from '../../src/api/config.ts';
import { unwrap } from '../../src/api/client.ts';
import { ApiError } from '../../src/api/errors.ts';
import { itemPageOf } from '../../src/api/item-shape.ts';
import { zoneDataOf } from '../../src/api/zone-data.ts';
import { wrongCredentials } from '../../src/features/auth/auth.context.ts';
import { codeNotSent } from '../../src/features/auth/forgot-password.context.ts';
import { rowAddOns } from '../../src/shop/row-add-ons.ts';
import { ar } from '../../src/i18n/ar/index.ts';
import { en } from '../../src/i18n/en/index.ts';
import { recordedExchanges, replaying, word, type Exchange } from '../support/recorded-exchanges.ts';

const { all: exchanges, find } = recordedExchanges('2.6');
const recorded = (method: string, path: string): Exchange => find(method, path);

describe('customer/cart/list (v2.6)', () => {
  const answer = recorded('GET', '/api/v1/customer/cart/list').response;

  it('reads each row typed: ids and amounts as numbers, is_guest 0/1, the lists as lists', () => {
    const [row] = cartRowsOf(answer);
    expect(row).toMatchObject({ id: 1, item_id: 1, module_id: 1, price: 10, quantity: 1, is_guest: 0 });
    expect(row!.add_on_ids).toEqual([]);
    expect(row!.add_on_qtys).toEqual([]);
    expect(row!.variation).toEqual([]);
    expect(row!.item).toMatchObject({ id: 1, name: 'Demo Product', price: 10, store_id: 1, stock: 10 });
    expect(row!.item.add_ons).toEqual([]);
    expect(row!.item.maximum_cart_quantity).toBe(2);
  });

  it('reads add_ons and the row lists sent as JSON text ("[]", "[1]") as lists: the cart drawer sums them', () => {
    const raw = structuredClone(answer) as Record<string, unknown>[];
    const first = raw[0]!;
    first['add_on_ids'] = '[7]';
    first['add_on_qtys'] = '["2"]';
    first['variation'] = '[]';
    first['price'] = '10.00';
    first['quantity'] = '3';
    const item = first['item'] as Record<string, unknown>;
    item['add_ons'] = '[{"id":7,"name":"Gift wrap","price":"1.5"}]';
    item['variations'] = '[]';
    item['food_variations'] = '[]';
    item['choice_options'] = '[]';
    const [row] = cartRowsOf(raw);
    expect(row).toMatchObject({ price: 10, quantity: 3, add_on_ids: [7], add_on_qtys: [2], variation: [] });
    expect(row!.item.add_ons).toMatchObject([{ id: 7, name: 'Gift wrap', price: 1.5 }]);
    expect(rowAddOns(row!)).toBe(3);
    expect(cartLinesOf([row!])[0]).toMatchObject({ add_on_ids: [7], add_on_qtys: [2], variation: [] });
    // the string the issue saw: "[]" is an empty list, never a string a component maps over
    item['add_ons'] = '[]';
    expect(cartRowsOf(raw)[0]!.item.add_ons).toEqual([]);
  });

  it('reads an answer sent as JSON text, null or an empty string as the cart it stands for', () => {
    expect(cartRowsOf(JSON.stringify(answer))).toHaveLength(1);
    expect(cartRowsOf(null)).toEqual([]);
    expect(cartRowsOf('')).toEqual([]);
  });
});

describe('config/get-zone-id (v2.6)', () => {
  const answer = recorded('GET', '/api/v1/config/get-zone-id').response as { zone_data: Record<string, unknown>[] };
  // v2.6's zones elsewhere (the module list's `zones`) carry the payment flags as booleans
  const moduleZone = (
    (recorded('GET', '/api/v1/module').response as Record<string, unknown>[])[0]!['zones'] as Record<string, unknown>[]
  )[0]!;

  it("gives the store's zone with the payment methods and the module's charges", () => {
    expect(storeZoneOf(zoneDataOf(answer), 1, 1)).toEqual({
      zoneId: 1,
      cashOnDelivery: true,
      digitalPayment: true,
      surchargePercent: 0,
      perKm: 10,
      minimum: 10,
      maximum: 10,
      maxCodAmount: 100000,
    });
  });

  it('reads the flags sent as booleans (true/false) or numeric text as the 0/1 the app compares', () => {
    expect(moduleZone['cash_on_delivery']).toBe(true);
    expect(moduleZone['offline_payment']).toBe(false);
    const booleans = {
      zone_data: [
        {
          ...answer.zone_data[0],
          cash_on_delivery: moduleZone['cash_on_delivery'],
          digital_payment: 'false',
          offline_payment: moduleZone['offline_payment'],
          increased_delivery_fee: '12.5',
          increased_delivery_fee_status: true,
        },
      ],
    };
    const [zone] = zoneDataOf(booleans);
    expect(zone).toMatchObject({ cash_on_delivery: 1, digital_payment: 0, offline_payment: 0 });
    expect(storeZoneOf([zone!], 1, 1)).toMatchObject({
      cashOnDelivery: true,
      digitalPayment: false,
      surchargePercent: 12.5,
    });
  });
});

describe('items/popular (v2.6)', () => {
  it('reads the page and its products typed', () => {
    const page = itemPageOf(recorded('GET', '/api/v1/items/popular').response);
    expect(page).toMatchObject({ total_size: 1, limit: 12, offset: 1 });
    expect(page.products[0]).toMatchObject({ id: 1, name: 'Demo Product', price: 10, tax: 5, discount: 0 });
    expect(page.products[0]!.discount_type).toBe('percent');
    expect(page.products[0]!.add_ons).toEqual([]);
  });
});

describe('failures v2.6 words its own way', () => {
  it('forgot-password: a 200 carrying `errors` ("Failed to send sms") is a failure, worded by the catalogue', async () => {
    const e = recorded('POST', '/api/v1/auth/forgot-password');
    expect(e.status).toBe(200);
    const failure = await unwrap(
      replaying(e).POST('/api/v1/auth/forgot-password', { body: e.request_body as never }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('otp');
    const t = (catalogue: typeof en) => (key: string) => word(catalogue, key);
    expect((codeNotSent(failure, t(en)) as Error).message).toBe('We could not send the code. Please try again.');
    expect((codeNotSent(failure, t(ar)) as Error).message).toBe('تعذّر إرسال الرمز. يرجى المحاولة مرة أخرى.');
    // a refusal with a 4xx stays the refusal it is
    const refused = new ApiError(403, 'The phone field is required.', null, 'phone');
    expect(codeNotSent(refused, t(en))).toBe(refused);
  });

  it('login: the 401 "Unauthorized" shows as "Wrong phone number or password."', async () => {
    const e = recorded('POST', '/api/v1/auth/login');
    const failure = await unwrap(replaying(e).POST('/api/v1/auth/login', { body: e.request_body as never })).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ status: 401, message: 'Unauthorized' });
    const t = (catalogue: typeof en) => (key: string) => word(catalogue, key);
    expect((wrongCredentials(failure, 'phone', t(en)) as Error).message).toBe('Wrong phone number or password.');
    expect((wrongCredentials(failure, 'email', t(en)) as Error).message).toBe('Wrong email or password.');
    expect((wrongCredentials(failure, 'phone', t(ar)) as Error).message).toBe('رقم الهاتف أو كلمة المرور غير صحيحة.');
    const slow = new ApiError(0, 'slow', null, 'slow');
    expect(wrongCredentials(slow, 'phone', t(en))).toBe(slow);
    // a sign-in held after wrong passwords keeps its own words (counted down under the form)
    const held = new ApiError(401, 'Too many failed attempts. Please try again after 30 seconds.', null, 'auth-001');
    expect(wrongCredentials(held, 'phone', t(en))).toBe(held);
  });

  it("login: a server's sentence (the embedded API's 401 'Credentials does not match.') is shown as it is", () => {
    const t = (catalogue: typeof en) => (key: string) => word(catalogue, key);
    const sentence = new ApiError(401, 'Credentials does not match.', null, 'auth-001');
    expect(wrongCredentials(sentence, 'email', t(en))).toBe(sentence);
    // 6amMart 3.5's wording too; Laravel's bare "Unauthenticated." is a status word
    const v35 = new ApiError(401, 'User credential does not match', null, 'auth-001');
    expect(wrongCredentials(v35, 'phone', t(en))).toBe(v35);
    const bare = new ApiError(401, 'Unauthenticated.', null);
    expect((wrongCredentials(bare, 'email', t(en)) as Error).message).toBe('Wrong email or password.');
  });

  it('a 2xx without `errors` (or with an empty list) is the success it says', async () => {
    const e = recorded('POST', '/api/v1/newsletter/subscribe');
    await expect(
      unwrap(replaying(e).POST('/api/v1/newsletter/subscribe', { body: e.request_body as never })),
    ).resolves.toEqual({ message: 'Subscription successful' });
    const empty = { ...e, response: { errors: [], message: 'ok' } };
    await expect(
      unwrap(replaying(empty).POST('/api/v1/newsletter/subscribe', { body: e.request_body as never })),
    ).resolves.toMatchObject({ message: 'ok' });
  });
});

describe('config (v2.6)', () => {
  it('reads the switches as the app compares them: *_status as 0/1, the boolean ones as booleans, numbers as numbers', () => {
    const recordedConfig = recorded('GET', '/api/v1/config').response as Record<string, unknown>;
    const config = configOf({
      ...recordedConfig,
      takeaway_status: true,
      home_delivery_status: '1',
      guest_checkout_status: false,
      customer_wallet_status: 0,
      cash_on_delivery: 1,
      digital_payment: 'false',
      schedule_order: '0',
      digit_after_decimal_point: '2',
      free_delivery_over: null,
      centralize_login: { manual_login_status: true, otp_login_status: '0' },
    });
    expect(config).toMatchObject({
      business_name: 'Yehlo 3.0',
      takeaway_status: 1,
      home_delivery_status: 1,
      guest_checkout_status: 0,
      customer_wallet_status: 0,
      cash_on_delivery: true,
      digital_payment: false,
      schedule_order: false,
      digit_after_decimal_point: 2,
      free_delivery_over: null,
      centralize_login: { manual_login_status: 1, otp_login_status: 0 },
    });
    expect(config.base_urls).toEqual(recordedConfig['base_urls']);
  });

  it('is an older backend without cashback offers (cashback/getCashback is a 404 there)', () => {
    const config = recorded('GET', '/api/v1/config').response as Record<string, unknown>;
    expect(recorded('GET', '/api/v1/cashback/getCashback').status).toBe(404);
    expect(isLegacyBackend(config)).toBe(true);
    expect(hasCashbackOffers(config)).toBe(false);
    expect(hasCashbackOffers({ ...config, centralize_login: { manual_login_status: 1 } })).toBe(true);
  });
});

describe('customer addresses (v2.6)', () => {
  const added = exchanges.find((e) => e.path === '/api/v1/customer/address/add')!;
  const sent = added.request_body as Parameters<typeof savedAddressOf>[1];

  it('addAddress: the answer holds only its message and zone ids; the address sent is the one saved, in those zones', () => {
    expect(added.response).toEqual({ message: 'Successfully added', zone_ids: [1] });
    expect(savedAddressOf(added.response, sent)).toMatchObject({
      address: sent.address,
      latitude: sent.latitude,
      longitude: sent.longitude,
      address_type: 'home',
      contact_person_name: 'Real Tester',
      house: '12',
      road: null,
      zone_id: 1,
      zone_ids: [1],
    });
  });

  it("a 3.x answer's own address wins over what was sent", () => {
    const stored = { ...sent, id: 44, zone_id: 2, zone_ids: [2], address: 'Road 3, Mirpur' };
    expect(savedAddressOf({ message: 'ok', address: stored }, sent)).toMatchObject({
      id: 44,
      address: 'Road 3, Mirpur',
      zone_ids: [2],
    });
  });

  it('listAddresses: the page (limit and offset as text) and each address typed, whatever its shape', () => {
    expect(addressesOf(recorded('GET', '/api/v1/customer/address/list').response)).toEqual([]);
    const [a] = addressesOf({
      total_size: 1,
      limit: '50',
      offset: '1',
      addresses: [{ id: '5', user_id: '2', zone_id: '1', zone_ids: '[1,3]', latitude: 23.815, longitude: 90.365 }],
    });
    expect(a).toMatchObject({
      id: 5,
      user_id: 2,
      zone_id: 1,
      zone_ids: [1, 3],
      latitude: '23.815',
      longitude: '90.365',
    });
    expect(addressOf({ zone_id: 4 }).zone_ids).toEqual([4]);
    expect(addressesOf(null)).toEqual([]);
  });
});
