// Event → UI step for the address modal (map picker, Label As, contact fields).
import type { FlowSteps } from '../support/test-plans.ts';

export const addressSteps: FlowSteps = {
  machine: 'address',
  when: {
    MOVE: 'the customer drags the map (or picks a place) to move the pin',
    RETRY: 'the customer presses "Try again" after the address lookup failed',
    SAVE: (e) =>
      e.guest
        ? 'the guest fills the contact fields and presses "Save" (kept on this device)'
        : 'the customer fills the address form and presses "Save"',
    CLOSE: 'the customer closes the address modal',
  },
};
