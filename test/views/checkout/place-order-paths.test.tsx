import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The place-order machine's graph paths replayed through the checkout page (`/checkout?page=cart`) against the fake
// API: each PLACE draft of a path is a checkout set up so that the page builds that draft (the problem it has, or
// none), each PLACE is a click on Place Order, EDIT a change of the payment method, and the held POST order/place is
// answered as the path's done / error event says. After every step the screen declared below for the state must show.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { placeOrderMachine } from '../../../machines/place-order.machine.ts';
import { CheckoutPage } from '../../../src/features/checkout/checkout-page.tsx';
import { type FakeApi, error, json } from '../../support/fake-api.ts';
import { PLACE, draftCheckoutApi, pharmacyScenario } from './checkout-fixture.ts';
import { describePath, machineCoverage, stateKey, transitionPaths } from '../../support/machine-paths.ts';
import { greedyCover } from '../../support/covering-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { drafts, placeOrderPaths } from '../../machines/place-order.paths.ts';
import { replaySteps } from '../../support/machine-paths.ts';

const NOTE = 'Ring twice, please';

/** Which checkout each draft of the paths stands for (the draft objects are the paths' PLACE variants). */
const scenarioOf = (draft: unknown) => {
  const name = Object.entries(drafts).find(([, d]) => d === draft)?.[0];
  if (!name) throw new Error('a PLACE draft the test does not know');
  return name as keyof typeof drafts;
};

/** The spec's words for each refused draft (written out here, en verbatim). */
const problemText: Record<string, string> = {
  address: 'Please select a delivery address.',
  contact: 'Please add your contact info.',
  prescriptionRequired: 'Please upload your prescription image.',
  prescriptionTooMany: 'Maximum 3 images can be send at a time.',
  codLimit: 'The total amount of the order, exceeds maximum amount of the cash on delivery method.',
  walletBalance: 'Your wallet balance is not enough for this order.',
};

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
});
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

/** The session and the fake API of the checkout the draft stands for. */
function serve(scenario: keyof typeof drafts) {
  api = draftCheckoutApi(scenario);
}

/** Renders the checkout the draft stands for and brings it to the point where Place Order builds that draft. */
async function open(scenario: keyof typeof drafts) {
  const guest = scenario === 'contact';
  serve(scenario);
  const utils = await renderWithProviders(<CheckoutPage />, {
    route: '/checkout?page=cart',
    routes: [{ path: '/order-successful', element: <p>order placed</p> }],
  });
  await screen.findByRole('heading', { name: 'Checkout' }, { timeout: 30_000 });
  const line = await screen.findByText(pharmacyScenario(scenario) ? 'Paracetamol' : 'Lemon Soap');
  expect(line.closest('li')).toHaveTextContent('Quantity: 2');
  const user = userEvent.setup();
  if (guest) await user.click(screen.getByRole('radio', { name: 'Take Away' }));
  if (scenario === 'walletBalance') await user.click(await screen.findByRole('radio', { name: /^Wallet/ }));
  if (scenario === 'prescriptionTooMany') {
    const files = [1, 2, 3, 4].map((n) => new File(['x'], `rx-${n}.png`, { type: 'image/png' }));
    await user.upload(screen.getByLabelText('Upload prescription images'), files);
    expect(screen.getByText('4 image(s) chosen')).toBeInTheDocument();
  }
  if (!guest && scenario !== 'address') await screen.findByText('12 Harbour Road, Dhaka', { exact: false });
  // What the customer typed: it must survive every refusal and failure.
  await user.type(screen.getByRole('textbox', { name: 'Note for the store' }), NOTE);
  return utils;
}

const placeButton = () => screen.getByRole('button', { name: /^(Place Order|Placing order…)$/ });
const alerts = () => screen.queryAllByRole('alert').filter((a) => a.tagName === 'P');

/** The held POSTs' Idempotency-Keys, in order. */
const keys = () => api.calls(PLACE).map((r) => r.headers.get('Idempotency-Key'));

