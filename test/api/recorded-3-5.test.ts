// Issue 64: the answers a real 6amMart v3.5 backend gave (test/fixtures/6ammart-3.5-recorded) replayed through the
// SPA's boundary, as 2.6's are (test/api/recorded-2-6*.test.ts): what it sends is read typed and right, what the SPA
// sends is what 3.5 accepted, and where 3.5 answers what the shop cannot use the shopper reads the shop's words.
import { afterEach, describe, expect, it } from 'vitest';
import { manualLoginBody } from '../../src/api/backend-dialect.ts';
import { backendLacksSection, isLegacyBackend } from '../../src/api/backend-generation.ts';
import { backendTaxOf, pricingDialect, surgeOf } from '../../src/api/backend-pricing.ts';
import { cartRowsOf } from '../../src/api/cart-rows.ts';
import { isShownRoot } from '../../src/api/categories.ts';
import { categoriesOf, rootCategoriesOf } from '../../src/api/category-shape.ts';
import { storeZoneOf } from '../../src/api/checkout.ts';
import { setApiTransport, unwrap } from '../../src/api/client.ts';
import { configOf } from '../../src/api/config.ts';
import { ApiError, errorMessage, setFailureTranslator } from '../../src/api/errors.ts';
import { placeAutocomplete } from '../../src/api/geo.ts';
import { orderPageOf } from '../../src/api/order-shape.ts';
import { itemReviewPageOf } from '../../src/api/review-lists.ts';
import { zoneDataOf, zonePivotOf } from '../../src/api/zone-data.ts';
import { wrongCredentials } from '../../src/features/auth/auth.context.ts';
import { ar } from '../../src/i18n/ar/index.ts';
import { en } from '../../src/i18n/en/index.ts';
import { dialCodeOf, phoneWithDialCode } from '../../domain/contact.ts';
import { recordedExchanges, replaying, translator, type Exchange } from '../support/recorded-exchanges.ts';

const v35 = recordedExchanges('3.5');
const v26 = recordedExchanges('2.6');
const config = configOf(v35.answer('GET', '/api/v1/config'));

/** The refusal the shop's client makes of a recorded failing answer. */
const refusalOf = async (e: Exchange) =>
  unwrap(replaying(e).POST(e.path as '/api/v1/auth/login', { body: e.request_body as never })).catch(
    (error: unknown) => error,
  );

describe('config (v3.5): a current backend that taxes through its own tax module', () => {
  it('is a current backend (centralize_login) whose pricing is its tax module’s; 2.6 prices by the store’s rate', () => {
    expect(isLegacyBackend(config)).toBe(false);
    expect(config).toMatchObject({ system_tax_type: null, system_tax_include_status: 0, country: 'US' });
    expect(pricingDialect(config)).toBe('tax-module');
    expect(pricingDialect(v26.answer('GET', '/api/v1/config') as object)).toBe('store-rate');
    // a current backend without a tax module of its own (the embedded API): the shared rules
    const {
      system_tax_type: _t,
      system_tax_include_status: _s,
      ...withoutTaxModule
    } = config as typeof config & {
      system_tax_type: unknown;
      system_tax_include_status: unknown;
    };
    expect(pricingDialect(withoutTaxModule)).toBe('shared');
  });
});

