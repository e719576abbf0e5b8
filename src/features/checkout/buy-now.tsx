// Buy Now / Order Now at checkout: /checkout?page=buy_now|campaign shows exactly
// the item the configurator left in session storage (src/session/tab-storage.ts readBuyNow) and places it with
// `is_buy_now` = 1 and a `cart` body (the stored cart stays). The row the summary prices is that selection as a cart
// row, priced by the shared pricing module as the server prices it.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { components } from '../../../openapi/storefront.d.ts';
import type { CartRow } from '../../api/cart-rows.ts';
import { unitPriceOf } from '../../shop/item-price.ts';
import { useImageSrc } from '../../api/images.ts';
import type { Item } from '../../api/items.ts';
import { paths } from '../../routes/paths.ts';
import { CAMPAIGN_MODEL, itemTypeOfModel } from '../../../domain/cart-item-type.ts';
import { lineAmount } from '../../../domain/pricing/order.ts';
import type { StoredBuyNow } from '../../session/tab-storage.ts';
import { variationText } from '../../shop/variation-text.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { rowAddOns } from '../../shop/row-add-ons.ts';

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

/** The bought item: image, name, variation, add-ons, quantity and its price (unit × quantity + add-ons). */
export function BuyNowItem({ row, money }: { row: CartRow; money: (n: number) => string }) {
  const { t } = useTranslation();
  const src = useImageSrc();
  const addOns = row.add_on_ids.flatMap((id, i) => {
    const addOn = (row.item.add_ons ?? []).find((a) => a.id === id);
    return addOn ? [`${addOn.name} × ${row.add_on_qtys[i] ?? 1}`] : [];
  });
  const variation = variationText(row);
  return (
    <Card aria-label={t('checkout.buyNow.item')}>
      <Thumb src={src(row.item, 'image', 'item')} alt="" />
      <div>
        <Name>{row.item.name}</Name>
        {variation && <Muted>{variation}</Muted>}
        {addOns.length > 0 && <Muted>{t('checkout.buyNow.addOns', { addOns: addOns.join(', ') })}</Muted>}
        <Muted>{t('checkout.buyNow.quantity', { count: row.quantity })}</Muted>
        <Price>{money(lineAmount({ unit: row.price, quantity: row.quantity, addOns: rowAddOns(row) }))}</Price>
      </div>
    </Card>
  );
}

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

const Card = styled.section`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
`;
const Thumb = styled.img`
  width: 64px;
  height: 64px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;
const Name = styled.p`
  font-weight: 600;
  margin: 0;
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
const Price = styled.p`
  margin: 0;
  font-weight: 600;
`;
