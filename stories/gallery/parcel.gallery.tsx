// The parcel delivery on /parcel-delivery-info (test/views/parcel/parcel-paths.test.tsx): signed in at the sender's
// place with the Parcel module, the categories and fees of that test, the placement held. The map is Leaflet's own
// (the test's stand-in is for its DOM, which cannot lay it out).
import { ParcelPage } from '../../src/features/parcel/parcel-page.tsx';
import { parcelPaths } from '../../test/machines/parcel.paths.ts';
import { serveParcel } from '../../test/views/parcel/parcel-fixtures.ts';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: parcelPaths,
  page: <ParcelPage />,
  route: '/parcel-delivery-info',
  api: serveParcel,
});
