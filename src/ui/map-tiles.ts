import { tileAttributionOf, tileUrlOf } from '../../domain/map-tiles.ts';

/** Map tiles of every Leaflet map (domain/map-tiles.ts): `VITE_MAP_TILE_URL`, else the embedded API's offline tiles. */
export const mapTileUrl = tileUrlOf({
  tileUrl: import.meta.env?.VITE_MAP_TILE_URL as string | undefined,
  apiBaseUrl: import.meta.env?.VITE_API_BASE_URL as string | undefined,
});

export const mapTileAttribution = tileAttributionOf(mapTileUrl);
