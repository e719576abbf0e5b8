import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { orderRefundMachine, REFUND_NOTE_MAX, type RefundRequestInput } from '../../machines/order-refund.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import { orderRefundPaths, photo, receipt, refundReasons } from './order-refund.paths.ts';

const settle = () => new Promise((r) => setTimeout(r, 5));

function run(request: (input: RefundRequestInput) => Promise<string>) {
  const sent: RefundRequestInput[] = [];
  const signals: string[] = [];
  const actor = createActor(
    orderRefundMachine.provide({
      actors: {
        requestRefund: fromPromise(({ input }: { input: RefundRequestInput }) => (sent.push(input), request(input))),
      },
    }),
    { input: { orderId: 42 } },
  );
  actor.on('requested', (e) => void signals.push(`requested:${e.message}`));
  actor.on('failed', (e) => void signals.push(`failed:${(e.error as Error).message}`));
  actor.start();
  /** Request refund pressed and the reasons in (as the server lists them). */
  const open = (reasons = refundReasons) => {
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'REASONS', reasons });
  };
  return { actor, open, sent, signals };
}

const expected: Record<string, StateExpectation> = {
  idle: { tags: [] },
  loadingReasons: { tags: ['open', 'loading'] },
  'form.editing': { tags: ['open', 'editing'], holds: (c) => c.reasons.length === 3 && c.images.length <= 3 },
  submitting: { tags: ['open', 'busy'], holds: (c) => refundReasons.includes(c.reason) && c.error === null },
  'form.failed': {
    tags: ['open', 'failed'],
    holds: (c) => c.error instanceof Error && refundReasons.includes(c.reason),
  },
  requested: { tags: ['requested'] },
};

describe('order-refund machine', () => {
  const paths = transitionPaths(orderRefundPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(orderRefundPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(orderRefundPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it('Submit needs a listed reason; a reason the list does not hold is not taken', async () => {
    const { actor, open, sent } = run(async () => 'ok');
    open();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CHOOSE', reason: 'made up' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(actor.getSnapshot().context.reason).toBeNull();
    expect(sent).toEqual([]);
  });

  it('sends the reason, the note and the images taken; a refused file is named and the others kept', async () => {
    const { actor, open, sent, signals } = run(async () => 'Refund request placed successfully.');
    open();
    const [a, b] = [photo(), photo()];
    actor.send({ type: 'ADD_IMAGES', files: [receipt(), a] });
    expect(actor.getSnapshot().context.imageProblem).toBe('format');
    actor.send({ type: 'ADD_IMAGES', files: [b, photo(), photo()] });
    expect(actor.getSnapshot().context.images).toHaveLength(3);
    expect(actor.getSnapshot().context.imageProblem).toBe('count');
    actor.send({ type: 'REMOVE_IMAGE', index: 2 });
    actor.send({ type: 'REMOVE_IMAGE', index: 7 }); // not held: nothing happens
    expect(actor.getSnapshot().context.images).toEqual([a, b]);
    expect(actor.getSnapshot().context.imageProblem).toBeNull();
    actor.send({ type: 'NOTE', note: 'x'.repeat(REFUND_NOTE_MAX + 10) });
    expect(actor.getSnapshot().context.note).toHaveLength(REFUND_NOTE_MAX);
    actor.send({ type: 'NOTE', note: 'Cold and spilled.' });
    actor.send({ type: 'CHOOSE', reason: 'Item is damaged' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sent).toEqual([{ orderId: 42, reason: 'Item is damaged', note: 'Cold and spilled.', images: [a, b] }]);
    expect(signals).toEqual(['requested:Refund request placed successfully.']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a refusal keeps the reason, note and images; Try again sends the same request', async () => {
    let refuse = true;
    const { actor, open, sent, signals } = run(async () => {
      if (refuse) throw new Error('Only a delivered and paid order can be refunded.');
      return 'Refund request placed successfully.';
    });
    open();
    actor.send({ type: 'CHOOSE', reason: 'Item is missing' });
    actor.send({ type: 'NOTE', note: 'No dessert.' });
    actor.send({ type: 'ADD_IMAGES', files: [photo()] });
    actor.send({ type: 'SUBMIT' });
    await settle();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect([context.reason, context.note, context.images.length]).toEqual(['Item is missing', 'No dessert.', 1]);
    refuse = false;
    actor.send({ type: 'RETRY' });
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(signals).toEqual([
      'failed:Only a delivered and paid order can be refunded.',
      'requested:Refund request placed successfully.',
    ]);
  });

  it('closing keeps the draft; opening again keeps the reason while the server still lists it', async () => {
    const { actor, open } = run(async () => 'ok');
    open();
    actor.send({ type: 'CHOOSE', reason: 'Item is missing' });
    actor.send({ type: 'NOTE', note: 'No dessert.' });
    actor.send({ type: 'CLOSE' });
    open();
    expect(actor.getSnapshot().context).toMatchObject({ reason: 'Item is missing', note: 'No dessert.' });
    actor.send({ type: 'CLOSE' });
    open(refundReasons.slice(0, 2));
    expect(actor.getSnapshot().context).toMatchObject({ reason: null, note: 'No dessert.' });
  });
});
