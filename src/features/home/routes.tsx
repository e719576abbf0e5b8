import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths.ts';

export const routes: RouteObject[] = [
  { path: paths.home, lazy: () => import('./home-page.tsx').then((m) => ({ Component: m.HomePage })) },
  {
    path: paths.latestStores,
    lazy: () => import('./store-list-page.tsx').then((m) => ({ Component: m.LatestStoresPage })),
  },
  {
    path: paths.popularStores,
    lazy: () => import('./store-list-page.tsx').then((m) => ({ Component: m.PopularStoresPage })),
  },
  {
    path: paths.categories,
    lazy: () => import('./categories-page.tsx').then((m) => ({ Component: m.CategoriesPage })),
  },
  { path: paths.categoryPage, lazy: () => import('./category-page.tsx').then((m) => ({ Component: m.CategoryPage })) },
  { path: paths.storePage, lazy: () => import('./store-page.tsx').then((m) => ({ Component: m.StorePage })) },
];
