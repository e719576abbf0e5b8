import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TripPrice } from '../../../domain/pricing/rental.ts';

/** The trip's price (spec part 2 §9): subtotal, discount, the applied coupon, tax and the total. */
export function TripTotals({ price, money }: { price: TripPrice; money: (n: number) => string }) {
  const { t } = useTranslation();
  return (
    <Totals>
      <dt>{t('rental.cart.subtotal')}</dt>
      <dd>{money(price.rent)}</dd>
      <dt>{t('rental.cart.discount')}</dt>
      <dd>- {money(price.discount)}</dd>
      {price.coupon > 0 && (
        <>
          <dt>{t('rental.cart.coupon')}</dt>
          <dd>- {money(price.coupon)}</dd>
        </>
      )}
      {price.tax > 0 && (
        <>
          <dt>{t('rental.cart.tax')}</dt>
          <dd>{money(price.tax)}</dd>
        </>
      )}
      <dt>{t('rental.cart.total')}</dt>
      <dd data-testid="trip-total">{money(price.total)}</dd>
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
