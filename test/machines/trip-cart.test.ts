import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { tripCartMachine, type TripCartEmitted } from '../../machines/trip-cart.machine.ts';
import type { TripCart, TripRequest, TripVehicle } from '../../domain/trip-cart.ts';
import { rental as en } from '../../src/i18n/en/rental.ts';
import ar from '../../src/i18n/ar/rental.ts';
import bn from '../../src/i18n/bn/rental.ts';
import es from '../../src/i18n/es/rental.ts';
import { describePath, machineCoverage, transitionPaths } from '../support/machine-paths.ts';
import { replaySteps, type Step } from '../support/machine-paths.ts';
import { tripCartPaths } from './trip-cart.paths.ts';
import {
  cartAfterAdd,
  cartWith,
  conflictError,
  distance12,
  hatchback,
  hourly3,
  hourly5,
  jeep,
  sedan,
  van,
} from './trip-cart-fixtures.ts';

const settle = () => new Promise((r) => setTimeout(r, 5));
type Toast = Extract<TripCartEmitted, { type: 'toast' }>;
const textOf = (e: EventObject) => {
  const t = e as Toast;
  if ('text' in t) return t.text;
  return en.messages[t.message].replace('{{n}}', String(t.params?.n));
};

/** The test's reading of §4: what an ADD meets, in the spec's order. */
function expectedDialog(cart: TripCart, vehicle: TripVehicle, trip: TripRequest) {
  if (cart.lines.length === 0) return null;
  if (cart.lines.some((l) => l.provider_id !== vehicle.provider_id)) return 'providerDialog';
  if (cart.trip!.rental_type !== trip.rental_type) return 'tripTypeDialog';
  if (trip.rental_type === 'hourly' && cart.trip!.estimated_hours !== trip.estimated_hours) return 'durationDialog';
  return null;
}

