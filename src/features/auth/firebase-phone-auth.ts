// The real phone-authentication adapter: Firebase JS SDK (modular API). Only imported dynamically by
// phone-auth.ts, so it is its own lazy chunk.
import { getApp, getApps, initializeApp } from '@firebase/app';
import { RecaptchaVerifier, getAuth, signInWithPhoneNumber } from '@firebase/auth';
import type { FirebaseWebConfig, PhoneAuthSession } from './phone-auth-types.ts';

// One invisible verifier per container, reused for resends (the SDK resets it after each use).
const verifiers = new WeakMap<HTMLElement, RecaptchaVerifier>();

/** Sends the SMS code to an E.164 `phone`; the confirmation's verificationId is the session_info. */
export async function sendFirebasePhoneCode(args: {
  phone: string;
  container: HTMLElement;
  options: FirebaseWebConfig;
}): Promise<PhoneAuthSession> {
  const app = getApps().length > 0 ? getApp() : initializeApp(args.options);
  const auth = getAuth(app);
  let verifier = verifiers.get(args.container);
  if (!verifier) {
    verifier = new RecaptchaVerifier(auth, args.container, { size: 'invisible' });
    verifiers.set(args.container, verifier);
  }
  const confirmation = await signInWithPhoneNumber(auth, args.phone, verifier);
  return { session_info: confirmation.verificationId };
}

export function clearFirebaseVerifier(container: HTMLElement) {
  const verifier = verifiers.get(container);
  verifiers.delete(container);
  verifier?.clear();
}
