import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { orderCancelMachine, type CancelRequest } from '../../machines/order-cancel.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import { cancelReasons, orderCancelPaths } from './order-cancel.paths.ts';

const settle = () => new Promise((r) => setTimeout(r, 5));

function run(cancel: (input: CancelRequest) => Promise<string>, reasons = async () => cancelReasons) {
  const sent: CancelRequest[] = [];
  const signals: string[] = [];
  const actor = createActor(
    orderCancelMachine.provide({
      actors: {
        loadReasons: fromPromise(reasons),
        cancelOrder: fromPromise(({ input }: { input: CancelRequest }) => (sent.push(input), cancel(input))),
      },
    }),
    { input: { orderId: 42 } },
  );
  actor.on('canceled', (e) => void signals.push(`canceled:${e.message}`));
  actor.on('failed', (e) => void signals.push(`failed:${(e.error as Error).message}`));
  actor.start();
  return { actor, sent, signals };
}

const expected: Record<string, StateExpectation> = {
  idle: { tags: [] },
  loadingReasons: { tags: ['open', 'loading'] },
  reasonsFailed: { tags: ['open', 'loadFailed'], holds: (c) => c.error instanceof Error },
  choosing: { tags: ['open', 'choosing'], holds: (c) => c.reasons.length === 3 },
  confirming: { tags: ['open', 'confirming'], holds: (c) => c.reason === 'Delivery is too late' },
  cancelling: { tags: ['open', 'busy'], holds: (c) => c.reason === 'Delivery is too late' && c.error === null },
  failed: { tags: ['open', 'failed'], holds: (c) => c.error instanceof Error && c.reason === 'Delivery is too late' },
  canceled: { tags: ['canceled'] },
};

describe('order-cancel machine', () => {
  const paths = transitionPaths(orderCancelPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(orderCancelPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(orderCancelPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it('Submit without a chosen reason stays on the reasons; a reason the list does not hold is not taken', async () => {
    const { actor } = run(async () => 'ok');
    actor.send({ type: 'OPEN' });
    await settle();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('choosing')).toBe(true);
    actor.send({ type: 'CHOOSE', reason: 'made up' });
    expect(actor.getSnapshot().context.reason).toBeNull();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('choosing')).toBe(true);
  });

  it('cancels with the chosen reason and signals the server message', async () => {
    const { actor, sent, signals } = run(async () => 'Order canceled successfully.');
    actor.send({ type: 'OPEN' });
    await settle();
    actor.send({ type: 'CHOOSE', reason: 'Ordered by mistake' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(sent).toEqual([{ orderId: 42, reason: 'Ordered by mistake' }]);
    expect(signals).toEqual(['canceled:Order canceled successfully.']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a refusal keeps the chosen reason; Try again sends it again', async () => {
    let refuse = true;
    const { actor, sent, signals } = run(async () => {
      if (refuse) throw new Error('You can not cancel the order after it is confirmed.');
      return 'Order canceled successfully.';
    });
    actor.send({ type: 'OPEN' });
    await settle();
    actor.send({ type: 'CHOOSE', reason: 'Found a better price' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.reason).toBe('Found a better price');
    refuse = false;
    actor.send({ type: 'RETRY' });
    await settle();
    expect(sent.map((s) => s.reason)).toEqual(['Found a better price', 'Found a better price']);
    expect(signals).toEqual([
      'failed:You can not cancel the order after it is confirmed.',
      'canceled:Order canceled successfully.',
    ]);
  });

  it('closing and opening again forgets the previous choice', async () => {
    const { actor } = run(async () => 'ok');
    actor.send({ type: 'OPEN' });
    await settle();
    actor.send({ type: 'CHOOSE', reason: 'Ordered by mistake' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().context.reason).toBeNull();
  });
});
