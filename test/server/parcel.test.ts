// Parcels (POST /customer/order/place with order_type=parcel, as 6amMart): the sender in the address fields, the
// receiver in receiver_details, the category and who pays; the fee from the server-measured distance; the order with
// its receiver, category and payer in details, track and the list. Expectations are worked out by hand here (the
// distance with this file's own haversine), never with the pricing module under test.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../server/db/schema/catalogue.ts';
import { users } from '../../server/db/schema/customer.ts';
import { orders } from '../../server/db/schema/orders.ts';
import { parcelCategories } from '../../server/db/schema/promotions.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { customerToken, points } from './rental-helpers.ts';

let server: TestServer;
let parcelModule: number;
let groceryModule: number;
const category: Record<'documents' | 'small' | 'fragile' | 'paused', number> = {
  documents: 0,
  small: 0,
  fragile: 0,
  paused: 0,
};

/** Great-circle km on the 6378137 m sphere, rounded to 3 decimals (this test's own implementation). */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const r = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(r(b.lat - a.lat) / 2) ** 2 + Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lng - a.lng) / 2) ** 2;
  return Math.round(2 * 6378137 * Math.asin(Math.sqrt(h))) / 1000;
}
const cents = (n: number) => Math.round(n * 100) / 100;
/** The seeded delivery vehicles: ≤ 3 km 0, ≤ 15 km 1.5, ≤ 50 km 4. */
const extra = (d: number) => (d <= 3 ? 0 : d <= 15 ? 1.5 : 4);

const sender = {
  contact_person_name: 'Sara Sender',
  contact_person_number: '+8801911111111',
  address: 'Karwan Bazar, Dhaka',
  latitude: points.central.lat,
  longitude: points.central.lng,
  road: '12',
  house: '4B',
  floor: '3',
};
const receiver = {
  id: null,
  address_type: 'others',
  contact_person_name: 'Rafi Receiver',
  contact_person_number: '+8801922222222',
  address: 'Uttara Sector 7, Dhaka',
  latitude: points.uttara.lat,
  longitude: points.uttara.lng,
  zone_id: 3,
  road: '7',
  house: '21',
  floor: null,
};

type Who = { guest: string } | { token: string };
const newGuest = async () => ({ guest: (await server.call('requestGuestId')).body.guest_id as string });

const send = (who: Who, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  server.call('placeOrder', {
    moduleId: parcelModule,
    headers,
    ...('token' in who ? { token: who.token } : {}),
    body: {
      ...('guest' in who ? { guest_id: who.guest } : {}),
      order_amount: 0,
      order_type: 'parcel',
      payment_method: 'cash_on_delivery',
      parcel_category_id: category.documents,
      charge_payer: 'sender',
      distance: 0.5,
      ...sender,
      receiver_details: JSON.stringify(receiver),
      ...body,
    },
  });

const stored = async (id: number) => (await server.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const mods = await db.select().from(modules);
  parcelModule = mods.find((m) => m.moduleType === 'parcel')!.id;
  groceryModule = mods.find((m) => m.moduleType === 'grocery')!.id;
  const cats = await db.select().from(parcelCategories);
  category.documents = cats.find((c) => c.name === 'Documents')!.id;
  category.small = cats.find((c) => c.name === 'Small Package')!.id;
  category.fragile = cats.find((c) => c.name === 'Fragile')!.id;
  category.paused = cats.find((c) => c.name === 'Paused Category')!.id;
});

afterAll(async () => {
  await server?.close();
});

