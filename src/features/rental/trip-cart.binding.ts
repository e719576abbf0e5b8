// The trip cart's statechart bound to the cart calls, and its toasts: a chunk of its own (with XState), started by
// TripCartProvider when the browser is idle after the first render, or sooner with the first event a view sends
// (docs/architecture.md "The first load").
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import {
  tripCartMachine,
  type AddVehicleInput,
  type RemoveLineInput,
  type RemoveLinesInput,
  type UpdateLineInput,
  type UpdateTripInput,
} from '../../../machines/trip-cart.machine.ts';
import { cartQueries } from '../../api/cart.ts';
import { putAnswer } from '../../api/query-client.ts';
import {
  addVehicleToCart,
  clearTripCart,
  removeCartVehicle,
  removeCartVehicles,
  tripCartOf,
  updateCartQuantity,
  updateCartTrip,
  type RentalCart,
} from '../../api/rental.ts';
import type { TripCart } from '../../../domain/trip-cart.ts';
import { type LazyFlow } from '../../ui/lazy-flow.tsx';
import { useFlowEmitted } from '../../ui/use-flow-emitted.ts';
import toast from '../../ui/toast.ts';
import type { TripCartActor } from './trip-cart.context.ts';

const emptyCart: RentalCart = { carts: [], user_data: null };

/**
 * The trip-cart machine bound to the trip cart calls (spec part 2 §4, §7): each call answers the whole cart, which
 * goes into the query cache (the badge, the drawer and the panel read it) and back to the machine as a TripCart.
 */
export function createTripCartMachine({ queryClient }: { queryClient: QueryClient }) {
  const answer = (cart: RentalCart): TripCart => {
    putAnswer(queryClient, cartQueries.rental().queryKey, cart);
    return tripCartOf(cart);
  };
  return tripCartMachine.provide({
    actors: {
      addToCart: fromPromise<TripCart, AddVehicleInput>(async ({ input }) => answer(await addVehicleToCart(input))),
      clearCart: fromPromise<TripCart, void>(async () => answer(await clearTripCart())),
      updateTrip: fromPromise<TripCart, UpdateTripInput>(async ({ input }) => answer(await updateCartTrip(input))),
      removeLines: fromPromise<TripCart, RemoveLinesInput>(async ({ input }) =>
        answer(await removeCartVehicles(input.cart_ids)),
      ),
      updateLine: fromPromise<TripCart, UpdateLineInput>(async ({ input }) => answer(await updateCartQuantity(input))),
      removeLine: fromPromise<TripCart, RemoveLineInput>(async ({ input }) =>
        answer(await removeCartVehicle(input.cart_id)),
      ),
    },
    actions: {
      clearCachedCart: () => putAnswer(queryClient, cartQueries.rental().queryKey, emptyCart),
    },
  });
}

/** Shows the trip cart's toasts: its catalogue message in the UI language, or the server's own text. */
export function TripCartToasts({ flow }: { flow: LazyFlow<TripCartActor> }) {
  const { t } = useTranslation();
  useFlowEmitted(flow, 'toast', (event) => {
    const text = 'text' in event ? event.text : t(`rental.messages.${event.message}`, event.params);
    if (event.tone === 'success') toast.success(text);
    else toast.error(text);
  });
  return null;
}
