// The trip-cart machine's paths (a set covering every transition) replayed through the rental views: the vehicle
// cards add with the searched trip, the dialogs ask ('Selecting a vehicle from another provider…', 'Do you want to
// change trip type', 'Do you want to change trip duration', the removal list with 'Remove & Continue', 'Are you sure
// want to reset ?'), the panel's steppers and Reset, and every call's answer or failure as the server sends it.
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { preloadTripCart } from '../../../src/features/rental/trip-cart-provider.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { error, json } from '../../support/fake-api.ts';
import { describePath, type MachinePathConfig } from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { tripCartPaths } from '../../machines/trip-cart.paths.ts';
import type { TripCartContext } from '../../../machines/trip-cart.machine.ts';
import type { TripRequest, TripVehicle } from '../../../domain/trip-cart.ts';
import { replaySteps } from '../../support/machine-paths.ts';
import { tripCartMachine } from '../../../machines/trip-cart.machine.ts';
import { setRentalSearch } from '../../../src/features/rental/search-store.ts';
import { names, renderTripCart, serverCart, tripCartApi, tripCartCalls } from './rental-harness.tsx';

const { ADD, RESET, TRIP, REMOVE_MANY, UPDATE, removeOne } = tripCartCalls;

/** CART_CHANGED is a refetch, not a user action (the machine tests cover it). */
const driven: MachinePathConfig = { ...tripCartPaths, skipEvents: ['CART_CHANGED'] };

const actorRoutes: Record<string, (c: TripCartContext) => string> = {
  addToCart: () => ADD,
  clearForProvider: () => RESET,
  resetCart: () => RESET,
  updateTrip: () => TRIP,
  removeLines: () => REMOVE_MANY,
  updateLine: () => UPDATE,
  removeLine: (c) => removeOne(c.lineChange!.cart_id),
};

const dialogText: Record<string, string> = {
  providerDialog:
    'Selecting a vehicle from another provider will remove all vehicles from the cart and add the new one.',
  tripTypeDialog: 'Do you want to change trip type',
  durationDialog: 'Do you want to change trip duration',
  resetDialog: 'Are you sure want to reset ?',
  conflictList: 'These vehicles do not support the selected trip type',
};

// The trip cart's statechart is a chunk of its own (the rental pages show it at rest until it is in:
// trip-cart-first-load.test.tsx); these tests replay its machine on the loaded statechart.
beforeAll(() => preloadTripCart());

