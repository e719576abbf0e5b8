import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { cartStepperMachine } from '../../machines/cart-stepper.machine.ts';
import { describePath, machineCoverage, transitionPaths } from '../support/machine-paths.ts';
import { cartStepperPaths } from './cart-stepper.paths.ts';
import { replaySteps } from '../support/machine-paths.ts';

describe('cart stepper machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const paths = transitionPaths(cartStepperPaths);

  it('covers every transition', () => {
    const coverage = machineCoverage(cartStepperPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it.each(paths.filter((p) => describePath(p) !== '(initial)').map((p) => [describePath(p), p] as const))(
    'path %s: the stepper opens on enter and closes only after the delay',
    (_n, path) => {
      for (const { event, after } of replaySteps({ machine: cartStepperMachine }, path)) {
        if (event.type === 'ENTER') expect(after.value).toBe('expanded');
        else if (event.type === 'LEAVE')
          expect(after.hasTag('expanded')).toBe(true); // not yet collapsed
        else {
          expect(event.type).toMatch(/^xstate\.after\.collapseDelay\./);
          expect(after.hasTag('collapsed')).toBe(true);
        }
      }
    },
  );

  it('collapses 500 ms after the pointer leaves, not before; coming back keeps it open', () => {
    const actor = createActor(cartStepperMachine).start();
    expect(actor.getSnapshot().hasTag('collapsed')).toBe(true);
    actor.send({ type: 'ENTER' });
    actor.send({ type: 'LEAVE' });
    vi.advanceTimersByTime(499);
    expect(actor.getSnapshot().hasTag('expanded')).toBe(true);
    actor.send({ type: 'ENTER' });
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().hasTag('expanded')).toBe(true);
    actor.send({ type: 'LEAVE' });
    vi.advanceTimersByTime(500);
    expect(actor.getSnapshot().hasTag('collapsed')).toBe(true);
  });
});
