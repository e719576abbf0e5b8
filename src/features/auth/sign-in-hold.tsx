import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../../../machines/auth.machine.ts';

/** The API's answer while password sign-in is held back after wrong passwords (server/lib/accounts/login-guard.ts). */
const HELD = /^Too many failed attempts\. Please try again after (\d+) seconds\.$/;

/** The seconds a held sign-in must wait, read from the API's message; null for any other message. */
export function heldSeconds(message: string | null | undefined): number | null {
  const match = message ? HELD.exec(message) : null;
  return match ? Number(match[1]) : null;
}

/**
 * Why and until when password sign-in is held, counting down in the shopper's language, under the sign-in form (the
 * dialog shows every other sign-in error as a toast). Gone when the time is up.
 */
export function SignInHold({ actor }: { actor: ActorRefFrom<typeof authMachine> }) {
  const { t } = useTranslation();
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const subscription = actor.on('error', ({ message }) => {
      const seconds = heldSeconds(message);
      if (seconds === null) return;
      const at = Date.now();
      setNow(at);
      setUntil(at + seconds * 1000);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  const left = until === null ? 0 : Math.ceil((until - now) / 1000);
  if (left <= 0) return null;
  return <p role="alert">{t('auth.signInHeld', { count: left })}</p>;
}
