import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';

export const routes: RouteObject[] = [
  { path: paths.profile, lazy: () => import('./profile-page.tsx').then((m) => ({ Component: m.ProfilePage })) },
  { path: paths.settings, lazy: () => import('./settings-page.tsx').then((m) => ({ Component: m.SettingsPage })) },
];
