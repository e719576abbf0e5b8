// The store registration on /store-registration (test/views/joining/store-registration-paths.test.tsx): a guest, the
// business models of the story's choices (subscriptions or not), the zones, packages, registration and trial held.
// The map is Leaflet's own (the test's stand-in is for its DOM, which cannot lay it out).
import { StoreRegistrationPage } from '../../src/features/joining/store-registration-page.tsx';
import { storeRegistrationPaths } from '../../test/machines/store-registration.paths.ts';
import { storeRegistrationApi } from '../../test/views/joining/registration-fixtures.ts';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: storeRegistrationPaths,
  page: <StoreRegistrationPage />,
  route: '/store-registration?active=active',
  api: ({ context }) => storeRegistrationApi(() => (context as { subscriptions: boolean }).subscriptions),
});
