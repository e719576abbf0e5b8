import type { RouteObject } from 'react-router-dom';

export const routes: RouteObject[] = [
  { path: '/', lazy: () => import('./landing-page.tsx').then((m) => ({ Component: m.LandingPage })) },
];
