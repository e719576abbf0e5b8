// Event → UI step for joining as a store (/store-registration).
import type { FlowSteps } from '../support/test-plans.ts';

export const storeRegistrationSteps: FlowSteps = {
  machine: 'store-registration',
  when: {
    NEXT: 'the applicant fills in the business information, places the store on the map and presses "Next"',
    NEXT_OWNER: 'the applicant fills in the owner\'s account and presses "Next"',
    SUBMIT: 'the applicant presses "Submit"',
    BACK: 'the applicant presses "Back"',
    CHOOSE_PLAN: (e) =>
      `the applicant chooses ${(e.plan as { business_plan: string }).business_plan === 'commission' ? 'the commission plan' : 'a subscription package'}`,
    RETRY: 'the applicant presses "Try again"',
    SET_LOGO: 'the applicant chooses the logo',
    REMOVE_LOGO: 'the applicant removes the logo',
    SET_COVER: 'the applicant chooses the cover image',
    REMOVE_COVER: 'the applicant removes the cover image',
    'error:loadChoices': 'the zones or modules fail to load',
    'error:loadPackages': 'the packages fail to load',
    'error:register': 'the server refuses the application',
    'error:startTrial': 'the package cannot be started',
  },
};
