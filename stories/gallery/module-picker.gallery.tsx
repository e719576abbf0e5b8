// The module picker on /home (test/views/module/module-picker.test.tsx): a guest in zone 1 and the modules of that test, the
// rental cart's check and clearing held.
import { ModulePickerHost } from '../../src/features/module/module-picker-host.tsx';
import { modulePickerPaths } from '../../test/machines/module-picker.paths.ts';
import { CLEAR_CART, GET_CART, serveModules } from '../../test/views/module/module-fixtures.ts';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: modulePickerPaths,
  page: <ModulePickerHost />,
  route: '/home',
  api: () => {
    const api = serveModules();
    api.hold(GET_CART);
    api.hold(CLEAR_CART);
  },
});
