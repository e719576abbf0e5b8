import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The order-refund machine's graph paths replayed through the order details page of a delivered, paid order
// (/my-orders/100001) against the fake API: OPEN is a click on Request refund, CHOOSE a click on a reason, NOTE
// typing in the note, ADD_IMAGES files chosen under "Add images", REMOVE_IMAGE a thumbnail's Remove button, SUBMIT /
// RETRY / CLOSE the dialog's buttons; the held GET refund-reasons is answered with the path's REASONS (the dialog's
// query hands them to the chart), the held POST refund-request as the path's done / error events say. After every
// step the screen declared below for the state must show.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { orderRefundMachine } from '../../../machines/order-refund.machine.ts';
import { OrderDetailsPage } from '../../../src/features/orders/order-details-page.tsx';
import { config, error, json, type FakeApi, type FakeRequest } from '../../support/fake-api.ts';
import { describePath, machineCoverage, replaySteps, stateKey } from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { orderRefundPaths, refundReasons } from '../../machines/order-refund.paths.ts';
import {
  makeOrder,
  ORDER_ID as ID,
  orderRefundApi,
  REFUND,
  REFUND_REASONS as REASONS,
  refundReasonsReply,
  REVIEWED_ITEM,
} from './order-fixtures.ts';

let api: FakeApi;
let requested = false;

beforeEach(() => {
  toast.remove();
  localStorage.clear();
  localStorage.setItem('token', 'token-abc');
  requested = false;
  api = orderRefundApi(() => requested);
});

async function open() {
  return renderWithProviders(<p>elsewhere</p>, {
    route: `/my-orders/${ID}`,
    routes: [{ path: '/my-orders/:orderId', element: <OrderDetailsPage /> }],
  });
}

const dialog = () => screen.queryByRole('dialog', { name: 'Refund request' });
const inDialog = () => within(dialog()!);
const button = (name: string) => inDialog().getByRole('button', { name });

/** The multipart form the app sent, read back as FormData. */
const sentForm = (request: FakeRequest) =>
  new Response(request.body as string, {
    headers: { 'content-type': request.headers.get('content-type')! },
  }).formData();

