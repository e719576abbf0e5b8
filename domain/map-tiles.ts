// The map tiles of every Leaflet map (the one rule for the SPA and the server's Content-Security-Policy): the
// VITE_MAP_TILE_URL template when the build sets one; else, on the embedded API (no VITE_API_BASE_URL), the offline
// tiles it draws itself (`/media/tiles/{z}/{x}/{y}.svg`: a plain grid that says the map is offline, no network
// needed); else, against another 6amMart backend, OpenStreetMap's tile server (which needs the internet).

/** OpenStreetMap's public tile server: streets, but only online (and within its usage policy). */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The embedded API's offline tiles (server/media.ts), on the origin the SPA is served from. */
export const OFFLINE_TILE_URL = '/media/tiles/{z}/{x}/{y}.svg';

/** The tile URL template of a build: its VITE_MAP_TILE_URL, else the offline tiles or OSM (see above). */
export const tileUrlOf = (build: { tileUrl?: string; apiBaseUrl?: string }): string =>
  build.tileUrl || (build.apiBaseUrl ? OSM_TILE_URL : OFFLINE_TILE_URL);

/** The attribution a tile template owes (OpenStreetMap's data), none for the offline tiles. */
export const tileAttributionOf = (url: string): string =>
  url.includes('openstreetmap.org')
    ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
    : '';
