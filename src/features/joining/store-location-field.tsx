import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatLatLng, type LatLng } from '../../../domain/geo.ts';
import { ErrorText } from '../../ui/text-field.tsx';

// Leaflet (and its CSS) load only with the business step that shows this map.
const MapCanvas = lazy(() => import('../../ui/map-canvas.tsx'));

/**
 * The store's place on the map (the kit's map canvas: drag the pin or the map): centred on the chosen zone until
 * the applicant moves it; the point and the step's worded message (none chosen, outside the zone) under it.
 */
export function StoreLocationField({
  point,
  onMove,
  error,
}: {
  point: LatLng | null;
  onMove: (point: LatLng) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <MapFrame>
        {point ? (
          <Suspense fallback={<p role="status">{t('joining.store.mapLoading')}</p>}>
            <MapCanvas
              center={point}
              label={t('joining.store.mapLabel')}
              pinLabel={t('joining.store.pinLabel')}
              onMove={onMove}
            />
          </Suspense>
        ) : (
          <p>{t('joining.store.chooseZoneFirst')}</p>
        )}
      </MapFrame>
      <p>{point ? t('joining.store.location', { point: formatLatLng(point) }) : null}</p>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </div>
  );
}

const MapFrame = styled.div`
  height: ${({ theme }) => theme.space(70)};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.color.surfaceAlt};
  > * {
    flex: 1;
    align-self: stretch;
  }
`;
