// Logout in the shell on /home (test/views/shell/logout.test.tsx, which chooses it in the account menu): signed in, the
// server's logout call held. The flow's actor is made on first use: the story starts it as the page mounts.
import { LogoutFlow } from '../../src/features/shell/logout-flow.ts';
import { hold } from '../../test/support/fake-api.ts';
import { logoutPaths } from '../../test/machines/logout.paths.ts';
import { defaultRoutes, seedSession, ShellHarness, signedIn } from '../../test/views/shell/shell-harness.tsx';
import { galleryMeta, StartedFlow } from './gallery.tsx';

export default galleryMeta({
  paths: logoutPaths,
  page: (
    <ShellHarness>
      <StartedFlow flow={LogoutFlow} />
    </ShellHarness>
  ),
  route: '/home',
  api: () => {
    defaultRoutes();
    seedSession(signedIn);
    hold('POST /api/v1/auth/logout');
  },
});
