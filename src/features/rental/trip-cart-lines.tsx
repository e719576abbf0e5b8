import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RentalCart } from '../../api/rental.ts';
import { PlainList } from '../../ui/basics.ts';
import { tripKindText } from './trip-kind.ts';
import { TripCartLineView } from './trip-cart-line.tsx';
import { priceOfCart } from './trip-price.ts';

// The price and booking form load with their own chunk (the booking chart, its fields).
const TripCheckout = lazy(() => import('./trip-checkout.tsx').then((m) => ({ default: m.TripCheckout })));

/**
 * A non-empty trip cart in its panel (trip-cart-panel.tsx): the trip (type, hours or km), the vehicles with their
 * quantity steppers and rents, then the price (with the applied coupon) and the booking form.
 */
export function TripCartLines({
  cart,
  trip,
  money,
}: {
  cart: RentalCart;
  trip: NonNullable<RentalCart['user_data']>;
  money: (value: number) => string;
}) {
  const { t } = useTranslation();
  const lines = cart.carts;
  // the lines' rents (the totals under them, with the applied coupon, are the booking's)
  const price = priceOfCart(cart, new Date());
  return (
    <>
      <Trip>
        <dt>{t('rental.cart.tripType')}</dt>
        <dd>{tripKindText(t, { type: trip.rental_type, hours: trip.estimated_hours, km: trip.distance })}</dd>
      </Trip>
      <PlainList aria-label={t('rental.cart.lines')}>
        {lines.map((line, i) => (
          <TripCartLineView key={line.id} line={line} rent={money(price?.lines[i]?.rent ?? 0)} />
        ))}
      </PlainList>
      <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
        <TripCheckout cart={cart} money={money} />
      </Suspense>
    </>
  );
}

const Trip = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  dd {
    margin: 0;
  }
`;
