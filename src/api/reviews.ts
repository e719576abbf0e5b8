// Reviews of a delivered order's items and of its delivery man (openapi/src/reviews.yaml: POST
// /api/v1/items/reviews/submit, POST /api/v1/delivery-man/reviews/submit).
import { api, unwrap } from './client.ts';
import { multipartForm } from './multipart.ts';
import type { ItemReviewRequest } from '../../domain/reviews.ts';

/** The review as 6amMart's multipart form: `item_id`, `order_id`, `rating`, `comment`, the images as `attachment[]`. */
export const itemReviewForm = ({ orderId, itemId, rating, comment, images }: ItemReviewRequest): FormData =>
  multipartForm({ item_id: itemId, order_id: orderId, rating, comment }, { 'attachment[]': images });

/**
 * POST /api/v1/items/reviews/submit → the server's message. Once per item of an order: a second review is refused
 * (403 `review`), as is one for a store whose plan has no reviews ('this store is not having any review plan.').
 */
export const submitItemReview = async (request: ItemReviewRequest): Promise<string> =>
  (
    await unwrap(
      api.POST('/api/v1/items/reviews/submit', {
        body: { item_id: request.itemId, order_id: request.orderId, rating: request.rating, comment: request.comment },
        bodySerializer: () => itemReviewForm(request),
      }),
    )
  ).message;

/** The delivery man's review: the same form with `delivery_man_id` (6amMart's submit_review). */
export interface DeliveryManReviewRequest {
  orderId: number;
  deliveryManId: number;
  rating: number;
  comment: string;
  images: readonly Blob[];
}

/** POST /api/v1/delivery-man/reviews/submit → the server's message; once per order (403 `review` after). */
export const submitDeliveryManReview = async (request: DeliveryManReviewRequest): Promise<string> =>
  (
    await unwrap(
      api.POST('/api/v1/delivery-man/reviews/submit', {
        body: {
          delivery_man_id: request.deliveryManId,
          order_id: request.orderId,
          rating: request.rating,
          comment: request.comment,
        },
        bodySerializer: () =>
          multipartForm(
            {
              delivery_man_id: request.deliveryManId,
              order_id: request.orderId,
              rating: request.rating,
              comment: request.comment,
            },
            { 'attachment[]': request.images },
          ),
      }),
    )
  ).message;
