import { itemReviewMachine } from '../../machines/item-review.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';
import { photo, receipt } from './order-refund.paths.ts';

export const itemReviewPaths: MachinePathConfig = {
  machine: withInertActors(itemReviewMachine),
  input: { orderId: 100001, itemId: 7 },
  variants: {
    // stars other than those chosen (a click on the chosen star changes nothing; 0 or 6 is refused by the guard:
    // item-review.test.ts)
    RATE: (snapshot) => [{ rating: (snapshot.context as { rating: number | null }).rating === 4 ? 2 : 4 }],
    COMMENT: [{ comment: 'Crisp and fresh.' }],
    ADD_IMAGES: [{ files: [photo(), receipt()] }],
    REMOVE_IMAGE: [{ index: 0 }],
    'xstate.done.actor.submitReview': [{ output: 'Review submitted successfully.' }],
    'xstate.error.actor.submitReview': [{ error: new Error('this store is not having any review plan.') }],
  },
  // the guards read the stars, whether there is a comment and the images held (0–3: a fourth is refused)
  serializeContext: (c: { rating: number | null; comment: string; images: Blob[] }) => ({
    rating: c.rating,
    comment: c.comment !== '',
    images: c.images.length,
  }),
};
