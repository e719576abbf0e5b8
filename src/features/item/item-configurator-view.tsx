import styled from 'styled-components';
import type { CartRow } from '../../api/cart-rows.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { ItemOptionsFields } from '../../shop/item-options-fields.tsx';
import { ConfiguratorActions, StoreConflictConfirm } from './configurator-actions.tsx';
import { ItemSummary, type PopupItem } from './item-summary.tsx';
import { ItemReviews } from '../../shop/item-reviews-slot.tsx';
import { useItemConfigurator } from './use-item-configurator.ts';

/**
 * The item configurator in the food popup (spec part 1 §2, §4, §5; part 2 §4): variations, add-ons and quantity
 * bound to the item-configurator machine (`useItemConfigurator`, as the shop-style modal and the product page); the
 * price recomputed on every change; the configurator's actions (Add to cart / Update to cart and Buy Now, Order Now
 * for a campaign item, or the 'Not Available now' notice); the store-conflict confirmation.
 */
export function ItemConfiguratorView({
  item,
  rows,
  lineId = null,
  onClose,
}: {
  item: PopupItem;
  rows: CartRow[];
  /** The cart line being edited (the cart drawer's Edit): its choices are restored and Update to cart changes it. */
  lineId?: number | null;
  onClose: () => void;
}) {
  const c = useItemConfigurator(item, rows, onClose, lineId);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && c.actor.send({ type: 'CLOSE' })}
      title={item.name}
      maxWidth="459px"
      footer={<ConfiguratorActions item={item} configurator={c} />}
    >
      <ItemSummary item={item} campaign={c.campaign} />
      {!c.unavailable && (
        <ListArea>
          <ItemOptionsFields item={item} selection={c.selection} send={c.actor.send} disabled={c.busy} />
        </ListArea>
      )}
      {/* a campaign's item and a cart line's edit are not the place to read an item's reviews */}
      {!c.campaign && lineId === null && (
        <ItemReviews itemId={item.id} rating={{ average: item.avg_rating ?? 0, count: item.rating_count ?? 0 }} />
      )}
      <StoreConflictConfirm configurator={c} />
      {c.host}
    </Dialog>
  );
}

/** The options' list area: 30 vh, scrolling (spec part 1 §2). */
const ListArea = styled.div`
  max-height: 30vh;
  overflow-y: auto;
`;
