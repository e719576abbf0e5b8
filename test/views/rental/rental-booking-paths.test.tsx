import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The rental-booking machine's graph paths replayed through the booking form under the trip cart against the fake
// API: each BOOK draft of a path is a cart and a session set up so that the form builds that draft (the problem it
// has, or none), each BOOK a click on 'Book Now', EDIT a change of the payment method, and the held POST trip-booking
// and POST payment are answered as the path's done / error events say. After every step the screen declared below
// for the state must show.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { rentalBookingMachine } from '../../../machines/rental-booking.machine.ts';
import { TripCartProvider } from '../../../src/features/rental/trip-cart-provider.tsx';
import { TripCartPanel } from '../../../src/features/rental/trip-cart-panel.tsx';
import { resetRentalSearch } from '../../../src/features/rental/search-store.ts';
import { FakeApi, config, error, json } from '../../support/fake-api.ts';
import { describePath, machineCoverage, stateKey, transitionPaths } from '../../support/machine-paths.ts';
import { greedyCover } from '../../support/covering-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { rentalBookingPaths, tripDrafts } from '../../machines/rental-booking.paths.ts';
import { replaySteps } from '../../machines/shop-replay.ts';
import { sedan } from '../../machines/trip-cart-fixtures.ts';
import { serverCart } from './rental-harness.tsx';

const BOOK = 'POST /api/v1/rental/user/trip/trip-booking';
const PAY = 'POST /api/v1/rental/user/trip/payment';
const NOTE = 'A child seat, please';

const scenarioOf = (draft: unknown) => {
  const name = Object.entries(tripDrafts).find(([, d]) => d === draft)?.[0];
  if (!name) throw new Error('a BOOK draft the test does not know');
  return name as keyof typeof tripDrafts;
};

/** The words for each refused draft (written out here, en verbatim). */
const problemText: Record<string, string> = {
  contact: 'Please fill in the contact person name and number.',
  destination: 'Choose a destination for a distance wise trip.',
  walletBalance: 'Your wallet balance is not enough for this trip.',
};

let api: FakeApi;
const assign = vi.fn();
const realLocation = window.location;

beforeEach(() => {
  toast.remove();
  localStorage.clear();
  sessionStorage.clear();
  resetRentalSearch();
  assign.mockReset();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...realLocation, origin: realLocation.origin, assign },
  });
});
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

/** The session, cart and fake API of the booking the draft stands for. */
function serve(scenario: keyof typeof tripDrafts) {
  const customer = scenario === 'walletBalance';
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('module', JSON.stringify({ id: 5, module_type: 'rental', module_name: 'Rental' }));
  localStorage.setItem('location', 'Gulshan 1, Dhaka');
  localStorage.setItem('currentLatLng', JSON.stringify({ lat: 23.78, lng: 90.41 }));
  if (customer) localStorage.setItem('token', 'token-abc');
  else localStorage.setItem('guest_id', 'guest-1');
  const distance = scenario === 'destination';
  // one sedan, $10/hr × 2 hours, or $2/km × 12.5 km with no destination
  const cart = serverCart({
    lines: [{ id: 110, vehicle_id: sedan.id, provider_id: sedan.provider_id, quantity: 1, total_vehicles: 3 }],
    trip: { id: 7, rental_type: distance ? 'distance_wise' : 'hourly', estimated_hours: distance ? 0 : 2 },
  });
  api = new FakeApi()
    .on(
      'GET /api/v1/config',
      json(
        config({
          currency_symbol: '$',
          currency_symbol_direction: 'left',
          cash_on_delivery: true,
          digital_payment: true,
          customer_wallet_status: 1,
        }),
      ),
    )
    .on('GET /api/v1/rental/user/cart/get-cart', json(cart))
    .on('GET /api/v1/rental/user/wish-list', json({ vehicles: [], providers: [] }))
    .on(
      'GET /api/v1/customer/info',
      json({ id: 1, f_name: 'Rafi', l_name: 'Ahmed', phone: '+8801700000000', wallet_balance: 5 }),
    );
  api.hold(BOOK);
  api.hold(PAY);
}

async function open(scenario: keyof typeof tripDrafts) {
  serve(scenario);
  const utils = await renderWithProviders(
    <TripCartProvider>
      <TripCartPanel />
    </TripCartProvider>,
    { route: '/rental/cart', routes: [{ path: '/my-trips', element: <p>trip page</p> }] },
  );
  await screen.findByRole('form', { name: 'Book the trip' }, { timeout: 30_000 });
  const user = userEvent.setup();
  if (scenario === 'walletBalance') await user.click(await screen.findByRole('radio', { name: /^Wallet/ }));
  else if (scenario !== 'contact') {
    await user.type(screen.getByRole('textbox', { name: /^Contact person name/ }), 'Nadia Islam');
    await user.type(screen.getByRole('textbox', { name: /^Contact person number/ }), '+8801711111111');
  }
  // What the visitor typed: it must survive every refusal and failure.
  await user.type(screen.getByRole('textbox', { name: 'Additional note' }), NOTE);
  return utils;
}

