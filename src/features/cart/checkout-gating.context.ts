import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { checkoutGatingMachine } from '../../../machines/checkout-gating.machine.ts';
import { checkoutPath, paths } from '../../routes/paths.ts';
import { useUrlDialog } from '../../ui/use-url-dialog.ts';
import { useStoredToken } from '../../session/hooks.ts';

/**
 * The checkout-gating machine bound to the router and the auth dialog (spec part 1 §4 "Checkout button"): it
 * navigates to /checkout?page=cart or /home, opens sign-in / sign-up (`?auth=`), and learns from the session that
 * the customer signed in (→ checkout) or from the URL that the auth dialog closed without signing in.
 */
export function useCheckoutGating() {
  const actor = useActorRef(checkoutGatingMachine);
  const navigate = useNavigate();
  const auth = useUrlDialog('auth');
  const openAuth = auth.open;
  const token = useStoredToken();
  const authenticating = useSelector(actor, (s) => s.hasTag('authenticating'));
  const prompt = useSelector(actor, (s) => s.hasTag('prompt'));
  const authSeen = useRef(false);

  useEffect(() => {
    const nav = actor.on('navigate', (e) => navigate(e.to === 'home' ? paths.home : checkoutPath('cart')));
    const opened = actor.on('openAuth', (e) => openAuth(e.mode));
    return () => {
      nav.unsubscribe();
      opened.unsubscribe();
    };
  }, [actor, navigate, openAuth]);

  useEffect(() => {
    if (!authenticating) {
      authSeen.current = false;
      return;
    }
    if (token) actor.send({ type: 'SIGNED_IN' });
    else if (auth.value) authSeen.current = true;
    else if (authSeen.current) actor.send({ type: 'AUTH_CLOSED' });
  }, [actor, authenticating, token, auth.value]);

  return { actor, prompt };
}
