// Logout from the account menu of the shell on /home (test/views/shell/logout.test.tsx): signed in, the server's logout
// call held. The flow's actor starts on first use: the story opens the account menu and chooses Logout.
import { userEvent, within } from 'storybook/test';
import { hold } from '../../test/support/fake-api.ts';
import { logoutPaths } from '../../test/machines/logout.paths.ts';
import { defaultRoutes, seedSession, ShellHarness, signedIn } from '../../test/views/shell/shell-harness.tsx';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: logoutPaths,
  page: <ShellHarness />,
  route: '/home',
  api: () => {
    defaultRoutes();
    seedSession(signedIn);
    hold('POST /api/v1/auth/logout');
  },
  meet: async (canvas, { key }) => {
    if (key === 'idle') return;
    await userEvent.click(
      await within(canvas).findByRole('button', { name: 'Demo, account menu' }, { timeout: 10_000 }),
    );
  },
});
