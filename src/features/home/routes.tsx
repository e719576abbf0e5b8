import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { load } from '../../api/query-client.ts';

/** The loaders' chunk (loaders.ts), fetched with the page's own: a navigation starts both at once. */
const loaders = () => import('./loaders.ts');

export const routes: RouteObject[] = [
  { path: paths.home, lazy: () => import('./home-page.tsx').then((m) => ({ Component: m.HomePage })) },
  {
    path: paths.latestStores,
    loader: () => load(() => loaders().then((m) => m.storeList('latest'))),
    lazy: () => import('./store-list-page.tsx').then((m) => ({ Component: m.LatestStoresPage })),
  },
  {
    path: paths.popularStores,
    loader: () => load(() => loaders().then((m) => m.storeList('popular'))),
    lazy: () => import('./store-list-page.tsx').then((m) => ({ Component: m.PopularStoresPage })),
  },
  {
    path: paths.categories,
    loader: () => load(() => loaders().then((m) => m.categories())),
    lazy: () => import('./categories-page.tsx').then((m) => ({ Component: m.CategoriesPage })),
  },
  { path: paths.categoryPage, lazy: () => import('./category-page.tsx').then((m) => ({ Component: m.CategoryPage })) },
  { path: paths.flashSales, lazy: () => import('./flash-sale-page.tsx').then((m) => ({ Component: m.FlashSalePage })) },
  { path: paths.brands, lazy: () => import('./brands-page.tsx').then((m) => ({ Component: m.BrandsPage })) },
  { path: paths.brandPage, lazy: () => import('./brand-page.tsx').then((m) => ({ Component: m.BrandPage })) },
  { path: paths.campaignPage, lazy: () => import('./campaign-page.tsx').then((m) => ({ Component: m.CampaignPage })) },
  {
    path: paths.storePage,
    loader: (args) => load(() => loaders().then((m) => m.storePage(args))),
    lazy: () => import('./store-page.tsx').then((m) => ({ Component: m.StorePage })),
  },
];
