import type { RouteObject } from 'react-router-dom';

export const routes: RouteObject[] = [
  { path: '/home', lazy: () => import('./home-page.tsx').then((m) => ({ Component: m.HomePage })) },
];
