import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { tripCartOf } from '../../api/rental.ts';
import { flowStarter, lazyFlow, useStartedActor } from '../../ui/lazy-flow.tsx';
import { whenIdle } from '../../ui/load-later.ts';
import { useOnceTrue } from '../../ui/use-once-true.ts';
import { TripCartContext, useTripCartDialog, type TripCartActor } from './trip-cart.context.ts';
import { useTripCart } from '../../shop/shopper-cart.ts';

// The statechart, its cart bindings and XState are a chunk of their own (trip-cart.binding.ts): a rental page's first
// render shows the trip cart as the flow's resting snapshot does ('idle', no dialog), and the flow starts right after.
// (and its toasts, with their texts)
const binding = () => import('./trip-cart.binding.ts');
const starter = flowStarter(
  () => binding().then((m) => m.createTripCartMachine),
  () => binding().then((m) => m.TripCartToasts),
);

/** Loads the trip cart's statechart ahead (the view tests, which expect it at once). */
export const preloadTripCart = starter.preload;

// The dialogs (Ark's dialog with them) are a chunk of their own too: none shows before the shopper acts. It loads when
// the browser is idle after the first render, and mounts with the first dialog asked for (then stays, so a closing
// dialog gives the focus back as it does).
const loadDialogs = () => import('./trip-cart-dialogs.tsx').then((m) => ({ default: m.TripCartDialogs }));
const TripCartDialogs = lazy(loadDialogs);

function TripCartDialogsLater() {
  const wanted = useOnceTrue(useTripCartDialog() !== undefined);
  return wanted ? (
    <Suspense>
      <TripCartDialogs />
    </Suspense>
  ) : null;
}

/**
 * One trip cart for a rental page: its cards, panel and dialogs share it. The statechart starts when the browser is
 * idle after the first render, or sooner with the first event a view sends (an Add to cart before then waits for it).
 */
export function TripCartProvider({ children }: { children: ReactNode }) {
  const cart = useTripCart();
  const queryClient = useQueryClient();
  const [flow] = useState(() => lazyFlow<TripCartActor>());
  useEffect(() => whenIdle(flow.prepare), [flow]);
  useEffect(() => whenIdle(() => void loadDialogs()), []);
  const actor = useStartedActor(flow);
  useEffect(() => {
    // a refetched cart (another tab, sign-in) reaches the machine while it is not in the middle of a change
    if (actor && cart.data && actor.getSnapshot().hasTag('idle'))
      actor.send({ type: 'CART_CHANGED', cart: tripCartOf(cart.data) });
  }, [actor, cart.data]);
  return (
    <TripCartContext.Provider value={flow}>
      {children}
      <TripCartDialogsLater />
      {/* the statechart starts on the cart as loaded */}
      <starter.Start flow={flow} deps={{ queryClient }} options={{ input: { cart: tripCartOf(cart.data) } }} />
    </TripCartContext.Provider>
  );
}
