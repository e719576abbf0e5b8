// The rental pages' route loaders (docs/architecture.md, "A page request"): their own chunk, started with the page's.
// The rental API module is imported here, not with the chunk: the routes of this area without a loader (cart, trips)
// do not carry it, and the pages that read it bring it with their own chunk at the same time.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { fetchInto } from '../../api/query-client.ts';

/** A path's id (a positive integer), else null: a malformed one is the server's 400 page, asked nothing. */
const idOf = (raw: string | undefined) => (/^\d{1,10}$/.test(raw ?? '') && Number(raw) > 0 ? Number(raw) : null);

const rental = () => import('../../api/rental.ts').then((m) => m.rentalQueries);
/**
 * Every rental page shows the shopper's trip cart beside it (rental-page.tsx): in the browser the page and its cart
 * are asked for at once (the server renders the page without it: `SHOPPERS_OWN`, src/api/query-client.ts).
 */
const tripCart = () => import('../../api/cart.ts').then((m) => m.cartQueries.rental());

/**
 * /rental/vehicle-search: the first page of vehicles for the URL's filters and the trip, and the filters' options;
 * with a distance-wise trip, the distance service's client, which the search form asks for its km.
 */
export async function vehicleSearch({ request }: LoaderFunctionArgs) {
  const [queries, cart, { filtersOfUrl, vehicleSearchOf }, { rentalSearchNow, needsTripDistance }] = await Promise.all([
    rental(),
    tripCart(),
    import('./vehicle-search-query.ts'),
    import('./search-store.ts'),
  ]);
  const search = rentalSearchNow();
  if (needsTripDistance(search)) void import('../../api/rental-distance.ts').catch(() => undefined);
  await fetchInto(
    vehicleSearchOf(filtersOfUrl(new URL(request.url).searchParams), search),
    queries.categories(),
    queries.brands(),
    cart,
  );
}

/** /rental/vehicle-details/:vehicleId: the vehicle. */
export async function vehicleDetails({ params }: LoaderFunctionArgs) {
  const id = idOf(params.vehicleId);
  if (!id) return;
  const [queries, cart] = await Promise.all([rental(), tripCart()]);
  await fetchInto(queries.vehicle(id), cart);
}

/** /rental/provider-details/:providerId: the provider, its vehicles and its reviews. */
export async function providerDetails({ params }: LoaderFunctionArgs) {
  const id = idOf(params.providerId);
  if (!id) return;
  const [queries, cart] = await Promise.all([rental(), tripCart()]);
  await fetchInto(queries.provider(id), queries.providerVehicles(id), queries.providerReviews(id), cart);
}
