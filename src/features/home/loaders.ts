// The catalogue pages' route loaders (docs/architecture.md, "A page request"): their own chunk, started with the
// page's chunk (src/features/home/routes.tsx), so the first load carries none of them.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { appQueryClient, fetchInto } from '../../api/query-client.ts';
import { storeQueries, type StoreListKind } from '../../api/stores.ts';
import { itemQueries, vehicleQueries } from '../../api/items.ts';
import { moduleQueries } from '../../api/modules.ts';
import { configQueries } from '../../api/config.ts';
import type { Scope } from '../../api/scope.ts';
import { session } from '../../session/storage.ts';
import { hasStoreCatalogue } from '../../../domain/module-wording.ts';
import { BRAND_NAME_PARAM } from './offer-paths.ts';
import { shownScopeNow } from './shown-scope.ts';
import { catalogueScope, storeDetailsOfUrl, storeFirstItems, storeZoneId } from './store-page-data.ts';

/** /store/:slug: the store's details, then the first page of its items. */
export async function storePage({ params, request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const details = storeDetailsOfUrl(params.slug ?? '', search, session.module()?.id);
  await fetchInto(details);
  const store = appQueryClient().getQueryData(details.queryKey);
  if (store) await fetchInto(storeFirstItems(store, storeZoneId(session.zoneId(), search, store)));
}

/** The catalogue scope the page shows (the stored zone and module, else the default location's; shown-scope.ts). */
const shownCatalogueScope = async () => {
  const { module, zoneId } = await shownScopeNow();
  return catalogueScope(module, zoneId);
};

/** /store/latest, /store/popular: the first page of the list. */
export async function storeList(kind: StoreListKind) {
  const scope = await shownCatalogueScope();
  if (scope) await fetchInto(storeQueries.list(kind, scope));
}

/**
 * /categories: the module's categories. Their API module is imported here, not with the chunk: the other pages'
 * loaders do not carry it (the categories page's chunk brings it, fetched at the same time).
 */
export async function categories() {
  const scope = await shownCatalogueScope();
  if (!scope) return;
  await fetchInto((await import('../../api/categories.ts')).categoryQueries.list(scope));
}

/**
 * A category's view (/category/:id, /home?search=category&id=): its sub-categories, the first pages of its items
 * and stores, and the module's categories when the URL does not name it (the view's heading).
 */
async function categoryView(id: number, scope: Scope, nameInUrl: string | null) {
  const [{ categoryPageQueries }, { categoryQueries }] = await Promise.all([
    import('../../api/category-pages.ts'),
    import('../../api/categories.ts'),
  ]);
  await fetchInto(
    categoryPageQueries.children(id, scope),
    categoryPageQueries.items(id, scope),
    categoryPageQueries.stores(id, scope),
    ...(nameInUrl ? [] : [categoryQueries.list(scope)]),
  );
}

/** /category/:id?name=: the category's view in the stored zone and module. */
export async function categoryPage({ params, request }: LoaderFunctionArgs) {
  const scope = await shownCatalogueScope();
  const id = Number(params.id);
  if (scope && Number.isInteger(id) && id > 0)
    await categoryView(id, scope, new URL(request.url).searchParams.get('name'));
}

/**
 * /home: the stored module's home (its categories, banners and rows: items and stores, or a rental module's
 * vehicles and providers), a category (`?search=category&id=`) or the search results (`?search=<text>`), as
 * home-page.tsx chooses, in the stored zone and module or the default location's (shown-scope.ts).
 */
export async function homePage({ request }: LoaderFunctionArgs) {
  const { module, zoneId } = await shownScopeNow();
  if (!module || !zoneId) return;
  const scope: Scope = { moduleId: module.id, zoneId };
  const query = new URL(request.url).searchParams;
  // (the home page's own reading of its URL: with the page's chunk, not in the store and category pages' loaders)
  const view = (await import('./home-view.ts')).homeView(query);
  if (view.kind === 'category') return categoryView(view.id, scope, query.get('name'));
  if (view.kind === 'search') {
    const { searchQueries } = await import('../../api/search.ts');
    return fetchInto(searchQueries.items(view.text, scope), searchQueries.stores(view.text, scope));
  }
  const rental = module.module_type === 'rental';
  const [{ homeCategoryQueries }, { bannerQueries }, { hasLatestItemsRow }] = await Promise.all([
    import('../../api/categories.ts'),
    import('../../api/banners.ts'),
    import('../../api/backend-generation.ts'),
  ]);
  // (the modules: the switcher beside the title, drawn by the server rather than pushing the page down after it)
  const shared = [moduleQueries.list(), homeCategoryQueries.list(scope, rental), bannerQueries.list(scope, rental)];
  if (rental) return fetchInto(...shared, vehicleQueries.topRated(scope), storeQueries.list('latest', scope));
  if (!hasStoreCatalogue(module.module_type)) return fetchInto(...shared);
  // latest items only where the backend is known to serve them without a store (a current one, by its config). The
  // root route's loader asks for the config while this one runs: this waits for that request (the same one; none when
  // the config is in, even stale). Read before it was answered, the row was left out of the server's page, and the
  // browser asked for it after hydrating and drew its cards in one task. No config: the row is left out, as on an
  // older backend.
  const config = await appQueryClient()
    .ensureQueryData(configQueries.config())
    .catch(() => null);
  const latest = !!config && hasLatestItemsRow(config);
  await fetchInto(
    ...shared,
    ...(['popular', 'campaign', ...(latest ? ['latest' as const] : [])] as const).map((kind) =>
      itemQueries.row(kind, scope),
    ),
    storeQueries.list('latest', scope),
    storeQueries.list('popular', scope),
  );
}

/** /brands/:id?name=: the first page of the brand's items, and the module's brands when the URL does not name it. */
export async function brandPage({ params, request }: LoaderFunctionArgs) {
  const scope = await shownCatalogueScope();
  const id = Number(params.id);
  if (!scope || !Number.isInteger(id) || id <= 0) return;
  const { offerQueries } = await import('../../api/offers.ts');
  const named = new URL(request.url).searchParams.has(BRAND_NAME_PARAM);
  await fetchInto(offerQueries.brandItems(scope, id), ...(named ? [] : [offerQueries.brands(scope)]));
}