describe('placing a parcel', () => {
  it("a customer sends Documents (1.2/km, min 3) Karwan Bazar → Uttara, cash, sender pays: the server's fee", async () => {
    const customer = await customerToken(server);
    const res = await send(customer);
    expect(res.status).toBe(200);
    const d = km(points.central, points.uttara); // ≈ 13.3 km: the motorbike (+1.5); zone 1 has no surcharge
    const fee = cents(Math.max(d * 1.2, 3) + extra(d));
    const total = cents(fee + 2); // + the service charge (additional_charge 2)
    expect(res.body).toMatchObject({ message: 'Order placed successfully!', total_ammount: total, status: 'pending' });
    const row = await stored(res.body.order_id);
    expect(row).toMatchObject({
      orderType: 'parcel',
      storeId: null,
      moduleId: parcelModule,
      zoneId: 1,
      distance: d,
      deliveryCharge: fee,
      orderAmount: total,
      paymentMethod: 'cash_on_delivery',
      paymentStatus: 'unpaid',
      chargePayer: 'sender',
      parcelCategoryId: category.documents,
    });
    expect(row.deliveryAddress).toMatchObject({
      contact_person_name: 'Sara Sender',
      contact_person_number: '+8801911111111',
      address: 'Karwan Bazar, Dhaka',
      latitude: String(points.central.lat),
      road: '12',
    });
    expect(row.receiverDetails).toEqual({
      contact_person_name: 'Rafi Receiver',
      contact_person_number: '+8801922222222',
      address_type: 'others',
      address: 'Uttara Sector 7, Dhaka',
      floor: null,
      road: '7',
      house: '21',
      latitude: String(points.uttara.lat),
      longitude: String(points.uttara.lng),
      zone_id: 3,
    });
  });

  it("the client's distance and amount are not trusted: the server measures the distance itself", async () => {
    const customer = await customerToken(server);
    const res = await send(customer, { distance: 0.1, order_amount: 0.01 });
    expect(res.status).toBe(200);
    expect((await stored(res.body.order_id)).distance).toBe(km(points.central, points.uttara));
  });

  it("a category without its own charges takes the sender zone's (Gulshan: 1.5/km, min 2, +10 %)", async () => {
    const customer = await customerToken(server);
    const to = { ...receiver, latitude: points.central.lat, longitude: points.central.lng };
    const res = await send(customer, {
      parcel_category_id: category.fragile,
      latitude: points.gulshan.lat,
      longitude: points.gulshan.lng,
      receiver_details: JSON.stringify(to),
    });
    expect(res.status).toBe(200);
    const d = km(points.gulshan, points.central); // ≈ 5.3 km: the motorbike
    const fee = cents((Math.max(d * 1.5, 2) + extra(d)) * 1.1);
    const row = await stored(res.body.order_id);
    expect(row).toMatchObject({ zoneId: 2, deliveryCharge: fee, orderAmount: cents(fee + 2) });
    expect(row.receiverDetails?.zone_id).toBe(1);
  });

  it('takes receiver_details as an object too, and short distances pay the minimum', async () => {
    const customer = await customerToken(server);
    const near = { ...receiver, latitude: points.central.lat + 0.005, longitude: points.central.lng };
    const res = await send(customer, { parcel_category_id: category.small, receiver_details: near });
    expect(res.status).toBe(200);
    // ≈ 0.56 km × 1.5 < 4: the minimum; the bicycle adds nothing
    expect(await stored(res.body.order_id)).toMatchObject({ deliveryCharge: 4, orderAmount: 6 });
  });

  it('the sender pays with the wallet: debited once', async () => {
    const customer = await customerToken(server, undefined, 100);
    const res = await send(customer, { payment_method: 'wallet' });
    expect(res.status).toBe(200);
    const row = await stored(res.body.order_id);
    expect(row.paymentStatus).toBe('paid');
    const [u] = await server.database.db.select().from(users).where(eq(users.id, customer.userId));
    expect(u!.walletBalance).toBeCloseTo(100 - row.orderAmount, 6);
  });

  it('a retried request with the same Idempotency-Key makes one parcel', async () => {
    const customer = await customerToken(server);
    const key = `parcel-${Date.now()}`;
    const first = await send(customer, {}, { 'Idempotency-Key': key });
    const again = await send(customer, {}, { 'Idempotency-Key': key });
    expect(again.status).toBe(200);
    expect(again.body.order_id).toBe(first.body.order_id);
  });

  it('a guest sends a parcel and tracks it with the sender number; details answer the order itself', async () => {
    const guest = await newGuest();
    const res = await send(guest, { charge_payer: 'receiver' });
    expect(res.status).toBe(200);
    const id = res.body.order_id as number;
    const track = await server.call('trackOrder', {
      query: { order_id: id, contact_number: '+8801911111111', guest_id: guest.guest },
    });
    expect(track.status).toBe(200);
    expect(track.body).toMatchObject({
      id,
      order_type: 'parcel',
      store_id: null,
      store: null,
      charge_payer: 'receiver',
      parcel_category_id: category.documents,
      parcel_category: { id: category.documents, name: 'Documents' },
      receiver_details: { contact_person_name: 'Rafi Receiver', zone_id: 3 },
      delivery_address: { contact_person_name: 'Sara Sender' },
    });
    const details = await server.call('getOrderDetails', { query: { order_id: id, guest_id: guest.guest } });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ id, order_type: 'parcel', charge_payer: 'receiver' });
    expect(Array.isArray(details.body)).toBe(false);
  });

  it("the customer's order list shows the parcel with its receiver", async () => {
    const customer = await customerToken(server);
    const res = await send(customer);
    const list = await server.call('getOrderList', { token: customer.token, query: { limit: 10, offset: 1 } });
    expect(list.status).toBe(200);
    expect(list.body.orders[0]).toMatchObject({
      id: res.body.order_id,
      module_type: 'parcel',
      store: null,
      receiver_details: { address: 'Uttara Sector 7, Dhaka' },
    });
  });
});

