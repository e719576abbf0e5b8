import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { load } from '../../api/query-client.ts';

/** The loaders' chunk (loaders.ts), fetched with the page's own: a navigation starts both at once. */
const loaders = () => import('./loaders.ts');

export const routes: RouteObject[] = [
  {
    path: paths.home,
    loader: (args) => load(() => loaders().then((m) => m.homePage(args))),
    lazy: () => import('./home-page.tsx').then((m) => ({ Component: m.HomePage })),
  },
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
  {
    path: paths.categoryPage,
    loader: (args) => load(() => loaders().then((m) => m.categoryPage(args))),
    lazy: () => import('./category-page.tsx').then((m) => ({ Component: m.CategoryPage })),
  },
  {
    path: paths.flashSales,
    lazy: () => import('./offer-pages.ts').then((m) => ({ Component: m.offerPages.FlashSalePage })),
  },
  { path: paths.brands, lazy: () => import('./offer-pages.ts').then((m) => ({ Component: m.offerPages.BrandsPage })) },
  {
    path: paths.brandPage,
    loader: (args) => load(() => loaders().then((m) => m.brandPage(args))),
    lazy: () => import('./offer-pages.ts').then((m) => ({ Component: m.offerPages.BrandPage })),
  },
  {
    path: paths.campaignPage,
    lazy: () => import('./offer-pages.ts').then((m) => ({ Component: m.offerPages.CampaignPage })),
  },
  {
    path: paths.storePage,
    loader: (args) => load(() => loaders().then((m) => m.storePage(args))),
    lazy: () => import('./store-page.tsx').then((m) => ({ Component: m.StorePage })),
  },
];
