// Delete Account on /profile (test/views/account/account-delete-paths.test.tsx): signed in, the removal call held.
import { ProfilePage } from '../../src/features/account/profile-page.tsx';
import { accountDeletePaths } from '../../test/machines/account-delete.paths.ts';
import { profileApi } from '../../test/views/account/account-fixtures.ts';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: accountDeletePaths,
  page: <ProfilePage />,
  route: '/profile',
  storage: { token: 'token-abc' },
  api: () => profileApi().hold('DELETE /api/v1/customer/remove-account'),
});
