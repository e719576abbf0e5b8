// The sign-in dialog's methods on /?auth=sign-in (test/views/auth/login-methods-paths.test.tsx): the config enables
// the methods the story's context holds (its flags), as the config the test gives for each path.
import type { LoginMethodFlags } from '../../machines/login-methods.machine.ts';
import { loginMethodsPaths } from '../../test/machines/login-methods.paths.ts';
import { authPage, authRoutes, loginMethodsConfig, serveAuthConfig } from '../../test/views/auth/auth-harness.tsx';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: loginMethodsPaths,
  page: authPage,
  route: '/?auth=sign-in',
  routes: authRoutes,
  api: ({ context }) => serveAuthConfig(loginMethodsConfig(context as LoginMethodFlags)),
});
