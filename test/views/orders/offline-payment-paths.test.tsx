import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The offline-payment machine's graph paths replayed through the details of an order paid offline
// (/my-orders/100001) against the fake API: OPEN is a click on Send (or Edit) payment info, CHOOSE_METHOD a click on a
// method, FIELD typing into the method's field, NOTE typing the note, SUBMIT / RETRY / CLOSE the dialog's buttons; the
// held GET offline_payment_method_list is answered with the path's METHODS (the dialog's query hands them to the
// chart), the held PUT offline-payment(-update) as the path's done / error events say. After every step the screen
// declared below for the state must show.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { offlinePaymentMachine, type OfflineMethodFields } from '../../../machines/offline-payment.machine.ts';
import { OrderDetailsPage } from '../../../src/features/orders/order-details-page.tsx';
import { error, json, type FakeApi } from '../../support/fake-api.ts';
import { describePath, machineCoverage, replaySteps, stateKey } from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { offlineMethods, offlinePaymentPaths } from '../../machines/offline-payment.paths.ts';
import {
  OFFLINE_METHODS as METHODS,
  OFFLINE_SEND as SEND,
  OFFLINE_UPDATE as UPDATE,
  offlinePaymentApi,
  ORDER_ID as ID,
  type OfflineSent,
} from './order-fixtures.ts';

let api: FakeApi;
/** What the (fake) server holds after a successful send. */
let stored: OfflineSent | null = null;

