// Buy Now / Order Now at checkout: /checkout?page=buy_now|campaign shows exactly
// the item the configurator left in session storage (src/session/tab-storage.ts readBuyNow) and places it with
// `is_buy_now` = 1 and a `cart` body (the stored cart stays). The row the summary prices is that selection as a cart
// row, priced by the shared pricing module as the server prices it.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { components } from '../../../openapi/storefront.d.ts';
import type { CartRow } from '../../api/cart-rows.ts';
import { unitPriceOf } from '../../shop/item-price.ts';
import type { Item } from '../../api/items.ts';
import { paths } from '../../routes/paths.ts';
import { CAMPAIGN_MODEL, itemTypeOfModel } from '../../../domain/cart-item-type.ts';
import type { StoredBuyNow } from '../../session/tab-storage.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';

type BuyNowCartItem = components['schemas']['BuyNowCartItem'];

/** The bought selection as a cart row (never stored: id 0), its price the selection's unit price. */
export function buyNowRow(bought: StoredBuyNow<Item>): CartRow {
  const { selection: s, item } = bought;
  return {
    id: 0,
    user_id: 0,
    module_id: item.module_id,
    item_id: s.item_id,
    is_guest: 0,
    item_type: itemTypeOfModel(s.model),
    price: unitPriceOf(item, s.variation),
    quantity: s.quantity,
    variation: s.variation as CartRow['variation'],
    add_on_ids: s.add_on_ids,
    add_on_qtys: s.add_on_qtys,
    item,
    created_at: '',
    updated_at: '',
  };
}

/** The bought item(s) of a Buy Now order (6amMart's order/place `cart`, placed with `is_buy_now` = 1). */
export const buyNowCart = (row: CartRow): BuyNowCartItem[] => [
  {
    item_id: row.item_id,
    model: row.item_type === CAMPAIGN_MODEL ? 'ItemCampaign' : 'Item',
    quantity: row.quantity,
    price: row.price,
    variation: row.variation,
    add_on_ids: row.add_on_ids,
    add_on_qtys: row.add_on_qtys,
  },
];

/** /checkout?page=buy_now|campaign without a stored selection: says so and offers Continue Shopping. */
export function BuyNowMissing() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState
      role="status"
      title={t('checkout.buyNow.noItem')}
      body={t('checkout.buyNow.noItemHint')}
      actions={<Button onClick={() => navigate(paths.home)}>{t('checkout.buyNow.continue')}</Button>}
    />
  );
}
