import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrderPrice } from '../../../domain/pricing/order.ts';

/**
 * The order summary (spec part 2 §9), every amount from the shared pricing module, in the config's money format.
 * While the delivery fee is being worked out (`feePending`) the fee and the total say so instead of an amount.
 */
export function Summary({
  price,
  money,
  taxIncluded,
  delivery,
  feePending = false,
}: {
  price: OrderPrice;
  money: (n: number) => string;
  taxIncluded: boolean;
  delivery: boolean;
  feePending?: boolean;
}) {
  const { t } = useTranslation();
  const calculating = t('checkout.summary.calculating');
  const rows: [string, string][] = [
    [t('checkout.summary.itemTotal'), money(price.itemTotal)],
    ...(price.addOnTotal > 0 ? [[t('checkout.summary.addOns'), money(price.addOnTotal)] as [string, string]] : []),
    [t('checkout.summary.discount'), `(-) ${money(price.discount)}`],
    [t('checkout.summary.coupon'), `(-) ${money(price.coupon)}`],
    [
      t(taxIncluded ? 'checkout.summary.taxIncluded' : 'checkout.summary.taxExcluded'),
      `${taxIncluded ? '' : '(+) '}${money(price.tax)}`,
    ],
  ];
  if (delivery)
    rows.push([
      t('checkout.summary.deliveryFee'),
      feePending
        ? calculating
        : price.freeDeliveryBy
          ? t('checkout.summary.freeDelivery')
          : `(+) ${money(price.deliveryFee)}`,
    ]);
  if (price.additionalCharge > 0)
    rows.push([t('checkout.summary.additionalCharge'), `(+) ${money(price.additionalCharge)}`]);
  if (price.tips > 0) rows.push([t('checkout.summary.tips'), `(+) ${money(price.tips)}`]);
  return (
    <section aria-labelledby="order-summary">
      <h2 id="order-summary">{t('checkout.summary.heading')}</h2>
      <Table>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">
              <strong>{t('checkout.summary.total')}</strong>
            </th>
            <td data-testid="order-total" aria-busy={feePending || undefined}>
              <strong>{feePending ? calculating : money(price.total)}</strong>
            </td>
          </tr>
        </tbody>
      </Table>
    </section>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th {
    text-align: start;
    font-weight: normal;
  }
  td {
    text-align: end;
  }
  th,
  td {
    padding-block: 4px;
  }
`;
