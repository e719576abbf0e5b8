// The language change from the shell's top bar on /home (test/views/shell/language-theme.test.tsx): a guest with a
// location, in English. The flow's actor starts on first use: the story opens the top bar's language select.
import { userEvent, within } from 'storybook/test';
import { languagePaths } from '../../test/machines/language.paths.ts';
import { defaultRoutes, seedSession, ShellHarness } from '../../test/views/shell/shell-harness.tsx';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: languagePaths,
  page: <ShellHarness />,
  route: '/home',
  api: () => {
    defaultRoutes();
    seedSession({ location: 'Gulshan, Dhaka' });
  },
  meet: async (canvas, { key }) => {
    if (key === 'idle') return;
    const topBar = await within(canvas).findByRole('region', { name: 'Location and preferences' }, { timeout: 10_000 });
    await userEvent.click(within(topBar).getByRole('combobox', { name: 'Language' }));
  },
});
