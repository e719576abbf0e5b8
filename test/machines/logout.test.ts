import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { logoutMachine } from '../../machines/logout.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import { logoutPaths } from './logout.paths.ts';

const settle = (ms = 5) => new Promise((r) => setTimeout(r, ms));

function run(revoke: () => Promise<unknown>, delays = { logoutDelay: 0, revokeTimeout: 50 }) {
  const calls: string[] = [];
  const actor = createActor(
    logoutMachine.provide({
      actions: {
        endSession: () => void calls.push('endSession'),
        clearCart: () => void calls.push('clearCart'),
      },
      actors: { revokeSession: fromPromise(() => (calls.push('revoke'), revoke())) },
      delays,
    }),
  );
  actor.on('loggedOut', () => void calls.push('toast'));
  actor.on('leavePage', () => void calls.push('leave'));
  actor.start();
  return { actor, calls };
}

/** Each resting state: whether the confirm dialog shows and whether it is busy logging out. */
const expected: Record<string, StateExpectation> = {
  idle: { tags: [] },
  confirming: { tags: ['open'] },
  waiting: { tags: ['open', 'busy'] },
  revoking: { tags: ['open', 'busy'] },
};

describe('logout machine', () => {
  const paths = transitionPaths(logoutPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(logoutPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(logoutPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it('asks first: cancelling the confirm dialog keeps the session', () => {
    const { actor, calls } = run(async () => undefined);
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('waits about 0.5 s after the confirmation, then revokes, ends the session, clears the cart, toasts and leaves', async () => {
    const { actor, calls } = run(async () => undefined, { logoutDelay: 30, revokeTimeout: 1000 });
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('waiting');
    await settle(10);
    expect(calls).toEqual([]); // still inside the delay
    await settle(40);
    expect(calls).toEqual(['revoke', 'endSession', 'clearCart', 'toast', 'leave']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a failed logout call still signs the user out', async () => {
    const { actor, calls } = run(async () => Promise.reject(new Error('Network down')));
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'CONFIRM' });
    await settle(10);
    expect(calls).toEqual(['revoke', 'endSession', 'clearCart', 'toast', 'leave']);
  });

  it('a logout call that never answers still signs the user out after the timeout', async () => {
    const { actor, calls } = run(() => new Promise(() => {}), { logoutDelay: 0, revokeTimeout: 20 });
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'CONFIRM' });
    await settle(5);
    expect(calls).toEqual(['revoke']);
    await settle(30);
    expect(calls).toEqual(['revoke', 'endSession', 'clearCart', 'toast', 'leave']);
  });
});