async function drive(event: EventObject & Record<string, any>) {
  const user = userEvent.setup();
  switch (event.type) {
    case 'PLACE':
      return user.click(placeButton());
    case 'EDIT': {
      // another payment method than the current one (the page sends EDIT on a change)
      const digital = screen.getByRole('radio', { name: 'Digital Payment' });
      return user.click(digital);
    }
    case 'xstate.done.actor.placeOrder': {
      await waitFor(() => expect(api.waiting(PLACE)).toBe(1));
      const o = event.output as { orderId: number; total: number; redirectLink: string | null };
      return act(async () =>
        api.release(
          PLACE,
          json({
            message: 'Order placed successfully!',
            order_id: o.orderId,
            total_ammount: o.total,
            ...(o.redirectLink ? { redirect_link: o.redirectLink } : {}),
          }),
        ),
      );
    }
    case 'xstate.error.actor.placeOrder':
      await waitFor(() => expect(api.waiting(PLACE)).toBe(1));
      return act(async () => api.release(PLACE, error(403, 'order', (event.error as Error).message)));
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

type Router = Awaited<ReturnType<typeof renderWithProviders>>['router'];

/** The page as the customer left it: still on the checkout, the cart listed, the typed note there. */
function expectKept(router: Router) {
  expect(router.state.location.pathname + router.state.location.search).toBe('/checkout?page=cart');
  expect(screen.getByRole('textbox', { name: 'Note for the store' })).toHaveValue(NOTE);
  expect(screen.getByText('Quantity: 2')).toBeInTheDocument();
}

/** What each state shows (declared here, checked after every step). */
async function expectState(
  state: string,
  facts: { scenario: string; attempts: number; event: EventObject & Record<string, any> },
  router: Router,
) {
  switch (state) {
    case 'editing':
      await waitFor(() => expect(alerts()).toEqual([]));
      expect(placeButton()).toHaveTextContent('Place Order');
      expect(placeButton()).toBeEnabled();
      expectKept(router);
      break;
    case 'refused.invalid':
      expect(await screen.findByText(problemText[facts.scenario])).toHaveAttribute('role', 'alert');
      expect(alerts()).toHaveLength(1);
      expect(placeButton()).toBeEnabled();
      expectKept(router);
      break;
    case 'placing': {
      await waitFor(() => expect(api.waiting(PLACE)).toBe(1));
      expect(placeButton()).toBeDisabled();
      expect(placeButton()).toHaveTextContent('Placing order…');
      const last = api.calls(PLACE).at(-1)!;
      expect(last.body).toMatchObject({ order_note: NOTE, store_id: 3, payment_method: 'cash_on_delivery' });
      expect(last.headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
      break;
    }
    case 'refused.failed': {
      const message = (facts.event.error as Error | undefined)?.message ?? 'Your cart is empty.';
      await waitFor(() => expect(alerts().map((a) => a.textContent)).toEqual([message]));
      // the toast says it too
      expect(await screen.findByRole('status')).toHaveTextContent(message);
      expect(placeButton()).toBeEnabled();
      expectKept(router);
      break;
    }
    case 'redirecting':
      await waitFor(() => expect(assign).toHaveBeenCalledWith(facts.event.output.redirectLink));
      expect(placeButton()).toBeDisabled();
      break;
    case 'confirmed':
      await waitFor(() =>
        expect(router.state.location.pathname + router.state.location.search).toBe(
          `/order-successful?order_id=${facts.event.output.orderId}`,
        ),
      );
      expect(assign).not.toHaveBeenCalled();
      break;
    default:
      throw new Error(`no UI declared for ${state}`);
  }
  // one request per attempt: as many POSTs as placements the path started so far
  expect(api.calls(PLACE)).toHaveLength(facts.attempts);
}

/**
 * The paths replayed here: the graph paths (test/machines/place-order.paths.ts) whose PLACE events all carry one
 * draft (a page set up once builds one draft; a second, different draft would need a change of the form, which
 * sends EDIT first), then the fewest of those that still take every transition (greedy set cover).
 */
function pagePaths() {
  const all = transitionPaths(placeOrderPaths).filter((p) => {
    const places = p.steps.filter((s) => s.event.type === 'PLACE').map((s) => (s.event as any).draft);
    return places.length > 0 && places.every((d) => d === places[0]);
  });
  const keyed = all.map((p) => ({ path: p, keys: new Set(machineCoverageKeys(p)) }));
  return greedyCover(keyed);
}

/** The transitions one path takes, plus its draft (every draft is placed through the page at least once). */
function machineCoverageKeys(p: ReturnType<typeof transitionPaths>[number]) {
  const c = machineCoverage(placeOrderPaths, [p]);
  const draft = p.steps.find((s) => s.event.type === 'PLACE')!.event as any;
  const all = new Set(machineCoverage(placeOrderPaths, []).missing);
  return [...[...all].filter((t) => !c.missing.includes(t)), `draft:${scenarioOf(draft.draft)}`];
}

describe('checkout page (place-order paths replayed through the view)', () => {
  const paths = pagePaths();

  it('the replayed paths take every transition of the machine and place every draft', () => {
    const coverage = machineCoverage(placeOrderPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
    const placed = new Set(
      paths.map((p) => scenarioOf((p.steps.find((s) => s.event.type === 'PLACE')!.event as any).draft)),
    );
    expect([...placed].sort()).toEqual(Object.keys(drafts).sort());
  });

  const draftOf = (p: (typeof paths)[number]) =>
    scenarioOf((p.steps.find((s) => s.event.type === 'PLACE')!.event as { draft?: unknown }).draft);
  it.each(paths.map((p) => [`${draftOf(p)} draft: ${describePath(p)}`, p] as const))(
    '%s',
    async (_name, path) => {
      const steps = replaySteps({ machine: placeOrderMachine }, path);
      const scenario = scenarioOf((steps.find((s) => s.event.type === 'PLACE')!.event as any).draft);
      const { router } = await open(scenario);
      await expectState('editing', { scenario, attempts: 0, event: { type: 'xstate.init' } }, router);
      let attempts = 0;
      for (const step of steps) {
        toast.remove();
        await drive(step.event as EventObject & Record<string, any>);
        if (stateKey(step.after) === 'placing') attempts += 1;
        await expectState(stateKey(step.after), { scenario, attempts, event: step.event as never }, router);
      }
      // a retry of the same order (failed → Place Order again) reuses its Idempotency-Key; every attempt has one
      expect(new Set(keys()).size).toBe(attempts > 0 ? 1 : 0);
    },
    90_000,
  );

  it('a double click on Place Order sends one request (one Idempotency-Key), and the answer places one order', async () => {
    const { router } = await open('valid');
    await userEvent.setup().dblClick(placeButton());
    await waitFor(() => expect(api.waiting(PLACE)).toBe(1));
    expect(placeButton()).toBeDisabled();
    await userEvent.setup().click(placeButton());
    expect(api.calls(PLACE)).toHaveLength(1);
    await act(async () =>
      api.release(PLACE, json({ message: 'Order placed successfully!', order_id: 100009, total_ammount: 29 })),
    );
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/order-successful?order_id=100009'),
    );
    expect(api.calls(PLACE)).toHaveLength(1);
  }, 60_000);

  it('after a failure, a changed order is a new attempt with a new Idempotency-Key; the same order keeps its key', async () => {
    await open('valid');
    const user = userEvent.setup();
    await user.click(placeButton());
    await waitFor(() => expect(api.waiting(PLACE)).toBe(1));
    await act(async () => api.release(PLACE, error(403, 'order', 'The store is closed now.')));
    await waitFor(() => expect(placeButton()).toBeEnabled());
    await user.type(screen.getByRole('textbox', { name: 'Note for the store' }), ' and knock');
    await user.click(placeButton());
    await waitFor(() => expect(api.waiting(PLACE)).toBe(1));
    await act(async () => api.release(PLACE, error(403, 'order', 'The store is closed now.')));
    await waitFor(() => expect(placeButton()).toBeEnabled());
    await user.click(placeButton());
    await waitFor(() => expect(api.waiting(PLACE)).toBe(1));
    const [first, second, third] = keys();
    expect(api.calls(PLACE).map((r) => (r.body as { order_note: string }).order_note)).toEqual([
      NOTE,
      `${NOTE} and knock`,
      `${NOTE} and knock`,
    ]);
    expect(second).not.toBe(first);
    expect(third).toBe(second);
  }, 60_000);

  it.each([
    ['codLimit', 'إجمالي مبلغ الطلب يتجاوز الحد الأقصى لطريقة الدفع عند الاستلام.'],
    ['prescriptionRequired', 'يرجى تحميل صورة الوصفة الطبية.'],
  ] as const)(
    'in Arabic the %s refusal reads in Arabic',
    async (scenario, text) => {
      serve(scenario);
      await renderWithProviders(<CheckoutPage />, { route: '/checkout?page=cart', language: 'ar' });
      await screen.findByText('12 Harbour Road, Dhaka', { exact: false }, { timeout: 30_000 });
      await userEvent.setup().click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(api.calls(PLACE)).toEqual([]);
    },
    60_000,
  );
});
