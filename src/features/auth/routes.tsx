import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';

export const routes: RouteObject[] = [
  {
    path: paths.forgotPassword,
    lazy: () => import('./forgot-password-page.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
];
