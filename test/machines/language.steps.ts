// Event → UI step for the language switch in the header.
import type { FlowSteps } from '../support/test-plans.ts';

export const languageSteps: FlowSteps = {
  machine: 'language',
  when: {
    CHOOSE: (e) => `the customer chooses ${e.code === 'ar' ? 'العربية' : 'English'} in the language menu`,
    CONFIRM: 'the customer confirms the change',
    CANCEL: 'the customer cancels the change',
    'after:toastBeforeReload': 'the toast has shown before the reload',
  },
};
