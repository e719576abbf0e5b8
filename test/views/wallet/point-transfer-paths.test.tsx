import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The point-transfer machine's graph paths (a covering set) replayed through /loyalty-points against the fake API:
// OPEN is a click on 'Convert to currency now', POINTS typing in the points field, SUBMIT / CLOSE the dialog's
// buttons, and the held POST point-transfer is answered as the path's done / error events say.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { pointTransferMachine } from '../../../machines/point-transfer.machine.ts';
import { LoyaltyPage } from '../../../src/features/wallet/loyalty-page.tsx';
import { viewPaths } from '../../support/covering-paths.ts';
import { type FakeApi, error, json } from '../../support/fake-api.ts';
import { describePath, machineCoverage, stateKey } from '../../support/machine-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { pointTransferPaths, pointsMinimum } from '../../machines/point-transfer.paths.ts';
import { replaySteps } from '../../support/machine-paths.ts';
import { customer, walletApi } from './wallet-fixtures.ts';

const TRANSFER = 'POST /api/v1/customer/loyalty-point/point-transfer';

let api: FakeApi;
let points = 1250;

beforeEach(() => {
  toast.remove();
  localStorage.clear();
  points = 1250;
  api = walletApi(() => customer({ loyalty_point: points, wallet_balance: 245.5 + (1250 - points) / 10 }));
  api.hold(TRANSFER);
});

const dialog = () => screen.queryByRole('dialog', { name: 'Convert to currency' });
const inDialog = () => within(dialog()!);
const convert = () => inDialog().getByRole('button', { name: /^(Convert|Converting…)$/ });

/** The words each problem of the typed points shows (the machine's rule, worded in en). */
const problemText: Record<string, string> = {
  belowMinimum: 'Convert at least 100 points.',
  aboveBalance: 'You have only 1,250 points.',
};

async function drive(event: EventObject & Record<string, any>) {
  const user = userEvent.setup();
  switch (event.type) {
    case 'OPEN':
      return user.click(screen.getByRole('button', { name: 'Convert to currency now' }));
    case 'POINTS': {
      const field = inDialog().getByRole('spinbutton', { name: 'Points to convert' });
      await user.clear(field);
      return user.type(field, event.points as string);
    }
    case 'SUBMIT':
      return user.click(convert());
    case 'CLOSE':
      return user.click(inDialog().getByRole('button', { name: 'Close' }));
    case 'xstate.done.actor.transferPoints':
      await waitFor(() => expect(api.waiting(TRANSFER)).toBe(1));
      points -= Number((api.calls(TRANSFER).at(-1)!.body as { point: number }).point);
      return act(async () => api.release(TRANSFER, json({ message: event.output as string })));
    case 'xstate.error.actor.transferPoints':
      await waitFor(() => expect(api.waiting(TRANSFER)).toBe(1));
      return act(async () => api.release(TRANSFER, error(403, 'point', (event.error as Error).message)));
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

interface Facts {
  event: EventObject & Record<string, any>;
  points: string;
  problem: string | null;
  error: unknown;
}

async function expectState(state: string, f: Facts) {
  switch (state) {
    case 'idle':
      await waitFor(() => expect(dialog()).toBeNull());
      await waitFor(() =>
        expect(screen.getByTestId('loyalty-balance')).toHaveTextContent(`${points.toLocaleString('en-US')} points`),
      );
      expect(screen.getByRole('button', { name: 'Convert to currency now' })).toBeEnabled();
      if (f.event?.type === 'xstate.done.actor.transferPoints')
        expect(await screen.findByText('Point to wallet transfer successfully.')).toBeInTheDocument();
      break;
    case 'editing': {
      await waitFor(() => expect(dialog()).not.toBeNull());
      expect(inDialog().getByText(`10 points = $1.00 Convert at least ${pointsMinimum} points.`)).toBeInTheDocument();
      const field = inDialog().getByRole('spinbutton', { name: 'Points to convert' });
      expect((field as HTMLInputElement).value).toBe(f.points);
      if (f.problem && f.points !== '') {
        expect(field).toHaveAccessibleDescription(problemText[f.problem]!);
        expect(convert()).toBeDisabled();
      } else if (f.points !== '') {
        // 500 points at 10 points per $1
        expect(inDialog().getByRole('status')).toHaveTextContent('You will get $50.00 in your wallet.');
        expect(convert()).toBeEnabled();
      } else expect(convert()).toBeDisabled();
      if (f.error) {
        const message = (f.error as Error).message;
        await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2)); // the dialog's alert and the toast
      }
      break;
    }
    case 'transferring':
      await waitFor(() => expect(api.waiting(TRANSFER)).toBe(1));
      expect(api.calls(TRANSFER).at(-1)!.body).toEqual({ point: Number(f.points) });
      expect(convert()).toHaveAccessibleName('Converting…');
      expect(convert()).toBeDisabled();
      break;
    default:
      throw new Error(`no UI declared for ${state}`);
  }
}

describe('/loyalty-points (point-transfer paths replayed through the view)', () => {
  const paths = viewPaths(pointTransferPaths);

  it('the replayed paths take every transition of the machine', () => {
    const coverage = machineCoverage(pointTransferPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))(
    '%s',
    async (_name, path) => {
      const steps = replaySteps({ machine: pointTransferMachine, input: { minimum: pointsMinimum } }, path);
      await renderWithProviders(<LoyaltyPage />, { route: '/loyalty-points' });
      await screen.findByTestId('loyalty-balance', {}, { timeout: 30_000 });
      await expectState('idle', { event: { type: 'xstate.init' } } as Facts);
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
