// The trip cart: one user_data row (the trip) and its vehicle lines per customer or guest; the business checks of
// add/update/check; availability against booked trips; pricing and the wire shape `{carts, user_data}`.
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { stores } from '../../db/schema/catalogue.ts';
import {
  rentalCartUserData,
  rentalCarts,
  tripDetails,
  trips,
  vehicles,
  type RentalType,
  type TripPoint,
} from '../../db/schema/rental.ts';
import { loadConfig } from '../config/business-config.ts';
import { forbidden } from '../http/errors.ts';
import type { AppContext } from '../http/handler.ts';
import { parsePoint, zonesAt } from '../rental/catalogue.ts';
import type { CouponRule } from '../../../domain/pricing/coupon.ts';
import { priceTrip, type TripPrice } from '../../../domain/pricing/rental.ts';
import { additionalChargeOf } from '../../../domain/pricing/additional-charge.ts';
import { ownedBy, type Owner } from '../http/scope.ts';
import { loadProviders, serializeVehicles, type VehicleRow } from '../rental/serializers.ts';
import { parseShopTime, formatShopTime } from '../../../domain/shop-time.ts';
import { exceedsVehicleCount } from '../../../domain/trip-cart.ts';
import type { SerializeOptions } from '../http/serialize.ts';
import { runningDiscount, storeOpenAt, type StoreRow } from '../stores/store.ts';

export type UserDataRow = typeof rentalCartUserData.$inferSelect;
export type CartLineRow = typeof rentalCarts.$inferSelect;
export type RentalCartJson = components['schemas']['RentalCart'];
type TripFieldsBody = components['schemas']['RentalTripFields'];

/** A 403 `[{code:'cart_item',message}]`. */
export const cartItemError = (message: string) => forbidden('cart_item', message);

export async function loadUserData(db: Db, owner: Owner): Promise<UserDataRow | undefined> {
  const [row] = await db
    .select()
    .from(rentalCartUserData)
    .where(ownedBy(rentalCartUserData, owner))
    .orderBy(sql`${rentalCartUserData.id} desc`)
    .limit(1);
  return row;
}

export async function loadLines(db: Db, owner: Owner): Promise<CartLineRow[]> {
  return db.select().from(rentalCarts).where(ownedBy(rentalCarts, owner)).orderBy(asc(rentalCarts.id));
}

/** Removes the owner's whole trip cart. */
export async function clearCart(db: Db, owner: Owner): Promise<void> {
  await db.delete(rentalCarts).where(ownedBy(rentalCarts, owner));
  await db.delete(rentalCartUserData).where(ownedBy(rentalCartUserData, owner));
}

/** The trip a cart call describes, merged over the current one (update-user-data sends only what changes). */
export interface TripSettings {
  rentalType: RentalType;
  estimatedHours: number;
  distance: number;
  destinationTime: number;
  pickupTime: Date;
  pickupLocation: TripPoint;
  destinationLocation: TripPoint | null;
}

function toPoint(raw: unknown, field: string): TripPoint {
  const { lat, lng } = parsePoint(raw, field);
  const name = (raw as { location_name?: unknown }).location_name;
  return { lat, lng, location_name: typeof name === 'string' ? name : '' };
}

/** Validates and completes the trip fields of a request (403 with the field code when invalid). */
export function tripSettings(body: TripFieldsBody, current?: UserDataRow): TripSettings {
  const rentalType = (body.rental_type ?? current?.rentalType) as RentalType | undefined;
  if (!rentalType) throw forbidden('rental_type', 'The rental type field is required.');
  const pickupRaw = body.pickup_location ?? current?.pickupLocation;
  if (!pickupRaw) throw forbidden('pickup_location', 'The pickup location field is required.');
  const pickupLocation = toPoint(pickupRaw, 'pickup_location');
  const destinationRaw =
    body.destination_location === undefined ? current?.destinationLocation : body.destination_location;
  const destinationLocation = destinationRaw ? toPoint(destinationRaw, 'destination_location') : null;
  let pickupTime = current?.pickupTime;
  if (body.pickup_time !== undefined) {
    const parsed = parseShopTime(body.pickup_time);
    if (!parsed) throw forbidden('pickup_time', 'The pickup time is not a valid date (YYYY-MM-DD hh:mm AM/PM).');
    pickupTime = parsed;
  }
  if (!pickupTime) throw forbidden('pickup_time', 'The pickup time field is required.');
  const sameType = current?.rentalType === rentalType;
  const estimatedHours = body.estimated_hours ?? (sameType ? current?.estimatedHours : undefined) ?? 0;
  const distance = body.distance ?? (sameType ? current?.distance : undefined) ?? 0;
  const destinationTime = body.destination_time ?? (sameType ? current?.destinationTime : undefined) ?? 0;
  if (rentalType === 'hourly' && !(estimatedHours > 0))
    throw forbidden('estimated_hours', 'The estimated hours field is required for hourly trips.');
  if (rentalType === 'distance_wise') {
    if (!(distance > 0)) throw forbidden('distance', 'The distance field is required for distance-wise trips.');
    if (!destinationLocation)
      throw forbidden('destination_location', 'The destination location field is required for distance-wise trips.');
  }
  return { rentalType, estimatedHours, distance, destinationTime, pickupTime, pickupLocation, destinationLocation };
}

