// The SPA talks to the backend it is pointed at (VITE_API_BASE_URL): a current 6amMart (3.x, centralize_login) or an
// older one (2.6). What config says decides the request bodies, and the answers are read leniently: older backends
// log in with `phone` + `password`, sign up with `f_name`/`l_name`, answer `{token, is_phone_verified: 0}` without
// the newer flags, and send file names with `config.base_urls` instead of `*_full_url` (read by src/api/images.ts).
import type { RecoveryTarget } from './auth-types.ts';
import type { AuthResponse } from '../../domain/auth-types.ts';
import { OTP_LENGTH, OTP_MAX_LENGTH, OTP_MIN_LENGTH } from '../../domain/contact.ts';

import { isLegacyBackend, type DialectConfig } from './backend-generation.ts';

/** Older backends send 4-digit codes (verification and password reset); current ones 6 (OTP_LENGTH). */
export const LEGACY_OTP_LENGTH = 4;

/**
 * How many digits the backend's one-time codes have (4–6): the demo code's length when a demo backend publishes
 * one, else 4 for an older backend and 6 for a current one.
 */
export function otpLength(config: DialectConfig | null | undefined): number {
  const demo = config?.demo ? config.demo_otp : null;
  if (typeof demo === 'string' && /^\d+$/.test(demo) && demo.length >= OTP_MIN_LENGTH && demo.length <= OTP_MAX_LENGTH)
    return demo.length;
  return isLegacyBackend(config) ? LEGACY_OTP_LENGTH : OTP_LENGTH;
}

/**
 * The password-recovery body: current backends read `verification_method` and the phone or email; older ones
 * recover by phone only and validate `phone` (with `reset_token`, `password`, `confirm_password` on the next steps).
 */
export function recoveryBody<T extends RecoveryTarget>(target: T, legacy: boolean): Record<string, unknown> {
  if (!legacy) return target;
  const { verification_method: _method, email: _email, ...rest } = target;
  return rest;
}

/** The manual login body the backend validates. */
export function manualLoginBody(
  input: { email_or_phone: string; password: string; field_type: 'phone' | 'email' },
  legacy: boolean,
): Record<string, string> {
  if (legacy) return { phone: input.email_or_phone, password: input.password };
  return { login_type: 'manual', ...input };
}

/** The sign-up body: `name` for current backends; `f_name` + `l_name` (first word / the rest) for older ones. */
export function signUpBody<T extends { name: string }>(input: T, legacy: boolean): Record<string, unknown> {
  if (!legacy) return input;
  const { name, ...rest } = input;
  const [first = '', ...others] = name.trim().split(/\s+/);
  return { ...rest, f_name: first, l_name: others.join(' ') || first };
}

type RawAuth = Partial<Record<keyof AuthResponse, unknown>> & { token?: unknown };
const flag = (v: unknown, missing: 0 | 1): 0 | 1 => (v === undefined || v === null ? missing : Number(v) ? 1 : 0);

/**
 * Reads a login / sign-up / verify answer of any generation: a missing verification flag means verified; from an
 * older backend a token in the answer means signed in (it never asks for a verification it did not start).
 */
export function normalizeAuthResponse(raw: RawAuth, legacy: boolean): AuthResponse {
  const token = typeof raw.token === 'string' && raw.token ? raw.token : null;
  const signedIn = legacy && token !== null;
  return {
    token,
    is_phone_verified: signedIn ? 1 : flag(raw.is_phone_verified, 1),
    is_email_verified: signedIn ? 1 : flag(raw.is_email_verified, 1),
    is_personal_info: signedIn ? 1 : flag(raw.is_personal_info, 1),
    is_exist_user: (raw.is_exist_user as AuthResponse['is_exist_user']) ?? null,
    login_type: typeof raw.login_type === 'string' ? raw.login_type : 'manual',
    email: typeof raw.email === 'string' ? raw.email : null,
    ...(raw.phone !== undefined ? { phone: raw.phone as string | null } : {}),
    ...(typeof raw.info_token === 'string' ? { info_token: raw.info_token } : {}),
  };
}
