import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer, CircleMarker } from 'react-leaflet';
import styled from 'styled-components';
import 'leaflet/dist/leaflet.css';
import { Dialog } from '../../ui/dialog.tsx';
import { mapTileAttribution, mapTileUrl } from '../../ui/map-tiles.ts';

/** The business address on a map (loaded lazily with this dialog: Leaflet stays out of the first load). */
export function AddressMapDialog({
  lat,
  lng,
  address,
  onClose,
}: {
  lat: number;
  lng: number;
  address: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('footer.mapTitle')}
      description={address}
      maxWidth="720px"
    >
      <MapBox>
        <MapContainer center={[lat, lng]} zoom={15} minZoom={1} maxZoom={21} style={{ height: '100%', width: '100%' }}>
          <TileLayer url={mapTileUrl} attribution={mapTileAttribution} />
          <CircleMarker center={[lat, lng]} radius={10} />
        </MapContainer>
      </MapBox>
      <External
        href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('footer.openInMaps')}
        <span className="visually-hidden"> {t('footer.newWindow')}</span>
      </External>
    </Dialog>
  );
}

const MapBox = styled.div`
  height: min(60vh, 420px);
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
`;

const External = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.primary};
`;
