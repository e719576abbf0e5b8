import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  offlinePaymentMachine,
  type OfflinePaymentInput,
  type OfflinePaymentSend,
} from '../../machines/offline-payment.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import { offlineMethods, offlinePaymentPaths } from './offline-payment.paths.ts';

const settle = () => new Promise((r) => setTimeout(r, 5));

function run(send: (input: OfflinePaymentSend) => Promise<void>, sent: OfflinePaymentInput['sent'] = null) {
  const calls: OfflinePaymentSend[] = [];
  const signals: string[] = [];
  const actor = createActor(
    offlinePaymentMachine.provide({
      actors: {
        sendInfo: fromPromise(({ input }: { input: OfflinePaymentSend }) => (calls.push(input), send(input))),
      },
    }),
    { input: { orderId: 42, sent } },
  );
  actor.on('sent', (e) => void signals.push(`sent:${e.update ? 'update' : 'first'}`));
  actor.on('failed', (e) => void signals.push(`failed:${(e.error as Error).message}`));
  actor.start();
  return { actor, calls, signals };
}

const expected: Record<string, StateExpectation> = {
  idle: { tags: [] },
  loadingMethods: { tags: ['open', 'loading'] },
  'form.editing': { tags: ['open', 'editing'], holds: (c) => c.methods.length === 2 },
  sending: { tags: ['open', 'busy'], holds: (c) => c.methodId !== null && c.error === null },
  'form.failed': { tags: ['open', 'failed'], holds: (c) => c.error instanceof Error && c.methodId !== null },
};

describe('offline-payment machine', () => {
  const paths = transitionPaths(offlinePaymentPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(offlinePaymentPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(offlinePaymentPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it("Send needs a method and its required fields; another method's field or an unlisted method is not taken", async () => {
    const { actor, calls } = run(async () => undefined);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'METHODS', methods: offlineMethods });
    await settle();
    actor.send({ type: 'CHOOSE_METHOD', methodId: 99 });
    expect(actor.getSnapshot().context.methodId).toBeNull();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CHOOSE_METHOD', methodId: 2 });
    actor.send({ type: 'FIELD', name: 'sender_name', value: 'Rafi' }); // a field of method 1
    expect(actor.getSnapshot().context.values).toEqual({});
    actor.send({ type: 'FIELD', name: 'phone_number', value: '01711111111' });
    actor.send({ type: 'SUBMIT' }); // transaction_id is required too
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    actor.send({ type: 'FIELD', name: 'transaction_id', value: '   ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(calls).toEqual([]);
  });

  it("sends the chosen method's fields only; once sent, a change is an update", async () => {
    const { actor, calls, signals } = run(async () => undefined);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'METHODS', methods: offlineMethods });
    await settle();
    actor.send({ type: 'CHOOSE_METHOD', methodId: 1 });
    actor.send({ type: 'FIELD', name: 'transaction_id', value: 'TX1' });
    actor.send({ type: 'CHOOSE_METHOD', methodId: 2 });
    actor.send({ type: 'FIELD', name: 'phone_number', value: '017' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toEqual([
      { orderId: 42, methodId: 2, values: { transaction_id: 'TX1', phone_number: '017' }, note: '', update: false },
    ]);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'METHODS', methods: offlineMethods });
    await settle();
    actor.send({ type: 'NOTE', note: 'Sent twice by mistake.' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls[1]).toMatchObject({ methodId: 2, note: 'Sent twice by mistake.', update: true });
    expect(signals).toEqual(['sent:first', 'sent:update']);
  });

  it('starts from what was sent: the method, its fields and the note; a refusal keeps every change', async () => {
    const { actor, calls, signals } = run(
      async () => {
        throw new Error('The transaction id field is required.');
      },
      { methodId: 1, values: { transaction_id: 'TX9', sender_name: 'Rafi' }, note: 'Hi' },
    );
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'METHODS', methods: offlineMethods });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ methodId: 1, note: 'Hi', update: true });
    actor.send({ type: 'FIELD', name: 'transaction_id', value: 'TX10' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual({ transaction_id: 'TX10', sender_name: 'Rafi' });
    expect(calls[0]).toMatchObject({ update: true, values: { transaction_id: 'TX10', sender_name: 'Rafi' } });
    expect(signals).toEqual(['failed:The transaction id field is required.']);
  });
});
