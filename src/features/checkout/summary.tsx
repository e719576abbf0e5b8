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
          <Total>
            <th scope="row">
              <strong>{t('checkout.summary.total')}</strong>
            </th>
            <td data-testid="order-total" aria-busy={feePending || undefined}>
              <strong>{feePending ? calculating : money(price.total)}</strong>
            </td>
          </Total>
        </tbody>
      </Table>
    </section>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th {
    text-align: start;
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.color.textMuted};
  }
  td {
    text-align: end;
    white-space: nowrap;
  }
  th,
  td {
    padding-block: ${({ theme }) => theme.space(1)};
  }
`;

/** The total: below a divider, larger and bold, in the text's colour. */
const Total = styled.tr`
  font-size: ${({ theme }) => theme.font.size.lg};
  th,
  td {
    color: ${({ theme }) => theme.color.text};
    padding-block-start: ${({ theme }) => theme.space(3)};
    border-block-start: ${({ theme }) => `${theme.size.hairline} solid ${theme.color.border}`};
  }
  strong {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
