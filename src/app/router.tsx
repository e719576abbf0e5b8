import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { cartQueries } from '../api/cart.ts';
import { configQueries } from '../api/config.ts';
import { landingQueries } from '../api/landing.ts';
import { preload } from '../api/query-client.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { PageError, pageStatus } from './page-error.tsx';

/**
 * Each feature declares its pages in `src/features/<area>/routes.tsx` (`export const routes: RouteObject[]`),
 * every page a lazy route, so the landing page's JS stays small. Discovered here: no registry to edit.
 * A public page's route has a `loader` that preloads the queries its page reads (`preload`, query-client.ts): the
 * server renders with their data, the browser starts them together with the page's chunk
 * (docs/architecture.md, "A page request").
 */
const featureRoutes = Object.values(
  import.meta.glob<{ routes: RouteObject[] }>('../features/*/routes.tsx', { eager: true }),
).flatMap((m) => m.routes);

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // a page rendered in the browser shows nothing until its route's chunk is there, as before the loaders
    HydrateFallback: () => null,
    // the shell's own data: the business config (every screen), the landing data (footer, newsletter) and, in the
    // browser, the shopper's cart (the navbar's badge; every product card's control) — the server renders a page alike
    // for every shopper and never asks for it (SHOPPERS_OWN, src/api/query-client.ts; src/shop/shopper-cart.ts)
    loader: () => preload(configQueries.config(), landingQueries.data(), cartQueries.list()),
    children: [
      {
        // every page, so that a page's error (a server-rendered 404) shows inside the layout
        id: 'page',
        loader: pageStatus,
        errorElement: <PageError />,
        children: [
          ...featureRoutes,
          { path: '*', lazy: () => import('./not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })) },
        ],
      },
    ],
  },
];

/** The browser's router; `hydrationData` (the server's loader results) makes it start without running loaders. */
export const createRouter = () => createBrowserRouter(routes);
