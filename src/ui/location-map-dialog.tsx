import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer, CircleMarker } from 'react-leaflet';
import styled from 'styled-components';
import 'leaflet/dist/leaflet.css';
import { Dialog } from './dialog.tsx';
import { mapTileAttribution, mapTileUrl } from './map-tiles.ts';

/**
 * A place on a map with a link out (the business address in the footer, a store's location with directions).
 * Import it lazily: Leaflet stays out of the first load.
 */
export function LocationMapDialog({
  lat,
  lng,
  title,
  description,
  link,
  onClose,
}: {
  lat: number;
  lng: number;
  title: string;
  description: string;
  link: { href: string; text: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={title} description={description} maxWidth="720px">
      <MapBox>
        <MapContainer center={[lat, lng]} zoom={15} minZoom={1} maxZoom={21} style={{ height: '100%', width: '100%' }}>
          <TileLayer url={mapTileUrl} attribution={mapTileAttribution} />
          <CircleMarker center={[lat, lng]} radius={10} />
        </MapContainer>
      </MapBox>
      <External href={link.href} target="_blank" rel="noopener noreferrer">
        {link.text}
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
