import { createElement, useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { cartLineToUpdate } from '../../../machines/item-configurator.start.ts';
import type { itemConfiguratorMachine } from '../../../machines/item-configurator.machine.ts';
import type { FlowSnapshot } from '../../../machines/shared/at-rest.ts';
import { itemConfiguratorAtRest } from '../../../machines/shared/resting/item-configurator.ts';
import type { CartRow } from '../../api/cart-rows.ts';
import { cartLinesOf, configurableItemOf } from '../../api/cart-lines.ts';
import type { Item } from '../../api/items.ts';
import { isItemAvailable } from '../../../domain/availability.ts';
import { useSignedIn } from '../../session/hooks.ts';
import type { ItemConfiguratorActor } from '../../shop/item-configurator.context.ts';
import { selectionTotal } from '../../shop/selection-price.ts';
import { flowStarter, lazyFlow, useFlowSelector, type LazyFlow } from '../../ui/lazy-flow.tsx';

// The statechart, its cart bindings and XState are a chunk of their own: the page (or popup) renders the closed
// configurator first — as the server does — and the statechart starts right after, with the OPEN sent on mount.
// Its signals (toasts, Buy Now's way to checkout) travel with it.
const bound = () => import('../../shop/item-configurator.context.ts');
const starter = flowStarter(
  () => bound().then((m) => m.createItemConfigurator),
  () => bound().then((m) => m.ItemConfiguratorSignals),
);

/** Loads the statechart ahead: with the item popup's chunk, and in the view tests, which expect it at once. */
export const preloadItemConfigurator = starter.preload;

/**
 * The item configurator for one item and the cart as loaded (spec part 1 §4, §5; part 2 §4): the bound machine,
 * opened once on the item, and what the views read of it (tags, can(), the selection and its price). `host` is the
 * statechart's own element: the view renders it (it draws nothing).
 * `onClosed` runs when the configurator closes after an add or update, or on Close (not when it left for checkout).
 * With `lineId` (the cart drawer's Edit) the configurator starts from that cart line's choices and updates it.
 * `rows` undefined: the cart is still loading; the configurator stays closed (as the server draws it) until it is in.
 * Another `run` starts the statechart again (a new actor, opened on the cart as it is then) while the view stays: the
 * product page's next round after an add, or another cart owner — not a page drawn anew for it.
 */
export function useItemConfigurator(
  item: Item,
  rows: CartRow[] | undefined,
  onClosed: () => void,
  lineId: number | null = null,
  run?: string,
) {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const [flow, setFlow] = useState(() => ({ run, actor: lazyFlow<ItemConfiguratorActor>() }));
  // (React's way to reset state when a prop changes: set while rendering, drawn again before anything is shown)
  if (flow.run !== run) setFlow({ run, actor: lazyFlow<ItemConfiguratorActor>() });
  const { actor } = flow;
  // the popup left for checkout (its `?item=` went with the old page: nothing to close)
  const [leftForCheckout, setLeftForCheckout] = useState(false);
  const onCheckout = useCallback(() => setLeftForCheckout(true), []);
  // the actor that was opened, and the one that has been open: each run's own
  const opened = useRef<LazyFlow<ItemConfiguratorActor> | null>(null);
  useEffect(() => {
    if (opened.current === actor || !rows) return;
    opened.current = actor;
    const cart = cartLinesOf(rows);
    const line = cart.find((l) => l.id === lineId && l.item_id === item.id);
    actor.send({
      type: 'OPEN',
      item: configurableItemOf(item),
      availability: {
        availableNow: isItemAvailable(
          {
            timeStarts: item.available_time_starts,
            timeEnds: item.available_time_ends,
            dateStarts: item.available_date_starts ?? null,
            dateEnds: item.available_date_ends ?? null,
          },
          new Date(),
        ),
        scheduleOrder: item.schedule_order,
        from: item.available_time_starts,
        to: item.available_time_ends,
      },
      hasToken: signedIn,
      cart,
      ...(line ? { line } : {}),
    });
  }, [actor, item, rows, lineId, signedIn]);
  const isOpen = useConfiguratorState(actor, (s) => s.hasTag('open'));
  const wasOpen = useRef<LazyFlow<ItemConfiguratorActor> | null>(null);
  useEffect(() => {
    if (isOpen) wasOpen.current = actor;
    else if (wasOpen.current === actor && !leftForCheckout) onClosed();
  }, [actor, isOpen, onClosed, leftForCheckout]);
  const selection = useConfiguratorState(actor, (s) => s.context.selection);
  return {
    actor,
    host: createElement(starter.Start, { key: run, flow: actor, deps: { queryClient, item, onCheckout } }),
    selection,
    price: selectionTotal(item, selection),
    unavailable: useConfiguratorState(actor, (s) => s.hasTag('unavailable')),
    campaign: useConfiguratorState(actor, (s) => s.hasTag('campaign')),
    ordering: useConfiguratorState(actor, (s) => s.hasTag('ordering')),
    confirming: useConfiguratorState(actor, (s) => s.hasTag('confirming')),
    // (and while the cart loads: a choice made before the configurator opens would be lost)
    busy: useConfiguratorState(actor, (s) => s.hasTag('busy')) || !rows,
    canDecrement: useConfiguratorState(actor, (s) => s.can({ type: 'DECREMENT' })),
    updating: useConfiguratorState(actor, (s) => cartLineToUpdate(s.context) !== undefined),
  };
}

/** What a view reads of the configurator: the started statechart's state, or until then the closed one. */
const useConfiguratorState = <T>(
  actor: LazyFlow<ItemConfiguratorActor>,
  selector: (s: FlowSnapshot<typeof itemConfiguratorMachine>) => T,
) => useFlowSelector(actor, itemConfiguratorAtRest, selector);

export type ItemConfigurator = ReturnType<typeof useItemConfigurator>;
