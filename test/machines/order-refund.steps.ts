// Event → UI step for requesting a refund from a delivered order's details page.
import type { FlowSteps } from '../support/test-plans.ts';

export const orderRefundSteps: FlowSteps = {
  machine: 'order-refund',
  when: {
    OPEN: 'the customer presses "Request refund" on a delivered, paid order',
    REASONS: 'the refund reasons are in',
    CHOOSE: (e) => `the customer chooses the reason "${e.reason}"`,
    NOTE: (e) => `the customer writes the note "${e.note}"`,
    ADD_IMAGES: (e) =>
      `the customer adds the files ${(e.files as File[]).map((f) => `"${f.name}"`).join(' and ')} under "Add images"`,
    REMOVE_IMAGE: (e) => `the customer presses "Remove image ${(e.index as number) + 1}"`,
    SUBMIT: 'the customer presses "Submit"',
    RETRY: 'the customer presses "Try again"',
    CLOSE: 'the customer closes the refund dialog',
    'error:requestRefund': 'the server refuses the refund request',
  },
};
