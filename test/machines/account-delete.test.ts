import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { accountDeleteMachine, type RemoveAnswer } from '../../machines/account-delete.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import { accountDeletePaths, ongoingMessage } from './account-delete.paths.ts';

const settle = () => new Promise((r) => setTimeout(r, 5));

function run(remove: () => Promise<RemoveAnswer>) {
  const calls: string[] = [];
  const actor = createActor(
    accountDeleteMachine.provide({
      actors: { removeAccount: fromPromise(() => (calls.push('remove'), remove())) },
      actions: {
        endSession: () => void calls.push('endSession'),
        clearAccountData: () => void calls.push('clearAccountData'),
      },
    }),
  );
  actor.on('deleted', () => void calls.push('deleted'));
  actor.on('refused', (e) => void calls.push(`refused:${e.message}`));
  actor.on('failed', (e) => void calls.push(`failed:${(e.error as Error).message}`));
  actor.start();
  return { actor, calls };
}

const expected: Record<string, StateExpectation> = {
  idle: { tags: [] },
  confirming: { tags: ['open'] },
  deleting: { tags: ['busy', 'open'] },
  deleted: { tags: ['busy'] },
};

describe('account-delete machine', () => {
  const paths = transitionPaths(accountDeletePaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(accountDeletePaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(accountDeletePaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it('asks first: No keeps the account and calls nothing', () => {
    const { actor, calls } = run(async () => ({ deleted: true }));
    actor.send({ type: 'DELETE' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('deleted: the token goes, the account data goes, then the page leaves', async () => {
    const { actor, calls } = run(async () => ({ deleted: true }));
    actor.send({ type: 'DELETE' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(calls).toEqual(['remove', 'endSession', 'clearAccountData', 'deleted']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('on-going orders (203): the first error message shows and the session stays', async () => {
    const { actor, calls } = run(async () => ({ deleted: false, message: ongoingMessage }));
    actor.send({ type: 'DELETE' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(calls).toEqual(['remove', `refused:${ongoingMessage}`]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a failed call shows its message and the session stays', async () => {
    const { actor, calls } = run(async () => Promise.reject(new Error('Network down')));
    actor.send({ type: 'DELETE' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(calls).toEqual(['remove', 'failed:Network down']);
  });
});
