// The auth calls (spec part 1 §7): login (manual, OTP in two steps, social), sign-up, verify-phone (phone and
// email OTP), resend-otp, firebase-verify-token, update-info, password recovery, and the embedded API's demo
// identity / phone-authentication providers. A guest_id rides along so the guest's cart merges on sign-in.
import { api, unwrap } from './client.ts';
import { guestParams } from '../session/storage.ts';
import { manualLoginBody, recoveryBody, signUpBody } from './backend-dialect.ts';
import type { RecoveryTarget, VerificationChannel } from './auth-types.ts';
import type { LoginType, SignUpDetails, SocialMedium } from '../../domain/auth-types.ts';

/** Manual sign-in; `legacy` (a backend without centralize_login) sends the older `{phone, password}` body. */
export const loginManual = (
  body: { email_or_phone: string; password: string; field_type: 'phone' | 'email' },
  legacy = false,
) =>
  unwrap(
    api.POST('/api/v1/auth/login', {
      // the older body is not the contract's (the embedded API is current): typed loosely on purpose
      body: { ...manualLoginBody(body, legacy), ...guestParams() } as never,
    }),
  );

/** OTP login step 1: the server sends the code. */
export const requestLoginOtp = (phone: string) =>
  unwrap(api.POST('/api/v1/auth/login', { body: { login_type: 'otp', phone } }));

/** OTP login step 2 (with `verified` after an 'Is It You?' answer). */
export const loginWithOtp = (phone: string, otp: string, verified?: 'yes' | 'no') =>
  unwrap(
    api.POST('/api/v1/auth/login', {
      body: { login_type: 'otp', phone, otp, ...(verified ? { verified } : {}), ...guestParams() },
    }),
  );

export const loginSocial = (body: {
  token: string;
  unique_id: string;
  email: string | null;
  medium: SocialMedium;
  phone?: string | null;
}) =>
  unwrap(
    api.POST('/api/v1/auth/login', {
      body: {
        login_type: 'social',
        token: body.token,
        unique_id: body.unique_id,
        medium: body.medium,
        ...(body.email ? { email: body.email } : {}),
        ...(body.phone ? { phone: body.phone } : {}),
        ...guestParams(),
      },
    }),
  );

/** Sign-up; `legacy` (a backend without centralize_login) sends `f_name` and `l_name` instead of `name`. */
export const signUp = (body: SignUpDetails, legacy = false) =>
  unwrap(
    api.POST('/api/v1/auth/sign-up', {
      body: { ...signUpBody({ ...body, ref_code: body.ref_code || null }, legacy), ...guestParams() } as never,
    }),
  );

export const verifyOtp = (body: {
  channel: VerificationChannel;
  phone?: string | null;
  email?: string | null;
  otp: string;
  login_type: 'manual' | 'otp';
}) =>
  unwrap(
    api.POST('/api/v1/auth/verify-phone', {
      body: {
        otp: body.otp,
        verification_type: body.channel,
        login_type: body.login_type,
        ...(body.channel === 'phone' ? { phone: body.phone ?? '' } : { email: body.email ?? '' }),
        ...guestParams(),
      },
    }),
  );

export const resendVerificationOtp = (channel: VerificationChannel, target: string) =>
  unwrap(
    api.POST('/api/v1/auth/resend-otp', {
      body: { verification_type: channel, ...(channel === 'phone' ? { phone: target } : { email: target }) },
    }),
  );

export const verifyFirebaseOtp = (body: {
  session_info: string;
  phone: string;
  otp: string;
  login_type: 'manual' | 'otp';
  verified?: 'yes' | 'no';
}) => unwrap(api.POST('/api/v1/auth/firebase-verify-token', { body: { ...body, ...guestParams() } }));

export const updateInfo = (body: {
  name: string;
  login_type: LoginType;
  phone?: string;
  email?: string;
  ref_code?: string;
  /** The embedded API's proof of the verification step (from the is_personal_info 0 answer), when there is one. */
  info_token?: string | null;
}) =>
  unwrap(
    api.POST('/api/v1/auth/update-info', {
      body: {
        name: body.name,
        login_type: body.login_type,
        ...(body.phone ? { phone: body.phone } : {}),
        ...(body.email ? { email: body.email } : {}),
        ref_code: body.ref_code || null,
        ...(body.info_token ? { info_token: body.info_token } : {}),
        ...guestParams(),
      },
    }),
  );

// `legacy` (a backend without centralize_login) recovers by phone with the older bodies (no verification_method):
// typed loosely on purpose, as the login above.
export const forgotPassword = (target: RecoveryTarget, legacy = false) =>
  unwrap(api.POST('/api/v1/auth/forgot-password', { body: recoveryBody(target, legacy) as never }));

export const verifyResetToken = (target: RecoveryTarget & { reset_token: string }, legacy = false) =>
  unwrap(api.POST('/api/v1/auth/verify-token', { body: recoveryBody(target, legacy) as never }));

export const resetPassword = (
  target: RecoveryTarget & { reset_token: string; password: string; confirm_password: string },
  legacy = false,
) => unwrap(api.PUT('/api/v1/auth/reset-password', { body: recoveryBody(target, legacy) as never }));

/** The embedded API's demo identity provider (stands in for Google / Facebook / Apple). */
export const issueDemoSocialToken = (body: {
  medium: SocialMedium;
  email: string;
  name?: string | null;
  unique_id: string;
}) => unwrap(api.POST('/api/v1/demo/social/token', { body }));

/** The embedded API's demo phone-authentication service: sends a code, returns the session. */
export const demoFirebaseSendCode = (phone: string) =>
  unwrap(api.POST('/api/v1/demo/firebase/send-code', { body: { phone } }));
