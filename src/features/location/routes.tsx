import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths.ts';

export const routes: RouteObject[] = [
  { path: paths.landing, lazy: () => import('./landing-page.tsx').then((m) => ({ Component: m.LandingPage })) },
];
