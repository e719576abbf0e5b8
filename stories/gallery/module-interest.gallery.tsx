// The favourite categories on /interest (test/views/module/interest-page.test.tsx): zone 1 with the Grocery module,
// its categories, the account's save held; signed in when the story's context says so.
import { InterestPage } from '../../src/features/module/interest-page.tsx';
import { moduleInterestPaths } from '../../test/machines/module-interest.paths.ts';
import { serveInterests, UPDATE_INTEREST } from '../../test/views/module/module-fixtures.ts';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: moduleInterestPaths,
  page: <InterestPage />,
  route: '/interest',
  api: ({ context }) => {
    serveInterests().hold(UPDATE_INTEREST);
    if ((context as { signedIn: boolean }).signedIn) localStorage.setItem('token', 'tok');
  },
});
