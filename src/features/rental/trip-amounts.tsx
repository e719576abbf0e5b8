import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/**
 * A trip's amounts (the trip cart panel, a trip's details): subtotal, discount, the coupon (when there is one), the
 * tax (always, or only when there is some) and the total.
 */
export function TripAmounts(p: {
  rent: number;
  discount: number;
  coupon: number;
  tax: number;
  total: number;
  money: (amount: number) => string;
  /** Show the tax line at 0 too. */
  taxAlways?: boolean;
  /** The total's test id (the e2e specs read the figure). */
  totalTestId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { money } = p;
  return (
    <Totals className={p.className}>
      <dt>{t('rental.cart.subtotal')}</dt>
      <dd>{money(p.rent)}</dd>
      <dt>{t('rental.cart.discount')}</dt>
      <dd>- {money(p.discount)}</dd>
      {p.coupon > 0 && (
        <>
          <dt>{t('rental.cart.coupon')}</dt>
          <dd>- {money(p.coupon)}</dd>
        </>
      )}
      {(p.taxAlways || p.tax > 0) && (
        <>
          <dt>{t('rental.cart.tax')}</dt>
          <dd>{money(p.tax)}</dd>
        </>
      )}
      <dt>{t('rental.cart.total')}</dt>
      <dd data-testid={p.totalTestId}>{money(p.total)}</dd>
    </Totals>
  );
}

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;
