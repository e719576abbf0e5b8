// What the trip cart's calls change: adding a vehicle with the searched trip (refused on a conflict with the cart,
// by the trip-cart rules of domain/trip-cart.ts the storefront's trip-cart chart reads too), a line's quantity and
// pickup time, the cart's trip, removing lines (the trip goes with the last one), and the check before adding.
import { and, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import { isTripCartEmpty, lineOfVehicle, tripCartConflict } from '../../../domain/trip-cart.ts';
import type { TripCart, TripRequest, TripVehicle } from '../../../domain/trip-cart.ts';
import { formatShopTime } from '../../../domain/shop-time.ts';
import type { Db } from '../../db/client.ts';
import { rentalCartUserData, rentalCarts } from '../../db/schema/rental.ts';
import { ApiError, notFound } from '../http/errors.ts';
import type { ApiRequest, AppContext } from '../http/handler.ts';
import { ownedBy, type Owner } from '../http/scope.ts';
import {
  cartItemError,
  checkVehicleForTrip,
  clearCart,
  loadLines,
  loadUserData,
  rentableVehicle,
  tripSettings,
  vehiclesOfLines,
  type CartLineRow,
  type TripSettings,
  type UserDataRow,
} from './cart.ts';

type Schemas = components['schemas'];
type AddBody = Schemas['RentalTripFields'] & { vehicle_id: number; quantity: number };
type CheckBody = ApiRequest<'checkRentalVehicle'>['body'];

/** The owner's cart as the trip-cart rules read it: its trip and its lines with their vehicles' counts. */
async function tripCartOf(db: Db, current: UserDataRow | undefined, lines: CartLineRow[]): Promise<TripCart> {
  const rows = lines.length ? await vehiclesOfLines(db, lines) : [];
  const totalOf = new Map(rows.map((v) => [v.id, v.totalVehicles]));
  return {
    trip: current ? { id: current.id, rental_type: current.rentalType, estimated_hours: current.estimatedHours } : null,
    lines: lines.map((l) => ({
      id: l.id,
      vehicle_id: l.vehicleId,
      provider_id: l.providerId,
      quantity: l.quantity,
      total_vehicles: totalOf.get(l.vehicleId) ?? 0,
    })),
  };
}

/** A validated trip as the trip-cart rules read it. */
const tripRequestOf = (t: TripSettings): TripRequest => ({
  rental_type: t.rentalType,
  estimated_hours: t.estimatedHours,
  distance: t.distance,
  destination_time: t.destinationTime,
  pickup_time: formatShopTime(t.pickupTime)!,
  pickup_location: t.pickupLocation,
  destination_location: t.destinationLocation,
});

/**
 * A cart with a trip refuses the vehicle it already holds, a vehicle of another provider and another trip type
 * (spec part 2 §3 "Rental cart", §4; the conflict rule of domain/trip-cart.ts), each with its worded 403.
 */
function refuseCartConflicts(cart: TripCart, vehicle: TripVehicle, trip: TripRequest) {
  if (cart.trip === null || isTripCartEmpty(cart)) return;
  if (lineOfVehicle(cart, vehicle.id)) throw cartItemError('This vehicle is already in your cart.');
  const conflict = tripCartConflict(cart, vehicle, trip);
  if (conflict === 'otherProvider')
    throw cartItemError('Your cart has vehicles from another provider. Clear the cart to rent from this one.');
  if (conflict === 'otherTripType')
    throw cartItemError(
      `Your cart is set for a ${cart.trip.rental_type === 'hourly' ? 'hourly' : 'distance-wise'} trip. Change the trip type first.`,
    );
}

/**
 * Adds a vehicle with the searched trip: refused on a conflict with the cart or when the vehicle fails the trip's
 * checks; an empty cart takes the trip as its own.
 */
export async function addToTripCart(ctx: AppContext, owner: Owner, body: AddBody): Promise<void> {
  const target = await rentableVehicle(ctx.db, body.vehicle_id);
  const [current, lines] = await Promise.all([loadUserData(ctx.db, owner), loadLines(ctx.db, owner)]);
  const trip = tripSettings(body);
  const cart = await tripCartOf(ctx.db, current, lines);
  const vehicle = {
    id: target.vehicle.id,
    provider_id: target.provider.id,
    total_vehicles: target.vehicle.totalVehicles,
  };
  refuseCartConflicts(cart, vehicle, tripRequestOf(trip));
  const cartHasTrip = cart.trip !== null && !isTripCartEmpty(cart);
  await checkVehicleForTrip(ctx.db, target, body.quantity, trip);
  await ctx.db.transaction(async (tx) => {
    let userDataId = current?.id;
    if (!cartHasTrip) {
      await tx.delete(rentalCartUserData).where(ownedBy(rentalCartUserData, owner));
      const [row] = await tx
        .insert(rentalCartUserData)
        .values({
          userId: owner.userId,
          guestId: owner.guestId,
          ...trip,
          createdAt: ctx.now(),
          updatedAt: ctx.now(),
        })
        .returning({ id: rentalCartUserData.id });
      userDataId = row!.id;
    }
    await tx.insert(rentalCarts).values({
      userDataId: userDataId!,
      userId: owner.userId,
      guestId: owner.guestId,
      vehicleId: target.vehicle.id,
      providerId: target.provider.id,
      quantity: body.quantity,
      createdAt: ctx.now(),
    });
  });
}

/** Changes a line's quantity (and the trip's pickup time, when sent), within the trip's checks. */
export async function changeCartLine(
  ctx: AppContext,
  owner: Owner,
  body: { cart_id: number; quantity: number; pickup_time?: string },
): Promise<void> {
  const [line] = await ctx.db
    .select()
    .from(rentalCarts)
    .where(and(eq(rentalCarts.id, body.cart_id), ownedBy(rentalCarts, owner)));
  if (!line) throw notFound('cart_id', 'Cart item not found.');
  const current = await loadUserData(ctx.db, owner);
  const trip = tripSettings({ pickup_time: body.pickup_time }, current);
  const target = await rentableVehicle(ctx.db, line.vehicleId);
  await checkVehicleForTrip(ctx.db, target, body.quantity, trip);
  await ctx.db.update(rentalCarts).set({ quantity: body.quantity }).where(eq(rentalCarts.id, line.id));
  if (body.pickup_time !== undefined)
    await ctx.db
      .update(rentalCartUserData)
      .set({ pickupTime: trip.pickupTime, updatedAt: ctx.now() })
      .where(eq(rentalCartUserData.id, current!.id));
}

/**
 * Changes the cart's trip. A trip type some cart vehicles lack is refused with the bare list of their cart ids
 * (part 2 §7, §8); every vehicle must pass the new trip's checks.
 */
export async function changeCartTrip(
  ctx: AppContext,
  owner: Owner,
  userDataId: number,
  body: Schemas['RentalTripFields'],
): Promise<void> {
  const [current] = await ctx.db
    .select()
    .from(rentalCartUserData)
    .where(and(eq(rentalCartUserData.id, userDataId), ownedBy(rentalCartUserData, owner)));
  if (!current) throw notFound('user_data_id', 'Trip not found in your cart.');
  const trip = tripSettings(body, current);
  const lines = await loadLines(ctx.db, owner);
  if (lines.length) {
    const rows = await vehiclesOfLines(ctx.db, lines);
    const supports = (vehicleId: number) => {
      const v = rows.find((r) => r.id === vehicleId);
      return Boolean(v && (trip.rentalType === 'hourly' ? v.tripHourly : v.tripDistance));
    };
    const conflicts = lines.filter((l) => !supports(l.vehicleId)).map((l) => l.id);
    if (conflicts.length) throw new ApiError(403, conflicts);
    for (const line of lines)
      await checkVehicleForTrip(ctx.db, await rentableVehicle(ctx.db, line.vehicleId), line.quantity, trip);
  }
  await ctx.db
    .update(rentalCartUserData)
    .set({ ...trip, updatedAt: ctx.now() })
    .where(eq(rentalCartUserData.id, current.id));
}

/** The last line gone: the trip goes too. */
async function dropEmptyTrip(db: Db, owner: Owner) {
  if (!(await loadLines(db, owner)).length) await clearCart(db, owner);
}

/** Removes one of the owner's lines (404 when it is not theirs). */
export async function removeCartLine(db: Db, owner: Owner, cartId: number): Promise<void> {
  const removed = await db
    .delete(rentalCarts)
    .where(and(eq(rentalCarts.id, cartId), ownedBy(rentalCarts, owner)))
    .returning({ id: rentalCarts.id });
  if (!removed.length) throw notFound('cart_id', 'Cart item not found.');
  await dropEmptyTrip(db, owner);
}

/** Removes the owner's lines among `ids` (others' are left alone). */
export async function removeCartLines(db: Db, owner: Owner, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(rentalCarts).where(and(inArray(rentalCarts.id, ids), ownedBy(rentalCarts, owner)));
  await dropEmptyTrip(db, owner);
}

/**
 * The check before adding: the vehicle passes the trip's checks. The check may come before the trip's places are
 * chosen: the provider's position stands in for them, and the pickup zone is then not checked.
 */
export async function checkVehicleAvailability(db: Db, body: CheckBody): Promise<void> {
  const target = await rentableVehicle(db, body.vehicle_id);
  const pickup = body.pickup_location ?? {
    lat: target.provider.latitude,
    lng: target.provider.longitude,
    location_name: '',
  };
  const trip = tripSettings({
    ...body,
    pickup_location: pickup,
    destination_location: body.destination_location ?? pickup,
    estimated_hours: body.estimated_hours ?? 1,
    distance: body.distance ?? 1,
  });
  await checkVehicleForTrip(db, target, body.quantity, {
    ...trip,
    pickupLocation: body.pickup_location ? trip.pickupLocation : null,
  });
}
