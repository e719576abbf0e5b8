// The footer's newsletter in the shell on /home (test/views/shell/footer.test.tsx): a guest, the subscribe call held.
import { hold } from '../../test/support/fake-api.ts';
import { newsletterPaths } from '../../test/machines/newsletter.paths.ts';
import { defaultRoutes, ShellHarness } from '../../test/views/shell/shell-harness.tsx';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: newsletterPaths,
  page: <ShellHarness />,
  route: '/home',
  api: () => {
    defaultRoutes();
    hold('POST /api/v1/newsletter/subscribe');
  },
});
