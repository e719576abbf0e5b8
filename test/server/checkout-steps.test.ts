// The named steps of placing an order and booking a trip, each alone (no database): guest checkout, order type,
// delivery place, schedule, opening and availability, minimum order, wallet share, payment methods, trip cart checks.
import { describe, expect, it } from 'vitest';
import { checkGuestCheckout, parseScheduleAt, walletShare } from '../../server/lib/checkout/checkout.ts';
import { allowedCallback, withPaymentResult } from '../../server/lib/http/callback.ts';
import type { ApiError } from '../../server/lib/http/errors.ts';
import {
  checkCartLines,
  checkMinimumOrder,
  checkOrderType,
  checkPaymentMethod,
  COD_LIMIT_MESSAGE,
  deliveryPlace,
  deliveryRule,
  orderSchedule,
} from '../../server/lib/orders/place-order.ts';
import { checkTripCart, tripPickup } from '../../server/lib/trips/book-trip.ts';

/** The 6amMart error a step throws: status and first {code, message}. */
function errorOf(step: () => unknown) {
  try {
    step();
  } catch (e) {
    const err = e as ApiError;
    const body = err.body as { errors: { code: string; message: string }[] };
    return { status: err.statusCode, ...body.errors[0]! };
  }
  throw new Error('the step did not refuse');
}

const guest = { userId: null, guestId: 'g-1' } as const;
const customer = { userId: 7, guestId: null } as const;
const now = new Date('2026-03-04T06:00:00Z'); // 12:00 in Dhaka

describe('checkGuestCheckout', () => {
  it('lets customers through; guests need guest checkout on and a contact name and number', () => {
    expect(() => checkGuestCheckout(customer, { guest_checkout_status: 0 }, {})).not.toThrow();
    expect(errorOf(() => checkGuestCheckout(guest, { guest_checkout_status: 0 }, {}))).toEqual({
      status: 403,
      code: 'guest_checkout',
      message: 'Guest checkout is not available. Please sign in.',
    });
    expect(
      errorOf(() => checkGuestCheckout(guest, { guest_checkout_status: 1 }, { contact_person_name: ' ' })).code,
    ).toBe('contact_person_name');
    expect(
      errorOf(() => checkGuestCheckout(guest, { guest_checkout_status: 1 }, { contact_person_name: 'A' })).message,
    ).toBe('The contact person number field is required.');
  });
});

describe('parseScheduleAt / orderSchedule / tripPickup', () => {
  it('reads the shop time, refuses garbage and the past (one minute of grace)', () => {
    expect(parseScheduleAt('', now, 'bad')).toBeNull();
    expect(parseScheduleAt('2026-03-04 02:30 PM', now, 'bad')!.toISOString()).toBe('2026-03-04T08:30:00.000Z');
    expect(errorOf(() => parseScheduleAt('soon', now, 'bad'))).toMatchObject({ code: 'schedule_at', message: 'bad' });
    expect(errorOf(() => parseScheduleAt('2026-03-04 11:00 AM', now, 'bad')).message).toBe(
      'The schedule time must be in the future.',
    );
    expect(parseScheduleAt('2026-03-04T05:59:30Z', now, 'bad')).not.toBeNull();
  });
  it('orders: a later time needs scheduled orders on in the config and the store', () => {
    expect(orderSchedule(null, now, { schedule_order: true }, { scheduleOrder: true })).toEqual({
      scheduleAt: now,
      scheduled: 0,
    });
    expect(orderSchedule('2026-03-04 03:00 PM', now, { schedule_order: true }, { scheduleOrder: true }).scheduled).toBe(
      1,
    );
    expect(
      errorOf(() => orderSchedule('2026-03-04 03:00 PM', now, { schedule_order: true }, { scheduleOrder: false }))
        .message,
    ).toBe('Scheduled orders are not available for this store.');
  });
  it("trips: the booking's time, else the cart's; a time not after now is now", () => {
    const later = new Date('2026-03-05T06:00:00Z');
    expect(tripPickup(null, later, now)).toEqual({ pickupTime: later, scheduled: 1 });
    expect(tripPickup(null, new Date('2026-03-01T06:00:00Z'), now)).toEqual({ pickupTime: now, scheduled: 0 });
  });
});

