// The profile form on /profile (test/views/account/profile-edit-paths.test.tsx): signed in, the update call held.
import { ProfilePage } from '../../src/features/account/profile-page.tsx';
import { profileEditPaths } from '../../test/machines/profile-edit.paths.ts';
import { PROFILE_UPDATE, profileApi } from '../../test/views/account/account-fixtures.ts';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: profileEditPaths,
  page: <ProfilePage />,
  route: '/profile',
  storage: { token: 'token-abc' },
  api: () => profileApi().hold(PROFILE_UPDATE),
});