describe('trip cart (trip-cart paths replayed through the cards, panel and dialogs)', () => {
  const paths = viewPaths(driven);

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', { timeout: 60_000 }, async (_name, path) => {
    await renderTripCart({ lines: [], trip: null });
    const api = tripCartApi({ lines: [], trip: null });
    const user = userEvent.setup();
    // Every toast text that shows, kept: a toast leaves after its duration, which a loaded machine can outlast
    // between the answer and the check.
    const toasted = new Set<string>();
    const seeToasts = () =>
      document.querySelectorAll('[role="status"]').forEach((n) => n.textContent && toasted.add(n.textContent));
    const observer = new MutationObserver(seeToasts);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    onTestFinished(() => observer.disconnect());
    await screen.findByText('Your cart is empty');
    // The snapshots the machine really takes on this path (the graph keeps one representative per state).
    for (const step of replaySteps({ machine: tripCartMachine, input: tripCartPaths.input }, path)) {
      const { type } = step.event;
      const before = step.before.context;
      const after = step.after;
      const ctx = after.context;
      let toastText: string | null = null;
      const dialog = () => screen.getByRole('alertdialog');
      if (type === 'ADD') {
        const { vehicle, trip } = step.event as unknown as { vehicle: TripVehicle; trip: TripRequest };
        setRentalSearch({
          tripType: trip.rental_type,
          hours: trip.estimated_hours,
          distanceKm: trip.distance,
          routeHours: trip.destination_time,
          pickup: trip.pickup_location,
          destination: trip.destination_location,
        });
        await user.click(
          within(screen.getByRole('article', { name: names[vehicle.id] })).getByRole('button', { name: 'Add to cart' }),
        );
        const line = before.cart.lines.find((l) => l.vehicle_id === vehicle.id);
        if (after.value === 'idle' && line)
          toastText = `You can't add more than ${vehicle.total_vehicles} quantities of this vehicle.`;
      } else if (type === 'CONFIRM') await user.click(within(dialog()).getByRole('button', { name: 'Yes' }));
      else if (type === 'CANCEL')
        await user.click(within(dialog()).getByRole('button', { name: before.conflicts.length ? 'Cancel' : 'No' }));
      else if (type === 'REMOVE_CONFLICTS')
        await user.click(within(dialog()).getByRole('button', { name: 'Remove & Continue' }));
      else if (type === 'CLEAR') await user.click(screen.getByRole('button', { name: 'Reset' }));
      else if (type === 'CHANGE_QUANTITY') {
        const { cart_id, quantity } = step.event as unknown as { cart_id: number; quantity: number };
        const line = before.cart.lines.find((l) => l.id === cart_id)!;
        const name = names[line.vehicle_id]!;
        const row = screen.getByRole('listitem', { name });
        // one delete control: the minus at 1 (its trash icon)
        const label =
          quantity > line.quantity ? `Increase ${name}` : line.quantity <= 1 ? `Remove ${name}` : `Decrease ${name}`;
        await user.click(within(row).getByRole('button', { name: label }));
        if (quantity > line.total_vehicles)
          toastText = `You can't add more than ${line.total_vehicles} quantities of this vehicle.`;
      } else if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
        const id = type.replace(/^xstate\.(done|error)\.actor\./, '');
        const route = actorRoutes[id]!(before);
        await waitFor(() => expect(api.waiting(route)).toBe(1));
        if (type.startsWith('xstate.done.')) {
          const output = (step.event as unknown as { output: Parameters<typeof serverCart>[0] }).output;
          api.on('GET /api/v1/rental/user/cart/get-cart', json(serverCart(output)));
          api.release(route, json(serverCart(output)));
          if (id === 'addToCart') toastText = 'The vehicle successfully added to your cart.';
          if (id === 'removeLine') toastText = 'Cart item remove successfully.';
          if (id === 'updateTrip' && after.value === 'idle') toastText = 'Updated successfully.';
        } else {
          const err = (step.event as unknown as { error: Error & { body?: unknown } }).error;
          if (Array.isArray(err.body)) api.release(route, json(err.body, 403));
          else {
            api.release(route, error(403, 'cart_item', err.message));
            toastText = err.message;
          }
        }
      } else throw new Error(`no user action for ${type}`);

      // What the state shows.
      const tag = Object.keys(dialogText).find((t) => after.hasTag(t));
      if (tag && !after.hasTag('busy')) {
        const open = await screen.findByRole('alertdialog');
        expect(open).toHaveTextContent(dialogText[tag]!);
        if (tag === 'conflictList')
          for (const id of ctx.conflicts) {
            const line = ctx.cart.lines.find((l) => l.id === id)!;
            expect(within(open).getByText(names[line.vehicle_id]!)).toBeInTheDocument();
          }
      } else if (after.value === 'idle') {
        await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        if (ctx.cart.lines.length === 0) expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
        else {
          const list = await screen.findByRole('list', { name: 'Vehicles in the trip cart' });
          await waitFor(() =>
            expect(
              within(list)
                .getAllByRole('listitem')
                .map((li) => li.getAttribute('aria-label')),
            ).toEqual(ctx.cart.lines.map((l) => names[l.vehicle_id])),
          );
          for (const l of ctx.cart.lines)
            expect(within(list).getByRole('listitem', { name: names[l.vehicle_id] })).toHaveTextContent(
              String(l.quantity).padStart(2, '0'),
            );
        }
      } else if (after.hasTag('busy')) {
        // the call the state makes, with the searched trip / the line
        const current = String(after.value);
        if (current === 'adding') {
          await waitFor(() => expect(api.waiting(ADD)).toBe(1));
          const body = api.calls(ADD).at(-1)!.body as Record<string, unknown>;
          expect(body).toMatchObject({
            vehicle_id: ctx.pending!.vehicle.id,
            quantity: 1,
            rental_type: ctx.pending!.trip.rental_type,
            guest_id: 'guest-1',
          });
          expect(body.pickup_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} (AM|PM)$/);
        } else if (current === 'updatingTrip') {
          await waitFor(() => expect(api.waiting(TRIP)).toBe(1));
          expect(api.calls(TRIP).at(-1)!.body).toMatchObject({ rental_type: ctx.pending!.trip.rental_type });
        } else if (current === 'removingConflicts') {
          await waitFor(() => expect(api.waiting(REMOVE_MANY)).toBe(1));
          expect(api.calls(REMOVE_MANY).at(-1)!.query.get('cart_ids')).toBe(JSON.stringify(ctx.conflicts));
        } else if (current === 'updatingLine') {
          await waitFor(() => expect(api.waiting(UPDATE)).toBe(1));
          expect(api.calls(UPDATE).at(-1)!.body).toMatchObject(ctx.lineChange!);
        } else if (current === 'removingLine') {
          const route = removeOne(ctx.lineChange!.cart_id);
          await waitFor(() => expect(api.waiting(route)).toBe(1));
          expect(api.calls(route).at(-1)!.query.get('guest_id')).toBe('guest-1');
        } else {
          await waitFor(() => expect(api.waiting(RESET)).toBe(1));
        }
      }
      if (toastText) {
        const text = toastText;
        await waitFor(() => {
          seeToasts();
          expect([...toasted].some((t) => t.includes(text))).toBe(true);
        });
        toasted.clear();
      }
    }
  });
});
