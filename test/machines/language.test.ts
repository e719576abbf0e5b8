import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { languageMachine } from '../../machines/language.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import { languagePaths } from './language.paths.ts';

/** Each resting state: whether the confirm dialog shows / is busy (tags) and the pending choice. */
const expected: Record<string, StateExpectation> = {
  idle: { tags: [], holds: (c) => c.pending === null },
  confirming: { tags: ['open'], holds: (c) => c.pending !== null && c.pending !== c.current },
  applying: { tags: ['open', 'busy'], holds: (c) => c.pending === null && c.current === 'ar' },
  reloading: { tags: ['busy'], holds: (c) => c.current === 'ar' },
};

describe('language machine', () => {
  const paths = transitionPaths(languagePaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(languagePaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(languagePaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it('asks for confirmation, then stores the choice, sets the direction, toasts and reloads', async () => {
    const calls: string[] = [];
    const actor = createActor(
      languageMachine.provide({
        actions: {
          storeChoice: ({ context }) => void calls.push(`store:${context.current}`),
          applyDirection: ({ context }) => void calls.push(`dir:${context.current}`),
        },
        delays: { toastBeforeReload: 0 },
      }),
      { input: { current: 'en' } },
    );
    actor.on('changed', () => void calls.push('toast'));
    actor.on('reload', () => void calls.push('reload'));
    actor.start();
    actor.send({ type: 'CHOOSE', code: 'en' });
    expect(actor.getSnapshot().value).toBe('idle'); // same language: nothing to confirm
    actor.send({ type: 'CHOOSE', code: 'ar' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(calls).toEqual([]);
    actor.send({ type: 'CONFIRM' });
    expect(calls).toEqual(['store:ar', 'dir:ar', 'toast']);
    await new Promise((r) => setTimeout(r, 5));
    expect(calls.at(-1)).toBe('reload');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('cancelling keeps the current language', () => {
    const actor = createActor(languageMachine, { input: { current: 'en' } }).start();
    actor.send({ type: 'CHOOSE', code: 'ar' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context).toEqual({ current: 'en', pending: null });
  });
});
