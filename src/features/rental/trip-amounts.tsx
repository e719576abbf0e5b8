import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Trip } from '../../api/rental-trips.ts';

/** The five figures a trip's amounts show (a priced trip cart has them under these names). */
export interface TripFigures {
  rent: number;
  discount: number;
  coupon: number;
  tax: number;
  /** The additional (service) charge. */
  additionalCharge: number;
  total: number;
}

/** A placed trip's figures, from its row. */
export const tripFigures = (trip: Trip): TripFigures => ({
  rent: trip.price,
  discount: trip.discount_on_trip,
  coupon: trip.coupon_discount_amount,
  tax: trip.tax_amount,
  additionalCharge: trip.additional_charge,
  total: trip.trip_amount,
});

/**
 * A trip's amounts (the trip cart panel, a trip's details): subtotal, discount, the coupon (when there is one), the
 * tax (always, or only when there is some), the service charge (when there is one) and the total.
 */
export function TripAmounts({
  amounts: p,
  money,
  taxAlways,
  totalTestId,
  className,
}: {
  amounts: TripFigures;
  money: (amount: number) => string;
  /** Show the tax line at 0 too. */
  taxAlways?: boolean;
  /** The total's test id (the e2e specs read the figure). */
  totalTestId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Totals className={className}>
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
      {(taxAlways || p.tax > 0) && (
        <>
          <dt>{t('rental.cart.tax')}</dt>
          <dd>{money(p.tax)}</dd>
        </>
      )}
      {p.additionalCharge > 0 && (
        <>
          <dt>{t('rental.cart.serviceCharge')}</dt>
          <dd>{money(p.additionalCharge)}</dd>
        </>
      )}
      <dt>{t('rental.cart.total')}</dt>
      <dd data-testid={totalTestId}>{money(p.total)}</dd>
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
