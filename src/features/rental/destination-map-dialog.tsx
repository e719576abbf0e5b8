import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { reverseGeocode } from '../../api/geo.ts';
import { formatLatLng, type LatLng } from '../../../domain/geo.ts';
import type { TripPoint } from '../../../domain/trip-cart.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';

// Leaflet (and its CSS) load only with the map.
const MapCanvas = lazy(() => import('../../ui/map-canvas.tsx'));

/** The map picker: move the map under the pin, then 'Pick this place' (its address by reverse geocoding). */
export default function DestinationMapDialog({
  start,
  onChoose,
  onClose,
}: {
  start: LatLng | null;
  onChoose: (point: TripPoint) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [point, setPoint] = useState<LatLng>(() => start ?? { lat: 23.8103, lng: 90.4125 });
  const address = useQuery({
    queryKey: ['rental', 'destination-address', point.lat, point.lng],
    queryFn: ({ signal }) => reverseGeocode(point, signal),
    retry: false,
  });
  const name = address.data ?? formatLatLng(point);
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('rental.destination.mapTitle')}
      maxWidth="720px"
      footer={
        <Button
          type="button"
          disabled={address.isFetching}
          onClick={() => onChoose({ lat: point.lat, lng: point.lng, location_name: name })}
        >
          {t('rental.destination.pickThis')}
        </Button>
      }
    >
      <MapFrame>
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <MapCanvas
            center={point}
            label={t('rental.destination.mapLabel')}
            pinLabel={t('rental.destination.pinLabel')}
            onMove={setPoint}
          />
        </Suspense>
      </MapFrame>
      <p role="status">{address.isFetching ? t('common.loading') : name}</p>
    </Dialog>
  );
}

const MapFrame = styled.div`
  height: min(55vh, ${({ theme }) => theme.space(100)});
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
`;
