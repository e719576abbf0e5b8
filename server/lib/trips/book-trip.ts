// Booking a trip from the trip cart (POST /rental/user/trip/trip-booking), as a sequence of named steps. The pure
// steps are unit-tested alone (test/server/checkout-steps.test.ts), the whole sequence by test/server/trips.test.ts.
import type { Db } from '../../db/client.ts';
import { rentalCartUserData, tripDetails, trips } from '../../db/schema/rental.ts';
import { eq } from 'drizzle-orm';
import type { operations } from '../../../openapi/storefront.d.ts';
import { tripCouponBase, type TripPrice } from '../../../domain/pricing/rental.ts';
import { tripStart } from '../../../domain/trip-booking.ts';
import { blank, checkGuestCheckout, clean, parseScheduleAt } from '../checkout/checkout.ts';
import type { BusinessConfig } from '../config/business-config.ts';
import { couponRule, recordCouponUse, usableCoupon, type CouponRow } from '../coupons/usable-coupon.ts';
import { forbidden } from '../http/errors.ts';
import type { AppContext } from '../http/handler.ts';
import { ownerColumns, type Owner } from '../http/scope.ts';
import type { SerializeOptions } from '../http/serialize.ts';
import {
  checkVehicleForTrip,
  clearCart,
  loadLines,
  loadUserData,
  priceCart,
  rentableVehicle,
  type CartLineRow,
  type UserDataRow,
} from '../rental-cart/cart.ts';
import { serializeVehicles, type VehicleRow } from '../rental/serializers.ts';
import type { StoreRow } from '../stores/store.ts';

type Body = NonNullable<operations['bookTrip']['requestBody']>['content']['application/json'];

/** Step: the trip cart matches the booking: not empty, the same provider and the same trip type. */
export function checkTripCart(
  userData: UserDataRow | undefined,
  lines: Pick<CartLineRow, 'providerId'>[],
  b: Pick<Body, 'provider_id' | 'trip_type'>,
): UserDataRow {
  if (!userData || !lines.length) throw forbidden('cart', 'Your trip cart is empty.');
  if (lines.some((l) => l.providerId !== b.provider_id))
    throw forbidden('provider_id', 'The provider does not match your trip cart.');
  if (userData.rentalType !== b.trip_type) throw forbidden('trip_type', 'The trip type does not match your trip cart.');
  return userData;
}

/** Step: the pickup time: the booking's schedule_at, else the cart's; a time not after now means now (scheduled 0). */
export function tripPickup(
  scheduleText: string | null | undefined,
  cartPickup: Date,
  now: Date,
): { pickupTime: Date; scheduled: 0 | 1 } {
  const at = parseScheduleAt(scheduleText, now, 'The schedule at is not a valid date (YYYY-MM-DD hh:mm AM/PM).');
  const start = tripStart(at ?? cartPickup, now);
  return { pickupTime: start.pickupTime, scheduled: start.scheduled ? 1 : 0 };
}

export type TripVehicle = { vehicle: VehicleRow; provider: StoreRow; quantity: number };

/** Step: every vehicle of the cart is still rentable for the trip at the pickup time. */
export async function checkTripVehicles(
  db: Db,
  lines: CartLineRow[],
  userData: UserDataRow,
  pickupTime: Date,
): Promise<TripVehicle[]> {
  const out: TripVehicle[] = [];
  for (const line of lines) {
    const target = await rentableVehicle(db, line.vehicleId);
    await checkVehicleForTrip(db, target, line.quantity, { ...userData, pickupTime });
    out.push({ ...target, quantity: line.quantity });
  }
  return out;
}

/** Step: the usable coupon of `coupon_code` (checked against the rent after discounts), or null. */
export async function tripCoupon(
  ctx: AppContext,
  code: string | null | undefined,
  owner: Owner,
  userData: UserDataRow,
  vehicles: TripVehicle[],
  provider: StoreRow,
  now: Date,
): Promise<CouponRow | null> {
  if (blank(code)) return null;
  const base = await priceCart(ctx, userData, vehicles, provider);
  return usableCoupon(ctx.db, {
    code: code!,
    moduleId: provider.moduleId,
    storeId: provider.id,
    zoneId: provider.zoneId,
    userId: owner.userId,
    amount: tripCouponBase(base),
    now,
  });
}

/** The contact stored with the trip (guests, and customers who give a contact person). */
export function tripContact(owner: Owner, b: Body) {
  if (owner.userId !== null && blank(b.contact_person_name)) return null;
  return {
    contact_person_name: b.contact_person_name?.trim() ?? '',
    contact_person_number: b.contact_person_number?.trim() ?? '',
    contact_person_email: clean(b.contact_person_email),
  };
}

