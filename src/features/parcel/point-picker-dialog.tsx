import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import styled from 'styled-components';
import type { LatLng } from '../../domain/geo.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Problem } from './parcel.styles.ts';
import { createPointPickerMachine } from './point-picker.context.ts';

// Leaflet (and its CSS) load only with this dialog.
const MapCanvas = lazy(() => import('../../ui/map-canvas.tsx'));

export interface PickedPlace {
  point: LatLng;
  address: string;
}

/** Picks a sender's or receiver's place on the map: drag → its address and zone; outside every zone refused. */
export function PointPickerDialog(p: { start: LatLng; onPick: (place: PickedPlace) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [machine] = useState(createPointPickerMachine);
  const actor = useActorRef(machine, { input: { editingId: null } });
  const point = useSelector(actor, (s) => s.context.point);
  const address = useSelector(actor, (s) => s.context.address);
  const resolving = useSelector(actor, (s) => s.hasTag('resolving'));
  const located = useSelector(actor, (s) => s.hasTag('located'));
  const outOfZone = useSelector(actor, (s) => s.hasTag('outOfZone'));
  const lookupFailed = useSelector(actor, (s) => s.hasTag('lookupFailed'));
  const closeRef = useRef(p.onClose);
  useEffect(() => {
    closeRef.current = p.onClose;
  }, [p.onClose]);
  const [origin] = useState(p.start);

  useEffect(() => {
    const sub = actor.on('closed', () => closeRef.current());
    actor.send({ type: 'MOVE', latLng: origin });
    return () => sub.unsubscribe();
  }, [actor, origin]);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && actor.send({ type: 'CLOSE' })}
      title={t('parcel.picker.title')}
      maxWidth="720px"
      footer={
        <Button
          $size="lg"
          disabled={!located || !point}
          onClick={() => {
            if (point) p.onPick({ point, address });
            p.onClose();
          }}
        >
          {t('parcel.picker.use')}
        </Button>
      }
    >
      <MapFrame>
        <Suspense fallback={<p role="status">{t('parcel.picker.loading')}</p>}>
          {point && (
            <MapCanvas
              center={point}
              label={t('parcel.picker.mapLabel')}
              pinLabel={t('parcel.picker.pinLabel')}
              onMove={(latLng) => actor.send({ type: 'MOVE', latLng })}
            />
          )}
        </Suspense>
      </MapFrame>
      <p role="status">{resolving ? t('parcel.picker.resolving') : address}</p>
      {outOfZone && <Problem role="alert">{t('parcel.picker.outOfZone')}</Problem>}
      {lookupFailed && (
        <Problem role="alert">
          {t('parcel.picker.lookupFailed')}{' '}
          <Button $variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('parcel.picker.retry')}
          </Button>
        </Problem>
      )}
    </Dialog>
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
