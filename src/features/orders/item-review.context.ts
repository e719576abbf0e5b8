import { fromPromise } from 'xstate';
import { itemReviewMachine, type ItemReviewRequest } from '../../../machines/item-review.machine.ts';
import { submitItemReview } from '../../api/reviews.ts';

/** The item-review flow bound to POST /items/reviews/submit. */
export function createItemReviewMachine() {
  return itemReviewMachine.provide({
    actors: {
      submitReview: fromPromise<string, ItemReviewRequest>(({ input }) => submitItemReview(input)),
    },
  });
}
