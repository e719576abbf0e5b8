// The phone-authentication service (config.firebase_otp_verification = 1) behind the auth machine's
// sendFirebaseCode / resendOtp actors. Two adapters with one shape, `{ session_info }`:
// - demo (config.demo): the embedded API's stand-in, `POST /api/v1/demo/firebase/send-code`;
// - real: the Firebase JS SDK (invisible reCAPTCHA + signInWithPhoneNumber), loaded with import() on first use only,
//   so it never enters the first-load bundles. Its web config comes from the VITE_FIREBASE_* build variables.
import { demoFirebaseSendCode } from '../../api/auth.ts';
import type { Config } from '../../api/config.ts';
import { normalizePhone } from '../../../domain/contact.ts';
import type { FirebaseWebConfig, PhoneAuthSession } from './phone-auth-types.ts';

type Env = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The web config from VITE_FIREBASE_*; null when a required variable is missing. */
export function firebaseWebConfig(env: Env = import.meta.env): FirebaseWebConfig | null {
  const apiKey = text(env.VITE_FIREBASE_API_KEY);
  const authDomain = text(env.VITE_FIREBASE_AUTH_DOMAIN);
  const projectId = text(env.VITE_FIREBASE_PROJECT_ID);
  const appId = text(env.VITE_FIREBASE_APP_ID);
  if (!apiKey || !authDomain || !projectId || !appId) return null;
  const messagingSenderId = text(env.VITE_FIREBASE_MESSAGING_SENDER_ID);
  return { apiKey, authDomain, projectId, appId, ...(messagingSenderId ? { messagingSenderId } : {}) };
}

/** The real service is used only with firebase_otp_verification on and demo mode off. */
export const usesFirebaseSdk = (config: Config | undefined) => config?.firebase_otp_verification === 1 && !config.demo;

type FirebaseAdapter = typeof import('./firebase-phone-auth.ts');
let sdk: Promise<FirebaseAdapter> | null = null;
function loadSdk() {
  if (!sdk) {
    sdk = import('./firebase-phone-auth.ts');
    sdk.catch(() => (sdk = null)); // a failed chunk load is retried on the next send
  }
  return sdk;
}

export interface SendPhoneCodeOptions {
  config: Config | undefined;
  /** Where the invisible reCAPTCHA renders (a hidden element inside the auth dialog). */
  container: HTMLElement | null;
  t: (key: string) => string;
}

/** Sends a code to `phone` and returns the session to send to /auth/firebase-verify-token. */
export async function sendPhoneAuthCode(
  phone: string,
  { config, container, t }: SendPhoneCodeOptions,
): Promise<PhoneAuthSession> {
  if (!usesFirebaseSdk(config)) return demoFirebaseSendCode(phone);
  const options = firebaseWebConfig();
  if (!options) throw new Error(t('auth.phoneAuthNotConfigured'));
  if (!container) throw new Error(t('common.somethingWentWrong'));
  const adapter = await loadSdk();
  return adapter.sendFirebasePhoneCode({ phone: normalizePhone(phone), container, options });
}

/** Unmount: drops the reCAPTCHA verifier rendered in `container` (nothing to do when the SDK never loaded). */
export function releasePhoneAuth(container: HTMLElement) {
  void sdk?.then((adapter) => adapter.clearFirebaseVerifier(container)).catch(() => {});
}
