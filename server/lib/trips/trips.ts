// Trips: ownership lookups and the wire shape (trip + provider + vehicle lines).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { tripDetails, trips } from '../../db/schema/rental.ts';
import { notFound } from '../http/errors.ts';
import { ownedBy, type Owner } from '../http/scope.ts';
import { loadProviders, type RentalProviderJson } from '../rental/serializers.ts';
import { formatShopTime } from '../../../domain/shop-time.ts';
import { columns, flags, iso, isoOrNull, type SerializeOptions } from '../http/serialize.ts';

export type TripRow = typeof trips.$inferSelect;
export type TripJson = components['schemas']['Trip'];

export const RUNNING_TRIP_STATUSES = ['pending', 'confirmed', 'ongoing'] as const;
export const PAST_TRIP_STATUSES = ['completed', 'canceled', 'payment_failed'] as const;

/** The owner's trip, or 404 `trip`. Guests may add the contact number the trip was booked with. */
export async function ownedTrip(db: Db, owner: Owner, tripId: number, contactNumber?: string): Promise<TripRow> {
  const [row] = await db
    .select()
    .from(trips)
    .where(and(eq(trips.id, tripId), ownedBy(trips, owner)));
  if (!row) throw notFound('trip', 'Trip not found.');
  if (owner.userId === null && contactNumber && row.userInfo?.contact_person_number !== contactNumber)
    throw notFound('trip', 'Trip not found.');
  return row;
}

/** When the trip should end: the pickup plus its hours (an hourly trip's estimated hours, else the route's hours). */
const tripEnd = (row: TripRow) =>
  new Date(
    row.pickupTime.getTime() + (row.tripType === 'hourly' ? row.estimatedHours : row.destinationTime) * 3_600_000,
  );

function serializeTrip(
  row: TripRow,
  provider: RentalProviderJson,
  details: (typeof tripDetails.$inferSelect)[],
): TripJson {
  return {
    ...columns(row, [
      'id',
      'userId',
      'providerId',
      'zoneId',
      'moduleId',
      'tripStatus',
      'tripType',
      'paymentMethod',
      'price',
      'discountOnTrip',
      'couponCode',
      'couponDiscountAmount',
      'taxAmount',
      'taxPercentage',
      'additionalCharge',
      'tripAmount',
      'partiallyPaidAmount',
      'estimatedHours',
      'distance',
      'destinationTime',
      'pickupLocation',
      'destinationLocation',
      'additionalNote',
      'userInfo',
      'cancellationReason',
      'canceledBy',
    ]),
    ...flags(row, ['isGuest', 'scheduled']),
    // 6amMart 3.5's trip details add the provider's chat and reviews switches (its web client shows the chat and the
    // review button by them): every provider here takes chats and trip reviews
    provider: { ...provider, chat: 1, reviews_section: 1 },
    // the vehicles (with their drivers) the provider assigned: this API assigns none, 6amMart answers [] until then;
    // 6amMart's web client reads it unguarded (tripDetails.vehicle_identity[0])
    vehicle_identity: [],
    // 6amMart's name of the booking's note
    trip_note: row.additionalNote,
    estimated_trip_end_time: formatShopTime(tripEnd(row)),
    payment_status: row.paymentStatus as TripJson['payment_status'],
    discount_on_trip_by: row.discountOnTripBy as TripJson['discount_on_trip_by'],
    tax_status: row.taxStatus as TripJson['tax_status'],
    pickup_time: formatShopTime(row.pickupTime)!,
    schedule_at: formatShopTime(row.scheduleAt),
    quantity: details.reduce((n, d) => n + d.quantity, 0),
    confirmed: isoOrNull(row.confirmedAt),
    ongoing: isoOrNull(row.ongoingAt),
    completed: isoOrNull(row.completedAt),
    canceled: isoOrNull(row.canceledAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    trip_details: details.map((d) => ({
      id: d.id,
      trip_id: d.tripId,
      vehicle_id: d.vehicleId,
      quantity: d.quantity,
      price: d.price,
      calculated_price: d.calculatedPrice,
      discount_on_trip: d.discountOnTrip,
      vehicle_details: d.vehicleDetails,
      // the licence plates of the vehicles assigned to the line (none assigned here)
      license_plate_number: [],
    })),
  };
}

/** Serializes trips with their providers and lines (three queries). */
export async function serializeTrips(db: Db, rows: TripRow[], opts: SerializeOptions): Promise<TripJson[]> {
  if (!rows.length) return [];
  const [providers, details] = await Promise.all([
    loadProviders(
      db,
      rows.map((r) => r.providerId),
      opts,
    ),
    db
      .select()
      .from(tripDetails)
      .where(
        inArray(
          tripDetails.tripId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(tripDetails.id)),
  ]);
  return rows.flatMap((r) => {
    const provider = providers.get(r.providerId);
    return provider
      ? [
          serializeTrip(
            r,
            provider,
            details.filter((d) => d.tripId === r.id),
          ),
        ]
      : [];
  });
}
