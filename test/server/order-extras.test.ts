// Order extras: parcel categories, cancellation and refund reasons, the most given tip, surge price, tax,
// the delivery vehicle's extra charge, offline payment methods and automated messages — on the seeded demo data.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/schema/catalogue.ts';
import { DEMO_MODULE_IDS } from '../../server/db/seed/catalogue.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;
let guestId: string;
beforeAll(async () => {
  server = await startTestServer();
  guestId = (await server.call('requestGuestId')).body.guest_id;
});
afterAll(() => server.close());

const { food, grocery, parcel, pharmacy } = DEMO_MODULE_IDS;
const longLocale = { 'X-localization': 'x'.repeat(11) };

describe('getParcelCategories', () => {
  it('lists the active parcel categories, most ordered first, translated', async () => {
    const res = await server.call('getParcelCategories', { moduleId: parcel });
    expect(res.status).toBe(200);
    expect(res.body.map((c: any) => c.name)).toEqual(['Documents', 'Small Package', 'Fragile']);
    expect(res.body[0]).toMatchObject({
      parcel_per_km_shipping_charge: 1.2,
      parcel_minimum_shipping_charge: 3,
      orders_count: 42,
    });
    expect(res.body[2].parcel_per_km_shipping_charge).toBeNull();
    expect(res.body[0].image_full_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/parcel\/documents\.webp$/);
    const ar = await server.call('getParcelCategories', { moduleId: parcel, headers: { 'X-localization': 'ar' } });
    expect(ar.body[0].name).toBe('مستندات');
  });

  it('403 for an unknown module', async () => {
    const res = await server.call('getParcelCategories', { moduleId: 999 });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('moduleId');
  });
});

describe('getCancellationReasons', () => {
  it("pages the customer's active reasons", async () => {
    const res = await server.call('getCancellationReasons', { query: { type: 'customer', limit: 3, offset: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_size: 4, limit: 3, offset: 1 });
    expect(res.body.reasons.map((r: any) => r.reason)).toEqual([
      'I ordered by mistake',
      'Delivery is taking too long',
      'I want to change my order',
    ]);
    const next = await server.call('getCancellationReasons', { query: { type: 'customer', limit: 3, offset: 2 } });
    expect(next.body.reasons.map((r: any) => r.reason)).toEqual(['I found a better price elsewhere']);
    const all = await server.call('getCancellationReasons');
    expect(all.body.total_size).toBe(7);
    expect(all.body.reasons.every((r: any) => r.status === 1)).toBe(true);
  });

  it('403 for an unknown type', async () => {
    const res = await server.call('getCancellationReasons', { query: { type: 'robot' } });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('type');
  });
});

describe('getRefundReasons', () => {
  it('lists the active refund reasons for a guest', async () => {
    const res = await server.call('getRefundReasons', {
      query: { guest_id: guestId },
      headers: { 'X-localization': 'ar' },
    });
    expect(res.status).toBe(200);
    expect(res.body.refund_reasons).toHaveLength(4);
    expect(res.body.refund_reasons[0].reason).toBe('وصل المنتج تالفاً');
  });

  it('401 without a customer or issued guest', async () => {
    expect((await server.call('getRefundReasons')).status).toBe(401);
    expect((await server.call('getRefundReasons', { query: { guest_id: 'never-issued' } })).status).toBe(401);
  });
});

describe('getMostTips', () => {
  it('answers the tip given most often', async () => {
    const res = await server.call('getMostTips');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ most_tips_amount: 2 });
  });

  it('403 for an over-long X-localization', async () => {
    expect((await server.call('getMostTips', { headers: longLocale })).status).toBe(403);
  });
});

