import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Each feature declares its pages in `src/features/<area>/routes.tsx` (`export const routes: RouteObject[]`),
 * every page a lazy route, so the landing page's JS stays small. Discovered here: no registry to edit.
 */
const featureRoutes = Object.values(
  import.meta.glob<{ routes: RouteObject[] }>('../features/*/routes.tsx', { eager: true }),
).flatMap((m) => m.routes);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...featureRoutes,
      { path: '*', lazy: () => import('./not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];

export const router = createBrowserRouter(routes);
