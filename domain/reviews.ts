// What the customer sends to review an item of a delivered order: the item-review chart hands it to its actor and
// src/api/reviews.ts writes it as 6amMart's form.

/** One item's review: 1–5 stars, a comment and up to 3 images. */
export interface ItemReviewRequest {
  orderId: number;
  itemId: number;
  rating: number;
  comment: string;
  images: readonly Blob[];
}
