// The item configurator's statechart at work: a chunk of its own (with XState), mounted by useItemConfigurator on the
// configurator's first event (its OPEN, right after the first render).
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import type { Item } from '../../api/items.ts';
import {
  createItemConfigurator,
  useItemConfiguratorSignals,
  type ItemConfiguratorActor,
} from '../../shop/item-configurator.context.ts';
import { useAttachActor, type ActorLater } from '../../ui/actor-later.tsx';

/** Starts the configurator for `item`, hands it to the views through `later` and follows its signals. */
export function ItemConfiguratorLive({
  later,
  item,
  onCheckout,
}: {
  later: ActorLater<ItemConfiguratorActor>;
  item: Item;
  onCheckout: () => void;
}) {
  const queryClient = useQueryClient();
  const machine = useMemo(() => createItemConfigurator({ queryClient, item }), [queryClient, item]);
  const actor = useActorRef(machine);
  useAttachActor(later, actor);
  useItemConfiguratorSignals(actor, item, onCheckout);
  return null;
}
