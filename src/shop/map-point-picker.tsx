import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import styled from 'styled-components';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { addressMachine, ResolvedPoint } from '../../machines/address.machine.ts';
import { lookupZone, reverseGeocode } from '../api/geo.ts';
import { formatLatLng, type LatLng } from '../../domain/geo.ts';
import { Button } from '../ui/button.tsx';

// Leaflet (and its CSS) load only with a dialog that shows this picker.
const MapCanvas = lazy(() => import('../ui/map-canvas.tsx'));

/**
 * The address statechart's `resolvePoint`: a dragged point's address (reverse geocoding) and zone, together. A
 * backend that cannot geocode (no maps key, no internet: 6amMart answers 500) still places the point: its coordinates
 * stand in for the address, as for the chosen location (machines/location.machine.ts); only the zone lookup decides.
 */
export const resolvePoint = fromPromise<ResolvedPoint, { point: LatLng }>(async ({ input, signal }) => {
  const [address, zone] = await Promise.all([
    reverseGeocode(input.point, signal).catch(() => formatLatLng(input.point)),
    lookupZone(input.point, signal),
  ]);
  return { address, zoneId: zone.zoneId };
});

/** The words of the picker, in its dialog's own namespace. */
export interface MapPointWords {
  loading: string;
  mapLabel: string;
  pinLabel: string;
  resolving: string;
  outOfZone: string;
  lookupFailed: string;
  retry: string;
}

/**
 * The map part of the address statechart (spec part 1 §2 "address modal", the parcel's sender and receiver): the
 * map centred on the actor's point (drag → MOVE), a status line (resolving…, then the address when `showAddress`),
 * the refusal outside every zone and the failed lookup with Retry. Shared by the address modal and the parcel page.
 */
export function MapPointPicker(p: {
  actor: ActorRefFrom<typeof addressMachine>;
  words: MapPointWords;
  showAddress: boolean;
}) {
  const { actor, words } = p;
  const point = useSelector(actor, (s) => s.context.point);
  const address = useSelector(actor, (s) => s.context.address);
  const resolving = useSelector(actor, (s) => s.hasTag('resolving'));
  const outOfZone = useSelector(actor, (s) => s.hasTag('outOfZone'));
  const lookupFailed = useSelector(actor, (s) => s.hasTag('lookupFailed'));
  return (
    <>
      <MapFrame>
        <Suspense fallback={<p role="status">{words.loading}</p>}>
          {point && (
            <MapCanvas
              center={point}
              label={words.mapLabel}
              pinLabel={words.pinLabel}
              onMove={(latLng) => actor.send({ type: 'MOVE', latLng })}
            />
          )}
        </Suspense>
      </MapFrame>
      <p role="status">{resolving ? words.resolving : p.showAddress ? address : ''}</p>
      {outOfZone && <Problem role="alert">{words.outOfZone}</Problem>}
      {lookupFailed && (
        <Problem role="alert">
          {words.lookupFailed}{' '}
          <Button $variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
            {words.retry}
          </Button>
        </Problem>
      )}
    </>
  );
}

const MapFrame = styled.div`
  height: min(320px, 45vh);
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  display: flex;
  > * {
    flex: 1;
  }
  /* the tile credits stay readable in both themes (Leaflet's own grey on white fails contrast in dark) */
  .leaflet-container .leaflet-control-attribution {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
  .leaflet-container .leaflet-control-attribution a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: underline;
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.color.error};
`;