async function drive(event: EventObject & Record<string, any>) {
  const user = userEvent.setup();
  switch (event.type) {
    case 'OPEN':
      return user.click(screen.getByRole('button', { name: 'Request refund' }));
    case 'CHOOSE':
      return user.click(inDialog().getByRole('radio', { name: event.reason as string }));
    case 'NOTE': {
      const note = inDialog().getByRole('textbox', { name: 'Note (optional)' });
      await user.clear(note);
      return user.type(note, event.note as string);
    }
    case 'ADD_IMAGES': {
      // the input is visually hidden behind its label; a change event carries the files as a browser's picker does
      const input = inDialog().getByLabelText('Add images') as HTMLInputElement;
      return act(async () => void fireEvent.change(input, { target: { files: event.files as File[] } }));
    }
    case 'REMOVE_IMAGE':
      return user.click(button(`Remove image ${(event.index as number) + 1}`));
    case 'SUBMIT':
      return user.click(button('Submit'));
    case 'RETRY':
      return user.click(button('Try again'));
    case 'CLOSE':
      return user.click(button('Close'));
    case 'REASONS':
      await waitFor(() => expect(api.waiting(REASONS)).toBe(1));
      return act(async () => api.release(REASONS, refundReasonsReply(event.reasons as string[])));
    case 'xstate.done.actor.requestRefund':
      await waitFor(() => expect(api.waiting(REFUND)).toBe(1));
      requested = true;
      return act(async () => api.release(REFUND, json({ message: event.output as string })));
    case 'xstate.error.actor.requestRefund':
      await waitFor(() => expect(api.waiting(REFUND)).toBe(1));
      return act(async () => api.release(REFUND, error(403, 'order', (event.error as Error).message)));
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

interface Facts {
  event: EventObject & Record<string, any>;
  context: { reason: string | null; note: string; images: Blob[]; imageProblem: string | null };
}

/** The form as the context says it is: the reason checked, the note, one thumbnail per image, the problem named. */
function expectForm({ context }: Facts) {
  const radios = inDialog().getAllByRole('radio');
  expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(refundReasons);
  const checked = radios.filter((r) => (r as HTMLInputElement).checked).map((r) => r.closest('label')?.textContent);
  expect(checked).toEqual(context.reason ? [context.reason] : []);
  expect(inDialog().getByRole('textbox', { name: 'Note (optional)' })).toHaveValue(context.note);
  expect(inDialog().queryAllByRole('button', { name: /^Remove image/ })).toHaveLength(context.images.length);
  expect(inDialog().getByText(new RegExp(`${context.images.length} of 3 images`))).toBeInTheDocument();
  const problems = {
    format: 'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.',
    count: 'Maximum 3 images can be send at a time.',
  } as Record<string, string>;
  if (context.imageProblem) expect(inDialog().getByText(problems[context.imageProblem]!)).toBeInTheDocument();
  else expect(inDialog().queryByText(/not supported|Maximum 3 images/)).toBeNull();
}

async function expectState(state: string, facts: Facts) {
  switch (state) {
    case 'idle':
      await waitFor(() => expect(dialog()).toBeNull());
      expect(screen.getByRole('button', { name: 'Request refund' })).toBeEnabled();
      expect(screen.getByTestId('order-status')).toHaveTextContent('Delivered');
      break;
    case 'loadingReasons':
      await waitFor(() => expect(dialog()).not.toBeNull());
      expect(inDialog().getByRole('status', { name: 'Loading reasons…' })).toBeInTheDocument();
      expect(inDialog().queryAllByRole('radio')).toEqual([]);
      break;
    case 'form.editing':
      await inDialog().findAllByRole('radio');
      expectForm(facts);
      if (facts.context.reason) expect(button('Submit')).toBeEnabled();
      else expect(button('Submit')).toBeDisabled();
      expect(inDialog().queryByText(/already been requested/)).toBeNull();
      break;
    case 'submitting': {
      await waitFor(() => expect(api.waiting(REFUND)).toBe(1));
      const form = await sentForm(api.calls(REFUND).at(-1)!);
      expect(form.get('order_id')).toBe(String(ID));
      expect(form.get('customer_reason')).toBe(facts.context.reason);
      expect(form.get('customer_note')).toBe(facts.context.note || null);
      expect(form.getAll('image[]').map((f) => (f as File).name)).toEqual(
        facts.context.images.map((f) => (f as File).name),
      );
      expect(inDialog().getByRole('button', { name: 'Sending…' })).toBeDisabled();
      expect(inDialog().getByRole('radio', { name: facts.context.reason! })).toBeDisabled();
      break;
    }
    case 'form.failed': {
      const message = (facts.event.error as Error).message;
      expect(await inDialog().findByText(message)).toBeInTheDocument();
      expectForm(facts); // everything is kept
      expect(button('Try again')).toBeEnabled();
      // the toast says it too (outside the modal dialog)
      await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
      break;
    }
    case 'requested':
      await waitFor(() => expect(dialog()).toBeNull());
      expect(await screen.findByText('Refund request placed successfully.')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Refund requested'));
      expect(screen.getByTestId('refund-status')).toHaveTextContent('Pending');
      expect(screen.queryByRole('button', { name: 'Request refund' })).toBeNull();
      break;
    default:
      throw new Error(`no UI declared for ${state}`);
  }
}

describe('order details page (order-refund paths replayed through the view)', () => {
  const paths = viewPaths(orderRefundPaths);

  it('the replayed paths take every transition of the machine', () => {
    const coverage = machineCoverage(orderRefundPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))(
    '%s',
    async (_name, path) => {
      const steps = replaySteps({ machine: orderRefundMachine, input: { orderId: ID } }, path);
      await open();
      await screen.findByRole('heading', { name: `Order #${ID}` }, { timeout: 30_000 });
      // the order's lines come with their own answer, after the order's
      await screen.findByRole('button', { name: 'Request refund' });
      await expectState('idle', {
        event: { type: 'xstate.init' },
        context: { reason: null, note: '', images: [], imageProblem: null },
      });
      for (const step of steps) {
        toast.remove();
        await drive(step.event as EventObject & Record<string, any>);
        await expectState(stateKey(step.after), {
          event: step.event as never,
          context: step.after.context as Facts['context'],
        });
      }
    },
    60_000,
  );

  it('a delivered order that is not paid, or a business without refunds, offers no refund', async () => {
    api.on(
      'GET /api/v1/customer/order/track',
      json(makeOrder(ID, { order_status: 'delivered', payment_status: 'unpaid' })),
    );
    const { unmount } = await open();
    await screen.findByRole('heading', { name: `Order #${ID}` });
    // the lines are there (their own answer), without a refund button
    expect((await screen.findAllByText(REVIEWED_ITEM)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Request refund' })).toBeNull();
    unmount();
    api
      .on('GET /api/v1/config', json(config({ refund_active_status: false })))
      .on(
        'GET /api/v1/customer/order/track',
        json(makeOrder(ID, { order_status: 'delivered', payment_status: 'paid' })),
      );
    await open();
    await screen.findByRole('heading', { name: `Order #${ID}` });
    // the lines are there (their own answer), without a refund button
    expect((await screen.findAllByText(REVIEWED_ITEM)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Request refund' })).toBeNull();
  });
  it("shows the server's message when the reasons cannot be loaded, and Try again loads them", async () => {
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('button', { name: 'Request refund' }, { timeout: 30_000 }));
    await waitFor(() => expect(api.waiting(REASONS)).toBe(1));
    await act(async () => api.release(REASONS, error(403, 'rate', 'Too many requests, please slow down.')));
    expect(await inDialog().findByRole('alert')).toHaveTextContent(
      'Could not load the refund reasons. Too many requests, please slow down.',
    );
    expect(inDialog().queryAllByRole('radio')).toEqual([]);
    await user.click(button('Try again'));
    expect(await inDialog().findByRole('status', { name: 'Loading reasons…' })).toBeInTheDocument();
    await drive({ type: 'REASONS', reasons: refundReasons });
    expect(await inDialog().findAllByRole('radio')).toHaveLength(refundReasons.length);
    expect(inDialog().queryByRole('alert')).toBeNull();
  });
});
