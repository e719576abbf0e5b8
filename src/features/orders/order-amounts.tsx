import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackedOrder as Order, OrderLine } from '../../api/orders.ts';
import { orderSubtotal } from '../../../domain/pricing/order.ts';
import { Card } from '../../ui/page-frame.ts';
import { Rows } from './orders.styles.ts';
import { useOrderFormat } from './use-order-format.ts';

/**
 * The amounts the server stored for the order: item total (the lines through the shared pricing module), discount,
 * coupon, tax (included or added), delivery fee (or Free), tips, additional charge and the total charged.
 */
export function OrderAmounts({ order, lines }: { order: Order; lines: OrderLine[] }) {
  const { t } = useTranslation();
  const { money } = useOrderFormat();
  const itemTotal = orderSubtotal(
    lines.map((l) => ({ unit: l.price, quantity: l.quantity, addOns: l.total_add_on_price, itemDiscountPerUnit: 0 })),
  );
  const included = order.tax_status === 'included';
  const rows: [string, string][] = [
    [t('orders.details.itemTotal'), money(itemTotal)],
    [t('orders.details.discount'), `(-) ${money(order.store_discount_amount)}`],
    [t('orders.details.coupon'), `(-) ${money(order.coupon_discount_amount)}`],
    [
      t(included ? 'orders.details.taxIncluded' : 'orders.details.taxExcluded'),
      `${included ? '' : '(+) '}${money(order.total_tax_amount)}`,
    ],
  ];
  if (order.order_type === 'delivery')
    rows.push([
      t('orders.details.deliveryFee'),
      order.free_delivery_by ? t('orders.details.freeDelivery') : `(+) ${money(order.delivery_charge)}`,
    ]);
  if (order.dm_tips > 0) rows.push([t('orders.details.tips'), `(+) ${money(order.dm_tips)}`]);
  if (order.additional_charge > 0)
    rows.push([t('orders.details.additionalCharge'), `(+) ${money(order.additional_charge)}`]);
  return (
    <Card aria-labelledby="order-amounts">
      <h2 id="order-amounts">{t('orders.details.summary')}</h2>
      <Rows>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
        <dt>
          <strong>{t('orders.details.total')}</strong>
        </dt>
        <dd data-testid="order-total">
          <strong>{money(order.order_amount)}</strong>
        </dd>
      </Rows>
    </Card>
  );
}
