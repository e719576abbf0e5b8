// A review of one vehicle of a completed trip (POST /api/v1/rental/user/review/add): the rules and the provider's
// stored rating. A vehicle's avg_rating / total_reviews are counted from vehicle_reviews when read (serializers.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stores } from '../../db/schema/catalogue.ts';
import { users } from '../../db/schema/customer.ts';
import { tripDetails, trips, vehicleReviews } from '../../db/schema/rental.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { Owner } from '../http/scope.ts';
import { ownedTrip } from '../trips/trips.ts';
import { checkRating } from './rating.ts';

export interface TripReviewInput {
  trip_id: number;
  vehicle_id: number;
  rating: number;
  comment?: string | null;
}

/** Stores the review; throws 404 for a trip that is not the owner's or a vehicle not on it, 403 for the other rules. */
export async function addTripReview(db: Db, owner: Owner, input: TripReviewInput, now: Date) {
  const trip = await ownedTrip(db, owner, input.trip_id);
  if (trip.tripStatus !== 'completed') throw forbidden('trip', 'Only completed trips can be reviewed.');
  const [line] = await db
    .select({ id: tripDetails.id })
    .from(tripDetails)
    .where(and(eq(tripDetails.tripId, trip.id), eq(tripDetails.vehicleId, input.vehicle_id)));
  if (!line) throw notFound('vehicle', 'This vehicle is not part of the trip.');
  checkRating(input.rating);
  const comment = (input.comment ?? '').trim();
  const customerName = await reviewerName(db, owner, trip.userInfo?.contact_person_name);

  return db.transaction(async (tx) => {
    // the trip row is locked so two parallel reviews of the same trip cannot both pass the "once" check
    await tx.select({ id: trips.id }).from(trips).where(eq(trips.id, trip.id)).for('update');
    const [already] = await tx
      .select({ id: vehicleReviews.id })
      .from(vehicleReviews)
      .where(and(eq(vehicleReviews.tripId, trip.id), eq(vehicleReviews.vehicleId, input.vehicle_id)));
    if (already) throw forbidden('review', 'You have already reviewed this vehicle for this trip.');
    const [review] = await tx
      .insert(vehicleReviews)
      .values({
        vehicleId: input.vehicle_id,
        providerId: trip.providerId,
        userId: owner.userId,
        customerName,
        tripId: trip.id,
        rating: input.rating,
        comment,
        createdAt: now,
      })
      .returning();
    await refreshProviderRating(tx, trip.providerId);
    return review!;
  });
}

async function reviewerName(db: Db, owner: Owner, contactName: string | undefined): Promise<string> {
  if (owner.userId === null) return contactName?.trim() || 'Guest';
  const [u] = await db.select({ f: users.fName, l: users.lName }).from(users).where(eq(users.id, owner.userId));
  return [u?.f, u?.l].filter(Boolean).join(' ') || 'Customer';
}

/** The provider's avg_rating, rating_count and star counts (5 → 1) follow its vehicles' published reviews. */
export async function refreshProviderRating(db: Db, providerId: number) {
  const [s] = await db
    .select({
      avg: sql<number>`coalesce(avg(${vehicleReviews.rating}), 0)::float8`,
      count: sql<number>`count(*)::int`,
      stars: sql<number[]>`array[
        count(*) filter (where ${vehicleReviews.rating} = 5), count(*) filter (where ${vehicleReviews.rating} = 4),
        count(*) filter (where ${vehicleReviews.rating} = 3), count(*) filter (where ${vehicleReviews.rating} = 2),
        count(*) filter (where ${vehicleReviews.rating} = 1)]::int[]`,
    })
    .from(vehicleReviews)
    .where(and(eq(vehicleReviews.providerId, providerId), eq(vehicleReviews.status, 1)));
  await db
    .update(stores)
    .set({ avgRating: Math.round((s?.avg ?? 0) * 100) / 100, ratingCount: s?.count ?? 0, ratings: s?.stars ?? [] })
    .where(eq(stores.id, providerId));
}
