import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeGuestRentalCart } from '../../server/lib/rental-cart/cart.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { customerToken, points, rentalIds, setProviderActive, type RentalIds } from './rental-helpers.ts';

let server: TestServer;
let ids: RentalIds;
let moduleId: number;

beforeAll(async () => {
  server = await startTestServer();
  ids = await rentalIds(server);
  moduleId = ids.moduleId;
});
afterAll(() => server.close());

/** Tomorrow at 10:30 AM in the spec's "YYYY-MM-DD hh:mm AM/PM" format. */
const tomorrow = (() => {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.toISOString().slice(0, 10)} 10:30 AM`;
})();
/** A guest id issued by the server (POST /auth/guest/request): only issued ids own carts, trips and orders. */
const newGuest = async () => (await server.call('requestGuestId')).body.guest_id as string;

const hourlyTrip = (vehicleId: number, quantity = 1, extra: Record<string, unknown> = {}) => ({
  vehicle_id: vehicleId,
  quantity,
  rental_type: 'hourly',
  estimated_hours: 3,
  pickup_time: tomorrow,
  pickup_location: points.central,
  destination_location: points.gulshan,
  ...extra,
});

const add = (guestId: string, body: Record<string, unknown>) =>
  server.call('addToRentalCart', { moduleId, body: { guest_id: guestId, ...body } });

describe('getRentalCart', () => {
  it('answers an empty cart for a new guest', async () => {
    const res = await server.call('getRentalCart', { moduleId, query: { guest_id: await newGuest() } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ carts: [], user_data: null });
  });
  it('answers 401 {"errors":"Unauthorized"} without a token or a guest id', async () => {
    const res = await server.call('getRentalCart', { moduleId });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ errors: 'Unauthorized' });
  });
  it('answers 401 for a guest_id the server never issued (carts, trips and orders alike)', async () => {
    for (const op of ['getRentalCart', 'getTripList'] as const) {
      const res = await server.call(op, {
        moduleId,
        query: { guest_id: 'made-up-guest' },
        ...(op === 'getTripList' ? { params: { type: 'all' } } : {}),
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: 'Unauthorized' });
    }
  });
  it('answers 403 without the moduleId header', async () => {
    const res = await server.call('getRentalCart', { query: { guest_id: await newGuest() } });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('moduleId');
  });
});

describe('addToRentalCart', () => {
  it('adds the first vehicle, setting the trip, and prices it (vehicle discount, tax added)', async () => {
    const guest = await newGuest();
    const corolla = ids.vehicle('Toyota Corolla Axio'); // 12/h, 10 % off, provider tax 5 %
    const res = await add(guest, hourlyTrip(corolla.id, 2));
    expect(res.status).toBe(200);
    expect(res.body.carts).toHaveLength(1);
    const line = res.body.carts[0];
    expect(line).toMatchObject({ quantity: 2, vehicle_id: corolla.id, provider_id: corolla.providerId });
    expect(line.vehicle.name).toBe('Toyota Corolla Axio');
    expect(line.provider.pickup_zone_id).toEqual([1, 2, 4]);
    expect(res.body.user_data).toMatchObject({
      rental_type: 'hourly',
      estimated_hours: 3,
      pickup_time: `${tomorrow.slice(0, 10)} 10:30:00`,
      pickup_location: points.central,
      pickup_zone_id: [1, 2, 4],
      total_cart_price: 72, // 12 × 2 × 3
      discount_amount: 7.2, // 12 × 10 / 100 × 3 × 2
      discount_on_trip_by: 'vehicle',
      tax_amount: 3.24, // 5 % of 64.8
      tax_status: 'excluded',
      total_price: 70.04, // 72 − 7.20 + 3.24 + the config's $2 service charge
    });
  });

  it('applies the provider discount instead of the vehicle ones once the rent reaches its min_purchase', async () => {
    const guest = await newGuest();
    await add(guest, hourlyTrip(ids.vehicle('Toyota Corolla Axio').id, 2, { estimated_hours: 5 })); // 120
    const res = await add(guest, hourlyTrip(ids.vehicle('Toyota Noah').id, 1, { estimated_hours: 5 })); // + 100
    expect(res.status).toBe(200);
    expect(res.body.carts).toHaveLength(2);
    expect(res.body.user_data).toMatchObject({
      total_cart_price: 220,
      discount_amount: 22, // 10 % of 220, under the 50 cap
      discount_on_trip_by: 'provider',
      tax_amount: 9.9,
      total_price: 209.9, // 220 − 22 + 9.90 + $2 service charge
    });
  });

  it('rejects a vehicle already in the cart, from another provider, or for another trip type (403 cart_item)', async () => {
    const guest = await newGuest();
    const corolla = ids.vehicle('Toyota Corolla Axio');
    await add(guest, hourlyTrip(corolla.id));
    const again = await add(guest, hourlyTrip(corolla.id));
    expect(again.status).toBe(403);
    expect(again.body.errors[0]).toEqual({ code: 'cart_item', message: 'This vehicle is already in your cart.' });
    const other = await add(guest, hourlyTrip(ids.vehicle('Tesla Model 3').id));
    expect(other.status).toBe(403);
    expect(other.body.errors[0].message).toMatch(/another provider/);
    const distance = await add(guest, {
      ...hourlyTrip(ids.vehicle('Toyota Premio').id),
      rental_type: 'distance_wise',
      distance: 12.5,
    });
    expect(distance.status).toBe(403);
    expect(distance.body.errors[0].message).toMatch(/Change the trip type first/);
  });

  it("rejects a quantity above the vehicle's total with the spec's message", async () => {
    const corolla = ids.vehicle('Toyota Corolla Axio');
    const res = await add(await newGuest(), hourlyTrip(corolla.id, corolla.totalVehicles + 1));
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toEqual({
      code: 'cart_item',
      message: `You can't add more than ${corolla.totalVehicles} quantities of this vehicle.`,
    });
  });

  it('rejects a rental type the vehicle does not offer', async () => {
    const res = await add(await newGuest(), {
      ...hourlyTrip(ids.vehicle('Nissan X-Trail').id),
      rental_type: 'distance_wise',
      distance: 10,
    });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].message).toBe('This vehicle is not available for distance-wise trips.');
  });

  it("rejects a pickup point outside the provider's pickup zones", async () => {
    const res = await add(
      await newGuest(),
      hourlyTrip(ids.vehicle('Toyota Corolla Axio').id, 1, { pickup_location: points.uttara }),
    );
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toEqual({
      code: 'cart_item',
      message: 'This provider does not serve your pickup location.',
    });
  });

  it('rejects a closed provider', async () => {
    const mirpur = ids.providers[3]!;
    await setProviderActive(server, mirpur.id, false);
    try {
      const res = await add(await newGuest(), hourlyTrip(ids.vehicle('Yamaha FZ-S').id));
      expect(res.status).toBe(403);
      expect(res.body.errors[0].message).toBe('The provider is closed at the pickup time.');
    } finally {
      await setProviderActive(server, mirpur.id, true);
    }
  });

  it('rejects an unknown vehicle and invalid trip fields', async () => {
    const unknown = await add(await newGuest(), hourlyTrip(99999));
    expect(unknown.status).toBe(403);
    expect(unknown.body.errors[0]).toEqual({ code: 'cart_item', message: 'Vehicle not found.' });
    const noHours = await add(
      await newGuest(),
      hourlyTrip(ids.vehicle('Toyota Premio').id, 1, { estimated_hours: null }),
    );
    expect(noHours.status).toBe(403);
    expect(noHours.body.errors[0].code).toBe('estimated_hours');
    const badTime = await add(
      await newGuest(),
      hourlyTrip(ids.vehicle('Toyota Premio').id, 1, { pickup_time: '2026-13-40 25:00 PM' }),
    );
    expect(badTime.status).toBe(403);
    expect(badTime.body.errors[0].code).toBe('pickup_time');
    const noDestination = await add(await newGuest(), {
      ...hourlyTrip(ids.vehicle('Toyota Premio').id),
      rental_type: 'distance_wise',
      distance: 4,
      destination_location: null,
    });
    expect(noDestination.body.errors[0].code).toBe('destination_location');
    const missing = await server.call('addToRentalCart', {
      moduleId,
      body: { guest_id: await newGuest(), quantity: 1 },
    });
    expect(missing.status).toBe(403);
    expect(missing.body.errors.map((e: { code: string }) => e.code)).toEqual(
      expect.arrayContaining(['vehicle_id', 'rental_type']),
    );
  });

  it('keeps a signed-in customer’s cart apart from guests’ carts', async () => {
    const { token } = await customerToken(server);
    const res = await server.call('addToRentalCart', {
      moduleId,
      token,
      body: hourlyTrip(ids.vehicle('Toyota Premio').id),
    });
    expect(res.status).toBe(200);
    expect(res.body.carts[0].user_id).not.toBeNull();
    expect((await server.call('getRentalCart', { moduleId, token })).body.carts).toHaveLength(1);
    expect((await server.call('addToRentalCart', { moduleId, body: hourlyTrip(1) })).status).toBe(401);
  });
});

