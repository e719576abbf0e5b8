import { fromPromise } from 'xstate';
import { profileEditMachine, type ProfileAnswer, type ProfileRequest } from '../../../machines/profile-edit.machine.ts';
import { updateProfile } from '../../api/account.ts';

/**
 * The profile-edit flow bound to POST customer/update-profile (multipart): the form's fields and photo, plus
 * `otp`, `verification_on` and `verification_medium` when the OTP dialog verifies a changed phone or email.
 */
export function createProfileEditMachine() {
  return profileEditMachine.provide({
    actors: {
      updateProfile: fromPromise<ProfileAnswer, ProfileRequest>(({ input }) => {
        const { values, otp } = input;
        return updateProfile({
          name: values.name,
          phone: values.phone,
          email: values.email,
          password: values.password || undefined,
          current_password: (values.password && values.currentPassword) || undefined,
          image: values.image,
          ...(otp ? { otp: otp.code, verification_on: otp.medium, verification_medium: otp.medium } : {}),
        });
      }),
    },
  });
}
