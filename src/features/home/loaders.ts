// The catalogue pages' route loaders (docs/architecture.md, "A page request"): their own chunk, started with the
// page's chunk (src/features/home/routes.tsx), so the first load carries none of them.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { appQueryClient, fetchInto } from '../../api/query-client.ts';
import { storeQueries, type StoreListKind } from '../../api/stores.ts';
import { session } from '../../session/storage.ts';
import { catalogueScope, storeDetailsOfUrl, storeFirstItems, storeZoneId } from './store-page-data.ts';

/** /store/:slug: the store's details, then the first page of its items. */
export async function storePage({ params, request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const details = storeDetailsOfUrl(params.slug ?? '', search, session.module()?.id);
  await fetchInto(details);
  const store = appQueryClient().getQueryData(details.queryKey);
  if (store) await fetchInto(storeFirstItems(store, storeZoneId(session.zoneId(), search, store)));
}

/** The stored zone and module's catalogue scope, when the shopper has one (else the page shows guidance). */
const storedScope = () => catalogueScope(session.module(), session.zoneId());

/** /store/latest, /store/popular: the first page of the list. */
export async function storeList(kind: StoreListKind) {
  const scope = storedScope();
  if (scope) await fetchInto(storeQueries.list(kind, scope));
}

/**
 * /categories: the module's categories. Their API module is imported here, not with the chunk: the other pages'
 * loaders do not carry it (the categories page's chunk brings it, fetched at the same time).
 */
export async function categories() {
  const scope = storedScope();
  if (!scope) return;
  const { categoryQueries } = await import('../../api/categories.ts');
  await fetchInto(categoryQueries.list(scope));
}
