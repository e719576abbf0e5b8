// Where a visitor who has set no location is shown prices and availability (a cold link shows its
// subject): the configured default location (the config's `default_location`) and the zones there, named on the page
// with a way to set one's own (src/shop/default-place-notice.tsx).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { parseLatLng, type LatLng } from '../../domain/geo.ts';
import { session } from '../session/storage.ts';
import { api, unwrap } from './client.ts';
import { configQueries } from './config.ts';
import { appQueryClient } from './query-client.ts';

export interface DefaultPlace {
  /** The zones at the default location: a `zoneId` header's JSON array string, as get-zone-id answers it. */
  zoneId: string;
  /** The first of those zones' name (null when the backend names none). */
  zoneName: string | null;
  latLng: LatLng;
}

async function fetchDefaultPlace(client: QueryClient): Promise<DefaultPlace> {
  const config = await client.ensureQueryData(configQueries.config());
  const latLng = parseLatLng(config.default_location);
  if (!latLng) throw new Error('The shop has no default location.');
  const data = await unwrap(api.GET('/api/v1/config/get-zone-id', { params: { query: latLng } }));
  return { zoneId: data.zone_id, zoneName: data.zone_data[0]?.name ?? null, latLng };
}

export const defaultPlaceQueries = {
  place: () =>
    queryOptions({
      queryKey: ['default-place'],
      queryFn: ({ client }) => fetchDefaultPlace(client),
      staleTime: 5 * 60_000,
    }),
};

/** The `zoneId` a zone-scoped call sends: the shopper's own zones, else those of the default location. */
export async function zoneIdOrDefault(): Promise<string> {
  return session.zoneId() ?? (await appQueryClient().ensureQueryData(defaultPlaceQueries.place())).zoneId;
}
