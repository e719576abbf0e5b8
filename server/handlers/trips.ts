// Trips (/api/v1/rental/user/trip/*): booking from the trip cart, lists, details, cancellation and payment.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { tripDetails, trips } from '../db/schema/rental.ts';
import { loadConfig } from '../lib/config.ts';
import { forbidden } from '../lib/errors.ts';
import { defineHandlers } from '../lib/handler.ts';
import { couponRule, recordCouponUse, usableCoupon } from '../lib/order-coupons.ts';
import { debitWallet, refundWallet, walletBalance } from '../lib/order-payments.ts';
import {
  checkVehicleForTrip,
  clearCart,
  loadLines,
  loadUserData,
  priceCart,
  rentableVehicle,
} from '../lib/rental-cart.ts';
import { vehicleDiscount } from '../lib/rental-pricing.ts';
import { checkModule, ownerOf, paging, serializeOptions } from '../lib/rental-request.ts';
import { serializeVehicles } from '../lib/rental-serializers.ts';
import { parseShopTime } from '../lib/rental-time.ts';
import { ownedTrip, PAST_TRIP_STATUSES, RUNNING_TRIP_STATUSES, serializeTrips } from '../lib/rental-trips.ts';

const blank = (v: string | null | undefined) => !v || !v.trim();

