// The checkout-gating machine's graph paths replayed through the cart drawer: the Checkout button (Continue
// Shopping when the cart is empty), the Guest / Login / Sign Up prompt, the auth dialog's URL and the session.
import { guest, pizzaRow, renderCart, soapRow } from './cart-harness.tsx';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys, write } from '../../../src/session/storage.ts';
import { describePath, machineCoverage } from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { checkoutGatingPaths } from '../../machines/checkout-gating.paths.ts';

type Facts = { itemCount: number; hasToken: boolean; guestCheckoutStatus: number };
type Router = Awaited<ReturnType<typeof renderCart>>['router'];

const prompt = () => screen.queryByRole('dialog', { name: 'Guest or login' });
const drawer = () => screen.queryByRole('dialog', { name: 'Shopping Cart' });
const where = (router: Router) => router.state.location.pathname + router.state.location.search;

/** The UI each state shows, given the event that led there. */
async function expectState(state: string, via: string, facts: Facts, router: Router) {
  if (state === 'guestPrompt') {
    const d = await screen.findByRole('dialog', { name: 'Guest or login' });
    for (const name of ['Guest', 'Login', 'Sign Up'])
      expect(within(d).getByRole('button', { name })).toBeInTheDocument();
    return;
  }
  await waitFor(() => expect(prompt()).not.toBeInTheDocument());
  if (state === 'authenticating') {
    expect(where(router)).toBe(`/home?drawer=cart&auth=${via === 'SIGN_UP' ? 'sign-up' : 'sign-in'}`);
    return;
  }
  if (state !== 'idle') throw new Error(`no UI assertion for ${state}`);
  const toCheckout =
    via === 'CONTINUE_AS_GUEST' || via === 'SIGNED_IN' || (via === 'CHECKOUT' && facts.itemCount > 0 && facts.hasToken);
  if (toCheckout) await waitFor(() => expect(where(router)).toBe('/checkout?page=cart'));
  else if (via === 'CHECKOUT' && facts.itemCount === 0) await waitFor(() => expect(where(router)).toBe('/home'));
  else if (via === 'CHECKOUT') await waitFor(() => expect(where(router)).toBe('/home?drawer=cart&auth=sign-in'));
  else if (via === 'xstate.init') expect(drawer()).toBeInTheDocument();
  else {
    // DISMISS, AUTH_CLOSED: back on the drawer, nowhere else.
    expect(router.state.location.pathname).toBe('/home');
    expect(drawer()).toBeInTheDocument();
  }
}

describe('checkout gating through the cart drawer (machine paths replayed)', () => {
  const paths = viewPaths(checkoutGatingPaths);

  it('the replayed paths take every transition of the machine', () => {
    expect(machineCoverage(checkoutGatingPaths, paths).missing).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    const checkouts = path.steps.map((s) => s.event).filter((e) => e.type === 'CHECKOUT') as unknown as Facts[];
    const facts = checkouts[0] ?? { itemCount: 1, hasToken: false, guestCheckoutStatus: 1 };
    expect(checkouts.every((c) => JSON.stringify(c) === JSON.stringify(checkouts[0]))).toBe(true);
    const { router } = await renderCart(facts.itemCount > 0 ? [pizzaRow, soapRow] : [], {
      session: facts.hasToken ? { ...guest, token: 'token-abc' } : guest,
      config: { guest_checkout_status: facts.guestCheckoutStatus },
    });
    const user = userEvent.setup();
    const d = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    await within(d).findByRole('button', { name: facts.itemCount > 0 ? 'Checkout' : 'Continue Shopping' });
    for (const step of path.steps) {
      const type = step.event.type;
      if (type === 'CHECKOUT')
        await user.click(
          within(drawer()!).getByRole('button', { name: facts.itemCount > 0 ? 'Checkout' : 'Continue Shopping' }),
        );
      else if (type === 'CONTINUE_AS_GUEST') await user.click(within(prompt()!).getByRole('button', { name: 'Guest' }));
      else if (type === 'LOGIN') await user.click(within(prompt()!).getByRole('button', { name: 'Login' }));
      else if (type === 'SIGN_UP') await user.click(within(prompt()!).getByRole('button', { name: 'Sign Up' }));
      else if (type === 'DISMISS') await user.keyboard('{Escape}');
      else if (type === 'SIGNED_IN') act(() => write(storageKeys.token, 'token-new'));
      else if (type === 'AUTH_CLOSED') await act(() => router.navigate('/home?drawer=cart', { replace: true }));
      else if (type !== 'xstate.init') throw new Error(`no user action for ${type}`);
      await expectState(String(step.state.value), type, facts, router);
    }
  });
});