describe('updateRentalCart', () => {
  it('changes the quantity (and the pickup time when sent)', async () => {
    const guest = await newGuest();
    const added = await add(guest, hourlyTrip(ids.vehicle('Toyota Premio').id));
    const cartId = added.body.carts[0].id;
    const later = tomorrow.replace('10:30 AM', '02:15 PM');
    const res = await server.call('updateRentalCart', {
      moduleId,
      body: { guest_id: guest, cart_id: cartId, quantity: 3, pickup_time: later },
    });
    expect(res.status).toBe(200);
    expect(res.body.carts[0].quantity).toBe(3);
    expect(res.body.user_data.pickup_time).toBe(`${tomorrow.slice(0, 10)} 14:15:00`);
    expect(res.body.user_data.total_cart_price).toBe(135); // 15 × 3 × 3
  });
  it('blocks a quantity above total_vehicles and answers 404 for a cart line of someone else', async () => {
    const guest = await newGuest();
    const premio = ids.vehicle('Toyota Premio');
    const added = await add(guest, hourlyTrip(premio.id));
    const cartId = added.body.carts[0].id;
    const over = await server.call('updateRentalCart', {
      moduleId,
      body: { guest_id: guest, cart_id: cartId, quantity: premio.totalVehicles + 1 },
    });
    expect(over.status).toBe(403);
    expect(over.body.errors[0].message).toBe(
      `You can't add more than ${premio.totalVehicles} quantities of this vehicle.`,
    );
    const foreign = await server.call('updateRentalCart', {
      moduleId,
      body: { guest_id: await newGuest(), cart_id: cartId, quantity: 1 },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('updateRentalCartUserData', () => {
  it('lists (403, bare array) the cart ids lacking the new trip type, then switches once they are removed', async () => {
    const guest = await newGuest();
    await add(guest, hourlyTrip(ids.vehicle('Toyota Corolla Axio').id));
    const withXTrail = await add(guest, hourlyTrip(ids.vehicle('Nissan X-Trail').id));
    const xTrailLine = withXTrail.body.carts.find((c: any) => c.vehicle.name === 'Nissan X-Trail');
    const userDataId = withXTrail.body.user_data.id;
    const body = {
      guest_id: guest,
      rental_type: 'distance_wise',
      distance: 18.25,
      destination_time: 1,
      destination_location: points.gulshan,
    };
    const conflict = await server.call('updateRentalCartUserData', {
      moduleId,
      params: { user_data_id: userDataId },
      body,
    });
    expect(conflict.status).toBe(403);
    expect(conflict.body).toEqual([xTrailLine.id]);
    const removed = await server.call('removeMultipleRentalCart', {
      moduleId,
      query: { guest_id: guest, cart_ids: `[${xTrailLine.id}]` },
    });
    expect(removed.body.carts).toHaveLength(1);
    const res = await server.call('updateRentalCartUserData', { moduleId, params: { user_data_id: userDataId }, body });
    expect(res.status).toBe(200);
    expect(res.body.user_data).toMatchObject({ rental_type: 'distance_wise', distance: 18.25, destination_time: 1 });
    expect(res.body.user_data.total_cart_price).toBe(21.9); // 1.2 × 1 × 18.25
  });
  it('changes the hours of an hourly trip', async () => {
    const guest = await newGuest();
    const added = await add(guest, hourlyTrip(ids.vehicle('Toyota Premio').id));
    const res = await server.call('updateRentalCartUserData', {
      moduleId,
      params: { user_data_id: added.body.user_data.id },
      body: { guest_id: guest, rental_type: 'hourly', estimated_hours: 8 },
    });
    expect(res.status).toBe(200);
    expect(res.body.user_data.estimated_hours).toBe(8);
    expect(res.body.user_data.total_cart_price).toBe(120);
  });
  it('answers 404 for a trip that is not the caller’s', async () => {
    const res = await server.call('updateRentalCartUserData', {
      moduleId,
      params: { user_data_id: 99999 },
      body: { guest_id: await newGuest(), rental_type: 'hourly', estimated_hours: 2 },
    });
    expect(res.status).toBe(404);
  });
});

describe('removing vehicles', () => {
  it('removes one line; removing the last clears the trip', async () => {
    const guest = await newGuest();
    await add(guest, hourlyTrip(ids.vehicle('Toyota Corolla Axio').id));
    const two = await add(guest, hourlyTrip(ids.vehicle('Toyota Premio').id));
    const [first, second] = two.body.carts;
    const one = await server.call('removeRentalCartVehicle', {
      moduleId,
      params: { cart_id: first.id },
      query: { guest_id: guest },
    });
    expect(one.status).toBe(200);
    expect(one.body.carts.map((c: any) => c.id)).toEqual([second.id]);
    const none = await server.call('removeRentalCartVehicle', {
      moduleId,
      params: { cart_id: second.id },
      query: { guest_id: guest },
    });
    expect(none.body).toEqual({ carts: [], user_data: null });
  });
  it('answers 404 for an unknown line and 403 for malformed cart_ids', async () => {
    const guest = await newGuest();
    expect(
      (
        await server.call('removeRentalCartVehicle', {
          moduleId,
          params: { cart_id: 99999 },
          query: { guest_id: guest },
        })
      ).status,
    ).toBe(404);
    const bad = await server.call('removeMultipleRentalCart', {
      moduleId,
      query: { guest_id: guest, cart_ids: '[1,' },
    });
    expect(bad.status).toBe(403);
    expect(bad.body.errors[0].code).toBe('cart_ids');
  });
  it('clears the whole cart', async () => {
    const guest = await newGuest();
    await add(guest, hourlyTrip(ids.vehicle('Toyota Premio').id));
    const res = await server.call('clearRentalCart', { moduleId, query: { guest_id: guest } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ carts: [], user_data: null });
    expect((await server.call('clearRentalCart', { moduleId })).status).toBe(401);
  });
});

describe('checkRentalVehicle', () => {
  it('answers success when the vehicle can be rented at the pickup time', async () => {
    const res = await server.call('checkRentalVehicle', {
      moduleId,
      body: {
        guest_id: await newGuest(),
        vehicle_id: ids.vehicle('Toyota Premio').id,
        quantity: 1,
        pickup_time: tomorrow,
        rental_type: 'hourly',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success' });
  });
  it('answers 403 cart_item when it cannot', async () => {
    const res = await server.call('checkRentalVehicle', {
      moduleId,
      body: {
        guest_id: await newGuest(),
        vehicle_id: ids.vehicle('Toyota HiAce').id,
        quantity: 1,
        pickup_time: tomorrow,
        rental_type: 'hourly',
      },
    });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].message).toBe('This vehicle is not available for hourly trips.');
  });
  it('answers 401 without a token or a guest id', async () => {
    const res = await server.call('checkRentalVehicle', {
      moduleId,
      body: { vehicle_id: 1, quantity: 1, pickup_time: tomorrow, rental_type: 'hourly' },
    });
    expect(res.status).toBe(401);
  });
});

describe('mergeGuestRentalCart', () => {
  it("moves a guest's trip cart to the customer who signs in", async () => {
    const guest = await newGuest();
    await add(guest, hourlyTrip(ids.vehicle('Toyota Premio').id));
    const { token, userId } = await customerToken(server);
    await mergeGuestRentalCart(server.database.db, guest, userId);
    const mine = await server.call('getRentalCart', { moduleId, token });
    expect(mine.body.carts).toHaveLength(1);
    expect(mine.body.user_data.user_id).toBe(userId);
    expect((await server.call('getRentalCart', { moduleId, query: { guest_id: guest } })).body.carts).toEqual([]);
  });
});