const asServed = (m: OfflineMethodFields) => ({
  id: m.id,
  method_name: m.name,
  method_fields: m.details.map((d) => ({ input_name: d.name, input_data: d.value })),
  method_informations: m.inputs.map((i) => ({
    customer_input: i.name,
    customer_placeholder: i.label,
    is_required: i.required ? 1 : 0,
  })),
  status: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

beforeEach(() => {
  toast.remove();
  localStorage.clear();
  localStorage.setItem('token', 'token-abc');
  stored = null;
  api = offlinePaymentApi(() => stored);
});

async function open() {
  return renderWithProviders(<p>elsewhere</p>, {
    route: `/my-orders/${ID}`,
    routes: [{ path: '/my-orders/:orderId', element: <OrderDetailsPage /> }],
  });
}

const dialog = () => screen.queryByRole('dialog', { name: 'Payment information' });
const inDialog = () => within(dialog()!);
const button = (name: string) => inDialog().getByRole('button', { name });
const methodName = (id: number) => offlineMethods.find((m) => m.id === id)!.name;

async function drive(event: EventObject & Record<string, any>, update: boolean) {
  const user = userEvent.setup();
  const route = update ? UPDATE : SEND;
  switch (event.type) {
    case 'OPEN':
      return user.click(
        await screen.findByRole('button', { name: update ? 'Edit payment info' : 'Send payment info' }),
      );
    case 'CHOOSE_METHOD':
      return user.click(inDialog().getByRole('radio', { name: new RegExp(methodName(event.methodId as number)) }));
    case 'FIELD': {
      const method = offlineMethods.find((m) => m.inputs.some((i) => i.name === event.name))!;
      const label = method.inputs.find((i) => i.name === event.name)!.label;
      const box = inDialog().getByRole('textbox', { name: new RegExp(`^${label}`) });
      await user.clear(box);
      return user.type(box, event.value as string);
    }
    case 'NOTE': {
      const box = inDialog().getByRole('textbox', { name: 'Note (optional)' });
      await user.clear(box);
      return user.type(box, event.note as string);
    }
    case 'SUBMIT':
      return user.click(button('Send'));
    case 'RETRY':
      return user.click(button('Try again'));
    case 'CLOSE':
      return user.click(button('Close'));
    case 'METHODS':
      await waitFor(() => expect(api.waiting(METHODS)).toBe(1));
      return act(async () => api.release(METHODS, json((event.methods as OfflineMethodFields[]).map(asServed))));
    case 'xstate.done.actor.sendInfo': {
      await waitFor(() => expect(api.waiting(route)).toBe(1));
      const body = api.calls(route).at(-1)!.body as Record<string, unknown>;
      const { order_id: _o, method_id, customer_note: _n, ...values } = body;
      stored = { methodId: method_id as number, values: values as Record<string, string> };
      return act(async () =>
        api.release(route, json({ payment: update ? 'Payment_Info_Updated_successfully' : 'success' })),
      );
    }
    case 'xstate.error.actor.sendInfo':
      await waitFor(() => expect(api.waiting(route)).toBe(1));
      return act(async () => api.release(route, error(403, 'transaction_id', (event.error as Error).message)));
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

type Context = { methodId: number | null; values: Record<string, string>; note: string; update: boolean };

async function expectState(
  state: string,
  facts: { event: EventObject & Record<string, any>; before: Context; context: Context },
) {
  const { context } = facts;
  switch (state) {
    case 'idle':
      await waitFor(() => expect(dialog()).toBeNull());
      expect(
        await screen.findByRole('button', { name: context.update ? 'Edit payment info' : 'Send payment info' }),
      ).toBeEnabled();
      if (facts.event.type === 'xstate.done.actor.sendInfo') {
        // the words of the answer: the first send, or a change of what was sent (the spec's message)
        expect(
          await screen.findByText(facts.before.update ? 'Payment info updated.' : 'Payment info sent.'),
        ).toBeInTheDocument();
        await waitFor(() => expect(screen.getByTestId('offline-status')).toHaveTextContent('Pending verification'));
      }
      break;
    case 'loadingMethods':
      await waitFor(() => expect(dialog()).not.toBeNull());
      expect(inDialog().getByRole('status')).toHaveTextContent('Loading the payment methods…');
      break;
    case 'form.editing':
    case 'form.failed': {
      const radios = await inDialog().findAllByRole('radio');
      expect(radios).toHaveLength(2);
      const checked = radios.filter((r) => (r as HTMLInputElement).checked);
      expect(checked.map((r) => r.closest('label')?.textContent)).toEqual(
        context.methodId ? [expect.stringContaining(methodName(context.methodId))] : [],
      );
      const method = offlineMethods.find((m) => m.id === context.methodId);
      for (const input of method?.inputs ?? [])
        expect(inDialog().getByRole('textbox', { name: new RegExp(`^${input.label}`) })).toHaveValue(
          context.values[input.name] ?? '',
        );
      expect(inDialog().getByRole('textbox', { name: 'Note (optional)' })).toHaveValue(context.note);
      if (state === 'form.failed') {
        const message = (facts.event.error as Error).message;
        expect(await inDialog().findByText(message)).toBeInTheDocument();
        expect(button('Try again')).toBeEnabled();
      } else {
        const complete = !!method && method.inputs.every((i) => !i.required || (context.values[i.name] ?? '').trim());
        if (complete) expect(button('Send')).toBeEnabled();
        else expect(button('Send')).toBeDisabled();
      }
      break;
    }
    case 'sending': {
      const route = context.update ? UPDATE : SEND;
      await waitFor(() => expect(api.waiting(route)).toBe(1));
      expect(api.calls(route).at(-1)!.body).toMatchObject({ order_id: ID, method_id: context.methodId });
      expect(inDialog().getByRole('button', { name: 'Sending…' })).toBeDisabled();
      break;
    }
    default:
      throw new Error(`no UI declared for ${state}`);
  }
}

describe('order details page (offline-payment paths replayed through the view)', () => {
  const paths = viewPaths(offlinePaymentPaths);

  it('the replayed paths take every transition of the machine', () => {
    const coverage = machineCoverage(offlinePaymentPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))(
    '%s',
    async (_name, path) => {
      const steps = replaySteps({ machine: offlinePaymentMachine, input: { orderId: ID, sent: null } }, path);
      await open();
      await screen.findByRole('heading', { name: `Order #${ID}` }, { timeout: 30_000 });
      expect(await screen.findByRole('region', { name: 'Offline payment' })).toHaveTextContent(
        'Send the information of your payment so that the shop can verify it.',
      );
      for (const step of steps) {
        toast.remove();
        const before = step.before.context as Context;
        await drive(step.event as EventObject & Record<string, any>, before.update);
        await expectState(stateKey(step.after), {
          event: step.event as never,
          before,
          context: step.after.context as Context,
        });
      }
    },
    60_000,
  );

  it("shows what was sent, and a change of it is answered 'Payment info updated.' (in Arabic too)", async () => {
    for (const [language, updated] of [
      ['en', 'Payment info updated.'],
      ['ar', 'تم تحديث معلومات الدفع.'],
    ] as const) {
      stored = { methodId: 1, values: { transaction_id: 'TX-1', sender_name: 'Rafi' } };
      const { unmount } = await renderWithProviders(<p>elsewhere</p>, {
        route: `/my-orders/${ID}`,
        routes: [{ path: '/my-orders/:orderId', element: <OrderDetailsPage /> }],
        language,
      });
      const block = await screen.findByTestId('offline-status');
      expect(block.closest('section')).toHaveTextContent(/Bank Transfer.*TX-1.*Rafi/);
      await userEvent.click(
        screen.getByRole('button', { name: language === 'en' ? 'Edit payment info' : 'تعديل معلومات الدفع' }),
      );
      await waitFor(() => expect(api.waiting(METHODS)).toBe(1));
      await act(async () => api.release(METHODS, json(offlineMethods.map(asServed))));
      const box = await screen.findByDisplayValue('TX-1');
      await userEvent.clear(box);
      await userEvent.type(box, 'TX-2');
      await userEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Send' : 'إرسال' }));
      await waitFor(() => expect(api.waiting(UPDATE)).toBe(1));
      expect(api.calls(UPDATE).at(-1)!.body).toEqual({
        order_id: ID,
        method_id: 1,
        transaction_id: 'TX-2',
        sender_name: 'Rafi',
        customer_note: null,
      });
      await act(async () => api.release(UPDATE, json({ payment: 'Payment_Info_Updated_successfully' })));
      expect(await screen.findByText(updated)).toBeInTheDocument();
      expect(api.calls(SEND)).toEqual([]);
      unmount();
      toast.remove();
    }
  });
  it("shows the server's message when the methods cannot be loaded, and Try again loads them", async () => {
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('button', { name: 'Send payment info' }, { timeout: 30_000 }));
    await waitFor(() => expect(api.waiting(METHODS)).toBe(1));
    await act(async () => api.release(METHODS, error(403, 'rate', 'Too many requests, please slow down.')));
    expect(await inDialog().findByRole('alert')).toHaveTextContent(
      'Could not load the payment methods. Too many requests, please slow down.',
    );
    expect(inDialog().queryAllByRole('radio')).toEqual([]);
    await user.click(button('Try again'));
    expect(await inDialog().findByRole('status')).toHaveTextContent('Loading the payment methods…');
    await drive({ type: 'METHODS', methods: offlineMethods }, false);
    expect(await inDialog().findAllByRole('radio')).toHaveLength(offlineMethods.length);
    expect(inDialog().queryByRole('alert')).toBeNull();
  });
});