describe('order steps', () => {
  it('checks the order type against the store and the config', () => {
    const config = { home_delivery_status: 1, takeaway_status: 0 };
    expect(() => checkOrderType({ delivery: true, takeAway: true }, config, 'delivery')).not.toThrow();
    expect(errorOf(() => checkOrderType({ delivery: true, takeAway: true }, config, 'take_away')).message).toBe(
      'Take away is not available for this store.',
    );
    expect(errorOf(() => checkOrderType({ delivery: false, takeAway: true }, config, 'delivery')).message).toBe(
      'Home delivery is not available for this store.',
    );
  });
  it('needs an address and coordinates inside the zone for a delivery, and measures the distance', () => {
    const store = { latitude: 23.75, longitude: 90.39 };
    const zone = {
      coordinates: [
        [23.7, 90.3],
        [23.7, 90.5],
        [23.9, 90.5],
        [23.9, 90.3],
      ] as [number, number][],
    };
    expect(deliveryPlace({ order_type: 'take_away' }, store, zone)).toEqual({ lat: null, lng: null, distanceKm: 0 });
    expect(errorOf(() => deliveryPlace({ order_type: 'delivery', address: '' }, store, zone)).code).toBe('address');
    expect(
      errorOf(() => deliveryPlace({ order_type: 'delivery', address: 'x', latitude: 'a' }, store, zone)).code,
    ).toBe('latitude');
    expect(
      errorOf(() => deliveryPlace({ order_type: 'delivery', address: 'x', latitude: 22, longitude: 91 }, store, zone))
        .message,
    ).toBe('Sorry, the store does not deliver to this address.');
    // 0.01° of latitude north of the store: 6378137 × 0.01 × π / 180 m = 1113.19 m, in whole metres: 1.113 km
    const place = deliveryPlace(
      { order_type: 'delivery', address: 'x', latitude: 23.76, longitude: 90.39 },
      store,
      zone,
    );
    expect(place.distanceKm).toBe(1.113);
  });
  it('refuses an empty cart, inactive items and items of another store', () => {
    expect(errorOf(() => checkCartLines([], 1)).message).toBe('Your cart is empty.');
    const cart = {} as never;
    expect(errorOf(() => checkCartLines([{ cart, item: undefined }], 1)).code).toBe('cart');
    expect(errorOf(() => checkCartLines([{ cart, item: { status: 1, storeId: 2 } as never }], 1)).code).toBe(
      'store_id',
    );
  });
  it('checks the minimum order on Σ unit × quantity + add-ons', () => {
    const input = (unit: number) =>
      ({ lines: [{ unit, quantity: 2, addOns: 1, itemDiscountPerUnit: 0 }] }) as Parameters<
        typeof checkMinimumOrder
      >[1];
    expect(() => checkMinimumOrder({ minimumOrder: 21 }, input(10))).not.toThrow();
    expect(errorOf(() => checkMinimumOrder({ minimumOrder: 22 }, input(10))).message).toBe(
      'The minimum order amount of this store is 22.',
    );
  });
  it("takes the store's own delivery charges with self-delivery, else the module's in the zone", () => {
    const store = {
      selfDeliverySystem: 1,
      perKmShippingCharge: 3,
      minimumShippingCharge: 10,
      maximumShippingCharge: null,
      freeDelivery: true,
    } as never;
    const pivot = { perKmShippingCharge: 1, minimumShippingCharge: 2, maximumShippingCharge: 50 } as never;
    const zone = { increasedDeliveryFeeStatus: 1, increasedDeliveryFee: 20 } as never;
    const place = { distanceKm: 4, extraCharge: 1.5 };
    expect(deliveryRule({ store, zone, pivot }, { admin_free_delivery: undefined } as never, place)).toMatchObject({
      perKm: 3,
      minimum: 10,
      maximum: 50,
      storeFree: true,
      surchargePercent: 20,
      distance: 4,
      extraCharge: 0,
    });
    const other = { ...(store as object), selfDeliverySystem: 0 } as never;
    expect(deliveryRule({ store: other, zone, pivot }, {} as never, place)).toMatchObject({
      perKm: 1,
      storeFree: false,
      extraCharge: 1.5,
    });
  });
  it('cash on delivery: on, in the zone, under the COD limit; digital payment: on, in the zone', () => {
    const config = { cash_on_delivery: true, digital_payment: false };
    const where = {
      zone: { cashOnDelivery: 1, digitalPayment: 1 } as never,
      pivot: { maximumCodOrderAmount: 100 } as never,
    };
    expect(() => checkPaymentMethod(config, where, 'cash_on_delivery', 100)).not.toThrow();
    expect(errorOf(() => checkPaymentMethod(config, where, 'cash_on_delivery', 100.5))).toMatchObject({
      code: 'order_amount',
      message: COD_LIMIT_MESSAGE,
    });
    expect(errorOf(() => checkPaymentMethod(config, where, 'digital_payment', 10)).message).toBe(
      'Digital payment is not available in this zone.',
    );
  });
});

