import { useTranslation } from 'react-i18next';
import type { CartRow } from '../../api/cart-rows.ts';
import { useImageSrc } from '../../api/images.ts';
import { OrderLineList, OrderLineRow } from '../../shop/order-line-row.tsx';
import { variationText } from '../../shop/variation-text.ts';
import { CheckoutActor } from './checkout.context.ts';
import { sameAmounts, selectLineAmounts } from './checkout-selectors.ts';

/**
 * The order's lines above its summary (the cart's rows, or the item bought with Buy Now): per line the item's
 * picture, name, variation, add-ons, quantity and its amount — the one the summary's Item price and Addons add up
 * (the chart's pricing facts), never worked out again here.
 */
export function OrderItems({
  rows,
  buyNow,
  money,
}: {
  rows: CartRow[];
  buyNow: boolean;
  money: (n: number) => string;
}) {
  const { t } = useTranslation();
  const image = useImageSrc();
  const amounts = CheckoutActor.useSelector(selectLineAmounts, sameAmounts);
  return (
    <section aria-labelledby="order-items">
      <h2 id="order-items">{t(buyNow ? 'checkout.buyNow.item' : 'checkout.summary.items')}</h2>
      <OrderLineList>
        {rows.map((row, n) => {
          const addOns = row.add_on_ids.flatMap((id, i) => {
            const addOn = (row.item.add_ons ?? []).find((a) => a.id === id);
            return addOn ? [`${addOn.name} × ${row.add_on_qtys[i] ?? 1}`] : [];
          });
          const amount = amounts[n];
          return (
            <OrderLineRow
              key={row.id}
              name={row.item.name}
              image={image(row.item, 'image', 'item')}
              notes={[
                variationText(row),
                addOns.length > 0 && t('checkout.summary.lineAddOns', { addOns: addOns.join(', ') }),
                t('checkout.summary.lineQuantity', { count: row.quantity }),
              ]}
              amount={amount === undefined ? '' : money(amount)}
            />
          );
        })}
      </OrderLineList>
    </section>
  );
}
