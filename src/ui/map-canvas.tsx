import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import styled from 'styled-components';
import { mapZoom, samePoint, type LatLng } from '../../domain/geo.ts';
import { mapTileAttribution, mapTileUrl } from './map-tiles.ts';

const pinIcon = L.divIcon({
  className: 'location-pin',
  html: '<svg viewBox="0 0 24 32" width="32" height="42" aria-hidden="true"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 20 12 20s12-11 12-20C24 5.4 18.6 0 12 0z" fill="currentColor"/><circle cx="12" cy="12" r="4.5"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 42],
});

export interface MapCanvasProps {
  center: LatLng;
  label: string;
  pinLabel: string;
  onMove: (latLng: LatLng) => void;
}

/** Follows the chosen point (a new pick pans the map) and reports the user's moves. */
function MapSync({ center, label, onMove }: Pick<MapCanvasProps, 'center' | 'label' | 'onMove'>) {
  const map = useMap();
  const last = useRef(center);
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'application');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  useEffect(() => {
    last.current = center; // before setView: its moveend is ours, not the user's
    const here = map.getCenter();
    if (!samePoint({ lat: here.lat, lng: here.lng }, center))
      map.setView([center.lat, center.lng], map.getZoom(), { animate: false });
  }, [map, center]);
  useMapEvents({
    moveend: () => {
      const c = map.getCenter();
      const moved = { lat: c.lat, lng: c.lng };
      if (!samePoint(moved, last.current)) {
        last.current = moved;
        onMove(moved);
      }
    },
  });
  return null;
}

/** The Leaflet map (react-leaflet 5): zoom 1–21 (default 17), zooming keeps the centre, the pin is draggable. */
export default function MapCanvas({ center, label, pinLabel, onMove }: MapCanvasProps) {
  return (
    <Frame>
      <MapContainer
        center={[center.lat, center.lng]}
        zoom={mapZoom.default}
        minZoom={mapZoom.min}
        maxZoom={mapZoom.max}
        scrollWheelZoom="center"
        doubleClickZoom="center"
        touchZoom="center"
        keyboard
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer url={mapTileUrl} maxZoom={mapZoom.max} maxNativeZoom={19} attribution={mapTileAttribution} />
        <Marker
          position={[center.lat, center.lng]}
          icon={pinIcon}
          draggable
          keyboard
          title={pinLabel}
          eventHandlers={{
            dragend: (e) => {
              const p = (e.target as L.Marker).getLatLng();
              onMove({ lat: p.lat, lng: p.lng });
            },
          }}
        />
        <MapSync center={center} label={label} onMove={onMove} />
      </MapContainer>
    </Frame>
  );
}

const Frame = styled.div`
  height: 100%;
  min-height: 280px;
  .location-pin {
    color: ${({ theme }) => theme.color.primary};
    background: none;
    border: none;
  }
  .location-pin circle {
    fill: ${({ theme }) => theme.color.surface};
  }
  .leaflet-container {
    font: inherit;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  .leaflet-container:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;
