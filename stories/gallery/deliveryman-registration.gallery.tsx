// The delivery man registration on /deliveryman-registration
// (test/views/joining/deliveryman-registration-paths.test.tsx): a guest, the zones, vehicles and registration held.
import { DeliverymanRegistrationPage } from '../../src/features/joining/deliveryman-registration-page.tsx';
import { deliverymanRegistrationPaths } from '../../test/machines/deliveryman-registration.paths.ts';
import { deliverymanRegistrationApi } from '../../test/views/joining/registration-fixtures.ts';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: deliverymanRegistrationPaths,
  page: <DeliverymanRegistrationPage />,
  route: '/deliveryman-registration',
  api: deliverymanRegistrationApi,
});