const bookButton = () => screen.getByRole('button', { name: /^(Book Now|Booking…)$/ });
const alerts = () => screen.queryAllByRole('alert').filter((a) => a.tagName === 'P');
const keys = () => api.calls(BOOK).map((r) => r.headers.get('Idempotency-Key'));

async function drive(event: EventObject & Record<string, any>) {
  const user = userEvent.setup();
  switch (event.type) {
    case 'BOOK':
      return user.click(bookButton());
    case 'EDIT':
      return user.click(screen.getByRole('radio', { name: 'Digital payment' }));
    case 'xstate.done.actor.bookTrip':
      await waitFor(() => expect(api.waiting(BOOK)).toBe(1));
      return act(async () =>
        api.release(
          BOOK,
          json({
            message: 'Trip booked successfully.',
            trip_id: event.output.tripId,
            trip_amount: event.output.amount,
          }),
        ),
      );
    case 'xstate.error.actor.bookTrip':
      await waitFor(() => expect(api.waiting(BOOK)).toBe(1));
      return act(async () => api.release(BOOK, error(403, 'trip', (event.error as Error).message)));
    case 'xstate.done.actor.payTrip': {
      await waitFor(() => expect(api.waiting(PAY)).toBe(1));
      const o = event.output as { redirectLink: string | null; message: string };
      return act(async () =>
        api.release(
          PAY,
          json({
            message: o.message,
            trip_id: 100001,
            payment_method: 'cash_payment',
            payment_status: 'unpaid',
            ...(o.redirectLink ? { redirect_link: o.redirectLink } : {}),
          }),
        ),
      );
    }
    case 'xstate.error.actor.payTrip':
      await waitFor(() => expect(api.waiting(PAY)).toBe(1));
      return act(async () => api.release(PAY, error(403, 'payment_method', (event.error as Error).message)));
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

type Router = Awaited<ReturnType<typeof renderWithProviders>>['router'];

function expectKept(router: Router) {
  expect(router.state.location.pathname).toBe('/rental/cart');
  expect(screen.getByRole('textbox', { name: 'Additional note' })).toHaveValue(NOTE);
  expect(screen.getByRole('listitem', { name: 'Toyota Axio' })).toBeInTheDocument();
}

async function expectState(
  state: string,
  facts: { scenario: string; attempts: number; event: EventObject & Record<string, any> },
  router: Router,
) {
  switch (state) {
    case 'editing':
      await waitFor(() => expect(alerts()).toEqual([]));
      expect(bookButton()).toHaveTextContent('Book Now');
      expect(bookButton()).toBeEnabled();
      expectKept(router);
      break;
    case 'invalid':
      expect(await screen.findByText(problemText[facts.scenario]!)).toHaveAttribute('role', 'alert');
      expect(alerts()).toHaveLength(1);
      expect(bookButton()).toBeEnabled();
      expectKept(router);
      break;
    case 'booking': {
      await waitFor(() => expect(api.waiting(BOOK)).toBe(1));
      expect(bookButton()).toBeDisabled();
      expect(bookButton()).toHaveTextContent('Booking…');
      const last = api.calls(BOOK).at(-1)!;
      expect(last.body).toMatchObject({
        trip_type: 'hourly',
        provider_id: sedan.provider_id,
        trip_amount: 20,
        additional_note: NOTE,
        coupon_code: null,
        schedule_at: null,
      });
      if (facts.scenario !== 'walletBalance')
        expect(last.body).toMatchObject({
          contact_person_name: 'Nadia Islam',
          contact_person_number: '+8801711111111',
          guest_id: 'guest-1',
        });
      expect(last.headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
      break;
    }
    case 'failed': {
      const message = (facts.event.error as Error).message;
      expect(await screen.findByRole('status')).toHaveTextContent(message);
      await waitFor(() => expect(bookButton()).toBeEnabled());
      expectKept(router);
      break;
    }
    case 'paying': {
      await waitFor(() => expect(api.waiting(PAY)).toBe(1));
      expect(bookButton()).toBeDisabled();
      expect(api.calls(PAY).at(-1)!.body).toMatchObject({ trip_id: 100001, payment_method: 'cash_payment' });
      break;
    }
    case 'unpaid':
      expect(await screen.findByRole('status')).toHaveTextContent((facts.event.error as Error).message);
      await waitFor(() => expect(router.state.location.search).toBe('?trip_id=100001'));
      break;
    case 'redirecting':
      await waitFor(() => expect(assign).toHaveBeenCalledWith(facts.event.output.redirectLink));
      break;
    case 'booked':
      expect(await screen.findByRole('status')).toHaveTextContent('Trip booked successfully.');
      await waitFor(() =>
        expect(router.state.location.pathname + router.state.location.search).toBe('/my-trips?trip_id=100001'),
      );
      expect(assign).not.toHaveBeenCalled();
      break;
    default:
      throw new Error(`no UI declared for ${state}`);
  }
  expect(api.calls(BOOK)).toHaveLength(facts.attempts);
}

/**
 * The paths replayed here: the graph paths whose BOOK events all carry one draft (a form set up once builds one
 * draft), then the fewest of those that still take every transition and book every draft (greedy set cover).
 */
function pagePaths() {
  const all = transitionPaths(rentalBookingPaths).filter((p) => {
    const books = p.steps.filter((s) => s.event.type === 'BOOK').map((s) => (s.event as any).draft);
    return books.length > 0 && books.every((d) => d === books[0]);
  });
  const everything = machineCoverage(rentalBookingPaths, []).missing;
  const keyed = all.map((p) => {
    const missing = machineCoverage(rentalBookingPaths, [p]).missing;
    const draft = p.steps.find((s) => s.event.type === 'BOOK')!.event as any;
    return {
      path: p,
      keys: new Set([...everything.filter((t) => !missing.includes(t)), `draft:${scenarioOf(draft.draft)}`]),
    };
  });
  return greedyCover(keyed);
}

const draftOf = (p: ReturnType<typeof pagePaths>[number]) =>
  scenarioOf((p.steps.find((s) => s.event.type === 'BOOK')!.event as { draft?: unknown }).draft);

describe('trip booking (rental-booking paths replayed through the booking form)', () => {
  const paths = pagePaths();

  it('the replayed paths take every transition of the machine and book every draft', () => {
    const coverage = machineCoverage(rentalBookingPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
    expect([...new Set(paths.map(draftOf))].sort()).toEqual(Object.keys(tripDrafts).sort());
  });

  it.each(paths.map((p) => [`${draftOf(p)} draft: ${describePath(p)}`, p] as const))(
    '%s',
    async (_name, path) => {
      const steps = replaySteps(rentalBookingMachine, path);
      const scenario = draftOf(path);
      const { router } = await open(scenario);
      await expectState('editing', { scenario, attempts: 0, event: { type: 'xstate.init' } }, router);
      let attempts = 0;
      for (const step of steps) {
        toast.remove();
        await drive(step.event as EventObject & Record<string, any>);
        if (stateKey(step.after) === 'booking') attempts += 1;
        await expectState(stateKey(step.after), { scenario, attempts, event: step.event as never }, router);
      }
      // a retry of the same booking (failed → Book Now again) reuses its Idempotency-Key
      expect(new Set(keys()).size).toBe(attempts > 0 ? 1 : 0);
    },
    90_000,
  );

  it('a double click on Book Now sends one booking (one Idempotency-Key)', async () => {
    const { router } = await open('valid');
    await userEvent.setup().dblClick(bookButton());
    await waitFor(() => expect(api.waiting(BOOK)).toBe(1));
    expect(bookButton()).toBeDisabled();
    await act(async () => api.release(BOOK, json({ message: 'ok', trip_id: 100009, trip_amount: 20 })));
    await waitFor(() => expect(api.waiting(PAY)).toBe(1));
    await act(async () =>
      api.release(
        PAY,
        json({
          message: 'Payment info updated.',
          trip_id: 100009,
          payment_method: 'cash_payment',
          payment_status: 'unpaid',
        }),
      ),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?trip_id=100009'));
    expect(api.calls(BOOK)).toHaveLength(1);
  }, 60_000);

  it('a coupon code is checked for the provider, lowers the total and is sent with the booking', async () => {
    await open('valid');
    api.on(
      'GET /api/v1/coupon/apply',
      json({
        id: 3,
        title: 'Ride 10',
        code: 'RIDE10',
        start_date: '2026-01-01',
        expire_date: '2027-01-01',
        min_purchase: 10,
        max_discount: 0,
        discount: 10,
        discount_type: 'percent',
        coupon_type: 'default',
        status: 1,
      }),
    );
    const user = userEvent.setup();
    // $10/hr × 2 hours = $20; 10 % off = $2
    expect(screen.getByTestId('trip-total')).toHaveTextContent('$20.00');
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'RIDE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon RIDE10 applied')).toBeInTheDocument();
    const asked = api.calls('GET /api/v1/coupon/apply')[0]!.query;
    expect([asked.get('code'), asked.get('store_id')]).toEqual(['RIDE10', String(sedan.provider_id)]);
    expect(screen.getByTestId('trip-total')).toHaveTextContent('$18.00');
    await user.click(bookButton());
    await waitFor(() => expect(api.waiting(BOOK)).toBe(1));
    expect(api.calls(BOOK)[0]!.body).toMatchObject({ coupon_code: 'RIDE10', trip_amount: 18 });
  }, 60_000);

  it('in Arabic the wallet refusal reads in Arabic', async () => {
    serve('walletBalance');
    await renderWithProviders(
      <TripCartProvider>
        <TripCartPanel />
      </TripCartProvider>,
      { route: '/rental/cart', language: 'ar' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^المحفظة/ }, { timeout: 30_000 }));
    await user.click(screen.getByRole('button', { name: 'احجز الآن' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('رصيد محفظتك لا يكفي لهذه الرحلة.');
    expect(api.calls(BOOK)).toEqual([]);
  }, 60_000);
});
