import { createBrowserRouter } from 'react-router-dom';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** Every page is a lazy route: the landing page's JS stays small. */
export const routes = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: () => import('../features/location/landing-page.tsx').then((m) => ({ Component: m.LandingPage })) },
      { path: '*', lazy: () => import('./not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];

export const router = createBrowserRouter(routes);
