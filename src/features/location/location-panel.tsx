import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { session } from '../../session/storage.ts';
import { Button } from '../../ui/button.tsx';
import { LocationActor } from './location-flow.tsx';
import { PlaceSearchField } from './place-search-field.tsx';
import { problemMessage } from './problem-message.ts';
import { Alert, Status } from './location.styles.ts';
import { cluster, stack } from '../../ui/layout.ts';
import LocateFixed from 'lucide/dist/esm/icons/locate-fixed.mjs';
import Bookmark from 'lucide/dist/esm/icons/bookmark.mjs';
import { Icon } from '../../ui/icon.tsx';

// Dialogs load with their first use (the map dialog pulls in Leaflet only when its canvas renders).
const MapDialog = lazy(() => import('./map-dialog.tsx').then((m) => ({ default: m.MapDialog })));
const LocationSavedAddresses = lazy(() =>
  import('./saved-addresses.tsx').then((m) => ({ default: m.LocationSavedAddresses })),
);

/** The ways to set a location (spec part 2 §2): place search, current position, map, saved addresses. */
export function LocationPanel({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const headingId = useId();
  const actor = LocationActor.useActorRef();
  const locating = LocationActor.useSelector((s) => s.hasTag('locating'));
  const placing = LocationActor.useSelector((s) => s.hasTag('placing'));
  const saving = LocationActor.useSelector((s) => s.hasTag('saving'));
  const mapOpen = LocationActor.useSelector((s) => s.hasTag('map'));
  const savedOpen = LocationActor.useSelector((s) => s.hasTag('savedAddresses'));
  const problem = LocationActor.useSelector((s) => (s.hasTag('choosing') ? s.context.problem : null));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const status = locating
    ? t('location.locating')
    : placing
      ? t('location.placing')
      : saving
        ? t('location.saving')
        : '';
  return (
    // the shopper comes to the panel: its statechart starts (location-flow.tsx), before the press or the letter
    <Panel aria-labelledby={headingId} onPointerEnter={actor.prepare} onFocus={actor.prepare}>
      <Heading id={headingId}>{t('location.panelTitle')}</Heading>
      <PlaceSearchField disabled={saving} />
      <Ways>
        <Button
          $variant="secondary"
          aria-busy={locating}
          disabled={saving}
          onClick={() => actor.send({ type: 'LOCATE' })}
        >
          <Icon shape={LocateFixed} size={18} /> {t('location.useCurrentLocation')}
        </Button>
        <Button $variant="secondary" disabled={saving} onClick={() => actor.send({ type: 'OPEN_MAP' })}>
          <Icon name="pin" size={18} /> {t('location.pickOnMap')}
        </Button>
        <Button
          $variant="secondary"
          disabled={saving}
          onClick={() => actor.send({ type: 'OPEN_SAVED', signedIn: !!session.token() })}
        >
          <Icon shape={Bookmark} size={18} /> {t('location.savedAddresses')}
        </Button>
      </Ways>
      <Status role="status">{status}</Status>
      {problem && <Alert role="alert">{problemMessage(problem, t)}</Alert>}
      <Suspense fallback={<Status role="status">{t('common.loading')}</Status>}>
        {mapOpen && <MapDialog />}
        {savedOpen && <LocationSavedAddresses />}
      </Suspense>
    </Panel>
  );
}

const Panel = styled.section`
  ${stack(3)}
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Ways = styled.div`
  ${cluster(2)}
  > button {
    flex: 1 1 160px;
  }
`;
