import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { placeOrderMachine, type PlaceInput, type PlacedOrder } from '../../machines/place-order.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import { drafts, placeOrderPaths, validDraft } from './place-order.paths.ts';

const settle = () => new Promise((r) => setTimeout(r, 5));

function run(place: (input: PlaceInput) => Promise<PlacedOrder>) {
  const sent: PlaceInput[] = [];
  const signals: string[] = [];
  const actor = createActor(
    placeOrderMachine.provide({
      actors: { placeOrder: fromPromise(({ input }: { input: PlaceInput }) => (sent.push(input), place(input))) },
    }),
  );
  actor.on('confirmed', (e) => void signals.push(`confirmed:${e.order.orderId}`));
  actor.on('redirect', (e) => void signals.push(`redirect:${e.url}`));
  actor.on('failed', (e) => void signals.push(`failed:${(e.error as Error).message}`));
  actor.start();
  return { actor, sent, signals };
}

const expected: Record<string, StateExpectation> = {
  editing: { tags: [] },
  'refused.invalid': { tags: ['invalid'], holds: (c) => c.problem !== null },
  placing: { tags: ['busy'], holds: (c) => c.attempt >= 1 },
  'refused.failed': { tags: ['failed'], holds: (c) => c.error instanceof Error },
  redirecting: { tags: ['redirecting'], holds: (c) => !!c.placed?.redirectLink },
  confirmed: { tags: ['confirmed'], holds: (c) => c.placed?.redirectLink === null },
};

describe('place-order machine', () => {
  const paths = transitionPaths(placeOrderPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(placeOrderPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(placeOrderPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it.each([
    ['address', 'a delivery without an address'],
    ['contact', 'a guest without contact name and number'],
    ['prescriptionRequired', "a pharmacy order without a prescription ('Please upload your prescription image.')"],
    ['prescriptionTooMany', "more than 3 prescription images ('Maximum 3 images can be send at a time.')"],
    ['codLimit', 'cash on delivery over the zone limit'],
    ['walletBalance', 'a wallet payment above the balance'],
  ])('refuses %s (%s) and sends nothing', (problem) => {
    const { actor, sent } = run(async () => ({ orderId: 1, total: 1, redirectLink: null }));
    actor.send({ type: 'PLACE', draft: drafts[problem]! });
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe(problem);
    expect(sent).toEqual([]);
  });

  it('cash on delivery under the limit with a partial wallet payment covering the excess is allowed', () => {
    const { actor } = run(() => new Promise(() => {}));
    actor.send({
      type: 'PLACE',
      draft: { ...drafts.codLimit!, partialPayment: true, walletBalance: 1500 },
    });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('a double click while placing sends one request', () => {
    const { actor, sent } = run(() => new Promise(() => {}));
    actor.send({ type: 'PLACE', draft: validDraft });
    actor.send({ type: 'PLACE', draft: validDraft });
    expect(sent).toHaveLength(1);
  });

  it('a retry of the same order after a failure reuses the attempt (same key); a changed order gets a new one', async () => {
    let fail = true;
    const { actor, sent, signals } = run(async () => {
      if (fail) throw new Error('Network down');
      return { orderId: 7, total: 120, redirectLink: null };
    });
    actor.send({ type: 'PLACE', draft: validDraft });
    await settle();
    expect(signals).toEqual(['failed:Network down']);
    expect(actor.getSnapshot().context.draft).toEqual(validDraft); // what was typed stays
    actor.send({ type: 'PLACE', draft: validDraft });
    await settle();
    actor.send({ type: 'EDIT' });
    const changed = { ...validDraft, body: { ...validDraft.body, order_note: 'ring twice' } };
    actor.send({ type: 'PLACE', draft: changed });
    await settle();
    fail = false;
    actor.send({ type: 'PLACE', draft: changed });
    await settle();
    expect(sent.map((s) => s.attempt)).toEqual([1, 1, 2, 2]);
    expect(signals.at(-1)).toBe('confirmed:7');
  });

  it('a digital payment goes to the returned payment page', async () => {
    const { actor, signals } = run(async () => ({ orderId: 9, total: 120, redirectLink: 'http://x/pay/9' }));
    actor.send({ type: 'PLACE', draft: validDraft });
    await settle();
    expect(signals).toEqual(['redirect:http://x/pay/9']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
