// Event → UI step for reviewing an item of a delivered order from its details page.
import type { FlowSteps } from '../support/test-plans.ts';

export const itemReviewSteps: FlowSteps = {
  machine: 'item-review',
  when: {
    OPEN: 'the customer presses "Write a review" on an item of a delivered order',
    RATE: (e) => `the customer chooses ${e.rating} stars`,
    COMMENT: (e) => `the customer writes "${e.comment}" as the review`,
    ADD_IMAGES: (e) =>
      `the customer adds the files ${(e.files as File[]).map((f) => `"${f.name}"`).join(' and ')} under "Add images"`,
    REMOVE_IMAGE: (e) => `the customer presses "Remove image ${(e.index as number) + 1}"`,
    SUBMIT: 'the customer presses "Submit review"',
    RETRY: 'the customer presses "Try again"',
    CLOSE: 'the customer closes the review dialog',
    'error:submitReview': 'the server refuses the review',
  },
};
