import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { vehicleDetailsPath } from '../../routes/paths.ts';
import type { Vehicle } from '../../api/rental.ts';
import { Button } from '../../ui/button.tsx';
import { MutedText, PriceText } from '../../ui/basics.ts';
import { Badge } from '../../ui/chip.tsx';
import { useQuery } from '@tanstack/react-query';
import { configQueries } from '../../api/config.ts';
import { useMoney } from '../../ui/use-money.ts';
import { formatLocale, formatRating } from '../../../domain/format.ts';
import { useAddToTripCart } from './add-to-trip-cart.ts';
import { useRentalSearch } from './search-store.ts';
import { RentalHeart } from './rental-heart.tsx';

/**
 * How many vehicle cards of a page's first grid are on its first screen (a phone shows them one under the other):
 * their photos load at once, as a product card's (src/features/home/product-card.tsx).
 */
export const VEHICLE_CARDS_ON_FIRST_SCREEN = 3;

/**
 * A rating as the shop writes it (domain/format.ts formatRating): the config's digit_after_decimal_point decimals
 * (spec part 1 §9), in the UI language's digits.
 */
export function useRating() {
  const { i18n } = useTranslation();
  const decimals = useQuery(configQueries.formatting()).data?.digit_after_decimal_point;
  return useCallback(
    (value: number) => formatRating(value, decimals, formatLocale(i18n.language)),
    [decimals, i18n.language],
  );
}

/** A rental vehicle card (spec part 2 §2): photo, name, provider, price per hour or km, seats, and Add to cart. */
export function VehicleCard({
  vehicle,
  from,
  firstScreen = false,
}: {
  vehicle: Vehicle;
  from: string;
  /** drawn on the page's first screen: its photo loads at once (else when scrolled near) */
  firstScreen?: boolean;
}) {
  const { t } = useTranslation();
  const cart = useAddToTripCart();
  const search = useRentalSearch();
  const money = useMoney(useQuery(configQueries.formatting()).data);
  const rating = useRating();
  const hourly = search.tripType === 'hourly';
  const price = hourly ? vehicle.hourly_price : vehicle.distance_price;
  return (
    <Card aria-labelledby={`vehicle-${vehicle.id}`}>
      <Photo src={vehicle.thumbnail_full_url} alt="" loading={firstScreen ? 'eager' : 'lazy'} />
      {vehicle.new_tag === 1 && <Tag>{t('rental.card.new')}</Tag>}
      <HeartSpot>
        <RentalHeart wish={{ vehicle_id: vehicle.id }} name={vehicle.name} />
      </HeartSpot>
      <Name id={`vehicle-${vehicle.id}`}>
        <Link to={vehicleDetailsPath(vehicle.id, from)}>{vehicle.name}</Link>
      </Name>
      <MutedText>
        {vehicle.provider?.name} ·{' '}
        <Nowrap>
          ★ {rating(vehicle.avg_rating)} ({vehicle.total_reviews})
        </Nowrap>
      </MutedText>
      <MutedText>
        {t('rental.card.seats', { count: vehicle.seating_capacity })} ·{' '}
        {vehicle.air_condition ? t('rental.card.ac') : t('rental.card.nonAc')}
      </MutedText>
      <PriceText>{t(hourly ? 'rental.card.perHour' : 'rental.card.perKm', { price: money(price) })}</PriceText>
      {/* named by its visible label; the vehicle's name (the card's heading) describes it */}
      <AddButton
        $size="sm"
        disabled={cart.busy}
        aria-describedby={`vehicle-${vehicle.id}`}
        onClick={() => cart.add(vehicle)}
      >
        {t('rental.card.add')}
      </AddButton>
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;
const Photo = styled.img`
  width: 100%;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;
const Tag = styled(Badge)`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space(4)};
  inset-inline-start: ${({ theme }) => theme.space(4)};
`;
/** At the card's foot, so the buttons of a row line up whatever the texts above them. */
const AddButton = styled(Button)`
  margin-block-start: auto;
`;
const HeartSpot = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space(4)};
  inset-inline-end: ${({ theme }) => theme.space(4)};
`;
const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  a {
    color: inherit;
  }
`;
/** The rating and its count stay on one line (a narrow card wraps before them, not between the star and its figure). */
const Nowrap = styled.span`
  white-space: nowrap;
`;
