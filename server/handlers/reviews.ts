// Item and store reviews and the review of a delivered order's items (6amMart's review operations).
import { defineHandlers } from '../lib/http/handler.ts';
import { orderAttachmentsOf } from '../lib/orders/attachments.ts';
import {
  itemStarCounts,
  REVIEW_SUBMITTED_MESSAGE,
  reviewPage,
  storeWithReviews,
  submitDeliveryManReview,
  submitItemReview,
} from '../lib/reviews/reviews.ts';

export const reviewsHandlers = defineHandlers((ctx) => ({
  getItemReviews: async (req) => {
    const page = req.scope.page(req.query);
    const itemId = req.params.item_id;
    const [{ total, reviews: list }, ratings] = await Promise.all([
      reviewPage(ctx.db, { itemId }, page, req.scope.locale),
      itemStarCounts(ctx.db, itemId),
    ]);
    return { total_size: total, limit: page.limit, offset: page.offset, reviews: list, ratings };
  },

  getStoreReviews: async (req) => {
    const store = await storeWithReviews(ctx.db, req.query.store_id);
    const paged = req.query.limit !== undefined && req.query.offset !== undefined;
    const page = paged ? req.scope.page(req.query) : null;
    return (await reviewPage(ctx.db, { storeId: store.id }, page, req.scope.locale)).reviews;
  },

  submitItemReview: async (req) => {
    const images = orderAttachmentsOf(req.body, 'attachment');
    await submitItemReview(ctx.db, req.user!.id, req.body, images, ctx.now());
    return { message: REVIEW_SUBMITTED_MESSAGE };
  },

  submitDeliveryManReview: async (req) => {
    const images = orderAttachmentsOf(req.body, 'attachment');
    await submitDeliveryManReview(ctx.db, req.user!.id, req.body, images, ctx.now());
    return { message: REVIEW_SUBMITTED_MESSAGE };
  },
}));
