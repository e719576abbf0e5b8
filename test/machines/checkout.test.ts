import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkoutMachine } from '../../machines/checkout.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import { checkoutPaths, laterSlot } from './checkout.paths.ts';

/** Each region's states: the tag the view reads and the context it keeps. */
const regions: Record<string, StateExpectation & { tags: string[] }> = {
  'orderType.delivery': { tags: ['delivery'], holds: (c) => c.orderType === 'delivery' },
  'orderType.takeAway': { tags: ['takeAway'], holds: (c) => c.orderType === 'take_away' },
  'schedule.now': { tags: [], holds: (c) => c.scheduleAt === null },
  'schedule.later': { tags: ['scheduled'], holds: (c) => c.scheduleAt === laterSlot },
  'payment.cash': { tags: ['cash'], holds: (c) => c.payment === 'cash_on_delivery' },
  'payment.wallet': { tags: ['wallet'], holds: (c) => c.payment === 'wallet' },
  'payment.digital': { tags: ['digital'], holds: (c) => c.payment === 'digital_payment' },
};

/** Every combination of the three regions (`orderType.…|schedule.…|payment.…`): their tags and rules together. */
const names = Object.keys(regions);
const of = (region: string) => names.filter((n) => n.startsWith(`${region}.`));
const expected: Record<string, StateExpectation> = Object.fromEntries(
  of('orderType').flatMap((o) =>
    of('schedule').flatMap((s) =>
      of('payment').map((p) => [
        `${o}|${s}|${p}`,
        {
          tags: [o, s, p].flatMap((r) => regions[r]!.tags),
          holds: (c: unknown) => [o, s, p].every((r) => regions[r]!.holds!(c)),
        },
      ]),
    ),
  ),
);

describe('checkout machine', () => {
  const paths = transitionPaths(checkoutPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(checkoutPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(checkoutPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it('starts with home delivery, now and cash on delivery', () => {
    const s = createActor(checkoutMachine).start().getSnapshot();
    expect(s.value).toEqual({ orderType: 'delivery', schedule: 'now', payment: 'cash' });
    expect(s.context).toEqual({
      orderType: 'delivery',
      dayOffset: 0,
      scheduleAt: null,
      payment: 'cash_on_delivery',
      partial: false,
    });
  });

  it('a new day drops the chosen slot (back to now); choices of one region leave the others alone', () => {
    const actor = createActor(checkoutMachine).start();
    actor.send({ type: 'CHOOSE_PAYMENT', method: 'wallet', partial: true });
    actor.send({ type: 'CHOOSE_ORDER_TYPE', orderType: 'take_away' });
    actor.send({ type: 'CHOOSE_SLOT', scheduleAt: laterSlot });
    expect(actor.getSnapshot().value).toEqual({ orderType: 'takeAway', schedule: 'later', payment: 'wallet' });
    actor.send({ type: 'CHOOSE_DAY', dayOffset: 1 });
    const s = actor.getSnapshot();
    expect(s.value).toEqual({ orderType: 'takeAway', schedule: 'now', payment: 'wallet' });
    expect(s.context).toMatchObject({ dayOffset: 1, scheduleAt: null, payment: 'wallet', partial: true });
  });
});
