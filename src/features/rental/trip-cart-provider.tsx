import { useEffect, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { cartQueries } from '../../api/cart.ts';
import { tripCartOf } from '../../api/rental.ts';
import { useSession } from '../../session/hooks.ts';
import { createTripCartMachine, TripCartContext, useTripCartToasts } from './trip-cart.context.ts';
import { TripCartDialogs } from './trip-cart-dialogs.tsx';

/** One trip cart actor for a rental page: its cards, panel and dialogs share it. */
export function TripCartProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  useSession(); // re-read the cart query when the owner or module changes
  const cart = useQuery(cartQueries.rental());
  const [machine] = useState(() => createTripCartMachine({ queryClient }));
  const actor = useActorRef(machine, { input: { cart: tripCartOf(cart.data) } });
  useEffect(() => {
    // a refetched cart (another tab, sign-in) reaches the machine while it is not in the middle of a change
    if (cart.data && actor.getSnapshot().hasTag('idle'))
      actor.send({ type: 'CART_CHANGED', cart: tripCartOf(cart.data) });
  }, [actor, cart.data]);
  useTripCartToasts(actor);
  return (
    <TripCartContext.Provider value={actor}>
      {children}
      <TripCartDialogs />
    </TripCartContext.Provider>
  );
}
