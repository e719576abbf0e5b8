import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { parcelMachine, type PlaceParcelInput, type PlacedParcel } from '../../machines/parcel.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import { cashDraft, parcelPaths, receiverParty, receiverWalletDraft, senderParty } from './parcel.paths.ts';

const settle = () => new Promise((r) => setTimeout(r, 5));

function run(place: (input: PlaceParcelInput) => Promise<PlacedParcel>) {
  const sent: PlaceParcelInput[] = [];
  const signals: string[] = [];
  const actor = createActor(
    parcelMachine.provide({
      actors: {
        placeParcel: fromPromise(({ input }: { input: PlaceParcelInput }) => (sent.push(input), place(input))),
      },
    }),
  );
  actor.on('placed', (e) => void signals.push(`placed:${e.parcel.orderId}`));
  actor.on('redirect', (e) => void signals.push(`redirect:${e.url}`));
  actor.on('failed', (e) => void signals.push(`failed:${(e.error as Error).message}`));
  actor.start();
  return { actor, sent, signals };
}

/** Category, sender and receiver done: the payment step. */
function atPayment(actor: ReturnType<typeof run>['actor']) {
  actor.send({ type: 'CHOOSE_CATEGORY', categoryId: 2 });
  actor.send({ type: 'SUBMIT_SENDER', sender: senderParty });
  actor.send({ type: 'SUBMIT_RECEIVER', receiver: receiverParty });
}

const expected: Record<string, StateExpectation> = {
  category: { tags: ['category'] },
  sender: { tags: ['sender'], holds: (c) => c.categoryId !== null },
  receiver: { tags: ['receiver'], holds: (c) => c.sender !== null },
  payment: { tags: ['payment'], holds: (c) => c.receiver !== null },
  placing: { tags: ['payment', 'busy'], holds: (c) => c.attempt >= 1 },
  failed: { tags: ['payment', 'failed'], holds: (c) => c.error instanceof Error },
  redirecting: { tags: ['redirecting'], holds: (c) => !!c.placed?.redirectLink },
  placed: { tags: ['placed'], holds: (c) => c.placed?.redirectLink === null },
};

describe('parcel machine', () => {
  const paths = transitionPaths(parcelPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(parcelPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(parcelPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it('a sender or receiver with a field left empty stays on its step with the problem', () => {
    const { actor } = run(async () => ({ orderId: 1, total: 1, redirectLink: null }));
    actor.send({ type: 'CHOOSE_CATEGORY', categoryId: 2 });
    actor.send({ type: 'SUBMIT_SENDER', sender: { ...senderParty, name: '' } });
    expect(actor.getSnapshot().hasTag('sender')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe('senderIncomplete');
    actor.send({ type: 'SUBMIT_SENDER', sender: senderParty });
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.send({ type: 'SUBMIT_RECEIVER', receiver: { ...receiverParty, lat: senderParty.lat, lng: senderParty.lng } });
    expect(actor.getSnapshot().context.problem).toBe('samePlace');
    expect(actor.getSnapshot().hasTag('receiver')).toBe(true);
  });

  it('a receiver who pays by wallet is refused and nothing is sent', () => {
    const { actor, sent } = run(async () => ({ orderId: 1, total: 1, redirectLink: null }));
    atPayment(actor);
    actor.send({ type: 'PLACE', draft: receiverWalletDraft });
    expect(actor.getSnapshot().context.problem).toBe('receiverPaysCash');
    expect(actor.getSnapshot().hasTag('payment')).toBe(true);
    expect(sent).toEqual([]);
  });

  it('a double click while sending sends one request', () => {
    const { actor, sent } = run(() => new Promise(() => {}));
    atPayment(actor);
    actor.send({ type: 'PLACE', draft: cashDraft });
    actor.send({ type: 'PLACE', draft: cashDraft });
    expect(sent).toHaveLength(1);
  });

  it('a retry of the same parcel after a failure reuses the attempt (same key); a changed one gets a new one', async () => {
    let fail = true;
    const { actor, sent, signals } = run(async () => {
      if (fail) throw new Error('Network down');
      return { orderId: 7, total: 21.5, redirectLink: null };
    });
    atPayment(actor);
    actor.send({ type: 'PLACE', draft: cashDraft });
    await settle();
    expect(signals).toEqual(['failed:Network down']);
    expect(actor.getSnapshot().context.receiver).toEqual(receiverParty); // what was typed stays
    actor.send({ type: 'PLACE', draft: cashDraft });
    await settle();
    const changed = { ...cashDraft, body: { ...cashDraft.body, order_note: 'fragile' } };
    fail = false;
    actor.send({ type: 'PLACE', draft: changed });
    await settle();
    expect(sent.map((s) => s.attempt)).toEqual([1, 1, 2]);
    expect(signals.at(-1)).toBe('placed:7');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a digital payment goes to the returned payment page', async () => {
    const { actor, signals } = run(async () => ({ orderId: 9, total: 20, redirectLink: 'http://x/pay/9' }));
    atPayment(actor);
    actor.send({ type: 'PLACE', draft: { ...cashDraft, payment: 'digital_payment' } });
    await settle();
    expect(signals).toEqual(['redirect:http://x/pay/9']);
  });

  it('Back returns step by step and keeps what was typed', () => {
    const { actor } = run(async () => ({ orderId: 1, total: 1, redirectLink: null }));
    atPayment(actor);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().hasTag('receiver')).toBe(true);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().hasTag('sender')).toBe(true);
    expect(actor.getSnapshot().context.sender).toEqual(senderParty);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().hasTag('category')).toBe(true);
  });
});
