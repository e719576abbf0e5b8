import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../server/db/schema/catalogue.ts';
import { users } from '../../server/db/schema/customer.ts';
import { priceOfCart } from '../../src/features/rental/trip-price.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { customerToken, points, rentalIds, type RentalIds } from './rental-helpers.ts';

let server: TestServer;
let ids: RentalIds;
let moduleId: number;

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const at = (n: number, time = '10:30 AM') => `${day(n)} ${time}`;
/** A guest id issued by the server (POST /auth/guest/request): only issued ids own carts, trips and orders. */
const newGuest = async () => (await server.call('requestGuestId')).body.guest_id as string;
const contact = {
  contact_person_name: 'Guest Rider',
  contact_person_number: '+8801811111111',
  contact_person_email: 'rider@example.test',
};

beforeAll(async () => {
  server = await startTestServer();
  ids = await rentalIds(server);
  moduleId = ids.moduleId;
  await server.database.db.insert(coupons).values([
    {
      title: 'Ride 10',
      code: 'T-RIDE10',
      startDate: day(-10),
      expireDate: day(30),
      minPurchase: 50,
      maxDiscount: 5,
      discount: 10,
      discountType: 'percent',
      couponType: 'default',
      moduleId,
    },
    {
      title: 'Once',
      code: 'T-RIDEONCE',
      startDate: day(-10),
      expireDate: day(30),
      minPurchase: 0,
      maxDiscount: 0,
      discount: 3,
      discountType: 'amount',
      couponType: 'default',
      limit: 1,
      moduleId,
    },
    {
      title: 'Old',
      code: 'T-RIDEOLD',
      startDate: day(-30),
      expireDate: day(-1),
      minPurchase: 0,
      maxDiscount: 0,
      discount: 3,
      discountType: 'amount',
      couponType: 'default',
      moduleId,
    },
  ]);
});
afterAll(() => server.close());

type Who = { guest: string } | { token: string };
const auth = (who: Who) => ('token' in who ? { token: who.token } : {});
const guestOf = (who: Who) => ('guest' in who ? { guest_id: who.guest } : {});

async function fill(who: Who, vehicleName: string, quantity = 1, day = 1, hours = 3) {
  const res = await server.call('addToRentalCart', {
    moduleId,
    ...auth(who),
    body: {
      ...guestOf(who),
      vehicle_id: ids.vehicle(vehicleName).id,
      quantity,
      rental_type: 'hourly',
      estimated_hours: hours,
      pickup_time: at(day),
      pickup_location: points.central,
      destination_location: points.gulshan,
    },
  });
  expect(res.status).toBe(200);
  return res.body;
}

async function book(who: Who, extra: Record<string, unknown> = {}) {
  const cart = await server.call('getRentalCart', { moduleId, ...auth(who), query: guestOf(who) });
  return server.call('bookTrip', {
    moduleId,
    ...auth(who),
    body: {
      ...guestOf(who),
      ...('guest' in who ? contact : {}),
      trip_amount: cart.body.user_data.total_price,
      trip_type: cart.body.user_data.rental_type,
      provider_id: cart.body.carts[0].provider_id,
      ...extra,
    },
  });
}

