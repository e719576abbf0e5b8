// The signed-in customer's own account (openapi/src/customer.yaml): the profile update (multipart, with the phone /
// email OTP answer of 6amMart) and the account removal (203 while orders or trips are on-going).
import type { operations } from '../../openapi/storefront.d.ts';
import { api, unwrap } from './client.ts';

type UpdateProfileBody = operations['updateProfile']['requestBody']['content']['multipart/form-data'];
export type UpdateProfileAnswer = operations['updateProfile']['responses']['200']['content']['application/json'];

/** What the profile form sends: the fields, the photo file when one was chosen, and the OTP step's answer. */
export interface ProfileUpdate {
  name: string;
  phone?: string;
  email?: string;
  password?: string;
  current_password?: string;
  image?: Blob | null;
  otp?: string;
  verification_on?: 'phone' | 'email';
  verification_medium?: string;
  session_info?: string;
}

/** The update as multipart/form-data (6amMart reads the photo as `image`); empty fields are left out. */
export function profileForm(update: ProfileUpdate): FormData {
  const form = new FormData();
  form.append('button_type', 'update');
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined || value === null || value === '') continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : 'profile');
    else form.append(key, String(value));
  }
  return form;
}

/**
 * POST /api/v1/customer/update-profile (multipart). When a changed phone or email must be verified first, the
 * answer carries `otp_send: 1` with `verification_on` / `verification_medium` and nothing is saved yet.
 */
export const updateProfile = (update: ProfileUpdate) =>
  unwrap(
    api.POST('/api/v1/customer/update-profile', {
      body: { name: update.name } as UpdateProfileBody,
      bodySerializer: () => profileForm(update),
    }),
  );

/** The outcome of DELETE customer/remove-account: deleted, or refused (203) with the server's first message. */
export type RemoveAccountOutcome = { deleted: true } | { deleted: false; message: string };

/** DELETE /api/v1/customer/remove-account: `[]` when deleted; 203 `{errors:[{code:'on-going',message}]}` otherwise. */
export async function removeAccount(): Promise<RemoveAccountOutcome> {
  const answer: unknown = await unwrap(api.DELETE('/api/v1/customer/remove-account'));
  const errors = (answer as { errors?: { message?: string }[] } | null)?.errors;
  if (Array.isArray(errors) && errors.length) return { deleted: false, message: errors[0]?.message ?? '' };
  return { deleted: true };
}
