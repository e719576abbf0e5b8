import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { resendCountdownMachine } from '../../machines/resend-countdown.machine.ts';
import { describePath, machineCoverage, replayPath, transitionPaths } from '../support/machine-paths.ts';
import { resendCountdownPaths } from './resend-countdown.paths.ts';

describe('resend countdown machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('covers every transition', () => {
    const paths = transitionPaths(resendCountdownPaths);
    for (const p of paths)
      expect(replayPath(resendCountdownPaths, p).final.value, describePath(p)).toEqual(p.state.value);
    expect(machineCoverage(resendCountdownPaths, paths).missing).toEqual([]);
  });

  it('locks resend for 60 seconds, counting down each second; resending restarts the lock', () => {
    const resends: number[] = [];
    const actor = createActor(
      resendCountdownMachine.provide({ actions: { requestResend: () => void resends.push(Date.now()) } }),
      { input: {} },
    ).start();
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
