// The rental pages' route loaders (docs/architecture.md, "A page request"): their own chunk, started with the page's.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { fetchInto } from '../../api/query-client.ts';
import { rentalQueries } from '../../api/rental.ts';
import { filtersOfUrl, rentalSearchNow, vehicleSearchOf } from './search-store.ts';

/** A path's id (a positive integer), else null: a malformed one is the server's 400 page, asked nothing. */
const idOf = (raw: string | undefined) => (/^\d{1,10}$/.test(raw ?? '') && Number(raw) > 0 ? Number(raw) : null);

/** /rental/vehicle-search: the first page of vehicles for the URL's filters and the trip, and the filters' options. */
export const vehicleSearch = ({ request }: LoaderFunctionArgs) =>
  fetchInto(
    vehicleSearchOf(filtersOfUrl(new URL(request.url).searchParams), rentalSearchNow()),
    rentalQueries.categories(),
    rentalQueries.brands(),
  );

/** /rental/vehicle-details/:vehicleId: the vehicle. */
export async function vehicleDetails({ params }: LoaderFunctionArgs) {
  const id = idOf(params.vehicleId);
  if (id) await fetchInto(rentalQueries.vehicle(id));
}

/** /rental/provider-details/:providerId: the provider, its vehicles and its reviews. */
export async function providerDetails({ params }: LoaderFunctionArgs) {
  const id = idOf(params.providerId);
  if (id)
    await fetchInto(rentalQueries.provider(id), rentalQueries.providerVehicles(id), rentalQueries.providerReviews(id));
}
