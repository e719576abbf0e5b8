import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { itemReviewMachine, REVIEW_COMMENT_MAX } from '../../machines/item-review.machine.ts';
import type { ItemReviewRequest } from '../../domain/reviews.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import { itemReviewPaths } from './item-review.paths.ts';
import { photo, receipt } from './order-refund.paths.ts';

const settle = () => new Promise((r) => setTimeout(r, 5));

function run(submit: (input: ItemReviewRequest) => Promise<string>) {
  const sent: ItemReviewRequest[] = [];
  const signals: string[] = [];
  const actor = createActor(
    itemReviewMachine.provide({
      actors: {
        submitReview: fromPromise(({ input }: { input: ItemReviewRequest }) => (sent.push(input), submit(input))),
      },
    }),
    { input: { orderId: 42, itemId: 7 } },
  );
  actor.on('reviewed', (e) => void signals.push(`reviewed:${e.message}`));
  actor.on('failed', (e) => void signals.push(`failed:${(e.error as Error).message}`));
  actor.start();
  return { actor, sent, signals };
}

const complete = (c: { rating: number | null; comment: string }) => c.rating !== null && c.comment.trim() !== '';
const expected: Record<string, StateExpectation> = {
  idle: { tags: [] },
  'form.editing': { tags: ['open', 'editing'], holds: (c) => c.images.length <= 3 && c.error === null },
  submitting: { tags: ['open', 'busy'], holds: (c) => complete(c) && c.error === null },
  'form.failed': { tags: ['open', 'failed'], holds: (c) => c.error instanceof Error && complete(c) },
  reviewed: { tags: ['reviewed'] },
};

describe('item-review machine', () => {
  const paths = transitionPaths(itemReviewPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(itemReviewPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(itemReviewPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it('Submit needs 1–5 stars and a comment; other ratings are not taken', () => {
    const { actor, sent } = run(async () => 'ok');
    actor.send({ type: 'OPEN' });
    for (const rating of [0, 6, 2.5, Number.NaN]) actor.send({ type: 'RATE', rating });
    expect(actor.getSnapshot().context.rating).toBeNull();
    actor.send({ type: 'COMMENT', comment: 'Good.' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    actor.send({ type: 'RATE', rating: 5 });
    actor.send({ type: 'COMMENT', comment: '   ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(sent).toEqual([]);
  });

  it('sends the stars, the trimmed comment and the images taken; a refused file is named', async () => {
    const { actor, sent, signals } = run(async () => 'Review submitted successfully.');
    actor.send({ type: 'OPEN' });
    const a = photo();
    actor.send({ type: 'ADD_IMAGES', files: [receipt(), a] });
    expect(actor.getSnapshot().context.imageProblem).toBe('format');
    actor.send({ type: 'RATE', rating: 4 });
    actor.send({ type: 'COMMENT', comment: 'x'.repeat(REVIEW_COMMENT_MAX + 5) });
    expect(actor.getSnapshot().context.comment).toHaveLength(REVIEW_COMMENT_MAX);
    actor.send({ type: 'COMMENT', comment: '  Crisp and fresh.  ' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sent).toEqual([{ orderId: 42, itemId: 7, rating: 4, comment: 'Crisp and fresh.', images: [a] }]);
    expect(signals).toEqual(['reviewed:Review submitted successfully.']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a refusal keeps the stars, comment and images; Try again sends the same review', async () => {
    let refuse = true;
    const { actor, sent, signals } = run(async () => {
      if (refuse) throw new Error('this store is not having any review plan.');
      return 'Review submitted successfully.';
    });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'RATE', rating: 3 });
    actor.send({ type: 'COMMENT', comment: 'Fine.' });
    actor.send({ type: 'ADD_IMAGES', files: [photo()] });
    actor.send({ type: 'SUBMIT' });
    await settle();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect([context.rating, context.comment, context.images.length]).toEqual([3, 'Fine.', 1]);
    refuse = false;
    actor.send({ type: 'RETRY' });
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(signals).toEqual([
      'failed:this store is not having any review plan.',
      'reviewed:Review submitted successfully.',
    ]);
  });
});