function checkStep({ before, event, after, emitted, started }: Step<typeof tripCartMachine>) {
  const b = before.context;
  const a = after.context;
  switch (event.type) {
    case 'ADD': {
      const { vehicle, trip } = event as unknown as { vehicle: TripVehicle; trip: TripRequest };
      const dialog = expectedDialog(b.cart, vehicle, trip);
      if (dialog) {
        expect(after.hasTag(dialog)).toBe(true);
        expect(started).toEqual([]);
        return;
      }
      const line = b.cart.lines.find((l) => l.vehicle_id === vehicle.id);
      if (line && line.quantity + 1 > vehicle.total_vehicles) {
        expect(emitted.map(textOf)).toEqual([
          `You can't add more than ${vehicle.total_vehicles} quantities of this vehicle.`,
        ]);
        expect(started).toEqual([]);
      } else if (line)
        expect(started).toEqual([{ src: 'updateLine', input: { cart_id: line.id, quantity: line.quantity + 1 } }]);
      else expect(started).toEqual([{ src: 'addToCart', input: { vehicle_id: vehicle.id, quantity: 1, trip } }]);
      return;
    }
    case 'CONFIRM':
      if (before.hasTag('providerDialog')) expect(started).toEqual([{ src: 'clearCart', input: undefined }]);
      else if (before.hasTag('resetDialog')) expect(started).toEqual([{ src: 'clearCart', input: undefined }]);
      else
        expect(started).toEqual([
          { src: 'updateTrip', input: { user_data_id: b.cart.trip!.id, trip: b.pending!.trip } },
        ]);
      return;
    case 'CANCEL':
      expect(after.value).toBe('idle');
      expect(a.cart).toBe(b.cart);
      expect(started).toEqual([]);
      return;
    case 'REMOVE_CONFLICTS':
      expect(started).toEqual([{ src: 'removeLines', input: { cart_ids: b.conflicts } }]);
      return;
    case 'CHANGE_QUANTITY': {
      const { cart_id, quantity } = event as unknown as { cart_id: number; quantity: number };
      const line = b.cart.lines.find((l) => l.id === cart_id)!;
      if (quantity > line.total_vehicles)
        expect(emitted.map(textOf)).toEqual([
          `You can't add more than ${line.total_vehicles} quantities of this vehicle.`,
        ]);
      else if (quantity < 1) expect(started).toEqual([{ src: 'removeLine', input: { cart_id } }]);
      else expect(started).toEqual([{ src: 'updateLine', input: { cart_id, quantity } }]);
      return;
    }
    case 'CLEAR':
      // Reset asks only when the cart has vehicles
      expect(after.hasTag('resetDialog')).toBe(b.cart.lines.length > 0);
      return;
    case 'CART_CHANGED':
      expect(a.cart).toBe((event as unknown as { cart: TripCart }).cart);
      return;
    case 'xstate.done.actor.addToCart':
      expect(a.cart).toBe((event as unknown as { output: TripCart }).output);
      expect(emitted.map(textOf)).toEqual(['The vehicle successfully added to your cart.']);
      expect(after.value).toBe('idle');
      return;
    case 'xstate.done.actor.clearForProvider':
      expect(started).toEqual([
        { src: 'addToCart', input: { vehicle_id: b.pending!.vehicle.id, quantity: 1, trip: b.pending!.trip } },
      ]);
      return;
    case 'xstate.done.actor.updateTrip': {
      const inCart = a.cart.lines.some((l) => l.vehicle_id === b.pending!.vehicle.id);
      if (inCart) expect(emitted.map(textOf)).toEqual(['Updated successfully.']);
      else
        expect(started).toEqual([
          { src: 'addToCart', input: { vehicle_id: b.pending!.vehicle.id, quantity: 1, trip: b.pending!.trip } },
        ]);
      return;
    }
    case 'xstate.done.actor.removeLines':
      // an emptied cart takes the vehicle; otherwise the trip is updated again
      expect(started.map((s) => s.src)).toEqual([a.cart.lines.length ? 'updateTrip' : 'addToCart']);
      return;
    case 'xstate.done.actor.removeLine':
      expect(emitted.map(textOf)).toEqual(['Cart item remove successfully.']);
      expect(a.cart.lines.some((l) => l.id === b.lineChange!.cart_id)).toBe(false);
      return;
    case 'xstate.done.actor.updateLine':
    case 'xstate.done.actor.resetCart':
      expect(after.value).toBe('idle');
      expect(emitted).toEqual([]);
      if (event.type === 'xstate.done.actor.resetCart') expect(a.cart.lines).toEqual([]);
      return;
    case 'xstate.error.actor.updateTrip': {
      const body = (event as unknown as { error: { body?: unknown } }).error.body;
      if (!Array.isArray(body)) return expectServerError({ before, event, after, emitted });
      expect(after.hasTag('conflictList')).toBe(true);
      expect(a.conflicts).toEqual(body);
      return;
    }
    default:
      return expectServerError({ before, event, after, emitted });
  }
}

/** Any other failure shows the server's message and goes back to the cart as it was. */
function expectServerError({
  before,
  event,
  after,
  emitted,
}: Pick<Step<typeof tripCartMachine>, 'before' | 'event' | 'after' | 'emitted'>) {
  const error = (event as unknown as { error: Error }).error;
  expect(event.type.startsWith('xstate.error.actor.')).toBe(true);
  expect(emitted.map(textOf)).toEqual([error.message]);
  expect(after.value).toBe('idle');
  expect(after.context.cart).toBe(before.context.cart);
}

function run(cart: TripCart, actors: Record<string, (input: unknown) => Promise<TripCart>> = {}) {
  const calls: { src: string; input: unknown }[] = [];
  const emitted: TripCartEmitted[] = [];
  let cleared = 0;
  const provided = Object.fromEntries(
    Object.entries(actors).map(([src, fn]) => [
      src,
      fromPromise(({ input: i }: { input: unknown }) => (calls.push({ src, input: i }), fn(i))),
    ]),
  );
  const actor = createActor(
    tripCartMachine.provide({ actors: provided, actions: { clearCachedCart: () => void cleared++ } }),
    { input: { cart } },
  ).start();
  actor.on('*', (e) => void emitted.push(e as TripCartEmitted));
  return { actor, calls, toasts: () => emitted.map(textOf), snap: () => actor.getSnapshot(), cleared: () => cleared };
}

