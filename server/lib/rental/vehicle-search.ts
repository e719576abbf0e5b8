// The vehicle search: the vehicles of the zones' providers serving the pickup point, filtered by name, trip type,
// brand, category, seats, air condition, transmission, fuel and price, sorted by price or rating, with the price range
// before the price filter.
import type { Db } from '../../db/client.ts';
import { forbidden } from '../http/errors.ts';
import type { ApiRequest } from '../http/handler.ts';
import type { Paging } from '../http/scope.ts';
import type { SerializeOptions } from '../http/serialize.ts';
import {
  parsePoint,
  priceRange,
  pricesFor,
  providersOfZones,
  sortPrice,
  vehiclePage,
  vehicleFilter,
  vehiclesOfProviders,
  zonesAt,
} from './catalogue.ts';
import { vehicleRatings } from './serializers.ts';

/** A page of the vehicles the search finds. */
export async function searchVehicles(
  db: Db,
  q: ApiRequest<'searchVehicles'>['query'],
  zoneIds: number[],
  page: Paging,
  opts: SerializeOptions,
) {
  let providers = await providersOfZones(db, zoneIds);
  if (q.pickup_location) {
    const point = parsePoint(q.pickup_location, 'pickup_location');
    const pickupZones = await zonesAt(db, point.lat, point.lng);
    if (!pickupZones.length) throw forbidden('Out_of_pick_up_zone', 'Out of pick up zone');
    providers = providers.filter((p) => p.pickupZoneId.some((z) => pickupZones.includes(z)));
  }
  const passes = vehicleFilter(q);
  const rows = (
    await vehiclesOfProviders(
      db,
      providers.map((p) => p.id),
    )
  ).filter((row) => pricesFor(row.vehicle, q.trip_type).length > 0 && passes(row));
  const inRange = rows
    .map((r) => r.vehicle)
    .filter((v) =>
      pricesFor(v, q.trip_type).some(
        (p) => (q.min_price === undefined || p >= q.min_price) && (q.max_price === undefined || p <= q.max_price),
      ),
    );
  const ratings = await vehicleRatings(
    db,
    inRange.map((v) => v.id),
  );
  const rating = (id: number) => ratings.get(id) ?? { avg: 0, count: 0 };
  const sorted = [...inRange].sort((a, b) => {
    if (q.sortby_price) {
      const diff = sortPrice(a, q.trip_type) - sortPrice(b, q.trip_type);
      if (diff) return q.sortby_price === 'asc' || q.sortby_price === 'low_to_high' ? diff : -diff;
    }
    if (q.top_rated === 1) {
      const diff = rating(b.id).avg - rating(a.id).avg || rating(b.id).count - rating(a.id).count;
      if (diff) return diff;
    }
    return b.newTag - a.newTag || a.id - b.id;
  });
  // the price range is the one before the price filter
  const range = priceRange(
    rows.map((r) => r.vehicle),
    q.trip_type,
  );
  return vehiclePage(db, sorted, page, opts, range);
}
