// Trip reviews (/api/v1/rental/user/review/add): one review per vehicle of the owner's completed trip.
import { defineHandlers } from '../lib/http/handler.ts';
import { vehicleReviewPage } from '../lib/rental/reviews-and-banners.ts';
import { addTripReview } from '../lib/reviews/trip-review.ts';

export const rentalReviewsHandlers = defineHandlers((ctx) => ({
  addTripReview: async (req) => {
    const owner = req.scope.owner();
    const stored = await addTripReview(ctx.db, owner, req.body, ctx.now());
    const { reviews } = await vehicleReviewPage(
      ctx.db,
      { reviewId: stored.id },
      { limit: 1, offset: 1, skip: 0 },
      req.scope.locale,
    );
    return { message: 'Review submitted successfully.', review: reviews[0]! };
  },
}));
