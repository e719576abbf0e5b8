import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { moduleInterestMachine } from '../../machines/module-interest.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import { moduleInterestPaths } from './module-interest.paths.ts';

function run(
  signedIn: boolean,
  save: () => Promise<{ message?: string } | undefined> = async () => ({ message: 'ok' }),
) {
  const calls: string[] = [];
  const actor = createActor(
    moduleInterestMachine.provide({
      actors: {
        saveInterests: fromPromise(async ({ input }: { input: { moduleId: number; categoryIds: number[] } }) => {
          calls.push(`save:${input.categoryIds.join(',')}`);
          return save();
        }),
      },
      actions: {
        storeLocally: ({ context }) => void calls.push(`local:${context.selected.join(',')}`),
        storeSkipped: () => void calls.push('skipped'),
      },
    }),
    { input: { moduleId: 1, signedIn } },
  );
  actor.on('saved', () => void calls.push('saved'));
  actor.on('error', ({ message }) => void calls.push(`error:${message}`));
  actor.on('goToHome', () => void calls.push('go:/home'));
  actor.start();
  return { actor, calls };
}

/** Each resting state: busy while saving, and what must hold of the choice. */
const expected: Record<string, StateExpectation> = {
  choosing: { tags: [], holds: (c) => new Set(c.selected).size === c.selected.length },
  saving: { tags: ['busy'], holds: (c) => c.signedIn && c.selected.length > 0 },
  done: { tags: [] },
};

describe('module-interest machine', () => {
  const paths = transitionPaths(moduleInterestPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(moduleInterestPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(moduleInterestPaths, paths);
    expect(coverage.missing).toEqual([]);
  });

  it('cannot save with no category chosen; toggling twice unselects', () => {
    const { actor } = run(false);
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
    actor.send({ type: 'TOGGLE', categoryId: 3 });
    actor.send({ type: 'TOGGLE', categoryId: 4 });
    actor.send({ type: 'TOGGLE', categoryId: 3 });
    expect(actor.getSnapshot().context.selected).toEqual([4]);
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(true);
  });

  it('a guest saves locally only and goes home', () => {
    const { actor, calls } = run(false);
    actor.send({ type: 'TOGGLE', categoryId: 3 });
    actor.send({ type: 'SAVE' });
    expect(calls).toEqual(['local:3', 'saved', 'go:/home']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a signed-in customer saves locally and on the account', async () => {
    const { actor, calls } = run(true);
    actor.send({ type: 'TOGGLE', categoryId: 3 });
    actor.send({ type: 'TOGGLE', categoryId: 7 });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['local:3,7', 'save:3,7', 'saved', 'go:/home']);
  });

  it('a failed account save shows the server message and keeps the choice', async () => {
    const { actor, calls } = run(true, async () => {
      throw new Error('The interest field is required.');
    });
    actor.send({ type: 'TOGGLE', categoryId: 3 });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.error !== null);
    expect(calls.at(-1)).toBe('error:The interest field is required.');
    expect(actor.getSnapshot().context.selected).toEqual([3]);
  });

  it('signing in on the page makes Save go to the account; Skip goes home', async () => {
    const { actor, calls } = run(false);
    actor.send({ type: 'SESSION', signedIn: true });
    actor.send({ type: 'TOGGLE', categoryId: 5 });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toContain('save:5');
    const skip = run(true);
    skip.actor.send({ type: 'SKIP' });
    expect(skip.calls).toEqual(['skipped', 'go:/home']);
  });
});
