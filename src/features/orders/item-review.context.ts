import { fromPromise } from 'xstate';
import { itemReviewMachine } from '../../../machines/item-review.machine.ts';
import type { ItemReviewRequest } from '../../../domain/reviews.ts';
import { submitDeliveryManReview, submitItemReview } from '../../api/reviews.ts';

/** What a review is of: an item of the order, or its delivery man (the same form: stars, comment, images). */
export type ReviewOf = 'item' | 'deliveryMan';

/** The review dialog's props: the order, what is reviewed, each press of "Write a review" (`asked`), when it is sent. */
export interface ItemReviewDialogProps {
  orderId: number;
  /** What is reviewed: the item's id, or the delivery man's (`of`). */
  itemId: number;
  name: string;
  asked: number;
  onReviewed: () => void;
  of?: ReviewOf;
}

/**
 * The item-review flow bound to POST /items/reviews/submit, or, for the order's delivery man, to POST
 * /delivery-man/reviews/submit (the chart's `itemId` is then the delivery man's id: what is reviewed).
 */
export function createItemReviewMachine(of: ReviewOf = 'item') {
  return itemReviewMachine.provide({
    actors: {
      submitReview: fromPromise<string, ItemReviewRequest>(({ input }) =>
        of === 'item' ? submitItemReview(input) : submitDeliveryManReview({ ...input, deliveryManId: input.itemId }),
      ),
    },
  });
}
