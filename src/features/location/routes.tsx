import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { load } from '../../api/query-client.ts';

export const routes: RouteObject[] = [
  {
    path: paths.landing,
    // the modules on offer (the business config is the shell's); the loader is its own small chunk
    loader: () => load(() => import('./loaders.ts').then((m) => m.landingPage())),
    lazy: () => import('./landing-page.tsx').then((m) => ({ Component: m.LandingPage })),
  },
];
