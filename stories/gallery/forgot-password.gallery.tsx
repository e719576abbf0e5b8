// Forgot password on /forgot-password (test/views/auth/forgot-password-paths.test.tsx): the recovery settings of the
// story's context as the config gives them, the recovery calls held (the test's queue, empty).
import { FakeApi } from '../../test/support/fake-api.ts';
import { preloadRecoverySteps } from '../../src/features/auth/forgot-password-flow.tsx';
import { forgotPasswordPaths } from '../../test/machines/forgot-password.paths.ts';
import {
  authPage,
  authRoutes,
  recoveryConfig,
  recoveryEndpoints,
  serveAuthConfig,
} from '../../test/views/auth/auth-harness.tsx';
import { galleryMeta } from './gallery.tsx';

type Settings = Parameters<typeof recoveryConfig>[0];

export default galleryMeta({
  paths: forgotPasswordPaths,
  page: authPage,
  route: '/forgot-password',
  routes: authRoutes,
  api: ({ context }) => {
    const api = new FakeApi();
    for (const endpoint of new Set(Object.values(recoveryEndpoints))) api.hold(endpoint);
    serveAuthConfig(recoveryConfig((context as { settings: Settings }).settings));
  },
  preload: preloadRecoverySteps,
});