export interface TripDraft {
  owner: Owner;
  body: Body;
  userData: UserDataRow;
  vehicles: TripVehicle[];
  provider: StoreRow;
  pickup: { pickupTime: Date; scheduled: 0 | 1 };
  price: TripPrice & { taxRate: number; taxIncluded: boolean };
  coupon: CouponRow | null;
  now: Date;
}

/** Step: writes the trip and its lines (with vehicle snapshots), counts the coupon use and empties the trip cart. */
export async function saveTrip(db: Db, d: TripDraft, opts: SerializeOptions): Promise<number> {
  const { owner, userData, provider, price, now } = d;
  const snapshots = await serializeVehicles(
    db,
    d.vehicles.map((i) => i.vehicle),
    opts,
    { withProvider: false },
  );
  return db.transaction(async (tx) => {
    // Claim the trip cart first: of parallel bookings of one cart, the one whose DELETE takes its row books it; the
    // others (waiting on that row on PostgreSQL) find it gone and answer as for an empty cart.
    const [claimed] = await tx
      .delete(rentalCartUserData)
      .where(eq(rentalCartUserData.id, userData.id))
      .returning({ id: rentalCartUserData.id });
    if (!claimed) throw forbidden('cart', 'Your trip cart is empty.');
    const [trip] = await tx
      .insert(trips)
      .values({
        ...ownerColumns(owner),
        providerId: provider.id,
        zoneId: provider.zoneId,
        moduleId: provider.moduleId,
        tripType: userData.rentalType,
        price: price.rent,
        discountOnTrip: price.discount,
        discountOnTripBy: price.discountBy,
        couponCode: d.coupon?.code ?? null,
        couponDiscountAmount: price.coupon,
        taxAmount: price.tax,
        taxPercentage: price.taxRate,
        taxStatus: price.taxIncluded ? 'included' : 'excluded',
        additionalCharge: price.additionalCharge,
        tripAmount: price.total,
        estimatedHours: userData.estimatedHours,
        distance: userData.distance,
        destinationTime: userData.destinationTime,
        pickupLocation: userData.pickupLocation,
        destinationLocation: userData.destinationLocation,
        pickupTime: d.pickup.pickupTime,
        scheduleAt: d.pickup.scheduled ? d.pickup.pickupTime : null,
        scheduled: d.pickup.scheduled,
        additionalNote: clean(d.body.additional_note),
        userInfo: tripContact(owner, d.body),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: trips.id });
    await tx.insert(tripDetails).values(
      d.vehicles.map((item, i) => ({
        tripId: trip!.id,
        vehicleId: item.vehicle.id,
        quantity: item.quantity,
        price: userData.rentalType === 'hourly' ? item.vehicle.hourlyPrice : item.vehicle.distancePrice,
        calculatedPrice: price.lines[i]!.rent,
        discountOnTrip: price.lines[i]!.discount,
        vehicleDetails: snapshots.find((s) => s.id === item.vehicle.id) as unknown as Record<string, unknown>,
        createdAt: now,
      })),
    );
    if (d.coupon) await recordCouponUse(tx, d.coupon, owner.userId, null, now);
    await clearCart(tx, owner);
    return trip!.id;
  });
}

/** The trip the cart would be booked as: checked and priced (coupon and tax included), nothing written. */
export async function priceTrip(
  ctx: AppContext,
  input: { owner: Owner; body: Pick<Body, 'provider_id' | 'trip_type' | 'schedule_at' | 'coupon_code'>; now: Date },
) {
  const { owner, body: b, now } = input;
  const [cartTrip, lines] = await Promise.all([loadUserData(ctx.db, owner), loadLines(ctx.db, owner)]);
  const userData = checkTripCart(cartTrip, lines, b);
  const pickup = tripPickup(b.schedule_at, userData.pickupTime, now);
  const vehicles = await checkTripVehicles(ctx.db, lines, userData, pickup.pickupTime);
  const provider = vehicles[0]!.provider;
  const coupon = await tripCoupon(ctx, b.coupon_code, owner, userData, vehicles, provider, now);
  const price = await priceCart(ctx, userData, vehicles, provider, coupon ? couponRule(coupon) : null);
  return { userData, pickup, vehicles, provider, coupon, price };
}

/** The whole sequence. */
export async function bookTrip(
  ctx: AppContext,
  input: { owner: Owner; body: Body; config: BusinessConfig; now: Date; opts: SerializeOptions },
) {
  const { owner, body: b, now } = input;
  checkGuestCheckout(owner, input.config, b);
  const { userData, pickup, vehicles, provider, coupon, price } = await priceTrip(ctx, { owner, body: b, now });
  const tripId = await saveTrip(
    ctx.db,
    { owner, body: b, userData, vehicles, provider, pickup, price, coupon, now },
    input.opts,
  );
  return { tripId, total: price.total };
}
