import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  rentalBookingMachine,
  type BookInput,
  type BookedTrip,
  type PayInput,
  type TripPayment,
} from '../../machines/rental-booking.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import { rentalBookingPaths, tripDrafts, validTripDraft } from './rental-booking.paths.ts';

const settle = () => new Promise((r) => setTimeout(r, 5));

function run(
  book: (input: BookInput) => Promise<BookedTrip>,
  pay: (input: PayInput) => Promise<TripPayment> = async () => ({
    redirectLink: null,
    message: 'Payment info updated.',
  }),
) {
  const booked: BookInput[] = [];
  const paid: PayInput[] = [];
  const signals: string[] = [];
  const actor = createActor(
    rentalBookingMachine.provide({
      actors: {
        bookTrip: fromPromise(({ input }: { input: BookInput }) => (booked.push(input), book(input))),
        payTrip: fromPromise(({ input }: { input: PayInput }) => (paid.push(input), pay(input))),
      },
    }),
  );
  actor.on('booked', (e) => void signals.push(`booked:${e.trip.tripId}`));
  actor.on('redirect', (e) => void signals.push(`redirect:${e.url}`));
  actor.on('payFailed', (e) => void signals.push(`payFailed:${e.trip.tripId}:${(e.error as Error).message}`));
  actor.on('failed', (e) => void signals.push(`failed:${(e.error as Error).message}`));
  actor.start();
  return { actor, booked, paid, signals };
}

const expected: Record<string, StateExpectation> = {
  editing: { tags: [] },
  invalid: { tags: ['invalid'], holds: (c) => c.problem !== null },
  booking: { tags: ['busy'], holds: (c) => c.attempt >= 1 },
  failed: { tags: ['failed'], holds: (c) => c.error instanceof Error },
  paying: { tags: ['busy'], holds: (c) => c.booked?.tripId === 100001 },
  unpaid: { tags: ['unpaid'], holds: (c) => c.error instanceof Error && c.booked !== null },
  redirecting: { tags: ['redirecting'], holds: (c) => !!c.payment?.redirectLink },
  booked: { tags: ['booked'], holds: (c) => c.payment?.redirectLink === null },
};

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

  it.each([
    ['contact', 'a guest without contact name and number'],
    ['destination', 'a distance-wise trip without a destination'],
    ['walletBalance', 'a wallet payment above the balance'],
  ])('refuses %s (%s) and sends nothing', (problem) => {
    const { actor, booked } = run(async () => ({ tripId: 1, amount: 1 }));
    actor.send({ type: 'BOOK', draft: tripDrafts[problem]! });
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe(problem);
    expect(booked).toEqual([]);
  });

  it('a wallet payment within the balance is allowed', () => {
    const { actor } = run(() => new Promise(() => {}));
    actor.send({ type: 'BOOK', draft: { ...tripDrafts.walletBalance!, walletBalance: 20 } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('a double click while booking books once', () => {
    const { actor, booked } = run(() => new Promise(() => {}));
    actor.send({ type: 'BOOK', draft: validTripDraft });
    actor.send({ type: 'BOOK', draft: validTripDraft });
    expect(booked).toHaveLength(1);
  });

  it('a retry of the same booking after a failure keeps the attempt (same key); a changed one gets a new one', async () => {
    let fail = true;
    const { actor, booked, paid, signals } = run(async () => {
      if (fail) throw new Error('Network down');
      return { tripId: 7, amount: 20 };
    });
    actor.send({ type: 'BOOK', draft: validTripDraft });
    await settle();
    expect(signals).toEqual(['failed:Network down']);
    expect(actor.getSnapshot().context.draft).toEqual(validTripDraft);
    actor.send({ type: 'BOOK', draft: validTripDraft });
    await settle();
    actor.send({ type: 'EDIT' });
    const changed = { ...validTripDraft, body: { ...validTripDraft.body, additional_note: 'child seat' } };
    actor.send({ type: 'BOOK', draft: changed });
    await settle();
    fail = false;
    actor.send({ type: 'BOOK', draft: changed });
    await settle();
    expect(booked.map((b) => b.attempt)).toEqual([1, 1, 2, 2]);
    expect(paid).toEqual([{ tripId: 7, paymentMethod: 'cash_payment' }]);
    expect(signals.at(-1)).toBe('booked:7');
  });

  it('a digital payment goes to the returned payment page', async () => {
    const { actor, signals } = run(
      async () => ({ tripId: 9, amount: 20 }),
      async () => ({ redirectLink: 'http://x/pay/9', message: 'Payment info updated.' }),
    );
    actor.send({ type: 'BOOK', draft: { ...validTripDraft, paymentMethod: 'digital_payment' } });
    await settle();
    expect(signals).toEqual(['redirect:http://x/pay/9']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a refused payment leaves the booked trip unpaid with the server message', async () => {
    const { actor, signals } = run(
      async () => ({ tripId: 11, amount: 20 }),
      async () => {
        throw new Error('Your wallet balance is not enough for this trip.');
      },
    );
    actor.send({ type: 'BOOK', draft: { ...validTripDraft, paymentMethod: 'wallet', walletBalance: 50 } });
    await settle();
    expect(signals).toEqual(['payFailed:11:Your wallet balance is not enough for this trip.']);
    expect(actor.getSnapshot().hasTag('unpaid')).toBe(true);
  });
});