export const tripsHandlers = defineHandlers((ctx) => ({
  bookTrip: async (req) => {
    const owner = ownerOf(req);
    await checkModule(ctx.db, req.headers);
    const body = req.body;
    const config = await loadConfig(ctx.db);
    const now = ctx.now();
    if (owner.userId === null) {
      if (config.guest_checkout_status !== 1)
        throw forbidden('guest_checkout', 'Guest checkout is not available. Please sign in.');
      if (blank(body.contact_person_name))
        throw forbidden('contact_person_name', 'The contact person name field is required.');
      if (blank(body.contact_person_number))
        throw forbidden('contact_person_number', 'The contact person number field is required.');
    }
    const [userData, lines] = await Promise.all([loadUserData(ctx.db, owner), loadLines(ctx.db, owner)]);
    if (!userData || !lines.length) throw forbidden('cart', 'Your trip cart is empty.');
    if (lines.some((l) => l.providerId !== body.provider_id))
      throw forbidden('provider_id', 'The provider does not match your trip cart.');
    if (userData.rentalType !== body.trip_type)
      throw forbidden('trip_type', 'The trip type does not match your trip cart.');

    let pickupTime = userData.pickupTime;
    if (!blank(body.schedule_at)) {
      const at = parseShopTime(body.schedule_at);
      if (!at) throw forbidden('schedule_at', 'The schedule at is not a valid date (YYYY-MM-DD hh:mm AM/PM).');
      if (at.getTime() < now.getTime() - 60_000)
        throw forbidden('schedule_at', 'The schedule time must be in the future.');
      pickupTime = at;
    }
    const scheduled = pickupTime.getTime() > now.getTime() ? 1 : 0;
    if (!scheduled) pickupTime = now;

    const items: (Awaited<ReturnType<typeof rentableVehicle>> & { quantity: number })[] = [];
    for (const line of lines) {
      const target = await rentableVehicle(ctx.db, line.vehicleId);
      await checkVehicleForTrip(ctx.db, target, line.quantity, { ...userData, pickupTime });
      items.push({ ...target, quantity: line.quantity });
    }
    const provider = items[0]!.provider;

    let coupon = null;
    if (!blank(body.coupon_code)) {
      const base = await priceCart(ctx, userData, items, provider);
      coupon = await usableCoupon(ctx.db, {
        code: body.coupon_code!,
        moduleId: provider.moduleId,
        storeId: provider.id,
        zoneId: provider.zoneId,
        userId: owner.userId,
        amount: base.rent - base.discount,
        now,
      });
    }
    const price = await priceCart(ctx, userData, items, provider, coupon ? couponRule(coupon) : null);
    const snapshots = await serializeVehicles(
      ctx.db,
      items.map((i) => i.vehicle),
      serializeOptions(ctx, req),
      { withProvider: false },
    );

    const tripId = await ctx.db.transaction(async (tx) => {
      const [trip] = await tx
        .insert(trips)
        .values({
          userId: owner.userId,
          guestId: owner.guestId,
          isGuest: owner.userId === null ? 1 : 0,
          providerId: provider.id,
          zoneId: provider.zoneId,
          moduleId: provider.moduleId,
          tripType: userData.rentalType,
          price: price.rent,
          discountOnTrip: price.discount,
          discountOnTripBy: price.discountBy,
          couponCode: coupon?.code ?? null,
          couponDiscountAmount: price.coupon,
          taxAmount: price.tax,
          taxPercentage: price.taxRate,
          taxStatus: price.taxIncluded ? 'included' : 'excluded',
          tripAmount: price.total,
          estimatedHours: userData.estimatedHours,
          distance: userData.distance,
          destinationTime: userData.destinationTime,
          pickupLocation: userData.pickupLocation,
          destinationLocation: userData.destinationLocation,
          pickupTime,
          scheduleAt: scheduled ? pickupTime : null,
          scheduled,
          additionalNote: blank(body.additional_note) ? null : body.additional_note!.trim(),
          userInfo:
            owner.userId === null || !blank(body.contact_person_name)
              ? {
                  contact_person_name: body.contact_person_name?.trim() ?? '',
                  contact_person_number: body.contact_person_number?.trim() ?? '',
                  contact_person_email: blank(body.contact_person_email) ? null : body.contact_person_email!.trim(),
                }
              : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: trips.id });
      const measure = {
        rentalType: userData.rentalType,
        estimatedHours: userData.estimatedHours,
        distance: userData.distance,
      };
      const provDiscount = price.discountBy === 'provider';
      await tx.insert(tripDetails).values(
        items.map((item, i) => ({
          tripId: trip!.id,
          vehicleId: item.vehicle.id,
          quantity: item.quantity,
          price: userData.rentalType === 'hourly' ? item.vehicle.hourlyPrice : item.vehicle.distancePrice,
          calculatedPrice: price.lines[i]!.rent,
          discountOnTrip: provDiscount
            ? price.lines[i]!.discount
            : Math.round(vehicleDiscount(item.vehicle, item.quantity, measure) * 100) / 100,
          vehicleDetails: snapshots.find((s) => s.id === item.vehicle.id) as unknown as Record<string, unknown>,
          createdAt: now,
        })),
      );
      if (coupon) await recordCouponUse(tx, coupon, owner.userId, null, now);
      await clearCart(tx, owner);
      return trip!.id;
    });
    return { message: 'Trip booked successfully.', trip_id: tripId, trip_amount: price.total };
  },

  getTripList: async (req) => {
    const owner = ownerOf(req);
    const { limit, offset, skip } = paging(req.query, 10);
    const statuses =
      req.params.type === 'running'
        ? [...RUNNING_TRIP_STATUSES]
        : req.params.type === 'completed'
          ? [...PAST_TRIP_STATUSES]
          : null;
    const where = and(
      owner.userId !== null
        ? eq(trips.userId, owner.userId)
        : and(isNull(trips.userId), eq(trips.guestId, owner.guestId)),
      statuses ? inArray(trips.tripStatus, statuses) : undefined,
    );
    const [[count], rows] = await Promise.all([
      ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(trips)
        .where(where),
      ctx.db.select().from(trips).where(where).orderBy(desc(trips.createdAt), desc(trips.id)).limit(limit).offset(skip),
    ]);
    return {
      total_size: count?.n ?? 0,
      limit,
      offset,
      trips: await serializeTrips(ctx.db, rows, serializeOptions(ctx, req)),
    };
  },

  getTripDetails: async (req) => {
    const owner = ownerOf(req);
    await checkModule(ctx.db, req.headers);
    const row = await ownedTrip(ctx.db, owner, req.query.trip_id, req.query.contact_number);
    const [json] = await serializeTrips(ctx.db, [row], serializeOptions(ctx, req));
    return json!;
  },

  cancelTrip: async (req) => {
    const owner = ownerOf(req);
    await checkModule(ctx.db, req.headers);
    const row = await ownedTrip(ctx.db, owner, req.body.trip_id);
    if (row.tripStatus !== 'pending') throw forbidden('trip', 'Only pending trips can be canceled.');
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(trips)
        .set({
          tripStatus: 'canceled',
          canceledAt: now,
          canceledBy: 'customer',
          cancellationReason: req.body.reason?.trim() || null,
          updatedAt: now,
        })
        .where(eq(trips.id, row.id));
      // money already taken from the wallet goes back
      const walletPart =
        row.paymentMethod === 'wallet' && row.paymentStatus === 'paid'
          ? row.tripAmount
          : row.paymentMethod === 'partial_payment'
            ? row.partiallyPaidAmount
            : 0;
      if (row.userId !== null && walletPart > 0) await refundWallet(tx, row.userId, walletPart, `trip #${row.id}`, now);
    });
    return { message: 'Trip canceled successfully.' };
  },

  payTrip: async (req) => {
    const owner = ownerOf(req);
    await checkModule(ctx.db, req.headers);
    const body = req.body;
    const row = await ownedTrip(ctx.db, owner, body.trip_id);
    if (!['pending', 'confirmed', 'ongoing'].includes(row.tripStatus))
      throw forbidden('trip', 'This trip can no longer be paid.');
    if (row.paymentStatus !== 'unpaid') throw forbidden('payment', 'This trip is already paid.');
    const config = await loadConfig(ctx.db);
    const now = ctx.now();
    const method = body.payment_method;
    const update = async (set: Partial<typeof trips.$inferInsert>) =>
      ctx.db
        .update(trips)
        .set({ ...set, updatedAt: now })
        .where(eq(trips.id, row.id));

    if (method === 'cash_payment') {
      await update({ paymentMethod: 'cash_payment' });
      return {
        message: 'Payment info updated.',
        trip_id: row.id,
        payment_method: method,
        payment_status: 'unpaid' as const,
      };
    }
    if (method === 'digital_payment') {
      if (!config.digital_payment) throw forbidden('payment_method', 'Digital payment is not available.');
      await update({ paymentMethod: body.payment_gateway?.trim() || 'digital_payment', paymentStatus: 'paid' });
      const callback = body.callback?.trim() || '/my-trips';
      const link = `${callback}${callback.includes('?') ? '&' : '?'}flag=success&trip_id=${row.id}`;
      return {
        message: 'Payment info updated.',
        trip_id: row.id,
        payment_method: method,
        payment_status: 'paid' as const,
        redirect_link: link,
      };
    }
    // wallet and partial payment: signed-in customers with the wallet on
    if (owner.userId === null) throw forbidden('payment_method', 'Sign in to pay with your wallet.');
    if (config.customer_wallet_status !== 1) throw forbidden('payment_method', 'The wallet is not available.');
    const balance = await walletBalance(ctx.db, owner.userId);
    if (method === 'wallet') {
      if (balance < row.tripAmount)
        throw forbidden('payment_method', 'Your wallet balance is not enough for this trip.');
      const ok = await ctx.db.transaction(async (tx) => {
        const paid = await debitWallet(tx, owner.userId!, row.tripAmount, 'order_place', `trip #${row.id}`, now);
        if (paid)
          await tx
            .update(trips)
            .set({ paymentMethod: 'wallet', paymentStatus: 'paid', updatedAt: now })
            .where(eq(trips.id, row.id));
        return paid;
      });
      if (!ok) throw forbidden('payment_method', 'Your wallet balance is not enough for this trip.');
      return {
        message: 'Payment info updated.',
        trip_id: row.id,
        payment_method: method,
        payment_status: 'paid' as const,
      };
    }
    if (config.partial_payment_status !== 1) throw forbidden('payment_method', 'Partial payment is not available.');
    if (balance <= 0) throw forbidden('payment_method', 'Your wallet is empty.');
    if (balance >= row.tripAmount)
      throw forbidden('payment_method', 'Your wallet covers the whole amount: pay with the wallet.');
    await ctx.db.transaction(async (tx) => {
      await debitWallet(tx, owner.userId!, balance, 'partial_payment', `trip #${row.id}`, now);
      await tx
        .update(trips)
        .set({
          paymentMethod: 'partial_payment',
          paymentStatus: 'partially_paid',
          partiallyPaidAmount: balance,
          updatedAt: now,
        })
        .where(eq(trips.id, row.id));
    });
    return {
      message: 'Payment info updated.',
      trip_id: row.id,
      payment_method: method,
      payment_status: 'partially_paid' as const,
    };
  },
}));
