// Trips (/api/v1/rental/user/trip/*): booking from the trip cart, lists, details, cancellation and payment.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { trips } from '../db/schema/rental.ts';
import { clean, paymentRedirect, walletShare } from '../lib/checkout/checkout.ts';
import { loadConfig } from '../lib/config/business-config.ts';
import { forbidden } from '../lib/http/errors.ts';
import { defineHandlers } from '../lib/http/handler.ts';
import { bookTrip } from '../lib/trips/book-trip.ts';
import { ownedTrip, PAST_TRIP_STATUSES, RUNNING_TRIP_STATUSES, serializeTrips } from '../lib/trips/trips.ts';
import { debitWallet, refundWallet, walletBalance } from '../lib/wallet/payments.ts';

export const tripsHandlers = defineHandlers((ctx) => ({
  bookTrip: async (req) => {
    const { tripId, total } = await bookTrip(ctx, {
      owner: req.scope.owner(),
      body: req.body,
      config: await loadConfig(ctx.db),
      now: ctx.now(),
      opts: req.scope.serialize,
    });
    return { message: 'Trip booked successfully.', trip_id: tripId, trip_amount: total };
  },

  getTripList: async (req) => {
    const owner = req.scope.owner();
    const { limit, offset, skip } = req.scope.page(req.query);
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
      trips: await serializeTrips(ctx.db, rows, req.scope.serialize),
    };
  },

  getTripDetails: async (req) => {
    const owner = req.scope.owner();
    req.scope.module();
    const row = await ownedTrip(ctx.db, owner, req.query.trip_id, req.query.contact_number);
    const [json] = await serializeTrips(ctx.db, [row], req.scope.serialize);
    return json!;
  },

  cancelTrip: async (req) => {
    const owner = req.scope.owner();
    req.scope.module();
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
          cancellationReason: clean(req.body.reason),
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
    const owner = req.scope.owner();
    req.scope.module();
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
      const link = paymentRedirect(body.callback, '/my-trips', 'trip_id', row.id);
      return {
        message: 'Payment info updated.',
        trip_id: row.id,
        payment_method: method,
        payment_status: 'paid' as const,
        redirect_link: link,
      };
    }
    // wallet and partial payment: signed-in customers with the wallet on
    const balance = owner.userId === null ? 0 : await walletBalance(ctx.db, owner.userId);
    const share = walletShare(owner, {
      method: method === 'wallet' ? 'wallet' : 'partial',
      total: row.tripAmount,
      balance,
      config,
      noun: 'trip',
      partialCode: 'payment_method',
    });
    if (method === 'wallet') {
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
    await ctx.db.transaction(async (tx) => {
      await debitWallet(tx, owner.userId!, share, 'partial_payment', `trip #${row.id}`, now);
      await tx
        .update(trips)
        .set({
          paymentMethod: 'partial_payment',
          paymentStatus: 'partially_paid',
          partiallyPaidAmount: share,
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
