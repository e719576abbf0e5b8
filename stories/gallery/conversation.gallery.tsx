// A conversation of the inbox on /profile?page=inbox&vendor=2 (test/views/account/conversation-paths.test.tsx): signed
// in, the conversation's pages, the send and the live stream held.
import { ProfilePage } from '../../src/features/account/profile-page.tsx';
import { conversationPaths } from '../../test/machines/conversation.paths.ts';
import { conversationApi, conversationRoute } from '../../test/views/account/account-fixtures.ts';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: conversationPaths,
  page: <ProfilePage />,
  route: conversationRoute,
  storage: { token: 'token-abc' },
  api: conversationApi,
});
