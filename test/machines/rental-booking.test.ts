import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  rentalBookingMachine,
  type BookInput,
  type BookedTrip,
  type CouponInput,
  type PayInput,
  type TripPayment,
} from '../../machines/rental-booking.machine.ts';
import type { TripCoupon } from '../../domain/trip-booking.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import {
  CONTACT,
  NOTE,
  bookingNow,
  coupons,
  rentalBookingInput,
  rentalBookingPaths,
  tripFacts,
} from './rental-booking.paths.ts';

const settle = () => new Promise((r) => setTimeout(r, 5));

function run(
  book: (input: BookInput) => Promise<BookedTrip>,
  pay: (input: PayInput) => Promise<TripPayment> = async () => ({
    redirectLink: null,
    message: 'Payment info updated.',
  }),
  check: (input: CouponInput) => Promise<TripCoupon> = async () => coupons.fits,
) {
  const booked: BookInput[] = [];
  const paid: PayInput[] = [];
  const checked: CouponInput[] = [];
  const signals: string[] = [];
  const actor = createActor(
    rentalBookingMachine.provide({
      actors: {
        checkCoupon: fromPromise(({ input }: { input: CouponInput }) => (checked.push(input), check(input))),
        bookTrip: fromPromise(({ input }: { input: BookInput }) => (booked.push(input), book(input))),
        payTrip: fromPromise(({ input }: { input: PayInput }) => (paid.push(input), pay(input))),
      },
    }),
    { input: rentalBookingInput },
  );
  actor.on('booked', (e) => void signals.push(`booked:${e.trip.tripId}`));
  actor.on('redirect', (e) => void signals.push(`redirect:${e.url}`));
  actor.on('payFailed', (e) => void signals.push(`payFailed:${e.trip.tripId}:${(e.error as Error).message}`));
  actor.on('failed', (e) => void signals.push(`failed:${(e.error as Error).message}`));
  actor.on('couponApplied', (e) => void signals.push(`couponApplied:${e.code}`));
  actor.on('couponTooSmall', () => void signals.push('couponTooSmall'));
  actor.on('couponFailed', (e) => void signals.push(`couponFailed:${(e.error as Error).message}`));
  actor.start();
  const fillContact = () => {
    actor.send({ type: 'SET_CONTACT', field: 'name', value: CONTACT.name });
    actor.send({ type: 'SET_CONTACT', field: 'number', value: CONTACT.number });
  };
  return { actor, booked, paid, checked, signals, fillContact };
}

const expected: Record<string, StateExpectation> = {
  'form.editing': { tags: [], holds: (c) => c.problem === null && c.error === null },
  'form.checkingCoupon': { tags: ['checkingCoupon'], holds: (c) => c.couponProviderId === 1 },
  'form.invalid': { tags: ['invalid'], holds: (c) => c.problem !== null },
  'form.failed': { tags: ['failed'], holds: (c) => c.error instanceof Error && c.request !== null },
  booking: { tags: ['busy'], holds: (c) => c.attempt >= 1 && c.request?.trip_amount === c.facts?.total },
  paying: { tags: ['busy'], holds: (c) => c.booked?.tripId === 100001 },
  unpaid: { tags: ['unpaid'], holds: (c) => c.error instanceof Error && c.booked !== null },
  redirecting: { tags: ['redirecting'], holds: (c) => !!c.payment?.redirectLink },
  booked: { tags: ['booked'], holds: (c) => c.payment?.redirectLink === null },
};

const book = (facts = tripFacts.guestHourly) => ({ type: 'BOOK' as const, facts, now: bookingNow });

