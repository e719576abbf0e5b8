import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The order-cancel machine's graph paths replayed through the order details page (/my-orders/100001) against the
// fake API: OPEN is a click on Cancel Order, CHOOSE a click on a reason, SUBMIT / CONFIRM / BACK / RETRY / CLOSE the
// dialog's buttons, and the held GET cancellation-reasons / PUT cancel are answered as the path's done / error
// events say. After every step the screen declared below for the state must show.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { orderCancelMachine } from '../../../machines/order-cancel.machine.ts';
import { OrderDetailsPage } from '../../../src/features/orders/order-details-page.tsx';
import { error, json, type FakeApi } from '../../support/fake-api.ts';
import { describePath, machineCoverage, stateKey } from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { cancelReasons, orderCancelPaths } from '../../machines/order-cancel.paths.ts';
import { replaySteps } from '../../support/machine-paths.ts';
import { CANCEL, CANCEL_REASONS as REASONS, ORDER_ID as ID, orderCancelApi } from './order-fixtures.ts';

let api: FakeApi;
let canceled = false;

beforeEach(() => {
  toast.remove();
  localStorage.clear();
  localStorage.setItem('token', 'token-abc');
  canceled = false;
  api = orderCancelApi(() => canceled);
});

async function open() {
  // the page reads the id from its route
  return renderWithProviders(<p>elsewhere</p>, {
    route: `/my-orders/${ID}`,
    routes: [{ path: '/my-orders/:orderId', element: <OrderDetailsPage /> }],
  });
}

const dialog = () => screen.queryByRole('dialog', { name: 'Cancel Order' });
const button = (name: string) => within(dialog()!).getByRole('button', { name });

async function drive(event: EventObject & Record<string, any>) {
  const user = userEvent.setup();
  switch (event.type) {
    case 'OPEN':
      return user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    case 'CHOOSE':
      return user.click(within(dialog()!).getByRole('radio', { name: event.reason as string }));
    case 'SUBMIT':
      return user.click(button('Submit'));
    case 'CONFIRM':
      return user.click(button('Yes'));
    case 'BACK':
      return user.click(button('No'));
    case 'RETRY':
      return user.click(button('Try again'));
    case 'CLOSE':
      return user.click(button('Close'));
    case 'xstate.done.actor.loadReasons':
      await waitFor(() => expect(api.waiting(REASONS)).toBe(1));
      return act(async () =>
        api.release(
          REASONS,
          json({
            total_size: 3,
            limit: 50,
            offset: 1,
            reasons: (event.output as string[]).map((reason, i) => ({
              id: i + 1,
              reason,
              user_type: 'customer',
              status: 1,
              created_at: '2026-01-01T00:00:00Z',
              updated_at: '2026-01-01T00:00:00Z',
            })),
          }),
        ),
      );
    case 'xstate.error.actor.loadReasons':
      await waitFor(() => expect(api.waiting(REASONS)).toBe(1));
      return act(async () => api.release(REASONS, error(403, 'rate', (event.error as Error).message)));
    case 'xstate.done.actor.cancelOrder':
      await waitFor(() => expect(api.waiting(CANCEL)).toBe(1));
      canceled = true;
      return act(async () => api.release(CANCEL, json({ message: event.output as string })));
    case 'xstate.error.actor.cancelOrder':
      await waitFor(() => expect(api.waiting(CANCEL)).toBe(1));
      return act(async () => api.release(CANCEL, error(403, 'order', (event.error as Error).message)));
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

/** What each state shows (declared here, checked after every step). */
async function expectState(state: string, facts: { event: EventObject & Record<string, any>; reason: string | null }) {
  switch (state) {
    case 'idle':
      await waitFor(() => expect(dialog()).toBeNull());
      // (the order is loaded first: under load its answer may come after the first check)
      expect(await screen.findByRole('button', { name: 'Cancel Order' }, { timeout: 5000 })).toBeEnabled();
      expect(screen.getByTestId('order-status')).toHaveTextContent('Pending');
      break;
    case 'loadingReasons':
      await waitFor(() => expect(dialog()).not.toBeNull());
      expect(within(dialog()!).getByRole('status', { name: 'Loading reasons…' })).toBeInTheDocument();
      expect(within(dialog()!).queryAllByRole('radio')).toEqual([]);
      break;
    case 'reasonsFailed':
      expect(await within(dialog()!).findByRole('alert')).toHaveTextContent(
        'Could not load the cancellation reasons. Too many requests, please slow down.',
      );
      expect(button('Try again')).toBeEnabled();
      break;
    case 'choosing': {
      // the reasons: a group named by its question, each radio by its reason, the chosen one checked
      const group = await within(dialog()!).findByRole('group', { name: 'Why are you cancelling this order?' });
      expect(within(group).getAllByRole('radio')).toHaveLength(cancelReasons.length);
      for (const reason of cancelReasons) {
        const radio = within(group).getByRole('radio', { name: reason });
        if (reason === facts.reason) expect(radio).toBeChecked();
        else expect(radio).not.toBeChecked();
      }
      if (facts.reason) expect(button('Submit')).toBeEnabled();
      else expect(button('Submit')).toBeDisabled();
      expect(within(dialog()!).queryByRole('alert')).toBeNull();
      break;
    }
    case 'confirming':
      expect(await within(dialog()!).findByText('Are you sure you want to cancel this order?')).toBeInTheDocument();
      expect(within(dialog()!).getByText(`Reason: ${facts.reason}`)).toBeInTheDocument();
      expect(button('Yes')).toBeEnabled();
      expect(button('No')).toBeEnabled();
      break;
    case 'cancelling': {
      await waitFor(() => expect(api.waiting(CANCEL)).toBe(1));
      expect(api.calls(CANCEL).at(-1)!.body).toEqual({ order_id: ID, reason: facts.reason });
      expect(within(dialog()!).getByRole('button', { name: 'Cancelling…' })).toBeDisabled();
      expect(button('No')).toBeDisabled();
      break;
    }
    case 'failed': {
      const message = (facts.event.error as Error).message;
      expect(await within(dialog()!).findByRole('alert')).toHaveTextContent(message);
      // the chosen reason is kept (a click on it returns to the reasons: the path's CHOOSE after a refusal picks the
      // same reason again)
      expect(within(dialog()!).getByRole('radio', { name: facts.reason! })).toBeChecked();
      expect(button('Try again')).toBeEnabled();
      // the toast says it too (outside the modal dialog, so hidden from the accessibility tree meanwhile)
      await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
      break;
    }
    case 'canceled':
      await waitFor(() => expect(dialog()).toBeNull());
      expect(await screen.findByText('Order canceled successfully.')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Canceled'));
      expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
      break;
    default:
      throw new Error(`no UI declared for ${state}`);
  }
}

describe('order details page (order-cancel paths replayed through the view)', () => {
  const paths = viewPaths(orderCancelPaths);

  it('the replayed paths take every transition of the machine', () => {
    const coverage = machineCoverage(orderCancelPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))(
    '%s',
    async (_name, path) => {
      const steps = replaySteps({ machine: orderCancelMachine, input: { orderId: ID } }, path);
      await open();
      await screen.findByRole('heading', { name: `Order #${ID}` }, { timeout: 30_000 });
      await expectState('idle', { event: { type: 'xstate.init' }, reason: null });
      for (const step of steps) {
        toast.remove();
        await drive(step.event as EventObject & Record<string, any>);
        await expectState(stateKey(step.after), {
          event: step.event as never,
          reason: (step.after.context as { reason: string | null }).reason,
        });
      }
    },
    60_000,
  );
});
