import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';

export const routes: RouteObject[] = [
  { path: paths.interest, lazy: () => import('./interest-page.tsx').then((m) => ({ Component: m.InterestPage })) },
];
