import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { preload } from '../../api/query-client.ts';
import { moduleQueries } from '../../api/modules.ts';

export const routes: RouteObject[] = [
  {
    path: paths.landing,
    loader: () => preload(moduleQueries.list()), // the modules on offer (the business config is the shell's)
    lazy: () => import('./landing-page.tsx').then((m) => ({ Component: m.LandingPage })),
  },
];
