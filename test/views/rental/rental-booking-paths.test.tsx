import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The rental-booking machine's graph paths replayed through the booking form under the trip cart against the fake
// API. The BOOK facts of a path name its scenario: a cart and a session set up so that the page sends those facts (a
// guest's hourly trip, a guest's distance-wise trip without a destination, a signed-in customer with $5 in the
// wallet). Every field event is typed, clicked or chosen on the form, APPLY_COUPON / BOOK / REMOVE_COUPON are button
// presses, and the held GET coupon/apply, POST trip-booking and POST payment are answered as the path's done / error
// events say. After every step the screen declared below for the state must show, with the form showing what the
// chart holds.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { rentalBookingMachine } from '../../../machines/rental-booking.machine.ts';
import type { TripBookingFields } from '../../../domain/trip-booking.ts';
import { preloadTripCart } from '../../../src/features/rental/trip-cart-provider.tsx';
import { resetRentalSearch } from '../../../src/features/rental/search-store.ts';
import { type FakeApi, error, json } from '../../support/fake-api.ts';
import { describePath, machineCoverage, stateKey, transitionPaths } from '../../support/machine-paths.ts';
import { greedyCover } from '../../support/covering-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { choose } from '../../support/kit.ts';
import { CONTACT, rentalBookingInput, rentalBookingPaths, tripFacts } from '../../machines/rental-booking.paths.ts';
import { replaySteps, type Step } from '../../support/machine-paths.ts';
import { sedan } from '../../machines/trip-cart-fixtures.ts';
import { bookingCalls, bookingPage, bookingRoutes, serveBooking } from './rental-harness.tsx';

const { COUPON, BOOK, PAY } = bookingCalls;

type Scenario = keyof typeof tripFacts;
type AnyEvent = EventObject & Record<string, any>;
type Path = ReturnType<typeof transitionPaths>[number];

/** The words for each refused booking (written out here, en verbatim). */
const problemText: Record<string, string> = {
  contact: 'Please fill in the contact person name and number.',
  destination: 'Choose a destination for a distance wise trip.',
  walletBalance: 'Your wallet balance is not enough for this trip.',
};
const methodName = { cash_payment: /^Cash/, wallet: /^Wallet/, digital_payment: /^Digital payment/ } as const;

/** A coupon as GET coupon/apply answers it. */
const serverCoupon = (c: { code: string; discount: number; discount_type: string; min_purchase: number }) => ({
  id: 3,
  title: c.code,
  start_date: '2026-01-01',
  expire_date: '2027-01-01',
  max_discount: 0,
  coupon_type: 'default',
  status: 1,
  ...c,
});

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

async function open(scenario: Scenario) {
  api = serveBooking(scenario);
  const utils = await renderWithProviders(bookingPage, { route: '/rental/cart', routes: bookingRoutes });
  await screen.findByRole('form', { name: 'Book the trip' }, { timeout: 30_000 });
  if (scenario === 'customer') await screen.findByRole('radio', { name: /^Wallet/ });
  return utils;
}

const bookButton = () => screen.getByRole('button', { name: /^(Book Now|Booking…)$/ });
const alerts = () => screen.queryAllByRole('alert').filter((a) => a.tagName === 'P');
const keys = () => api.calls(BOOK).map((r) => r.headers.get('Idempotency-Key'));
const contactBox = { name: /^Contact person name/, number: /^Contact person number/, email: /^Email/ };

async function retype(box: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.clear(box);
  await user.type(box, text);
}

