import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { moduleMachine, type ModuleOption, type RentalCartSnapshot } from '../../machines/module.machine.ts';
import {
  type StateExpectation,
  checkPath,
  describePath,
  machineCoverage,
  transitionPaths,
} from '../support/machine-paths.ts';
import { foreignCart, grocery, matchingCart, modulePaths, parcel, rental } from './module.paths.ts';

function run(
  options: {
    cart?: RentalCartSnapshot | Error;
    clear?: Error;
    interestModuleIds?: number[];
    current?: ModuleOption | null;
  } = {},
) {
  const calls: string[] = [];
  const actor = createActor(
    moduleMachine.provide({
      actors: {
        loadRentalCart: fromPromise(async () => {
          calls.push('loadCart');
          if (options.cart instanceof Error) throw options.cart;
          return options.cart ?? { carts: [] };
        }),
        clearRentalCart: fromPromise(async (): Promise<unknown> => {
          calls.push('clearCart');
          if (options.clear) throw options.clear;
          return undefined;
        }),
      },
      actions: {
        storeModule: ({ context }) => void calls.push(`store:${context.current?.module_type}`),
      },
    }),
    { input: { current: options.current ?? null, interestModuleIds: options.interestModuleIds ?? [] } },
  );
  actor.on('selected', () => void calls.push('toast:A Module has been selected.'));
  actor.on('locationSet', () => void calls.push('toast:Location set successfully'));
  actor.on('cartCleared', () => void calls.push('toast:cleared'));
  actor.on('error', ({ message }) => void calls.push(`error:${message}`));
  actor.on('goToInterests', () => void calls.push('go:/interest'));
  actor.on('goToHome', () => void calls.push('go:/home'));
  actor.on('closePicker', () => void calls.push('close'));
  actor.start();
  return { actor, calls };
}

/** Each resting state: busy while the rental cart is checked; what must hold of the choice. */
const expected: Record<string, StateExpectation> = {
  // Back at rest: the chosen module is stored, or the choice failed with a message, or nothing was chosen.
  idle: {
    tags: [],
    holds: (c) =>
      (c.chosen === null || c.current?.id === c.chosen.id || c.error !== null) && (!c.mustSelect || c.current === null),
  },
  checkingRentalCart: { tags: ['busy'], holds: (c) => c.chosen?.module_type === 'rental' },
  clearingRentalCart: { tags: ['busy'], holds: (c) => c.chosen?.module_type === 'rental' },
};

describe('module machine', () => {
  const paths = transitionPaths(modulePaths);

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: every state on the way shows what the flow declares',
    (_name, path) => {
      expect(checkPath(modulePaths, path, expected)).toEqual([]);
    },
  );

  it('covers every transition', () => {
    const coverage = machineCoverage(modulePaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it('stores the module, toasts and goes to /interest for a module the saved interests do not cover', () => {
    const { actor, calls } = run();
    actor.send({ type: 'CHOOSE', module: grocery });
    expect(calls).toEqual(['store:grocery', 'toast:A Module has been selected.', 'go:/interest']);
    expect(actor.getSnapshot().context.current).toEqual({
      id: 1,
      module_name: 'Grocery',
      module_type: 'grocery',
      icon_full_url: undefined,
    });
  });

  it('goes to /home when the interests cover the module, and never asks interests for parcel', () => {
    const covered = run({ interestModuleIds: [1] });
    covered.actor.send({ type: 'CHOOSE', module: grocery });
    expect(covered.calls.at(-1)).toBe('go:/home');
    const parcelRun = run();
    parcelRun.actor.send({ type: 'CHOOSE', module: parcel });
    expect(parcelRun.calls.at(-1)).toBe('go:/home');
  });

  it('keeps a rental cart whose provider picks up in one of the module zones: "Location set successfully"', async () => {
    const { actor, calls } = run({ cart: matchingCart, interestModuleIds: [6] });
    actor.send({ type: 'CHOOSE', module: rental });
    await waitFor(actor, (s) => s.context.current?.id === 6);
    expect(calls).toEqual([
      'loadCart',
      'store:rental',
      'toast:Location set successfully',
      'toast:A Module has been selected.',
      'go:/home',
    ]);
  });

  it('clears a rental cart picked up outside the module zones, then selects the module', async () => {
    const { actor, calls } = run({ cart: foreignCart, interestModuleIds: [6] });
    actor.send({ type: 'CHOOSE', module: rental });
    await waitFor(actor, (s) => s.context.current?.id === 6);
    expect(calls).toEqual([
      'loadCart',
      'clearCart',
      'store:rental',
      'toast:cleared',
      'toast:A Module has been selected.',
      'go:/home',
    ]);
  });

  it('shows the server message and keeps the old module when the cart cannot be cleared', async () => {
    const { actor, calls } = run({ cart: foreignCart, clear: new Error('Cart is locked'), current: grocery });
    actor.send({ type: 'CHOOSE', module: rental });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(calls).toEqual(['loadCart', 'clearCart', 'error:Cart is locked']);
    expect(actor.getSnapshot().context.current?.id).toBe(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('does not read the rental cart for other modules', () => {
    const { actor, calls } = run({ cart: foreignCart });
    actor.send({ type: 'CHOOSE', module: grocery });
    expect(calls).not.toContain('loadCart');
  });

  it('closing with no module stored keeps the picker open with "A module must be selected to continue."', () => {
    const { actor, calls } = run();
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.mustSelect).toBe(true);
    expect(calls).toEqual([]);
    actor.send({ type: 'CHOOSE', module: parcel });
    expect(actor.getSnapshot().context.mustSelect).toBe(false);
    actor.send({ type: 'DISMISS' });
    expect(calls.at(-1)).toBe('close');
  });
});