describe('parcel refusals', () => {
  const refused = async (body: Record<string, unknown>, status = 403) => {
    const res = await send(await customerToken(server), body);
    expect(res.status).toBe(status);
    return res.body.errors[0];
  };

  it('the receiver pays only cash on delivery', async () => {
    expect(await refused({ charge_payer: 'receiver', payment_method: 'wallet' })).toEqual({
      code: 'payment_method',
      message: 'The receiver can pay only by cash on delivery.',
    });
    expect(await refused({ charge_payer: 'receiver', payment_method: 'digital_payment' })).toMatchObject({
      code: 'payment_method',
    });
  });

  it('a category is required, must exist and be active', async () => {
    expect(await refused({ parcel_category_id: null })).toEqual({
      code: 'parcel_category_id',
      message: 'The parcel category id field is required.',
    });
    expect(await refused({ parcel_category_id: category.paused }, 404)).toEqual({
      code: 'parcel_category_id',
      message: 'Parcel category not found.',
    });
  });

  it('who pays is required', async () => {
    expect(await refused({ charge_payer: null })).toEqual({
      code: 'charge_payer',
      message: 'The charge payer field is required.',
    });
  });

  it('sender and receiver must lie in a parcel zone', async () => {
    expect(await refused({ latitude: points.outside.lat, longitude: points.outside.lng })).toEqual({
      code: 'coordinates',
      message: "The sender's address is outside every parcel delivery zone.",
    });
    const far = { ...receiver, latitude: points.outside.lat, longitude: points.outside.lng };
    expect(await refused({ receiver_details: JSON.stringify(far) })).toEqual({
      code: 'receiver_details',
      message: "The receiver's address is outside every parcel delivery zone.",
    });
  });

  it('receiver details must be a receiver with a name, a phone and an address', async () => {
    expect(await refused({ receiver_details: '{not json' })).toEqual({
      code: 'receiver_details',
      message: 'The receiver details are not valid.',
    });
    expect(await refused({ receiver_details: JSON.stringify({ ...receiver, contact_person_number: ' ' }) })).toEqual({
      code: 'receiver_details',
      message: 'The receiver phone field is required.',
    });
    expect(await refused({ receiver_details: null })).toEqual({
      code: 'receiver_details',
      message: 'The receiver details field is required.',
    });
  });

  it("the sender's contact and address are required", async () => {
    expect(await refused({ contact_person_name: '' })).toMatchObject({ code: 'contact_person_name' });
    expect(await refused({ address: '' })).toEqual({ code: 'address', message: 'The address field is required.' });
  });

  it('only in a parcel module', async () => {
    const res = await server.call('placeOrder', {
      moduleId: groceryModule,
      token: (await customerToken(server)).token,
      body: { order_amount: 0, order_type: 'parcel', payment_method: 'cash_on_delivery', ...sender },
    });
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toEqual({
      code: 'moduleId',
      message: 'Parcel delivery is not available in this module.',
    });
  });

  it('a store order still needs its store', async () => {
    const res = await server.call('placeOrder', {
      moduleId: groceryModule,
      token: (await customerToken(server)).token,
      body: { order_amount: 0, order_type: 'delivery', payment_method: 'cash_on_delivery' },
    });
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toEqual({ code: 'store_id', message: 'The store id field is required.' });
  });
});