/** Hours a trip keeps the vehicles (for availability): the hours of an hourly trip, else the trip time (≥ 1 h). */
export const tripHours = (t: Pick<TripSettings, 'rentalType' | 'estimatedHours' | 'destinationTime'>) =>
  t.rentalType === 'hourly' ? t.estimatedHours : Math.max(1, t.destinationTime);

/** Vehicles of this model already booked (pending/confirmed/ongoing trips) during the trip. */
export async function bookedDuring(db: Db, vehicleId: number, start: Date, hours: number): Promise<number> {
  const end = new Date(start.getTime() + hours * 3_600_000);
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${tripDetails.quantity}), 0)::int` })
    .from(tripDetails)
    .innerJoin(trips, eq(trips.id, tripDetails.tripId))
    .where(
      and(
        eq(tripDetails.vehicleId, vehicleId),
        inArray(trips.tripStatus, ['pending', 'confirmed', 'ongoing']),
        lt(trips.pickupTime, end),
        sql`${trips.pickupTime} + make_interval(secs => (case when ${trips.tripType} = 'hourly' then ${trips.estimatedHours} else greatest(1, ${trips.destinationTime}) end) * 3600) > ${start.toISOString()}::timestamptz`,
      ),
    );
  return row?.n ?? 0;
}

/** The vehicle and its provider, or 403 cart_item when either is gone. */
export async function rentableVehicle(db: Db, vehicleId: number): Promise<{ vehicle: VehicleRow; provider: StoreRow }> {
  const [row] = await db
    .select({ vehicle: vehicles, provider: stores })
    .from(vehicles)
    .innerJoin(stores, eq(stores.id, vehicles.providerId))
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.status, 1), eq(stores.status, 1)));
  if (!row) throw cartItemError('Vehicle not found.');
  return row;
}

/** The checks every vehicle of a trip must pass: trip type, quantity, pickup zone, provider open, availability. */
export async function checkVehicleForTrip(
  db: Db,
  { vehicle, provider }: { vehicle: VehicleRow; provider: StoreRow },
  quantity: number,
  trip: Pick<TripSettings, 'rentalType' | 'estimatedHours' | 'destinationTime' | 'pickupTime'> & {
    pickupLocation?: TripPoint | null;
  },
): Promise<void> {
  if (trip.rentalType === 'hourly' && !vehicle.tripHourly)
    throw cartItemError('This vehicle is not available for hourly trips.');
  if (trip.rentalType === 'distance_wise' && !vehicle.tripDistance)
    throw cartItemError('This vehicle is not available for distance-wise trips.');
  if (exceedsVehicleCount(quantity, vehicle.totalVehicles))
    throw cartItemError(`You can't add more than ${vehicle.totalVehicles} quantities of this vehicle.`);
  if (trip.pickupLocation) {
    const at = await zonesAt(db, trip.pickupLocation.lat, trip.pickupLocation.lng);
    if (!provider.pickupZoneId.some((z) => at.includes(z)))
      throw cartItemError('This provider does not serve your pickup location.');
  }
  if (!(await storeOpenAt(db, provider, trip.pickupTime)))
    throw cartItemError('The provider is closed at the pickup time.');
  const free = vehicle.totalVehicles - (await bookedDuring(db, vehicle.id, trip.pickupTime, tripHours(trip)));
  if (quantity > free)
    throw cartItemError(
      free > 0
        ? `Only ${free} of this vehicle are available at the pickup time.`
        : 'This vehicle is not available at the pickup time.',
    );
}