async function drive(event: AnyEvent) {
  const user = userEvent.setup();
  switch (event.type) {
    case 'SET_CONTACT':
      return retype(screen.getByRole('textbox', { name: contactBox[event.field as 'name'] }), event.value);
    case 'SET_NOTE':
      return retype(screen.getByRole('textbox', { name: 'Additional note' }), event.note);
    case 'SET_COUPON_CODE':
      return retype(screen.getByRole('textbox', { name: 'Coupon code' }), event.code);
    case 'SET_PAYMENT':
      return user.click(screen.getByRole('radio', { name: methodName[event.method as 'wallet'] }));
    case 'PICKUP_CHANGED':
      // a time in the past: the pickup stays 'now'
      return choose('Time', '12:00 AM', screen.getByRole('group', { name: 'Pickup time' }));
    case 'APPLY_COUPON':
      return user.click(screen.getByRole('button', { name: 'Apply' }));
    case 'REMOVE_COUPON':
      return user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    case 'BOOK':
      return user.click(bookButton());
    case 'xstate.done.actor.checkCoupon':
      await waitFor(() => expect(api.waiting(COUPON)).toBe(1));
      return act(async () => api.release(COUPON, json(serverCoupon(event.output))));
    case 'xstate.error.actor.checkCoupon':
      await waitFor(() => expect(api.waiting(COUPON)).toBe(1));
      return act(async () => api.release(COUPON, error(404, 'coupon', (event.error as Error).message)));
    case 'xstate.done.actor.bookTrip':
      await waitFor(() => expect(api.waiting(BOOK)).toBe(1));
      // the bare trip id, as 6amMart answers it
      return act(async () => api.release(BOOK, json(event.output.tripId)));
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

/** The form shows what the chart holds: the contact person (guests), the note, the coupon, the payment method. */
function expectForm(fields: TripBookingFields, scenario: Scenario, router: Router) {
  expect(router.state.location.pathname).toBe('/rental/cart');
  expect(screen.getByRole('listitem', { name: 'Toyota Axio' })).toBeInTheDocument();
  if (scenario !== 'customer') {
    expect(screen.getByRole('textbox', { name: contactBox.name })).toHaveValue(fields.contact.name);
    expect(screen.getByRole('textbox', { name: contactBox.number })).toHaveValue(fields.contact.number);
  }
  expect(screen.getByRole('textbox', { name: 'Additional note' })).toHaveValue(fields.note);
  if (fields.coupon) expect(screen.getByText(`Coupon ${fields.coupon.code} applied`)).toBeInTheDocument();
  else expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue(fields.couponCode);
  expect(screen.getByRole('radio', { name: methodName[fields.paymentMethod] })).toBeChecked();
}

async function expectState(
  step: Step<typeof rentalBookingMachine>,
  scenario: Scenario,
  router: Router,
  requests: number,
) {
  const { fields } = step.after.context;
  const event = step.event as AnyEvent;
  switch (stateKey(step.after)) {
    case 'form.editing':
      if (event.type === 'xstate.done.actor.checkCoupon')
        expect(await screen.findByRole('status')).toHaveTextContent(
          fields.coupon ? 'Coupon applied' : 'The trip does not reach the coupon minimum purchase.',
        );
      if (event.type === 'xstate.error.actor.checkCoupon')
        expect(await screen.findByRole('status')).toHaveTextContent((event.error as Error).message);
      await waitFor(() => expect(alerts()).toEqual([]));
      expect(bookButton()).toHaveTextContent('Book Now');
      expect(bookButton()).toBeEnabled();
      // $10/hr × 2 hours = $20; the 10 % coupon takes $2
      if (scenario !== 'guestNoDestination')
        expect(screen.getByTestId('trip-total')).toHaveTextContent(fields.coupon ? '$18.00' : '$20.00');
      expectForm(fields, scenario, router);
      break;
    case 'form.checkingCoupon': {
      await waitFor(() => expect(api.waiting(COUPON)).toBe(1));
      const asked = api.calls(COUPON).at(-1)!.query;
      expect([asked.get('code'), asked.get('store_id')]).toEqual(['RIDE10', String(sedan.provider_id)]);
      expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
      expect(bookButton()).toBeDisabled();
      expectForm(fields, scenario, router);
      break;
    }
    case 'form.invalid':
      expect(await screen.findByText(problemText[step.after.context.problem!]!)).toHaveAttribute('role', 'alert');
      expect(alerts()).toHaveLength(1);
      expect(bookButton()).toBeEnabled();
      expectForm(fields, scenario, router);
      break;
    case 'booking': {
      await waitFor(() => expect(api.waiting(BOOK)).toBe(1));
      expect(bookButton()).toBeDisabled();
      expect(bookButton()).toHaveTextContent('Booking…');
      const last = api.calls(BOOK).at(-1)!;
      expect(last.body).toMatchObject({
        trip_type: 'hourly',
        provider_id: sedan.provider_id,
        trip_amount: fields.coupon ? 18 : 20,
        additional_note: fields.note || null,
        coupon_code: fields.coupon ? 'RIDE10' : null,
        schedule_at: null,
      });
      if (scenario === 'customer') expect(last.body).not.toHaveProperty('contact_person_name');
      else
        expect(last.body).toMatchObject({
          contact_person_name: CONTACT.name,
          contact_person_number: CONTACT.number,
          guest_id: 'guest-1',
        });
      expect(last.headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
      break;
    }
    case 'form.failed': {
      expect(await screen.findByRole('status')).toHaveTextContent((event.error as Error).message);
      await waitFor(() => expect(bookButton()).toBeEnabled());
      expectForm(fields, scenario, router);
      break;
    }
    case 'paying': {
      await waitFor(() => expect(api.waiting(PAY)).toBe(1));
      expect(bookButton()).toBeDisabled();
      expect(api.calls(PAY).at(-1)!.body).toMatchObject({ trip_id: 100001, payment_method: fields.paymentMethod });
      break;
    }
    case 'unpaid':
      expect(await screen.findByRole('status')).toHaveTextContent((event.error as Error).message);
      await waitFor(() => expect(router.state.location.search).toBe('?trip_id=100001'));
      break;
    case 'redirecting':
      await waitFor(() => expect(assign).toHaveBeenCalledWith(event.output.redirectLink));
      break;
    case 'booked':
      expect(await screen.findByRole('status')).toHaveTextContent('Trip booked successfully.');
      await waitFor(() =>
        expect(router.state.location.pathname + router.state.location.search).toBe('/my-trips?trip_id=100001'),
      );
      expect(assign).not.toHaveBeenCalled();
      break;
    default:
      throw new Error(`no UI declared for ${stateKey(step.after)}`);
  }
  expect(api.calls(BOOK)).toHaveLength(requests);
}

const scenarioOf = (facts: unknown) =>
  (Object.entries(tripFacts).find(([, f]) => f === facts)?.[0] ?? 'guestHourly') as Scenario;

/** The path's scenario: the facts its BOOK events carry (a guest's hourly trip when it books nothing). */
const bookedFacts = (p: Path) => p.steps.filter((s) => s.event.type === 'BOOK').map((s) => (s.event as AnyEvent).facts);
const pathScenario = (p: Path) => scenarioOf(bookedFacts(p)[0]);

/** Whether a person can take every step of the path on the page of its scenario. */
function drivable(p: Path) {
  const books = bookedFacts(p);
  if (books.some((f) => f !== books[0])) return false; // one page, one cart
  const scenario = pathScenario(p);
  return replaySteps({ machine: rentalBookingMachine, input: rentalBookingInput }, p).every(({ before, event }) => {
    const e = event as AnyEvent;
    if (e.type === 'SET_CONTACT') return scenario !== 'customer'; // customers give no contact person
    if (e.type === 'SET_PAYMENT' && e.method === 'wallet') return scenario === 'customer'; // guests have no wallet
    if (e.type === 'SET_COUPON_CODE') return before.context.fields.coupon === null; // the field hides once applied
    if (e.type === 'BOOK') return !before.hasTag('checkingCoupon'); // 'Book Now' waits for the coupon check
    return true;
  });
}

/** The fewest drivable paths that take every transition of the machine and book every scenario (greedy set cover). */
function pagePaths() {
  const all = transitionPaths(rentalBookingPaths).filter(drivable);
  const everything = machineCoverage(rentalBookingPaths, []).missing;
  const keyed = all.map((path) => {
    const missing = machineCoverage(rentalBookingPaths, [path]).missing;
    const books = path.steps.some((s) => s.event.type === 'BOOK');
    return {
      path,
      keys: new Set([
        ...everything.filter((t) => !missing.includes(t)),
        ...(books ? [`scenario:${pathScenario(path)}`] : []),
        // both answers of the coupon check return to editing (one transition id, two transitions): key them apart
        ...path.steps
          .filter((s) => s.event.type === 'xstate.done.actor.checkCoupon')
          .map((s) => `coupon:${(s.event as AnyEvent).output.code}`),
      ]),
    };
  });
  return greedyCover(keyed);
}

// The trip cart's statechart is a chunk of its own (the rental pages show it at rest until it is in:
// trip-cart-first-load.test.tsx); these tests replay its machine on the loaded statechart.
beforeAll(() => preloadTripCart());

describe('trip booking (rental-booking paths replayed through the booking form)', () => {
  const paths = pagePaths();

  it('the replayed paths take every transition of the machine and book every scenario', () => {
    const coverage = machineCoverage(rentalBookingPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
    const booked = paths.filter((p) => p.steps.some((s) => s.event.type === 'BOOK')).map(pathScenario);
    expect([...new Set(booked)].sort()).toEqual(['customer', 'guestHourly', 'guestNoDestination']);
  });

  it.each(paths.map((p) => [`${pathScenario(p)}: ${describePath(p)}`, p] as const))(
    '%s',
    async (_name, path) => {
      const scenario = pathScenario(path);
      const steps = replaySteps({ machine: rentalBookingMachine, input: rentalBookingInput }, path);
      const { router } = await open(scenario);
      let requests = 0;
      for (const step of steps) {
        toast.remove();
        await drive(step.event as AnyEvent);
        if (stateKey(step.after) === 'booking') requests += 1;
        await expectState(step, scenario, router, requests);
      }
      // one Idempotency-Key per attempt: a retry of the same booking (failed → Book Now again) reuses its key
      expect(new Set(keys()).size).toBe(steps.at(-1)?.after.context.attempt ?? 0);
    },
    90_000,
  );

  it('a double click on Book Now sends one booking (one Idempotency-Key)', async () => {
    const { router } = await open('customer');
    await userEvent.setup().dblClick(bookButton());
    await waitFor(() => expect(api.waiting(BOOK)).toBe(1));
    expect(bookButton()).toBeDisabled();
    await act(async () => api.release(BOOK, json(100009)));
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

  it('Book Now again after a refused booking retries with the same Idempotency-Key; a change gets a new one', async () => {
    await open('customer');
    const user = userEvent.setup();
    await user.click(bookButton());
    await waitFor(() => expect(api.waiting(BOOK)).toBe(1));
    await act(async () => api.release(BOOK, error(403, 'trip', 'Your cart is empty.')));
    expect(await screen.findByRole('status')).toHaveTextContent('Your cart is empty.');
    await waitFor(() => expect(bookButton()).toBeEnabled());
    await user.click(bookButton());
    await waitFor(() => expect(api.waiting(BOOK)).toBe(1));
    await act(async () => api.release(BOOK, error(403, 'trip', 'Your cart is empty.')));
    await waitFor(() => expect(bookButton()).toBeEnabled());
    await user.type(screen.getByRole('textbox', { name: 'Additional note' }), 'Child seat');
    await user.click(bookButton());
    await waitFor(() => expect(api.waiting(BOOK)).toBe(1));
    const [first, retry, changed] = keys();
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
    expect(api.calls(BOOK)[2]!.body).toMatchObject({ additional_note: 'Child seat' });
  }, 60_000);

  it("a guest's contact person is kept for the next booking", async () => {
    localStorage.setItem(
      'guest-contact',
      JSON.stringify({ contact_person_name: 'Nadia Islam', contact_person_number: '+8801711111111' }),
    );
    await open('guestHourly');
    expect(screen.getByRole('textbox', { name: contactBox.name })).toHaveValue('Nadia Islam');
  }, 60_000);

  it('in Arabic the wallet refusal reads in Arabic', async () => {
    api = serveBooking('customer');
    await renderWithProviders(bookingPage, { route: '/rental/cart', language: 'ar' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^المحفظة/ }, { timeout: 30_000 }));
    await user.click(screen.getByRole('button', { name: 'احجز الآن' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('رصيد محفظتك لا يكفي لهذه الرحلة.');
    expect(api.calls(BOOK)).toEqual([]);
  }, 60_000);
});
