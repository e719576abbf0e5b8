import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { resendCountdownMachine } from '../../machines/resend-countdown.machine.ts';
import {
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
  type StateExpectation,
} from '../support/machine-paths.ts';
import { resendCountdownPaths } from './resend-countdown.paths.ts';

/** Each resting state: the countdown shows while locked; the seconds left. */
const expected: Record<string, StateExpectation> = {
  counting: { tags: ['locked'], holds: (c) => c.remaining > 0 && c.remaining <= c.seconds },
  ready: { tags: [], holds: (c) => c.remaining === 0 },
};

describe('resend countdown machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const paths = transitionPaths(resendCountdownPaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(resendCountdownPaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    expect(machineCoverage(resendCountdownPaths, paths).missing).toEqual([]);
  });

  it('locks resend for 60 seconds, counting down each second; resending restarts the lock', () => {
    const resends: number[] = [];
    const actor = createActor(resendCountdownMachine, { input: {} });
    actor.on('resend', () => void resends.push(Date.now()));
    actor.start();
    expect(actor.getSnapshot().context.remaining).toBe(60);
    actor.send({ type: 'RESEND' });
    expect(resends).toHaveLength(0);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.remaining).toBe(59);
    vi.advanceTimersByTime(58_000);
    expect(actor.getSnapshot().value).toBe('counting');
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'RESEND' });
    expect(resends).toHaveLength(1);
    expect(actor.getSnapshot()).toMatchObject({ value: 'counting', context: { remaining: 60 } });
  });
});
