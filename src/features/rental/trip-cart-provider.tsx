import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { actorComponent, actorLater, WhenWanted } from '../../ui/actor-later.tsx';
import { whenIdle } from '../../ui/load-later.ts';
import { useOnceTrue } from '../../ui/use-once-true.ts';
import { TripCartContext, useTripCartDialog, type TripCartActor } from './trip-cart.context.ts';
import { useTripCart } from '../../shop/shopper-cart.ts';

// The statechart, its cart bindings and XState are a chunk of their own (trip-cart-live.tsx): a rental page's first
// render shows the trip cart as the flow's initial state does ('idle', no dialog), and the flow starts right after.
const live = actorComponent(() => import('./trip-cart-live.tsx').then((m) => m.TripCartLive));
const TripCartLive = live.Component;

/** Loads the trip cart's statechart ahead (the view tests, which expect it at once). */
export const preloadTripCart = live.preload;

// The dialogs (Ark's dialog with them) are a chunk of their own too: none shows before the shopper acts. It loads when
// the browser is idle after the first render, and mounts with the first dialog asked for (then stays, so a closing
// dialog gives the focus back as it does).
const loadDialogs = () => import('./trip-cart-dialogs.tsx').then((m) => ({ default: m.TripCartDialogs }));
const TripCartDialogs = lazy(loadDialogs);

function TripCartDialogsLater() {
  const wanted = useOnceTrue(useTripCartDialog() !== undefined);
  return wanted ? (
    <Suspense fallback={null}>
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
  const [later] = useState(() => actorLater<TripCartActor>());
  useEffect(() => whenIdle(later.prepare), [later]);
  useEffect(() => whenIdle(() => void loadDialogs()), []);
  return (
    <TripCartContext.Provider value={later}>
      {children}
      <TripCartDialogsLater />
      <WhenWanted later={later}>
        <TripCartLive later={later} cart={cart.data} />
      </WhenWanted>
    </TripCartContext.Provider>
  );
}
