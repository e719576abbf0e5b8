import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import toast from '../../ui/toast.ts';
import { errorMessage } from '../../api/errors.ts';
import type { TripPoint } from '../../../domain/trip-cart.ts';
import { Button } from '../../ui/button.tsx';
import { importOnce } from '../../ui/load-later.ts';
import { fieldControl } from '../../ui/field.ts';
import { TripPlaceField } from './trip-place-field.ts';
import { recentDestinations, setRentalSearch, useRentalSearch } from './search-store.ts';

// The place services and the map picker (with Leaflet) are chunks of their own: the search page's first load carries
// the field, and the services come when it is focused (or first typed in), the map when it is asked for.
const geo = importOnce(() => import('../../api/geo.ts'));
const DestinationMapDialog = lazy(() => import('./destination-map-dialog.tsx'));

/** Waits this long after the last keystroke before asking for suggestions. */
const TYPING_PAUSE_MS = 300;

function useSettled(text: string) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const id = setTimeout(() => setSettled(text), TYPING_PAUSE_MS);
    return () => clearTimeout(id);
  }, [text]);
  return settled;
}

/**
 * The trip's destination (spec part 2 §2, §3 "Search state", §9): place search with suggestions, the recent
 * destinations (up to 5, newest first, kept in this browser) and a map picker. Choosing one stores it; the search
 * form then asks the distance service for the km.
 */
export function DestinationField() {
  const { t } = useTranslation();
  const search = useRentalSearch();
  const [text, setText] = useState('');
  const [mapOpen, setMapOpen] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const settled = useSettled(text.trim());
  const listId = useId();
  const suggestions = useQuery({
    queryKey: ['rental', 'destination-suggestions', settled],
    queryFn: async ({ signal }) => (await geo.load()).placeAutocomplete(settled, signal),
    enabled: settled.length >= 2,
    staleTime: 60_000,
  });
  const recent = recentDestinations();
  const choose = (point: TripPoint) => {
    setRentalSearch({ destination: point });
    setText('');
  };
  const pick = async (placeId: string, name: string) => {
    setChoosing(true);
    try {
      const place = await (await geo.load()).placeDetails(placeId);
      choose({ lat: place.latLng.lat, lng: place.latLng.lng, location_name: place.address || name });
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setChoosing(false);
    }
  };
  const found = settled.length >= 2 ? (suggestions.data ?? []) : [];
  return (
    <Box>
      <TripPlaceField>
        <span>{t('rental.destination.label')}</span>
        <output aria-label={t('rental.destination.chosen')}>
          {search.destination?.location_name || t('rental.destination.none')}
        </output>
      </TripPlaceField>
      <Row>
        <input
          type="search"
          aria-label={t('rental.destination.search')}
          placeholder={t('rental.destination.search')}
          aria-controls={listId}
          value={text}
          onFocus={() => void geo.load().catch(() => undefined)}
          onChange={(e) => setText(e.target.value)}
        />
        <Button $variant="secondary" type="button" onClick={() => setMapOpen(true)}>
          {t('rental.destination.pickOnMap')}
        </Button>
      </Row>
      <div id={listId}>
        {found.length > 0 && (
          <Choices aria-label={t('rental.destination.suggestions')}>
            {found.map((s) => (
              <li key={s.placeId}>
                <Button
                  $variant="link"
                  type="button"
                  disabled={choosing}
                  onClick={() => void pick(s.placeId, s.mainText)}
                >
                  {s.mainText}
                  {s.secondaryText ? `, ${s.secondaryText}` : ''}
                </Button>
              </li>
            ))}
          </Choices>
        )}
        {settled.length >= 2 && suggestions.isSuccess && found.length === 0 && (
          <p role="status">{t('rental.destination.noSuggestions')}</p>
        )}
        {settled.length >= 2 && suggestions.isError && <p role="alert">{errorMessage(suggestions.error)}</p>}
        {text.trim() === '' && recent.length > 0 && (
          <Choices aria-label={t('rental.destination.recent')}>
            {recent.map((p) => (
              <li key={`${p.lat},${p.lng}`}>
                <Button $variant="link" type="button" onClick={() => choose(p)}>
                  {p.location_name}
                </Button>
              </li>
            ))}
          </Choices>
        )}
      </div>
      {mapOpen && (
        <Suspense>
          <DestinationMapDialog
            start={search.destination ?? search.pickup ?? null}
            onChoose={(p) => {
              choose(p);
              setMapOpen(false);
            }}
            onClose={() => setMapOpen(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  input {
    ${fieldControl}
    flex: 1 1 ${({ theme }) => theme.size.fieldMin};
    min-width: 0;
  }
`;
/** The search field and the map button side by side, the button under the field where the two do not fit. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  & > button {
    flex: none;
    white-space: nowrap;
  }
`;
const Choices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
`;
