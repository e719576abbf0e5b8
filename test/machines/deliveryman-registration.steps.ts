// Event → UI step for joining as a delivery man (/deliveryman-registration).
import type { FlowSteps } from '../support/test-plans.ts';

export const deliverymanRegistrationSteps: FlowSteps = {
  machine: 'deliveryman-registration',
  when: {
    NEXT: (e) =>
      `the applicant fills in the personal information (${(e.values as { f_name: string }).f_name}, zone, vehicle, earning type) and presses "Next"`,
    BACK: 'the applicant presses "Back"',
    SUBMIT: 'the applicant types the password and its confirmation and presses "Submit"',
    RETRY: 'the applicant presses "Try again"',
    ADD_IMAGES: (e) =>
      `the applicant adds the files ${(e.files as File[]).map((f) => `"${f.name}"`).join(' and ')} under "Identity images"`,
    REMOVE_IMAGE: (e) => `the applicant presses "Remove image ${(e.index as number) + 1}" under "Identity images"`,
    SET_PHOTO: 'the applicant chooses a profile image',
    REMOVE_PHOTO: 'the applicant removes the profile image',
    'error:loadChoices': 'the zones or vehicles fail to load',
    'error:register': 'the server refuses the application',
  },
};
