// The landing page's location flow on / (test/views/location/location-paths.test.tsx): the flow's API actors wait (the
// test settles them; a story never does), the config's default location, no modules; the page stays (no reload).
import { FakeApi, json } from '../../test/support/fake-api.ts';
import { preloadLocationFlow } from '../../src/features/location/location-flow.tsx';
import { locationPaths } from '../../test/machines/location.paths.ts';
import { configFixture, locationPage, withPendingActors } from '../../test/views/location/location-page.tsx';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: locationPaths,
  page: locationPage({ adapt: withPendingActors({}), reloadHome: () => {} }),
  route: '/',
  api: () => new FakeApi().on('GET /api/v1/config', json(configFixture)).on('GET /api/v1/module', json([])),
  preload: preloadLocationFlow,
});
