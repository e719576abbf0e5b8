import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NumberInput } from '../../ui/number-input.tsx';
import { Panel } from '../../ui/panel.ts';
import { DateTimeField } from '../../ui/date-time-field.tsx';
import { RadioCards } from '../../ui/radio-cards.tsx';
import { importOnce } from '../../ui/load-later.ts';
import { formatKm, isPickupNow } from '../../../domain/trip-cart.ts';
import { DestinationField } from './destination-field.tsx';
import { TripPlaceField } from './trip-place-field.ts';
import { needsTripDistance, setRentalSearch, useRentalSearch, type RentalSearch } from './search-store.ts';

// The distance service's client (with the straight-line fallback) is its own chunk: most searches are hourly, and the
// vehicle search's loader fetches it with the page when the tab's search is distance-wise (loaders.ts).
const distanceService = importOnce(() => import('../../api/rental-distance.ts'));

/**
 * The km and route hours of a distance-wise trip from the distance service (straight line on ZERO_RESULTS), written
 * into the search when they arrive.
 */
function useTripDistance(search: RentalSearch) {
  const { pickup, destination } = search;
  const wanted = needsTripDistance(search);
  const distance = useQuery({
    queryKey: ['rental', 'distance', pickup?.lat, pickup?.lng, destination?.lat, destination?.lng],
    queryFn: async ({ signal }) => (await distanceService.load()).fetchTripDistance(pickup!, destination!, signal),
    enabled: wanted,
    staleTime: Infinity,
  });
  const found = wanted ? distance.data : undefined;
  useEffect(() => {
    if (found) setRentalSearch({ distanceKm: found.km, routeHours: found.hours });
  }, [found]);
  return distance;
}

/**
 * The trip search (spec part 2 §2, §3 "Search state"): pickup, destination, trip type hourly or distance_wise, the
 * hours or the km (from the distance service, 3 decimals), and the pickup time ('Pickup Now' when not in the
 * future, else 'Schedule at').
 */
export function TripSearchForm() {
  const { t } = useTranslation();
  const search = useRentalSearch();
  const distance = useTripDistance(search);
  const at = search.pickupAt ? new Date(search.pickupAt) : null;
  const now = isPickupNow(at, new Date());
  return (
    <Form aria-label={t('rental.search.title')} onSubmit={(e) => e.preventDefault()}>
      <Field>
        <span>{t('rental.search.pickup')}</span>
        <output>{search.pickup?.location_name || t('rental.search.noPickup')}</output>
      </Field>
      <Cell $wide>
        <DestinationField />
      </Cell>
      <TripTypeCell $wide>
        <RadioCards
          legend={t('rental.cart.tripType')}
          name="trip-type"
          compact
          options={[
            { value: 'hourly' as const, label: t('rental.cart.hourly') },
            { value: 'distance_wise' as const, label: t('rental.cart.distanceWise') },
          ]}
          value={search.tripType}
          onValueChange={(tripType) => setRentalSearch({ tripType })}
        />
      </TripTypeCell>
      {search.tripType === 'hourly' ? (
        <Cell>
          <NumberInput
            label={t('rental.search.hours')}
            min={1}
            value={search.hours}
            onValueChange={(n) => setRentalSearch({ hours: Math.max(1, Math.floor(n ?? 1)) })}
          />
        </Cell>
      ) : (
        <Field>
          <span>{t('rental.search.distance')}</span>
          <output aria-label={t('rental.search.distance')} aria-busy={distance.isFetching}>
            {!search.destination
              ? t('rental.destination.needed')
              : distance.isFetching
                ? t('common.loading')
                : t('rental.cart.km', { km: formatKm(search.distanceKm) })}
          </output>
        </Field>
      )}
      <WholeRow>
        <DateTimeField
          label={now ? t('rental.search.pickupNow') : t('rental.search.scheduleAt')}
          value={search.pickupAt}
          onValueChange={(pickupAt) => setRentalSearch({ pickupAt })}
        />
      </WholeRow>
    </Form>
  );
}

// The fields share a row while each has its room (the destination, with its map button, the most) and wrap to the
// next row when they do not: none is drawn over another at any width. Side by side they start on one line (their
// labels on one row, their controls on the next), not on their feet: a taller neighbour (the destination's search
// under its place) no longer pushes a field's label down.
const Form = styled(Panel).attrs({ as: 'form' })`
  display: flex;
  flex-direction: row;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(4)};
`;
/** One field's place in the row: it grows from the narrowest a field gets (a wide one's twice as fast) and may shrink. */
const Cell = styled.div<{ $wide?: boolean }>`
  flex: ${({ $wide }) => ($wide ? 2 : 1)} 1
    ${({ theme, $wide }) => ($wide ? theme.size.fieldWide : theme.size.fieldMin)};
  min-width: 0;
`;
/**
 * The trip type's cards drawn as a field beside the duration: the legend a field's label, the cards as near to it as
 * a control to its label and of a control's height, sharing the cell's width, so the two fields' labels and controls
 * line up. Here rather than a RadioCards option: the kit is in every page with a choice, this look only in this form.
 */
const TripTypeCell = styled(Cell)`
  fieldset {
    gap: ${({ theme }) => theme.space(1)};
  }
  legend {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  fieldset > div {
    grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.size.chipMin}, 1fr));
  }
  label {
    min-height: ${({ theme }) => theme.size.control.md};
    padding-block: 0;
  }
`;
const Field = styled(TripPlaceField)`
  flex: 1 1 ${({ theme }) => theme.size.fieldMin};
  min-width: 0;
`;

/** The pickup time's date and time side by side, across the form's columns. */
const WholeRow = styled.div`
  flex: 1 1 100%;
`;