describe('trip cart machine', () => {
  const paths = transitionPaths(tripCartPaths);

  it('covers every transition', () => {
    const coverage = machineCoverage(tripCartPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  }, 120_000);

  it('every path behaves as the spec says at every step', () => {
    let steps = 0;
    for (const path of paths)
      for (const step of replaySteps({ machine: tripCartMachine, input: tripCartPaths.input }, path)) {
        try {
          checkStep(step);
        } catch (e) {
          throw new Error(`${describePath(path)} at ${step.event.type}: ${(e as Error).message}`, { cause: e });
        }
        steps++;
      }
    expect(steps).toBeGreaterThan(paths.length);
  }, 120_000);

  it("adds to an empty cart: 'The vehicle successfully added to your cart.'", async () => {
    const { actor, calls, toasts, snap } = run(
      { lines: [], trip: null },
      {
        addToCart: async () => cartAfterAdd({ lines: [], trip: null }, sedan, hourly3),
      },
    );
    actor.send({ type: 'ADD', vehicle: sedan, trip: hourly3 });
    await settle();
    expect(calls).toEqual([{ src: 'addToCart', input: { vehicle_id: 10, quantity: 1, trip: hourly3 } }]);
    expect(toasts()).toEqual(['The vehicle successfully added to your cart.']);
    expect(snap().context.cart.lines.map((l) => l.vehicle_id)).toEqual([10]);
  });

  it('another provider: Yes clears the cart and adds the new vehicle', async () => {
    const { actor, calls, snap } = run(cartWith([sedan, 1]), {
      clearCart: async () => ({ lines: [], trip: null }),
      addToCart: async () => cartAfterAdd({ lines: [], trip: null }, jeep, hourly3),
    });
    actor.send({ type: 'ADD', vehicle: jeep, trip: hourly3 });
    expect(snap().hasTag('providerDialog')).toBe(true);
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(calls.map((c) => c.src)).toEqual(['clearCart', 'addToCart']);
    expect(snap().context.cart.lines.map((l) => l.provider_id)).toEqual([2]);
  });

  it('another trip type: update user data → the list of vehicles lacking it → Remove & Continue → add', async () => {
    const start = cartWith([hatchback, 1], [sedan, 1]);
    const updates: unknown[] = [];
    const { actor, calls, snap, toasts } = run(start, {
      updateTrip: async (input) => {
        updates.push(input);
        if (updates.length === 1) throw conflictError([111]);
        return { lines: [start.lines[1]!], trip: { id: 7, rental_type: 'distance_wise', estimated_hours: 0 } };
      },
      removeLines: async () => ({ lines: [start.lines[1]!], trip: start.trip }),
      addToCart: async () => ({
        lines: [start.lines[1]!, { id: 112, vehicle_id: 12, provider_id: 1, quantity: 1, total_vehicles: 3 }],
        trip: { id: 7, rental_type: 'distance_wise', estimated_hours: 0 },
      }),
    });
    actor.send({ type: 'ADD', vehicle: van, trip: distance12 });
    expect(snap().hasTag('tripTypeDialog')).toBe(true);
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(snap().hasTag('conflictList')).toBe(true);
    expect(snap().context.conflicts).toEqual([111]);
    actor.send({ type: 'REMOVE_CONFLICTS' });
    await settle();
    expect(calls.map((c) => c.src)).toEqual(['updateTrip', 'removeLines', 'updateTrip', 'addToCart']);
    expect(calls[1]!.input).toEqual({ cart_ids: [111] });
    expect(updates[0]).toEqual({ user_data_id: 7, trip: distance12 });
    expect(toasts()).toEqual(['The vehicle successfully added to your cart.']);
  });

  it('hourly with another duration: the duration dialog first, then the hours are updated and the vehicle added', async () => {
    const { actor, calls, snap } = run(cartWith([sedan, 1]), {
      updateTrip: async () => ({ ...cartWith([sedan, 1]), trip: { id: 7, rental_type: 'hourly', estimated_hours: 5 } }),
      addToCart: async () => cartWith([sedan, 1], [van, 1]),
    });
    actor.send({ type: 'ADD', vehicle: van, trip: hourly5 });
    expect(snap().hasTag('durationDialog')).toBe(true);
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(calls).toEqual([
      { src: 'updateTrip', input: { user_data_id: 7, trip: hourly5 } },
      { src: 'addToCart', input: { vehicle_id: 12, quantity: 1, trip: hourly5 } },
    ]);
  });

  it("blocks a quantity above the vehicle's total count", () => {
    const { actor, calls, toasts } = run(cartWith([sedan, 2]));
    actor.send({ type: 'CHANGE_QUANTITY', cart_id: 110, quantity: 3 });
    actor.send({ type: 'ADD', vehicle: sedan, trip: hourly3 });
    expect(toasts()).toEqual([
      "You can't add more than 2 quantities of this vehicle.",
      "You can't add more than 2 quantities of this vehicle.",
    ]);
    expect(calls).toEqual([]);
  });

  it('removing the last vehicle clears the cached cart; reset asks first', async () => {
    const { actor, snap, cleared } = run(cartWith([sedan, 1]), {
      removeLine: async () => ({ lines: [], trip: null }),
    });
    actor.send({ type: 'CHANGE_QUANTITY', cart_id: 110, quantity: 0 }); // the minus at 1
    await settle();
    expect(cleared()).toBe(1);
    expect(snap().context.cart.lines).toEqual([]);
    const reset = run(cartWith([sedan, 1]), { clearCart: async () => ({ lines: [], trip: null }) });
    reset.actor.send({ type: 'CLEAR' });
    expect(reset.snap().hasTag('resetDialog')).toBe(true);
    reset.actor.send({ type: 'CONFIRM' });
    await settle();
    expect(reset.cleared()).toBe(1);
  });

  it('the placeholder actors reject: an unbound add fails loudly', async () => {
    const { actor, toasts } = run({ lines: [], trip: null });
    actor.send({ type: 'ADD', vehicle: sedan, trip: hourly3 });
    await settle();
    expect(toasts()).toEqual(['addToCart is not provided']);
  });

  it('every trip cart message and dialog is in English verbatim, and in Arabic, Bengali and Spanish', () => {
    expect(en.messages.vehicleAdded).toBe('The vehicle successfully added to your cart.');
    expect(en.messages.quantityLimit).toBe("You can't add more than {{n}} quantities of this vehicle.");
    expect(en.dialogs.providerConflict).toBe(
      'Selecting a vehicle from another provider will remove all vehicles from the cart and add the new one.',
    );
    expect(en.dialogs.changeTripType).toBe('Do you want to change trip type');
    expect(en.dialogs.changeDuration).toBe('Do you want to change trip duration');
    expect(en.dialogs.reset).toBe('Are you sure want to reset ?');
    expect(en.dialogs.removeAndContinue).toBe('Remove & Continue');
    // each in its script (Spanish: not the English text)
    const scripts = [
      [ar, /[\u0600-\u06FF]/],
      [bn, /[\u0980-\u09FF]/],
    ] as const;
    for (const [catalogue, script] of scripts)
      for (const group of [catalogue.messages, catalogue.dialogs] as Record<string, string>[])
        for (const [key, text] of Object.entries(group)) expect(text, key).toMatch(script);
    // ('No' is Spanish too)
    for (const group of ['messages', 'dialogs'] as const)
      for (const [key, text] of Object.entries(es[group]))
        if (key !== 'no') expect(text, key).not.toBe((en[group] as Record<string, string>)[key]);
    for (const catalogue of [ar, bn, es]) expect(catalogue.messages.quantityLimit).toContain('{{n}}');
  });
});
