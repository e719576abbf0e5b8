// Event → UI step for choosing a module (grocery, pharmacy, … parcel, rental).
import type { FlowSteps } from '../support/test-plans.ts';

export const moduleSteps: FlowSteps = {
  machine: 'module',
  when: {
    CHOOSE: (e) =>
      `the customer chooses the module "${String((e.module as { name?: string; id?: number })?.name ?? (e.module as { id?: number })?.id)}"`,
    DISMISS: 'the customer dismisses the module picker',
  },
};
