// The sign-in dialog on /?auth=sign-in (test/views/auth/auth-paths.test.tsx): the auth calls wait for answers (the
// queued fake server of that test, none given), the config with the server's own OTP (no Firebase).
import { authPaths } from '../../test/machines/auth.paths.ts';
import { authPage, authRoutes, configWith, serveAuthConfig } from '../../test/views/auth/auth-harness.tsx';
import { installQueuedAuthApi } from '../../test/views/auth/queued-auth-api.ts';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: authPaths,
  page: authPage,
  route: '/?auth=sign-in',
  routes: authRoutes,
  api: () => {
    installQueuedAuthApi();
    serveAuthConfig(configWith({ firebase_otp_verification: 0 }));
  },
});
