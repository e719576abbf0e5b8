import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { cartLineToUpdate } from '../../../machines/item-configurator.machine.ts';
import { cartLinesOf, configurableItemOf, type CartRow } from '../../api/cart.ts';
import type { Item } from '../../api/items.ts';
import { isItemAvailable } from '../../../domain/availability.ts';
import { useSession } from '../../session/hooks.ts';
import { createItemConfigurator, useItemConfiguratorSignals } from '../../shop/item-configurator.context.ts';
import { selectionTotal } from '../../shop/item-price.ts';

/**
 * The item configurator for one item and the cart as loaded (spec part 1 §4, §5; part 2 §4): the bound machine,
 * opened once on the item, and what the views read of it (tags, can(), the selection and its price).
 * `onClosed` runs when the configurator closes after an add or update, or on Close (not when it left for checkout).
 * With `lineId` (the cart drawer's Edit) the configurator starts from that cart line's choices and updates it.
 */
export function useItemConfigurator(item: Item, rows: CartRow[], onClosed: () => void, lineId: number | null = null) {
  const queryClient = useQueryClient();
  const { signedIn } = useSession();
  const machine = useMemo(() => createItemConfigurator({ queryClient, item }), [queryClient, item]);
  const actor = useActorRef(machine);
  const leftForCheckout = useItemConfiguratorSignals(actor, item);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
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
  const isOpen = useSelector(actor, (s) => s.hasTag('open'));
  const wasOpen = useRef(false);
  useEffect(() => {
    if (isOpen) wasOpen.current = true;
    else if (wasOpen.current && !leftForCheckout.current) onClosed();
  }, [isOpen, onClosed, leftForCheckout]);
  const selection = useSelector(actor, (s) => s.context.selection);
  return {
    actor,
    selection,
    price: selectionTotal(item, selection),
    unavailable: useSelector(actor, (s) => s.hasTag('unavailable')),
    campaign: useSelector(actor, (s) => s.hasTag('campaign')),
    ordering: useSelector(actor, (s) => s.hasTag('ordering')),
    confirming: useSelector(actor, (s) => s.hasTag('confirming')),
    busy: useSelector(actor, (s) => s.hasTag('busy')),
    canDecrement: useSelector(actor, (s) => s.can({ type: 'DECREMENT' })),
    updating: useSelector(actor, (s) => cartLineToUpdate(s.context) !== undefined),
  };
}

export type ItemConfigurator = ReturnType<typeof useItemConfigurator>;
