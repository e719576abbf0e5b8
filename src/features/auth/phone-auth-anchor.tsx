import { useEffect, type RefObject } from 'react';
import { releasePhoneAuth } from './phone-auth.ts';

/**
 * Where the phone-authentication service's invisible reCAPTCHA renders: visually hidden, inert (nothing inside
 * can take focus) and hidden from assistive technology. It lives as long as the auth dialog, so the verifier
 * survives the steps (send from sign-in or sign-up, resend from the OTP step) and is cleared on unmount.
 */
export function PhoneAuthAnchor({ anchor }: { anchor: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const el = anchor.current;
    return () => {
      if (el) releasePhoneAuth(el);
    };
  }, [anchor]);
  return <div ref={anchor} className="visually-hidden" aria-hidden="true" inert data-phone-auth-anchor="" />;
}
