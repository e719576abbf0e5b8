import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkoutGatingMachine, type CheckoutGatingEmitted } from '../../machines/checkout-gating.machine.ts';
import { describePath, machineCoverage, transitionPaths } from '../support/machine-paths.ts';
import { checkoutGatingPaths } from './checkout-gating.paths.ts';
import { replaySteps, type Step } from '../support/machine-paths.ts';

const toCheckout = { type: 'navigate', to: 'checkoutCart' };

/** What each step must do (spec part 1 §4 "Checkout button"). */
function checkStep({ before, event, after, emitted }: Step<typeof checkoutGatingMachine>) {
  switch (event.type) {
    case 'CHECKOUT': {
      const e = event as unknown as { itemCount: number; hasToken: boolean; guestCheckoutStatus: number };
      if (e.itemCount === 0) expect(emitted).toEqual([{ type: 'navigate', to: 'home' }]);
      else if (e.hasToken) expect(emitted).toEqual([toCheckout]);
      else if (e.guestCheckoutStatus === 1) {
        expect(after.hasTag('prompt')).toBe(true);
        expect(emitted).toEqual([]);
        return;
      } else expect(emitted).toEqual([{ type: 'openAuth', mode: 'sign-in' }]);
      expect(after.value).toBe('idle');
      return;
    }
    case 'CONTINUE_AS_GUEST':
      expect(emitted).toEqual([toCheckout]);
      expect(after.value).toBe('idle');
      return;
    case 'LOGIN':
    case 'SIGN_UP':
      expect(emitted).toEqual([{ type: 'openAuth', mode: event.type === 'LOGIN' ? 'sign-in' : 'sign-up' }]);
      expect(after.hasTag('authenticating')).toBe(true);
      return;
    case 'SIGNED_IN':
      expect(before.hasTag('authenticating')).toBe(true);
      expect(emitted).toEqual([toCheckout]); // the flow continues to checkout
      expect(after.value).toBe('idle');
      return;
    default: // DISMISS, AUTH_CLOSED
      expect(['DISMISS', 'AUTH_CLOSED']).toContain(event.type);
      expect(emitted).toEqual([]);
      expect(after.value).toBe('idle');
  }
}

function run() {
  const emitted: CheckoutGatingEmitted[] = [];
  const actor = createActor(checkoutGatingMachine).start();
  actor.on('*', (e) => void emitted.push(e));
  return { actor, emitted };
}

describe('checkout gating machine', () => {
  const paths = transitionPaths(checkoutGatingPaths);
  // Every path with at least one event (the initial state is checked on its own below).
  const walks = paths.filter((p) => describePath(p) !== '(initial)');

  it('starts idle, showing nothing', () => {
    expect(run().actor.getSnapshot().value).toBe('idle');
  });

  it('covers every transition', () => {
    const coverage = machineCoverage(checkoutGatingPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it.each(walks.map((p) => [describePath(p), p] as const))(
    'path %s behaves as the spec says at every step',
    (_n, path) => {
      const steps = replaySteps({ machine: checkoutGatingMachine }, path);
      for (const step of steps) checkStep(step);
    },
  );

  it('a non-empty cart with a token goes to /checkout?page=cart', () => {
    const { actor, emitted } = run();
    actor.send({ type: 'CHECKOUT', itemCount: 1, hasToken: true, guestCheckoutStatus: 0 });
    expect(emitted).toEqual([toCheckout]);
  });

  it('an empty cart goes to /home, whoever clicks', () => {
    const { actor, emitted } = run();
    actor.send({ type: 'CHECKOUT', itemCount: 0, hasToken: true, guestCheckoutStatus: 1 });
    expect(emitted).toEqual([{ type: 'navigate', to: 'home' }]);
  });

  it('a guest with guest_checkout_status 1 gets Guest / Login / Sign Up; signing in from it continues to checkout', () => {
    const { actor, emitted } = run();
    actor.send({ type: 'CHECKOUT', itemCount: 3, hasToken: false, guestCheckoutStatus: 1 });
    expect(actor.getSnapshot().hasTag('prompt')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'CONTINUE_AS_GUEST' })).toBe(true);
    actor.send({ type: 'SIGN_UP' });
    expect(emitted).toEqual([{ type: 'openAuth', mode: 'sign-up' }]);
    actor.send({ type: 'SIGNED_IN' });
    expect(emitted).toEqual([{ type: 'openAuth', mode: 'sign-up' }, toCheckout]);
  });

  it('a guest without guest checkout gets the sign-in dialog (no prompt, no checkout after it)', () => {
    const { actor, emitted } = run();
    actor.send({ type: 'CHECKOUT', itemCount: 3, hasToken: false, guestCheckoutStatus: 0 });
    expect(emitted).toEqual([{ type: 'openAuth', mode: 'sign-in' }]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().can({ type: 'SIGNED_IN' })).toBe(false);
  });
});