describe('bookTrip', () => {
  it('books the guest’s cart, prices it on the server and empties the cart', async () => {
    const who = { guest: await newGuest() };
    await fill(who, 'Toyota Corolla Axio', 2);
    const res = await book(who, { additional_note: 'Child seat please', trip_amount: 1 });
    expect(res.status).toBe(200);
    // the bare trip id, as 6amMart answers it (its web client opens /rental/trip-status/<answer>)
    expect(typeof res.body).toBe('number');
    expect((await server.call('getRentalCart', { moduleId, query: { guest_id: who.guest } })).body.carts).toEqual([]);
    const trip = await server.call('getTripDetails', { query: { trip_id: res.body, guest_id: who.guest } });
    expect(trip.status).toBe(200);
    expect(trip.body).toMatchObject({
      id: res.body,
      trip_status: 'pending',
      trip_type: 'hourly',
      is_guest: 1,
      price: 72,
      discount_on_trip: 7.2,
      discount_on_trip_by: 'vehicle',
      tax_amount: 3.24,
      // 72 − 7.20 + 3.24 tax + the config's $2 service charge (as 6amMart 3.5 stores a trip)
      additional_charge: 2,
      trip_amount: 70.04,
      quantity: 2,
      scheduled: 1,
      pickup_time: `${day(1)} 10:30:00`,
      additional_note: 'Child seat please',
      user_info: contact,
      payment_status: 'unpaid',
    });
    expect(trip.body.trip_details[0]).toMatchObject({
      quantity: 2,
      price: 12,
      calculated_price: 72,
      discount_on_trip: 7.2,
    });
    expect(trip.body.trip_details[0].vehicle_details.name).toBe('Toyota Corolla Axio');
    expect(trip.body.provider.name).toBe('Dhaka Car Rentals');
    // what 6amMart web's trip page reads besides: the assigned vehicles (read unguarded), the lines' plates, the
    // provider's chat and review switches, the note under 6amMart's name and when the trip should end
    expect(trip.body.vehicle_identity).toEqual([]);
    expect(trip.body.trip_details[0].license_plate_number).toEqual([]);
    expect(trip.body.provider).toMatchObject({ chat: 1, reviews_section: 1 });
    expect(trip.body.trip_note).toBe('Child seat please');
    expect(trip.body.estimated_trip_end_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('stores the total the trip cart showed: the SPA’s price of the cart (with the service charge) is the trip_amount', async () => {
    const who = { guest: await newGuest() };
    await fill(who, 'Toyota Premio');
    const cart = (await server.call('getRentalCart', { moduleId, query: { guest_id: who.guest } })).body;
    const config = (await server.call('getConfig')).body;
    expect(config.additional_charge_status).toBe(1);
    const shown = priceOfCart(cart, new Date(), null, config)!;
    expect(shown.additionalCharge).toBe(config.additional_charge);
    const res = await book(who, { trip_amount: shown.total });
    const trip = await server.call('getTripDetails', { query: { trip_id: res.body, guest_id: who.guest } });
    expect(trip.body.trip_amount).toBe(shown.total);
    expect(trip.body.additional_charge).toBe(shown.additionalCharge);
    expect(cart.user_data.total_price).toBe(shown.total);
  });

  it('needs the contact person from guests and guest checkout switched on', async () => {
    const who = { guest: await newGuest() };
    await fill(who, 'Toyota Premio');
    const noContact = await book(who, { contact_person_name: '' });
    expect(noContact.status).toBe(403);
    expect(noContact.body.errors[0].code).toBe('contact_person_name');
    await server.setConfig({ guest_checkout_status: 0 });
    try {
      const off = await book(who);
      expect(off.status).toBe(403);
      expect(off.body.errors[0].code).toBe('guest_checkout');
    } finally {
      await server.setConfig({ guest_checkout_status: 1 });
    }
  });

  it('answers 403 for an empty cart or a provider / trip type that differs from the cart', async () => {
    const who = { guest: await newGuest() };
    const empty = await server.call('bookTrip', {
      moduleId,
      body: {
        guest_id: who.guest,
        ...contact,
        trip_amount: 10,
        trip_type: 'hourly',
        provider_id: ids.providers[0]!.id,
      },
    });
    expect(empty.status).toBe(403);
    expect(empty.body.errors[0].code).toBe('cart');
    await fill(who, 'Toyota Premio');
    expect((await book(who, { provider_id: ids.providers[1]!.id })).body.errors[0].code).toBe('provider_id');
    expect((await book(who, { trip_type: 'distance_wise' })).body.errors[0].code).toBe('trip_type');
    expect(
      (await server.call('bookTrip', { moduleId, body: { trip_amount: 1, trip_type: 'hourly', provider_id: 1 } }))
        .status,
    ).toBe(401);
  });

  it('applies a coupon (percent, capped) and checks its dates, usage limit and existence', async () => {
    const { token } = await customerToken(server);
    const who = { token };
    await fill(who, 'Toyota Premio', 1, 2, 4); // 60, 2 off → 58
    const res = await book(who, { coupon_code: 'T-RIDE10' });
    expect(res.status).toBe(200);
    const trip = await server.call('getTripDetails', { token, query: { trip_id: res.body } });
    expect(trip.body).toMatchObject({
      coupon_code: 'T-RIDE10',
      coupon_discount_amount: 5,
      price: 60,
      discount_on_trip: 2,
    });
    expect(trip.body.trip_amount).toBe(57.65); // (58 − 5) × 1.05 + $2 service charge

    await fill(who, 'Toyota Premio', 1, 3);
    expect((await book(who, { coupon_code: 'T-NOPE' })).status).toBe(404);
    const expired = await book(who, { coupon_code: 'T-RIDEOLD' });
    expect(expired.status).toBe(403);
    expect(expired.body.errors[0]).toEqual({ code: 'coupon', message: 'Coupon expired.' });
    expect((await book(who, { coupon_code: 'T-RIDEONCE' })).status).toBe(200);
    await fill(who, 'Toyota Premio', 1, 4);
    const again = await book(who, { coupon_code: 'T-RIDEONCE' });
    expect(again.status).toBe(406);
    expect(again.body.errors[0].code).toBe('coupon');
  });

  it('schedules the trip at schedule_at and refuses a past one', async () => {
    const { token } = await customerToken(server);
    await fill({ token }, 'Toyota Premio', 1, 5);
    const past = await book({ token }, { schedule_at: at(-1) });
    expect(past.status).toBe(403);
    expect(past.body.errors[0].code).toBe('schedule_at');
    const res = await book({ token }, { schedule_at: at(6, '09:00 PM') });
    const trip = await server.call('getTripDetails', { token, query: { trip_id: res.body } });
    expect(trip.body.schedule_at).toBe(`${day(6)} 21:00:00`);
    expect(trip.body.scheduled).toBe(1);
  });

  it('keeps booked vehicles from being rented twice at the same time', async () => {
    const first = await customerToken(server);
    await fill({ token: first.token }, 'Nissan X-Trail', 2, 8);
    expect((await book({ token: first.token })).status).toBe(200);
    const second = await customerToken(server);
    const res = await server.call('addToRentalCart', {
      moduleId,
      token: second.token,
      body: {
        vehicle_id: ids.vehicle('Nissan X-Trail').id,
        quantity: 1,
        rental_type: 'hourly',
        estimated_hours: 2,
        pickup_time: at(8, '11:00 AM'),
        pickup_location: points.central,
      },
    });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].message).toBe('This vehicle is not available at the pickup time.');
    const later = await server.call('addToRentalCart', {
      moduleId,
      token: second.token,
      body: {
        vehicle_id: ids.vehicle('Nissan X-Trail').id,
        quantity: 1,
        rental_type: 'hourly',
        estimated_hours: 2,
        pickup_time: at(8, '04:00 PM'),
        pickup_location: points.central,
      },
    });
    expect(later.status).toBe(200);
  });
});

describe('trip lists, details and cancellation', () => {
  it('lists all / running / completed trips and cancels a pending one', async () => {
    const { token } = await customerToken(server);
    await fill({ token }, 'Toyota Premio', 1, 10);
    const a = await book({ token });
    await fill({ token }, 'Toyota Noah', 1, 11);
    const b = await book({ token });
    const all = await server.call('getTripList', { token, params: { type: 'all' } });
    expect(all.status).toBe(200);
    expect(all.body.trips.map((t: any) => t.id)).toEqual([b.body, a.body]);
    const cancel = await server.call('cancelTrip', {
      token,
      body: { trip_id: a.body, reason: 'Plans changed' },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.message).toBe('Trip canceled successfully.');
    const running = await server.call('getTripList', { token, params: { type: 'running' } });
    expect(running.body.trips.map((t: any) => t.id)).toEqual([b.body]);
    const completed = await server.call('getTripList', {
      token,
      params: { type: 'completed' },
      query: { limit: 5, offset: 1 },
    });
    expect(completed.body).toMatchObject({ total_size: 1, limit: 5, offset: 1 });
    expect(completed.body.trips[0]).toMatchObject({
      trip_status: 'canceled',
      cancellation_reason: 'Plans changed',
      canceled_by: 'customer',
    });
    const again = await server.call('cancelTrip', { token, body: { trip_id: a.body } });
    expect(again.status).toBe(403);
    expect(again.body.errors[0].message).toBe('Only pending trips can be canceled.');
  });

  it('lists a guest’s trips by guest_id and answers 401 / 403 for bad requests', async () => {
    const who = { guest: await newGuest() };
    await fill(who, 'Toyota Premio', 1, 12);
    await book(who);
    const list = await server.call('getTripList', { params: { type: 'all' }, query: { guest_id: who.guest } });
    expect(list.body.total_size).toBe(1);
    expect((await server.call('getTripList', { params: { type: 'all' } })).status).toBe(401);
    expect(
      (await server.call('getTripList', { params: { type: 'later' }, query: { guest_id: who.guest } })).status,
    ).toBe(403);
  });

  it("answers 404 for someone else's trip, and for a guest's trip with another contact number", async () => {
    const who = { guest: await newGuest() };
    await fill(who, 'Toyota Premio', 1, 13);
    const booked = await book(who);
    const { token } = await customerToken(server);
    expect((await server.call('getTripDetails', { token, query: { trip_id: booked.body } })).status).toBe(404);
    const wrongNumber = await server.call('getTripDetails', {
      query: { trip_id: booked.body, guest_id: who.guest, contact_number: '+8800000000' },
    });
    expect(wrongNumber.status).toBe(404);
    const track = await server.call('getTripDetails', {
      query: { trip_id: booked.body, guest_id: who.guest, contact_number: contact.contact_person_number },
    });
    expect(track.status).toBe(200);
    expect((await server.call('cancelTrip', { token, body: { trip_id: booked.body } })).status).toBe(404);
  });
});

describe('payTrip', () => {
  const balanceOf = async (userId: number) =>
    (await server.database.db.select({ b: users.walletBalance }).from(users).where(eq(users.id, userId)))[0]!.b;

  it('records cash payment', async () => {
    const who = { guest: await newGuest() };
    await fill(who, 'Toyota Premio', 1, 14);
    const booked = await book(who);
    const res = await server.call('payTrip', {
      body: { guest_id: who.guest, trip_id: booked.body, payment_method: 'cash_payment' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Payment info updated.',
      payment_status: 'unpaid',
      payment_method: 'cash_payment',
    });
  });

  it('pays from the wallet when the balance covers the trip, refusing it otherwise', async () => {
    const rich = await customerToken(server, undefined, 500);
    await fill({ token: rich.token }, 'Toyota Premio', 1, 15); // 45 − 2 + 5 % = 45.15, + $2 service charge
    const booked = await book({ token: rich.token });
    const res = await server.call('payTrip', {
      token: rich.token,
      body: { trip_id: booked.body, payment_method: 'wallet' },
    });
    expect(res.status).toBe(200);
    expect(res.body.payment_status).toBe('paid');
    expect(await balanceOf(rich.userId)).toBe(452.85);
    const twice = await server.call('payTrip', {
      token: rich.token,
      body: { trip_id: booked.body, payment_method: 'wallet' },
    });
    expect(twice.status).toBe(403);
    expect(twice.body.errors[0].message).toBe('This trip is already paid.');
    // a wallet-paid trip canceled: the money goes back
    await server.call('cancelTrip', { token: rich.token, body: { trip_id: booked.body } });
    expect(await balanceOf(rich.userId)).toBe(500);

    const poor = await customerToken(server, undefined, 10);
    await fill({ token: poor.token }, 'Toyota Premio', 1, 16);
    const trip = await book({ token: poor.token });
    const short = await server.call('payTrip', {
      token: poor.token,
      body: { trip_id: trip.body, payment_method: 'wallet' },
    });
    expect(short.status).toBe(403);
    expect(short.body.errors[0].message).toBe('Your wallet balance is not enough for this trip.');
  });

  it('takes the wallet balance for a partial payment', async () => {
    const poor = await customerToken(server, undefined, 10);
    await fill({ token: poor.token }, 'Toyota Premio', 1, 17);
    const trip = await book({ token: poor.token });
    const res = await server.call('payTrip', {
      token: poor.token,
      body: { trip_id: trip.body, payment_method: 'partial_payment' },
    });
    expect(res.status).toBe(200);
    expect(res.body.payment_status).toBe('partially_paid');
    expect(await balanceOf(poor.userId)).toBe(0);
    const details = await server.call('getTripDetails', { token: poor.token, query: { trip_id: trip.body } });
    expect(details.body.partially_paid_amount).toBe(10);
  });

  it('digital payment: a payment page link, the trip unpaid until paid there; a foreign callback is refused', async () => {
    const who = { guest: await newGuest() };
    await fill(who, 'Toyota Premio', 1, 18);
    const booked = await book(who);
    const refused = await server.call('payTrip', {
      body: {
        guest_id: who.guest,
        trip_id: booked.body,
        payment_method: 'digital_payment',
        callback: 'https://evil.test/my-trips',
      },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe('callback');
    const res = await server.call('payTrip', {
      body: {
        guest_id: who.guest,
        trip_id: booked.body,
        payment_method: 'digital_payment',
        callback: `${server.url}/my-trips?x=1`,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ payment_method: 'digital_payment', payment_status: 'unpaid' });
    expect(res.body.redirect_link).toMatch(new RegExp(`^${server.url}/payment/trip\\?token=`));
    const details = await server.call('getTripDetails', {
      query: { trip_id: booked.body, guest_id: who.guest },
    });
    expect(details.body.payment_status).toBe('unpaid');
  });

  it('refuses the wallet to guests and answers 404 for an unknown trip', async () => {
    const who = { guest: await newGuest() };
    await fill(who, 'Toyota Premio', 1, 19);
    const booked = await book(who);
    const res = await server.call('payTrip', {
      body: { guest_id: who.guest, trip_id: booked.body, payment_method: 'wallet' },
    });
    expect(res.status).toBe(403);
    expect(
      (await server.call('payTrip', { body: { guest_id: who.guest, trip_id: 99999, payment_method: 'cash_payment' } }))
        .status,
    ).toBe(404);
    expect((await server.call('payTrip', { body: { trip_id: 1, payment_method: 'cash_payment' } })).status).toBe(401);
  });
});