describe('pricing answers (v3.5)', () => {
  it('get-Tax: 0 excluded although the store’s legacy tax is 5 % (the orders were charged $10 / $20)', () => {
    const asked = v35.all.filter((e) => e.path === '/api/v1/customer/order/get-Tax');
    expect(asked.map((e) => e.response)).toEqual([
      { tax_amount: 0, tax_status: 'excluded', tax_included: null },
      { tax_amount: 0, tax_status: 'excluded', tax_included: null },
    ]);
    expect(backendTaxOf(asked[0]!.response)).toEqual({ amount: 0, included: false });
    expect((v35.answer('GET', '/api/v1/stores/details/1') as { tax: number }).tax).toBe(5);
    // the embedded API's answer (tax_included 0/1, tax_percentage) and an included tax read the same way
    expect(backendTaxOf({ tax_amount: 1.5, tax_included: 1, tax_percentage: 5 })).toEqual({
      amount: 1.5,
      included: true,
    });
    expect(backendTaxOf({ tax_amount: '2.25', tax_status: 'included', tax_included: null })).toEqual({
      amount: 2.25,
      included: true,
    });
  });

  it('get-surge-price: a price of 0 is no surge; an amount or a percentage is one', () => {
    expect(
      surgeOf({ title: '', customer_note: '', customer_note_status: 0, price: 0, price_type: 'amount' }),
    ).toBeNull();
    expect(surgeOf({ price: '10', price_type: 'percent' })).toEqual({ price: 10, priceType: 'percent' });
  });

  it("get-zone-id: the store's zone with cash on delivery and the module's charges ($10 from 0.47 km)", () => {
    expect(storeZoneOf(zoneDataOf(v35.answer('GET', '/api/v1/config/get-zone-id')), 1, 1)).toMatchObject({
      cashOnDelivery: true,
      perKm: 10,
      minimum: 10,
      maximum: 10,
      maxCodAmount: 100000,
    });
  });

  it('a zone whose deliveries cost a fixed fee (3.x `delivery_charge_type` fixed) is that fee at any distance', () => {
    const pivot = { per_km_shipping_charge: 10, minimum_shipping_charge: 10, maximum_shipping_charge: 10 };
    expect(zonePivotOf({ ...pivot, delivery_charge_type: 'fixed', fixed_shipping_charge: '7.5' })).toMatchObject({
      per_km_shipping_charge: 0,
      minimum_shipping_charge: 7.5,
      maximum_shipping_charge: 7.5,
    });
    expect(zonePivotOf({ ...pivot, delivery_charge_type: 'distance', fixed_shipping_charge: null })).toMatchObject(
      pivot,
    );
  });

  it('orders: placed with `total_ammount`, the running ones listed (the list of finished ones is empty)', () => {
    const placed = v35.all.filter((e) => e.path === '/api/v1/customer/order/place' && e.status === 200);
    expect(placed.map((e) => (e.response as { total_ammount: number }).total_ammount)).toEqual([10, 20]);
    expect(orderPageOf(v35.answer('GET', '/api/v1/customer/order/list')).orders).toEqual([]);
    const running = orderPageOf(v35.answer('GET', '/api/v1/customer/order/running-orders'));
    expect(running.orders.map((o) => [o.id, o.order_amount, o.total_tax_amount])).toEqual([
      [100000, 10, 0],
      [100001, 20, 0],
    ]);
  });

  it('a take away needs its point: without it "Store not found", with it placed', () => {
    const refused = v35.find('POST', '/api/v1/customer/order/place', (e) => e.status === 403);
    expect(refused.request_body).not.toHaveProperty('latitude');
    expect(refused.response).toEqual({ errors: [{ code: 'store', message: 'Store not found' }] });
  });

  it('cart/list: the item’s add_ons as JSON text read as a list', () => {
    const [row] = cartRowsOf(v35.answer('GET', '/api/v1/customer/cart/list'));
    expect(row).toMatchObject({ id: 1, item_id: 1, price: 10, quantity: 1, is_guest: 0 });
    expect(row!.item.add_ons).toEqual([]);
  });
});

describe('item reviews (v3.5, as it answered the SPA live: no `ratings`)', () => {
  it('reads a page without the star counts as none counted, its counts as numbers (the product popup crashed)', () => {
    const page = itemReviewPageOf({ total_size: 0, limit: '10', offset: '1', reviews: [] } as never);
    expect(page).toEqual({ total_size: 0, limit: 10, offset: 1, ratings: [0, 0, 0, 0, 0], reviews: [] });
    expect(
      itemReviewPageOf({ total_size: 2, limit: 10, offset: 1, ratings: [1, 0, 0, 1, 0], reviews: [] }).ratings,
    ).toEqual([1, 0, 0, 1, 0]);
  });
});

describe('categories (v3.5): no parent_id, no status', () => {
  it('its list’s categories are the roots the home shows (not "No categories found"), their children under them', () => {
    const answer = v35.answer('GET', '/api/v1/categories') as Record<string, unknown>[];
    expect(answer[0]).not.toHaveProperty('parent_id');
    expect(answer[0]).not.toHaveProperty('status');
    const listed = rootCategoriesOf(answer);
    expect(listed.filter(isShownRoot).map((c) => c.name)).toEqual(['Demo category']);
    expect(listed[0]!.childes!.map((c) => [c.id, c.parent_id])).toEqual([[2, 1]]);
    // read as any list, the same answer has no roots: what /home showed before
    expect(categoriesOf(answer).filter(isShownRoot)).toEqual([]);
  });

  it('a category’s sub categories keep the parent_id 3.5 sends there', () => {
    expect(categoriesOf(v35.answer('GET', '/api/v1/categories/childes/1')).map((c) => c.parent_id)).toEqual([1]);
  });
});

