// Event → UI step for the module picker (which page asks for a module).
import type { FlowSteps } from '../support/test-plans.ts';

export const modulePickerSteps: FlowSteps = {
  machine: 'module-picker',
  when: {
    UPDATE_PAGE: (e) => `the customer goes to a page (${JSON.stringify(e.page)})`,
  },
};
