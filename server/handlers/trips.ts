// Trips (/api/v1/rental/user/trip/*): booking from the trip cart, lists, details, cancellation and payment.
import { loadConfig } from '../lib/config/business-config.ts';
import { defineHandlers } from '../lib/http/handler.ts';
import { bookTrip, priceTrip } from '../lib/trips/book-trip.ts';
import { taxAnswer } from '../lib/order-extras/order-extras.ts';
import { cancelTrip, payTrip, tripPage } from '../lib/trips/trip-list.ts';
import { ownedTrip, serializeTrips } from '../lib/trips/trips.ts';

export const tripsHandlers = defineHandlers((ctx) => ({
  bookTrip: async (req) => {
    const { tripId } = await bookTrip(ctx, {
      owner: req.scope.owner(),
      body: req.body,
      config: await loadConfig(ctx.db),
      now: ctx.now(),
      opts: req.scope.serialize,
    });
    // 6amMart answers the bare trip id (its web client goes to /rental/trip-status/<answer>)
    return tripId;
  },

  // the checkout's preview: the tax trip-booking would charge for this cart (the client's amounts are not read)
  getTripTax: async (req) => {
    req.scope.module();
    const { price } = await priceTrip(ctx, { owner: req.scope.owner(), body: req.body, now: ctx.now() });
    return taxAnswer(price.tax, price.taxRate, price.taxIncluded);
  },

  getTripList: async (req) => {
    const owner = req.scope.owner();
    return tripPage(ctx.db, owner, req.params.type, req.scope.page(req.query), req.scope.serialize);
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
    await cancelTrip(ctx.db, owner, req.body.trip_id, req.body.reason, ctx.now());
    return { message: 'Trip canceled successfully.' };
  },

  payTrip: async (req) => {
    const owner = req.scope.owner();
    req.scope.module();
    return payTrip(ctx, owner, req.body);
  },
}));
