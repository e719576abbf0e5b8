import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { appQueryClient, fetchInto, load } from '../../api/query-client.ts';
import { session } from '../../session/storage.ts';
import { categoryQueries } from '../../api/categories.ts';
import { storeQueries, type StoreListKind } from '../../api/stores.ts';
import { catalogueScope, storeDetailsOfUrl, storeFirstItems, storeZoneId } from './store-page-data.ts';

/** /store/:slug: the store's details, then the first page of its items (docs/architecture.md, "The request path"). */
const storePageLoader: LoaderFunction = ({ params, request }) =>
  load(async () => {
    const search = new URL(request.url).searchParams;
    const details = storeDetailsOfUrl(params.slug ?? '', search, session.module()?.id);
    await fetchInto(details);
    const store = appQueryClient().getQueryData(details.queryKey);
    if (store) await fetchInto(storeFirstItems(store, storeZoneId(session.zoneId(), search, store)));
  });

/** The stored zone and module's catalogue scope, when the shopper has one (else the page shows guidance). */
const storedScope = () => catalogueScope(session.module(), session.zoneId());

/** /store/latest, /store/popular: the first page of the list. */
const storeListLoader = (kind: StoreListKind) => () =>
  load(async () => {
    const scope = storedScope();
    if (scope) await fetchInto(storeQueries.list(kind, scope));
  });

export const routes: RouteObject[] = [
  { path: paths.home, lazy: () => import('./home-page.tsx').then((m) => ({ Component: m.HomePage })) },
  {
    path: paths.latestStores,
    loader: storeListLoader('latest'),
    lazy: () => import('./store-list-page.tsx').then((m) => ({ Component: m.LatestStoresPage })),
  },
  {
    path: paths.popularStores,
    loader: storeListLoader('popular'),
    lazy: () => import('./store-list-page.tsx').then((m) => ({ Component: m.PopularStoresPage })),
  },
  {
    path: paths.categories,
    loader: () =>
      load(async () => {
        const scope = storedScope();
        if (scope) await fetchInto(categoryQueries.list(scope));
      }),
    lazy: () => import('./categories-page.tsx').then((m) => ({ Component: m.CategoriesPage })),
  },
  { path: paths.categoryPage, lazy: () => import('./category-page.tsx').then((m) => ({ Component: m.CategoryPage })) },
  {
    path: paths.storePage,
    loader: storePageLoader,
    lazy: () => import('./store-page.tsx').then((m) => ({ Component: m.StorePage })),
  },
];
