// Reviews of a delivered order's items (openapi/src/reviews.yaml: POST /api/v1/items/reviews/submit).
import { api, unwrap } from './client.ts';

export interface ItemReviewRequest {
  orderId: number;
  itemId: number;
  rating: number;
  comment: string;
  images: readonly Blob[];
}

/** The review as 6amMart's multipart form: `item_id`, `order_id`, `rating`, `comment`, the images as `attachment[]`. */
export function itemReviewForm({ orderId, itemId, rating, comment, images }: ItemReviewRequest): FormData {
  const form = new FormData();
  form.append('item_id', String(itemId));
  form.append('order_id', String(orderId));
  form.append('rating', String(rating));
  form.append('comment', comment);
  images.forEach((image, i) =>
    form.append('attachment[]', image, image instanceof File ? image.name : `image-${i + 1}`),
  );
  return form;
}

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
