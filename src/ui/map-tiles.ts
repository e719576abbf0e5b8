/** Map tiles of every Leaflet map: `VITE_MAP_TILE_URL` (build time) or OpenStreetMap. Offline the tiles fail and the maps still work. */
export const mapTileUrl =
  (import.meta.env?.VITE_MAP_TILE_URL as string | undefined) || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const mapTileAttribution =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
