import type { RouteObject } from 'react-router-dom';

export const routes: RouteObject[] = [
  {
    path: '/forgot-password',
    lazy: () => import('./forgot-password-page.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
];
