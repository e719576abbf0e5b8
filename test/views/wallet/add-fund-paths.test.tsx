import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The add-fund machine's graph paths (a covering set) replayed through /wallet against the fake API: OPEN is a click
// on the wallet card's Add fund, AMOUNT typing in the amount field, CHOOSE_METHOD a click on a payment method,
// SUBMIT / CLOSE the dialog's buttons, and the held POST add-fund is answered as the path's done / error events say.
// After every step the screen declared below for the state must show.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { addFundMachine } from '../../../machines/add-fund.machine.ts';
import { WalletPage } from '../../../src/features/wallet/wallet-page.tsx';
import { viewPaths } from '../../support/covering-paths.ts';
import { type FakeApi, error, json } from '../../support/fake-api.ts';
import { describePath, machineCoverage, stateKey } from '../../support/machine-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { addFundPaths } from '../../machines/add-fund.paths.ts';
import { replaySteps } from '../../support/machine-paths.ts';
import { walletApi } from './wallet-fixtures.ts';

const ADD = 'POST /api/v1/customer/wallet/add-fund';

let api: FakeApi;
const assign = vi.fn();
const realLocation = window.location;

beforeEach(() => {
  toast.remove();
  localStorage.clear();
  assign.mockReset();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...realLocation, origin: realLocation.origin, assign },
  });
  api = walletApi();
  api.hold(ADD);
});
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

const dialog = () => screen.queryByRole('dialog', { name: 'Add fund' });
const inDialog = () => within(dialog()!);
const submit = () => inDialog().getByRole('button', { name: /^(Add fund|Opening the payment page…)$/ });
/** The payment methods: a group named by its legend, each radio by the gateway's title. */
const methods = () => within(inDialog().getByRole('group', { name: 'Payment method' }));
const methodName = (gateway: string) => (gateway === 'paypal' ? 'PayPal' : 'Stripe');

async function drive(event: EventObject & Record<string, any>) {
  const user = userEvent.setup();
  switch (event.type) {
    case 'OPEN':
      return user.click(screen.getByRole('button', { name: 'Add fund' }));
    case 'AMOUNT': {
      const field = inDialog().getByRole('spinbutton', { name: /Amount/ });
      await user.clear(field);
      if (event.amount) await user.type(field, event.amount as string);
      return;
    }
    case 'CHOOSE_METHOD':
      return user.click(methods().getByRole('radio', { name: methodName(event.method as string) }));
    case 'SUBMIT':
      return user.click(submit());
    case 'CLOSE':
      return user.click(inDialog().getByRole('button', { name: 'Close' }));
    case 'xstate.done.actor.addFund':
      await waitFor(() => expect(api.waiting(ADD)).toBe(1));
      return act(async () => api.release(ADD, json({ redirect_link: event.output as string })));
    case 'xstate.error.actor.addFund':
      await waitFor(() => expect(api.waiting(ADD)).toBe(1));
      return act(async () => api.release(ADD, error(403, 'payment_method', (event.error as Error).message)));
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

interface Facts {
  event: EventObject & Record<string, any>;
  amount: string;
  method: string | null;
  amountMissing: boolean;
  methodMissing: boolean;
  error: unknown;
}

/** What each state shows (declared here, checked after every step). */
async function expectState(state: string, f: Facts) {
  switch (state) {
    case 'idle':
      await waitFor(() => expect(dialog()).toBeNull());
      expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('$245.50');
      expect(screen.getByRole('button', { name: 'Add fund' })).toBeEnabled();
      break;
    case 'editing': {
      await waitFor(() => expect(dialog()).not.toBeNull());
      const field = inDialog().getByRole('spinbutton', { name: /Amount/ });
      expect((field as HTMLInputElement).value).toBe(f.amount);
      // the config's methods in its order, the chosen one checked
      const gateways = ['stripe', 'paypal'];
      const radios = gateways.map((gateway) => methods().getByRole('radio', { name: methodName(gateway) }));
      expect(methods().getAllByRole('radio')).toEqual(radios);
      gateways.forEach((gateway, i) => {
        expect(radios[i]).toBeEnabled();
        if (gateway === f.method) expect(radios[i]).toBeChecked();
        else expect(radios[i]).not.toBeChecked();
      });
      if (f.amountMissing) expect(inDialog().getByText('Please Enter amount')).toBeInTheDocument();
      else expect(inDialog().queryByText('Please Enter amount')).toBeNull();
      if (f.methodMissing) expect(inDialog().getByText('Payment method is required')).toBeInTheDocument();
      else expect(inDialog().queryByText('Payment method is required')).toBeNull();
      // Submit is disabled while the amount is 0 or less
      // (the number field reports a typed amount to the form a render after its text shows)
      if (Number(f.amount) > 0) await waitFor(() => expect(submit()).toBeEnabled());
      else await waitFor(() => expect(submit()).toBeDisabled());
      if (f.error) {
        const message = (f.error as Error).message;
        await waitFor(() => expect(screen.getAllByText(message, { exact: false }).length).toBeGreaterThanOrEqual(2));
      }
      break;
    }
    case 'submitting': {
      await waitFor(() => expect(api.waiting(ADD)).toBe(1));
      const call = api.calls(ADD).at(-1)!;
      expect(call.body).toEqual({
        amount: Number(f.amount),
        payment_method: f.method,
        payment_platform: 'web',
        callback: `${realLocation.origin}/wallet`,
      });
      expect(call.headers.get('Idempotency-Key')).toBeTruthy();
      expect(submit()).toHaveAccessibleName('Opening the payment page…');
      expect(submit()).toBeDisabled();
      // the chosen method stays, no other can be chosen while it is sent
      expect(methods().getByRole('radio', { name: methodName(f.method!) })).toBeChecked();
      for (const radio of methods().getAllByRole('radio')) expect(radio).toBeDisabled();
      break;
    }
    case 'redirecting':
      await waitFor(() => expect(assign).toHaveBeenCalledWith(f.event.output));
      break;
    default:
      throw new Error(`no UI declared for ${state}`);
  }
}

describe('/wallet (add-fund paths replayed through the view)', () => {
  const paths = viewPaths(addFundPaths);

  it('the replayed paths take every transition of the machine', () => {
    const coverage = machineCoverage(addFundPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))(
    '%s',
    async (_name, path) => {
      const steps = replaySteps({ machine: addFundMachine, input: { methods: ['stripe', 'paypal'] } }, path);
      await renderWithProviders(<WalletPage />, { route: '/wallet' });
      await screen.findByTestId('wallet-balance', {}, { timeout: 30_000 });
      await expectState('idle', {} as Facts);
      for (const step of steps) {
        toast.remove();
        await drive(step.event as EventObject & Record<string, any>);
        await expectState(stateKey(step.after), {
          ...(step.after.context as Omit<Facts, 'event'>),
          event: step.event as never,
        });
      }
    },
    60_000,
  );
});