/** Prices a cart (or the lines of a trip being booked). */
export async function priceCart(
  ctx: AppContext,
  userData: UserDataRow,
  lines: { vehicle: VehicleRow; quantity: number }[],
  provider: StoreRow,
  coupon?: CouponRule | null,
): Promise<TripPrice & { taxRate: number; taxIncluded: boolean }> {
  const config = await loadConfig(ctx.db);
  const taxIncluded = config.tax_included === 1;
  const price = priceTrip({
    additionalCharge: additionalChargeOf(config),
    lines: lines.map((l) => ({ vehicle: l.vehicle, quantity: l.quantity })),
    measure: { rentalType: userData.rentalType, estimatedHours: userData.estimatedHours, distance: userData.distance },
    providerDiscount: runningDiscount(provider, ctx.now()),
    coupon,
    taxRate: provider.tax,
    taxIncluded,
  });
  return { ...price, taxRate: provider.tax, taxIncluded };
}

/** The vehicle rows of the cart's lines. */
export const vehiclesOfLines = (db: Db, lines: Pick<CartLineRow, 'vehicleId'>[]) =>
  db
    .select()
    .from(vehicles)
    .where(
      inArray(
        vehicles.id,
        lines.map((l) => l.vehicleId),
      ),
    );

/** The whole cart as the API answers it. */
export async function cartResponse(ctx: AppContext, owner: Owner, opts: SerializeOptions): Promise<RentalCartJson> {
  const [userData, lines] = await Promise.all([loadUserData(ctx.db, owner), loadLines(ctx.db, owner)]);
  if (!userData || !lines.length) return { carts: [], user_data: null };
  const vehicleRows = await vehiclesOfLines(ctx.db, lines);
  const providerIds = [...new Set(lines.map((l) => l.providerId))];
  const [vehicleJson, providers, providerRows] = await Promise.all([
    serializeVehicles(ctx.db, vehicleRows, opts),
    loadProviders(ctx.db, providerIds, opts),
    ctx.db.select().from(stores).where(inArray(stores.id, providerIds)),
  ]);
  const vehicleById = new Map(vehicleRows.map((v) => [v.id, v]));
  const jsonById = new Map(vehicleJson.map((v) => [v.id, v]));
  const provider = providerRows[0]!;
  const price = await priceCart(
    ctx,
    userData,
    lines.flatMap((l) =>
      vehicleById.has(l.vehicleId) ? [{ vehicle: vehicleById.get(l.vehicleId)!, quantity: l.quantity }] : [],
    ),
    provider,
  );
  return {
    carts: lines.flatMap((l) => {
      const vehicle = jsonById.get(l.vehicleId);
      const prov = providers.get(l.providerId);
      if (!vehicle || !prov) return [];
      return [
        {
          id: l.id,
          user_id: l.userId,
          guest_id: l.guestId,
          user_data_id: l.userDataId,
          vehicle_id: l.vehicleId,
          provider_id: l.providerId,
          quantity: l.quantity,
          vehicle,
          provider: prov,
        },
      ];
    }),
    user_data: {
      id: userData.id,
      user_id: userData.userId,
      guest_id: userData.guestId,
      pickup_location: userData.pickupLocation,
      destination_location: userData.destinationLocation,
      pickup_time: formatShopTime(userData.pickupTime)!,
      rental_type: userData.rentalType,
      estimated_hours: userData.estimatedHours,
      distance: userData.distance,
      destination_time: userData.destinationTime,
      pickup_zone_id: provider.pickupZoneId,
      total_cart_price: price.rent,
      discount_amount: price.discount,
      discount_on_trip_by: price.discountBy,
      tax_amount: price.tax,
      tax_percentage: price.taxRate,
      tax_status: price.taxIncluded ? 'included' : 'excluded',
      total_price: price.total,
    },
  };
}

/**
 * Moves a guest's trip cart to the customer who just signed in (when the customer has none). The customer area's
 * login may call it next to its store-cart merge.
 */
export async function mergeGuestRentalCart(db: Db, guestId: string | null | undefined, userId: number): Promise<void> {
  if (!guestId) return;
  const mine = await loadLines(db, { userId, guestId: null });
  if (mine.length) return;
  await db.delete(rentalCartUserData).where(eq(rentalCartUserData.userId, userId));
  const guest: Owner = { userId: null, guestId };
  await db.update(rentalCarts).set({ userId, guestId: null }).where(ownedBy(rentalCarts, guest));
  await db.update(rentalCartUserData).set({ userId, guestId: null }).where(ownedBy(rentalCartUserData, guest));
}
