import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/schema/catalogue.ts';
import { trips } from '../../server/db/schema/rental.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { customerToken, points, rentalIds, type RentalIds } from './rental-helpers.ts';

let server: TestServer;
let ids: RentalIds;

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  ids = await rentalIds(server);
});
afterAll(() => server.close());

/** Books `vehicleName` for a new customer (day `n` ahead, so tests do not collide) and returns the trip id. */
async function bookFor(token: string, vehicleName: string, n: number) {
  const add = await server.call('addToRentalCart', {
    moduleId: ids.moduleId,
    token,
    body: {
      vehicle_id: ids.vehicle(vehicleName).id,
      quantity: 1,
      rental_type: 'hourly',
      estimated_hours: 2,
      pickup_time: `${day(n)} 09:00 AM`,
      pickup_location: points.central,
      destination_location: points.gulshan,
    },
  });
  expect(add.status).toBe(200);
  const cart = await server.call('getRentalCart', { moduleId: ids.moduleId, token });
  const booked = await server.call('bookTrip', {
    moduleId: ids.moduleId,
    token,
    body: {
      trip_amount: cart.body.user_data.total_price,
      trip_type: 'hourly',
      provider_id: cart.body.carts[0].provider_id,
    },
  });
  expect(booked.status).toBe(200);
  return booked.body as number;
}

const complete = (tripId: number) =>
  server.database.db.update(trips).set({ tripStatus: 'completed' }).where(eq(trips.id, tripId));

const review = (token: string, body: Record<string, unknown>) => server.call('addTripReview', { token, body });

describe('addTripReview', () => {
  it('stores a review of a completed trip’s vehicle, counted in the vehicle’s and provider’s ratings', async () => {
    const { token } = await customerToken(server);
    const vehicle = ids.vehicle('Toyota Premio');
    const tripId = await bookFor(token, 'Toyota Premio', 20);
    await complete(tripId);
    const before = await server.call('getRentalVehicleReviews', {
      moduleId: ids.moduleId,
      params: { id: vehicle.id },
    });
    const [providerBefore] = await server.database.db
      .select({ count: stores.ratingCount })
      .from(stores)
      .where(eq(stores.id, vehicle.providerId));

    const res = await review(token, { trip_id: tripId, vehicle_id: vehicle.id, rating: 4, comment: '  Clean car ' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Review submitted successfully.');
    expect(res.body.review).toMatchObject({
      vehicle_id: vehicle.id,
      provider_id: vehicle.providerId,
      trip_id: tripId,
      rating: 4,
      comment: 'Clean car',
      customer_name: expect.stringMatching(/^Test /),
      vehicle_name: 'Toyota Premio',
    });

    const after = await server.call('getRentalVehicleReviews', {
      moduleId: ids.moduleId,
      params: { id: vehicle.id },
    });
    expect(after.body.total_size).toBe(before.body.total_size + 1);
    expect(after.body.reviews[0]).toMatchObject({ trip_id: tripId, rating: 4 });
    const [providerAfter] = await server.database.db
      .select({ count: stores.ratingCount })
      .from(stores)
      .where(eq(stores.id, vehicle.providerId));
    expect(providerAfter!.count).toBe(providerBefore!.count + 1);
  });

  it('refuses a second review of the same vehicle on the same trip, and a trip not completed', async () => {
    const { token } = await customerToken(server);
    const vehicle = ids.vehicle('Toyota Noah');
    const tripId = await bookFor(token, 'Toyota Noah', 22);
    const pending = await review(token, { trip_id: tripId, vehicle_id: vehicle.id, rating: 5 });
    expect(pending.status).toBe(403);
    expect(pending.body.errors[0]).toEqual({ code: 'trip', message: 'Only completed trips can be reviewed.' });

    await complete(tripId);
    expect((await review(token, { trip_id: tripId, vehicle_id: vehicle.id, rating: 5 })).status).toBe(200);
    const twice = await review(token, { trip_id: tripId, vehicle_id: vehicle.id, rating: 3 });
    expect(twice.status).toBe(403);
    expect(twice.body.errors[0].message).toBe('You have already reviewed this vehicle for this trip.');
  });

  it('answers 404 for someone else’s trip or a vehicle not on the trip, 403 for a rating outside 1–5, 401 without a token', async () => {
    const owner = await customerToken(server);
    const other = await customerToken(server);
    const vehicle = ids.vehicle('Toyota Premio');
    const tripId = await bookFor(owner.token, 'Toyota Premio', 24);
    await complete(tripId);

    const foreign = await review(other.token, { trip_id: tripId, vehicle_id: vehicle.id, rating: 5 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors[0].code).toBe('trip');

    const notOnTrip = await review(owner.token, {
      trip_id: tripId,
      vehicle_id: ids.vehicle('Toyota Noah').id,
      rating: 5,
    });
    expect(notOnTrip.status).toBe(404);
    expect(notOnTrip.body.errors[0].message).toBe('This vehicle is not part of the trip.');

    const tooHigh = await review(owner.token, { trip_id: tripId, vehicle_id: vehicle.id, rating: 6 });
    expect(tooHigh.status).toBe(403);
    const longComment = await review(owner.token, {
      trip_id: tripId,
      vehicle_id: vehicle.id,
      rating: 5,
      comment: 'x'.repeat(1001),
    });
    expect(longComment.status).toBe(403);

    const anonymous = await server.call('addTripReview', {
      body: { trip_id: tripId, vehicle_id: vehicle.id, rating: 5 },
    });
    expect(anonymous.status).toBe(401);
  });
});
