// A module choice on /home (test/views/module/module-picker.test.tsx): a guest in zone 1 and the modules of that test, the
// rental cart's check and clearing held.
import { ModulePickerHost } from '../../src/features/module/module-picker-host.tsx';
import { modulePaths } from '../../test/machines/module.paths.ts';
import { CLEAR_CART, GET_CART, serveModules } from '../../test/views/module/module-fixtures.ts';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: modulePaths,
  page: <ModulePickerHost />,
  route: '/home',
  api: () => {
    const api = serveModules();
    api.hold(GET_CART);
    api.hold(CLEAR_CART);
  },
});