describe('getSurgePrice', () => {
  const surge = (body: Record<string, unknown>) =>
    server.call('getSurgePrice', { body: { guest_id: guestId, ...body } });

  it('the daily evening surge of zone 1 runs 18:00–22:00 for food and grocery', async () => {
    const evening = await surge({ zone_id: 1, module_id: food, date_time: '2026-03-04 19:30:00' });
    expect(evening.status).toBe(200);
    expect(evening.body).toMatchObject({
      price: 10,
      price_type: 'percent',
      customer_note_status: 1,
      customer_note: 'Evening rush hour: a little more for the delivery',
    });
    const noon = await surge({ zone_id: 1, module_id: food, date_time: '2026-03-04 12:00:00' });
    expect(noon.body).toEqual({ id: null, price: 0, price_type: 'amount', customer_note_status: 0, customer_note: '' });
    const pharmacyEvening = await surge({ zone_id: 1, module_id: pharmacy, date_time: '2026-03-04 19:30:00' });
    expect(pharmacyEvening.body.price).toBe(0);
  });

  it('the weekly Friday surge of zone 2, the late-night one past midnight, the moduleId header', async () => {
    const friday = await surge({ zone_id: 2, module_id: grocery, date_time: '2026-03-06 10:00:00' });
    expect(friday.body).toMatchObject({ price: 1.5, price_type: 'amount', customer_note: 'Friday surcharge' });
    const thursday = await surge({ zone_id: 2, module_id: grocery, date_time: '2026-03-05 10:00:00' });
    expect(thursday.body.price).toBe(0);
    const lateNight = await server.call('getSurgePrice', {
      moduleId: food,
      body: { guest_id: guestId, zone_id: 1, date_time: '2026-03-05 01:15:00' },
    });
    expect(lateNight.body).toMatchObject({ price: 2, price_type: 'amount', customer_note_status: 0 });
  });

  it('now when date_time is absent (the shop clock)', async () => {
    server.clock.now = new Date('2026-03-04T13:30:00Z'); // 19:30 in Dhaka
    const res = await surge({ zone_id: 1, module_id: food });
    server.clock.now = null;
    expect(res.body.price).toBe(10);
  });

  it('401 without an owner; 403 for an unknown zone, module or a bad date', async () => {
    expect((await server.call('getSurgePrice', { body: { zone_id: 1, module_id: food } })).status).toBe(401);
    const zone = await surge({ zone_id: 999, module_id: food });
    expect(zone.status).toBe(403);
    expect(zone.body.errors[0]).toEqual({ code: 'zone_id', message: 'Zone not found.' });
    expect((await surge({ zone_id: 1, module_id: 999 })).body.errors[0].code).toBe('module_id');
    expect((await surge({ zone_id: 1 })).body.errors[0].code).toBe('module_id');
    expect((await surge({ zone_id: 1, module_id: food, date_time: '2026-02-31 10:00' })).body.errors[0].code).toBe(
      'date_time',
    );
  });
});

describe('getOrderTax', () => {
  it("the store's rate on the amount: added when excluded, inside it when included", async () => {
    const [store] = await server.database.db.select().from(stores).where(eq(stores.moduleId, food)).limit(1);
    const rate = store!.tax;
    const id = store!.id;
    expect(rate).toBeGreaterThan(0);
    const excluded = await server.call('getOrderTax', { body: { guest_id: guestId, store_id: id, order_amount: 200 } });
    expect(excluded.status).toBe(200);
    expect(excluded.body).toEqual({
      tax_amount: Math.round(2 * rate * 100) / 100,
      tax_included: 0,
      tax_status: 'excluded',
      tax_percentage: rate,
    });
    await server.setConfig({ tax_included: 1 });
    const included = await server.call('getOrderTax', { body: { guest_id: guestId, store_id: id, order_amount: 200 } });
    await server.setConfig({ tax_included: 0 });
    expect(included.body.tax_status).toBe('included');
    expect(included.body.tax_amount).toBeCloseTo((200 * rate) / (100 + rate), 2);
  });

  it('404 for an unknown store, 403 without an amount, 401 without an owner', async () => {
    const missing = await server.call('getOrderTax', { body: { guest_id: guestId, store_id: 99999, order_amount: 5 } });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].code).toBe('store_id');
    expect((await server.call('getOrderTax', { body: { guest_id: guestId, store_id: 1 } })).status).toBe(403);
    expect((await server.call('getOrderTax', { body: { store_id: 1, order_amount: 5 } })).status).toBe(401);
  });
});

describe('getVehicleExtraCharge', () => {
  it("answers the covering vehicle's charge as a bare number", async () => {
    const near = await server.call('getVehicleExtraCharge', { query: { distance: 2 } });
    expect(near.status).toBe(200);
    expect(near.body).toBe(0);
    expect((await server.call('getVehicleExtraCharge', { query: { distance: 7.5 } })).body).toBe(1.5);
    expect((await server.call('getVehicleExtraCharge', { query: { distance: 20 } })).body).toBe(4);
    expect((await server.call('getVehicleExtraCharge', { query: { distance: 80 } })).body).toBe(0);
  });

  it('403 without a distance', async () => {
    const res = await server.call('getVehicleExtraCharge');
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('distance');
  });
});

describe('getOfflinePaymentMethods', () => {
  it('lists the active methods with their fields and what the customer fills in', async () => {
    const res = await server.call('getOfflinePaymentMethods');
    expect(res.status).toBe(200);
    expect(res.body.map((m: any) => m.method_name)).toEqual(['Bank Transfer', 'bKash Personal']);
    expect(res.body[0].method_informations[0]).toEqual({
      customer_input: 'transaction_id',
      customer_placeholder: 'Transaction ID',
      is_required: 1,
    });
  });

  it('403 for an over-long X-localization', async () => {
    expect((await server.call('getOfflinePaymentMethods', { headers: longLocale })).status).toBe(403);
  });
});

describe('getAutomatedMessages', () => {
  it('pages the active messages, translated', async () => {
    const res = await server.call('getAutomatedMessages', {
      query: { limit: 2, offset: 1 },
      headers: { 'X-localization': 'ar' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_size: 3, limit: 2, offset: 1 });
    expect(res.body.data.map((m: any) => m.message)).toEqual(['أين طلبي؟', 'يرجى الاتصال بي عند الوصول']);
  });

  it('403 for a limit of 0', async () => {
    expect((await server.call('getAutomatedMessages', { query: { limit: 0 } })).status).toBe(403);
  });
});
