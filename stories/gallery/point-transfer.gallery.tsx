// Convert points on /loyalty-points (test/views/wallet/point-transfer-paths.test.tsx): the transfer call held.
import { LoyaltyPage } from '../../src/features/wallet/loyalty-page.tsx';
import { pointTransferPaths } from '../../test/machines/point-transfer.paths.ts';
import { walletApi } from '../../test/views/wallet/wallet-fixtures.ts';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: pointTransferPaths,
  page: <LoyaltyPage />,
  route: '/loyalty-points',
  api: () => walletApi().hold('POST /api/v1/customer/loyalty-point/point-transfer'),
});
