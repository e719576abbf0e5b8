import type { RouteObject } from 'react-router-dom';

export const routes: RouteObject[] = [
  { path: '/interest', lazy: () => import('./interest-page.tsx').then((m) => ({ Component: m.InterestPage })) },
];