describe('walletShare', () => {
  const config = { customer_wallet_status: 1, partial_payment_status: 1 } as const;
  const share = (method: 'wallet' | 'partial', balance: number, owner: typeof guest | typeof customer = customer) =>
    walletShare(owner, { method, total: 50, balance, config, noun: 'order', partialCode: 'partial_payment' });
  it('wallet: all of it when the balance covers it; partial: the whole balance when it does not', () => {
    expect(share('wallet', 80)).toBe(50);
    expect(share('partial', 20)).toBe(20);
  });
  it('refuses guests, a short balance, an empty wallet and a partial payment the wallet could cover', () => {
    expect(errorOf(() => share('wallet', 80, guest)).message).toBe('Sign in to pay with your wallet.');
    expect(errorOf(() => share('wallet', 49)).message).toBe('Your wallet balance is not enough for this order.');
    expect(errorOf(() => share('partial', 0))).toMatchObject({
      code: 'partial_payment',
      message: 'Your wallet is empty.',
    });
    expect(errorOf(() => share('partial', 50)).message).toBe(
      'Your wallet covers the whole amount: pay with the wallet.',
    );
  });
  it('builds the digital payment return link with the result and the id', () => {
    expect(withPaymentResult('http://shop.test/order-successful', 'success', ['order_id', 5])).toBe(
      'http://shop.test/order-successful?flag=success&order_id=5',
    );
    expect(withPaymentResult('http://shop.test/pay?x=1', 'cancel', ['trip_id', 9])).toBe(
      'http://shop.test/pay?x=1&flag=cancel&trip_id=9',
    );
    expect(withPaymentResult('http://shop.test/w?flag=success', 'fail')).toBe('http://shop.test/w?flag=fail');
  });
});

describe('allowedCallback (only http(s) addresses of an allowed origin)', () => {
  const env = { publicUrl: 'https://shop.test', paymentCallbackOrigins: ['https://spa.test', 'http://localhost:5173'] };
  it('accepts PUBLIC_URL and the listed origins, and resolves a path against PUBLIC_URL', () => {
    expect(allowedCallback('https://shop.test/order-successful', env)).toBe('https://shop.test/order-successful');
    expect(allowedCallback('https://spa.test/x?y=1', env)).toBe('https://spa.test/x?y=1');
    expect(allowedCallback('http://localhost:5173/profile?page=wallet', env)).toBe(
      'http://localhost:5173/profile?page=wallet',
    );
    expect(allowedCallback('/my-trips', env)).toBe('https://shop.test/my-trips');
    expect(allowedCallback(undefined, env)).toBeNull();
    expect(allowedCallback('  ', env)).toBeNull();
  });
  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.test/phish',
    '//evil.test/phish',
    'http://shop.test/order-successful', // the allowed host on another scheme is another origin
    'https://shop.test.evil.test/',
    'https://user:pw@shop.test/',
    'ftp://shop.test/',
  ])('refuses %s with 403 callback', (callback) => {
    expect(errorOf(() => allowedCallback(callback, env))).toEqual({
      status: 403,
      code: 'callback',
      message: 'The callback must be an address of this shop.',
    });
  });
});

describe('checkTripCart', () => {
  const userData = { rentalType: 'hourly' } as never;
  it('needs a trip with lines from the same provider and of the same trip type', () => {
    expect(errorOf(() => checkTripCart(undefined, [], { provider_id: 1, trip_type: 'hourly' })).code).toBe('cart');
    expect(
      errorOf(() => checkTripCart(userData, [{ providerId: 2 }], { provider_id: 1, trip_type: 'hourly' })).code,
    ).toBe('provider_id');
    expect(
      errorOf(() => checkTripCart(userData, [{ providerId: 1 }], { provider_id: 1, trip_type: 'distance_wise' })).code,
    ).toBe('trip_type');
    expect(checkTripCart(userData, [{ providerId: 1 }], { provider_id: 1, trip_type: 'hourly' })).toBe(userData);
  });
});
