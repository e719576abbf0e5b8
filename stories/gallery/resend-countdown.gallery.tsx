// "Resend code" under the sign-in dialog's OTP step on /?auth=sign-in (test/views/auth/auth-paths.test.tsx, whose OTP
// steps show it): the auth gallery's set-up, the auth actor resumed at its OTP step (otp.entering) to hold it.
import { authPaths } from '../../test/machines/auth.paths.ts';
import { resendCountdownPaths } from '../../test/machines/resend-countdown.paths.ts';
import { authPage, authRoutes, configWith, serveAuthConfig } from '../../test/views/auth/auth-harness.tsx';
import { installQueuedAuthApi } from '../../test/views/auth/queued-auth-api.ts';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: resendCountdownPaths,
  page: authPage,
  route: '/?auth=sign-in',
  routes: authRoutes,
  host: { paths: authPaths, state: 'otp.entering' },
  api: () => {
    installQueuedAuthApi();
    serveAuthConfig(configWith({ firebase_otp_verification: 0 }));
  },
});
