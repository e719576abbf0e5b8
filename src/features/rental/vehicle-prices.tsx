import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Vehicle } from '../../api/rental.ts';
import { isPercent } from '../../../domain/pricing/discount.ts';
import { MutedText } from '../../ui/basics.ts';
import { useQuery } from '@tanstack/react-query';
import { configQueries } from '../../api/config.ts';
import { useMoney } from '../../ui/use-money.ts';
import { vehicleDiscount, vehicleUnitPrice, type RentalType } from '../../../domain/pricing/rental.ts';
import { pricedVehicle } from './trip-price.ts';

/** A vehicle's price for one trip type: per hour or per km, and after its own percent discount (null without one). */
export interface VehicleRate {
  type: RentalType;
  price: number;
  discounted: number | null;
}

/**
 * The prices a vehicle's page lists: for each trip type it offers, its price per hour or km and, with a percent
 * discount, that price less the discount the trip cart takes on one hour or km (vehicleDiscount). An amount discount
 * is a sum off each vehicle's rent, not off an hour or a km: it has no discounted unit price.
 */
export function vehicleRates(v: Vehicle): VehicleRate[] {
  const priced = pricedVehicle(v);
  const offered: RentalType[] = [];
  if (v.trip_hourly) offered.push('hourly');
  if (v.trip_distance) offered.push('distance_wise');
  return offered.map((type) => {
    const price = vehicleUnitPrice(priced, type);
    const cut = vehicleDiscount(priced, 1, { rentalType: type, estimatedHours: 1, distance: 1 });
    return { type, price, discounted: cut > 0 && isPercent(v.discount_type) ? price - cut : null };
  });
}

/**
 * The vehicle's trip prices (6amMart's hourly price and distance price per km; its answer has no day price): one
 * row per trip type it offers, each price with its unit, and with the vehicle's discount what an hour or a km costs
 * after it (a percent discount) or the sum it takes off each vehicle's rent (an amount).
 */
export function VehiclePrices({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const money = useMoney(useQuery(configQueries.formatting()).data);
  const rates = vehicleRates(vehicle);
  if (rates.length === 0) return null;
  const perUnit = (type: string, price: number) =>
    t(type === 'hourly' ? 'rental.card.perHour' : 'rental.card.perKm', { price: money(price) });
  const percent = vehicle.discount_price > 0 && isPercent(vehicle.discount_type);
  const discount =
    vehicle.discount_price > 0
      ? percent
        ? t('rental.details.percentOff', { value: vehicle.discount_price })
        : t('rental.details.amountOff', { amount: money(vehicle.discount_price) })
      : null;
  return (
    <section aria-labelledby="vehicle-prices">
      <h2 id="vehicle-prices">{t('rental.details.prices')}</h2>
      <Table aria-labelledby="vehicle-prices">
        <thead>
          <tr>
            <th scope="col">{t('rental.cart.tripType')}</th>
            <th scope="col">{t('rental.details.price')}</th>
            {percent && <th scope="col">{t('rental.details.withDiscount')}</th>}
          </tr>
        </thead>
        <tbody>
          {rates.map((r) => (
            <tr key={r.type}>
              <th scope="row">{t(r.type === 'hourly' ? 'rental.cart.hourly' : 'rental.cart.distanceWise')}</th>
              <td>{perUnit(r.type, r.price)}</td>
              {percent && <td>{r.discounted === null ? '—' : perUnit(r.type, r.discounted)}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
      {discount && <MutedText as="p">{discount}</MutedText>}
    </section>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    text-align: start;
    border-block-end: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  }
  thead th {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  tbody td {
    white-space: nowrap;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;
