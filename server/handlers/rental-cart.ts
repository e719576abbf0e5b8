// The trip cart (/api/v1/rental/user/cart/*): guest_id or bearer; every call answers with the whole cart.
import { and, eq, inArray } from 'drizzle-orm';
import { rentalCartUserData, rentalCarts } from '../db/schema/rental.ts';
import { ApiError, notFound } from '../lib/http/errors.ts';
import { defineHandlers, type AppContext } from '../lib/http/handler.ts';
import {
  cartItemError,
  cartResponse,
  checkVehicleForTrip,
  clearCart,
  loadLines,
  loadUserData,
  rentableVehicle,
  tripSettings,
  vehiclesOfLines,
} from '../lib/rental-cart/cart.ts';
import { idList } from '../lib/http/json-lists.ts';
import { ownedBy, type Owner, type RequestScope } from '../lib/http/scope.ts';

type Req = { scope: RequestScope };

export const rentalCartHandlers = defineHandlers((ctx) => {
  /** owner + module check, then the handler's work, then the whole cart. */
  const withCart = async (req: Req, work: (owner: Owner) => Promise<void>) => {
    const owner = req.scope.owner();
    req.scope.module();
    await work(owner);
    return cartResponse(ctx, owner, req.scope.serialize);
  };

  return {
    getRentalCart: async (req) => withCart(req, async () => {}),

    addToRentalCart: async (req) =>
      withCart(req, async (owner) => {
        const body = req.body;
        const target = await rentableVehicle(ctx.db, body.vehicle_id);
        const [current, lines] = await Promise.all([loadUserData(ctx.db, owner), loadLines(ctx.db, owner)]);
        const cartHasTrip = Boolean(current && lines.length);
        const trip = tripSettings(body);
        if (cartHasTrip) {
          if (lines.some((l) => l.vehicleId === target.vehicle.id))
            throw cartItemError('This vehicle is already in your cart.');
          if (lines.some((l) => l.providerId !== target.provider.id))
            throw cartItemError('Your cart has vehicles from another provider. Clear the cart to rent from this one.');
          if (current!.rentalType !== trip.rentalType)
            throw cartItemError(
              `Your cart is set for a ${current!.rentalType === 'hourly' ? 'hourly' : 'distance-wise'} trip. Change the trip type first.`,
            );
        }
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
      }),

    updateRentalCart: async (req) =>
      withCart(req, async (owner) => {
        const body = req.body;
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
      }),

    updateRentalCartUserData: async (req) =>
      withCart(req, async (owner) => {
        const [current] = await ctx.db
          .select()
          .from(rentalCartUserData)
          .where(and(eq(rentalCartUserData.id, req.params.user_data_id), ownedBy(rentalCartUserData, owner)));
        if (!current) throw notFound('user_data_id', 'Trip not found in your cart.');
        const trip = tripSettings(req.body, current);
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
      }),

    removeRentalCartVehicle: async (req) =>
      withCart(req, async (owner) => {
        const removed = await ctx.db
          .delete(rentalCarts)
          .where(and(eq(rentalCarts.id, req.params.cart_id), ownedBy(rentalCarts, owner)))
          .returning({ id: rentalCarts.id });
        if (!removed.length) throw notFound('cart_id', 'Cart item not found.');
        await dropEmptyTrip(ctx, owner);
      }),

    removeMultipleRentalCart: async (req) =>
      withCart(req, async (owner) => {
        const ids = idList(req.query.cart_ids, 'cart_ids') ?? [];
        if (ids.length)
          await ctx.db.delete(rentalCarts).where(and(inArray(rentalCarts.id, ids), ownedBy(rentalCarts, owner)));
        await dropEmptyTrip(ctx, owner);
      }),

    clearRentalCart: async (req) => withCart(req, (owner) => clearCart(ctx.db, owner)),

    checkRentalVehicle: async (req) => {
      req.scope.owner();
      req.scope.module();
      const body = req.body;
      const target = await rentableVehicle(ctx.db, body.vehicle_id);
      // the check may come before the trip's places are chosen
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
      await checkVehicleForTrip(ctx.db, target, body.quantity, {
        ...trip,
        pickupLocation: body.pickup_location ? trip.pickupLocation : null,
      });
      return { status: 'success' as const };
    },
  };
});

/** The last line gone: the trip goes too. */
async function dropEmptyTrip(ctx: AppContext, owner: Owner) {
  if (!(await loadLines(ctx.db, owner)).length) await clearCart(ctx.db, owner);
}