describe('home sections (v3.5)', () => {
  it('items/latest refused without store_id and category_id: the section is left out, not "could not be loaded"', async () => {
    const latest = v35.find('GET', '/api/v1/items/latest', (e) => e.status === 403);
    const failure = await unwrap(replaying(latest).GET('/api/v1/items/latest', {} as never)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(backendLacksSection(failure, isLegacyBackend(config))).toBe(true);
    // another refusal of a current backend still shows its message with Try again
    expect(backendLacksSection(new ApiError(403, 'The type field is required.', null, 'type'), false)).toBe(false);
  });
});

describe('sign-in (v3.5)', () => {
  it('a phone typed as the shop’s customers write it gets the config country’s dial code: the number 3.5 signs in', () => {
    const signedIn = v35.find(
      'POST',
      '/api/v1/auth/login',
      (e) => e.status === 200 && (e.request_body as { field_type?: string }).field_type === 'phone',
    );
    const refused = v35.find(
      'POST',
      '/api/v1/auth/login',
      (e) => (e.request_body as { email_or_phone?: string }).email_or_phone === '+2025550123',
    );
    expect(refused.status).toBe(401);
    const typed = '2025550123';
    const sent = manualLoginBody(
      {
        email_or_phone: phoneWithDialCode(dialCodeOf(config.country), typed),
        password: '12345678',
        field_type: 'phone',
      },
      false,
    );
    expect(sent.email_or_phone).toBe((signedIn.request_body as { email_or_phone: string }).email_or_phone);
    expect(sent).toMatchObject({ login_type: 'manual', field_type: 'phone', password: '12345678' });
  });

  it('a wrong password: 3.5’s sentence is shown as it says it; 2.6’s bare "Unauthorized" in the shop’s words', async () => {
    const t = translator(en);
    const wrong35 = await refusalOf(
      v35.find(
        'POST',
        '/api/v1/auth/login',
        (e) => (e.request_body as { password?: string }).password === 'wrongpass1',
      ),
    );
    expect(wrongCredentials(wrong35, 'email', t)).toBe(wrong35);
    expect(errorMessage(wrongCredentials(wrong35, 'email', t))).toBe('User credential does not match');
    const wrong26 = await refusalOf(v26.find('POST', '/api/v1/auth/login'));
    expect((wrongCredentials(wrong26, 'phone', t) as Error).message).toBe('Wrong phone number or password.');
    expect((wrongCredentials(wrong26, 'phone', translator(ar)) as Error).message).toBe(
      'رقم الهاتف أو كلمة المرور غير صحيحة.',
    );
  });
});

describe('place search (v3.5 offline: 200 with an empty body)', () => {
  afterEach(() => {
    setApiTransport((request) => globalThis.fetch(request));
    setFailureTranslator((key) => key);
  });

  it('is a worded failure, in English and Arabic, never the engine’s "Cannot read properties of undefined"', async () => {
    const search = v35.find('GET', '/api/v1/config/place-api-autocomplete');
    expect(search).toMatchObject({ status: 200, response: '' });
    for (const [catalogue, words] of [
      [en, 'Place search is not available right now. Use your current location or pick it on the map.'],
      [ar, 'البحث عن الأماكن غير متاح حاليًا. استخدم موقعك الحالي أو اختره على الخريطة.'],
    ] as const) {
      setFailureTranslator(translator(catalogue));
      for (const headers of [{ 'Content-Length': '0' }, { 'Content-Type': 'application/json' }] as HeadersInit[]) {
        setApiTransport(async () => new Response('', { status: 200, headers }));
        const failure = await placeAutocomplete('Mirpur').catch((e: unknown) => e);
        expect(failure).toBeInstanceOf(ApiError);
        expect(errorMessage(failure)).toBe(words);
        expect((failure as Error).message).not.toMatch(/undefined|JSON|Unexpected/);
      }
    }
  });
});
