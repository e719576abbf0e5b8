// The language change in the shell on /home (test/views/shell/language-theme.test.tsx, which chooses it in the top
// bar's select): a guest with a location, in English. The flow's actor is made on first use: the story starts it as
// the page mounts.
import { LanguageFlow } from '../../src/shop/language-flow.ts';
import { languagePaths } from '../../test/machines/language.paths.ts';
import { defaultRoutes, seedSession, ShellHarness } from '../../test/views/shell/shell-harness.tsx';
import { galleryMeta, StartedFlow } from './gallery.tsx';

export default galleryMeta({
  paths: languagePaths,
  page: (
    <ShellHarness>
      <StartedFlow flow={LanguageFlow} />
    </ShellHarness>
  ),
  route: '/home',
  api: () => {
    defaultRoutes();
    seedSession({ location: 'Gulshan, Dhaka' });
  },
});
