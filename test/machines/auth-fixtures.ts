// Login answers and settings used by the auth machine's graph paths (and replayed through the views).
import type { AuthSettings, SocialCredential } from '../../machines/auth.machine.ts';
import type { AuthResponse } from '../../domain/auth-types.ts';

const base: AuthResponse = {
  token: null,
  is_phone_verified: 1,
  is_email_verified: 1,
  is_personal_info: 1,
  is_exist_user: null,
  login_type: 'manual',
  email: 'demo@sixam.market',
  phone: '+8801700000001',
};

export const responses = {
  signedIn: { ...base, token: 'token-1' },
  neitherVerified: { ...base, is_phone_verified: 0, is_email_verified: 0 },
  phoneUnverified: { ...base, is_phone_verified: 0 },
  emailUnverified: { ...base, is_email_verified: 0 },
  personalInfoMissing: { ...base, is_personal_info: 0, login_type: 'otp' },
  existingUser: { ...base, login_type: 'otp', is_exist_user: { id: 7, name: 'Jane Doe', image: null } },
  noToken: { ...base },
} satisfies Record<string, AuthResponse>;

export const allResponses = Object.values(responses).map((output) => ({ output }));

const place = { zoneStored: true, moduleType: 'grocery', onRecoveryPage: false, otpLength: 6 };
export const settingsVariants: AuthSettings[] = [
  { firebaseOtp: false, ...place },
  { firebaseOtp: true, ...place },
  // An older backend (no centralize_login) with nothing stored yet: its codes have 4 digits.
  { firebaseOtp: false, zoneStored: false, moduleType: null, onRecoveryPage: false, otpLength: 4 },
  { firebaseOtp: false, zoneStored: true, moduleType: 'parcel', onRecoveryPage: false, otpLength: 6 },
  // The dialog opened on /forgot-password.
  { firebaseOtp: false, ...place, onRecoveryPage: true },
];

export const socialCredential: SocialCredential = {
  medium: 'google',
  token: 'demo-token',
  unique_id: 'g-1',
  email: 'jane@example.com',
};

export const apiError = (message: string, code?: string) => Object.assign(new Error(message), { code });