describe('rental-booking machine', () => {
  const paths = transitionPaths(rentalBookingPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(rentalBookingPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(rentalBookingPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it('starts with the note and the coupon code typed before a reload; none given, blanks', () => {
    const typed = createActor(rentalBookingMachine, {
      input: { contact: { ...CONTACT, email: '' }, note: 'Child seat please', couponCode: 'RIDE10' },
    }).start();
    expect(typed.getSnapshot().context.fields).toMatchObject({
      contact: { ...CONTACT, email: '' },
      note: 'Child seat please',
      couponCode: 'RIDE10',
      coupon: null,
    });
    const blank = createActor(rentalBookingMachine, { input: rentalBookingInput }).start();
    expect(blank.getSnapshot().context.fields).toMatchObject({ note: '', couponCode: '' });
  });

  it('refuses a guest without a contact name and number, and sends nothing', () => {
    const { actor, booked } = run(async () => ({ tripId: 1 }));
    actor.send({ type: 'SET_CONTACT', field: 'name', value: CONTACT.name });
    actor.send(book());
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe('contact');
    expect(booked).toEqual([]);
  });

  it('refuses a distance-wise trip without a destination, and sends nothing', () => {
    const { actor, booked, fillContact } = run(async () => ({ tripId: 1 }));
    fillContact();
    actor.send(book(tripFacts.guestNoDestination));
    expect(actor.getSnapshot().context.problem).toBe('destination');
    expect(booked).toEqual([]);
  });

  it('refuses a wallet payment above the balance; one within it books', () => {
    const { actor, booked } = run(() => new Promise(() => {}));
    actor.send({ type: 'SET_PAYMENT', method: 'wallet' });
    actor.send(book(tripFacts.customer));
    expect(actor.getSnapshot().context.problem).toBe('walletBalance');
    expect(booked).toEqual([]);
    actor.send(book({ ...tripFacts.customer, walletBalance: 20 }));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('any change after a refusal leaves it: the form is editable again with what was typed', () => {
    const { actor } = run(async () => ({ tripId: 1 }));
    actor.send({ type: 'SET_NOTE', note: NOTE });
    actor.send(book());
    actor.send({ type: 'PICKUP_CHANGED' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(actor.getSnapshot().context.fields.note).toBe(NOTE);
  });

  it("books a guest's trip with the request built from the form and the cart", async () => {
    const { actor, booked, paid, fillContact } = run(async () => ({ tripId: 7 }));
    fillContact();
    actor.send({ type: 'SET_CONTACT', field: 'email', value: ' nadia@example.com ' });
    actor.send({ type: 'SET_NOTE', note: ` ${NOTE} ` });
    actor.send(book({ ...tripFacts.guestHourly, pickupAt: '2026-11-23T08:05:00Z' }));
    await settle();
    expect(booked).toEqual([
      {
        attempt: 1,
        body: {
          trip_amount: 20,
          trip_type: 'hourly',
          provider_id: 1,
          contact_person_name: 'Nadia Islam',
          contact_person_number: '+8801711111111',
          contact_person_email: 'nadia@example.com',
          schedule_at: '2026-11-23 02:05 PM',
          coupon_code: null,
          additional_note: NOTE,
        },
      },
    ]);
    expect(paid).toEqual([{ body: { trip_id: 7, payment_method: 'cash_payment' } }]);
  });

  it('a coupon is checked for the provider and applies only from its minimum purchase', async () => {
    let found: TripCoupon = coupons.tooSmall;
    const { actor, checked, signals } = run(
      () => new Promise(() => {}),
      undefined,
      async () => found,
    );
    actor.send({ type: 'APPLY_COUPON', providerId: 1, base: 20 });
    expect(checked).toEqual([]); // no code typed: nothing to check
    actor.send({ type: 'SET_COUPON_CODE', code: ' BIG50 ' });
    actor.send({ type: 'APPLY_COUPON', providerId: 1, base: 20 });
    await settle();
    expect(checked).toEqual([{ code: 'BIG50', providerId: 1 }]);
    expect(signals).toEqual(['couponTooSmall']);
    expect(actor.getSnapshot().context.fields.coupon).toBeNull();
    found = coupons.fits;
    actor.send({ type: 'SET_COUPON_CODE', code: 'RIDE10' });
    actor.send({ type: 'APPLY_COUPON', providerId: 1, base: 20 });
    actor.send({ type: 'SET_NOTE', note: NOTE }); // typing goes on while the code is checked
    await settle();
    expect(signals.at(-1)).toBe('couponApplied:RIDE10');
    expect(actor.getSnapshot().context.fields).toMatchObject({ coupon: coupons.fits, note: NOTE });
    actor.send({ type: 'REMOVE_COUPON' });
    expect(actor.getSnapshot().context.fields.coupon).toBeNull();
  });

  it('a double click while booking books once', () => {
    const { actor, booked, fillContact } = run(() => new Promise(() => {}));
    fillContact();
    actor.send(book());
    actor.send(book());
    expect(booked).toHaveLength(1);
  });

  it('a retry of the same booking after a failure keeps the attempt (same key); a changed one gets a new one', async () => {
    let fail = true;
    const { actor, booked, paid, signals, fillContact } = run(async () => {
      if (fail) throw new Error('Network down');
      return { tripId: 7 };
    });
    fillContact();
    actor.send(book());
    await settle();
    expect(signals).toEqual(['failed:Network down']);
    expect(actor.getSnapshot().context.fields.contact).toMatchObject(CONTACT);
    actor.send(book());
    await settle();
    actor.send({ type: 'SET_NOTE', note: 'child seat' });
    actor.send(book());
    await settle();
    fail = false;
    actor.send(book());
    await settle();
    expect(booked.map((b) => b.attempt)).toEqual([1, 1, 2, 2]);
    expect(booked[2]!.body.additional_note).toBe('child seat');
    expect(paid).toEqual([{ body: { trip_id: 7, payment_method: 'cash_payment' } }]);
    expect(signals.at(-1)).toBe('booked:7');
  });

  it('a digital payment goes to the returned payment page', async () => {
    const { actor, paid, signals } = run(
      async () => ({ tripId: 9 }),
      async () => ({ redirectLink: 'http://x/pay/9', message: 'Payment info updated.' }),
    );
    actor.send({ type: 'SET_PAYMENT', method: 'digital_payment' });
    actor.send(book(tripFacts.customer));
    await settle();
    expect(paid).toEqual([{ body: { trip_id: 9, payment_method: 'digital_payment' } }]);
    expect(signals).toEqual(['redirect:http://x/pay/9']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a refused payment leaves the booked trip unpaid with the server message', async () => {
    const { actor, signals } = run(
      async () => ({ tripId: 11 }),
      async () => {
        throw new Error('Your wallet balance is not enough for this trip.');
      },
    );
    actor.send({ type: 'SET_PAYMENT', method: 'wallet' });
    actor.send(book({ ...tripFacts.customer, walletBalance: 50 }));
    await settle();
    expect(signals).toEqual(['payFailed:11:Your wallet balance is not enough for this trip.']);
    expect(actor.getSnapshot().hasTag('unpaid')).toBe(true);
  });
});
