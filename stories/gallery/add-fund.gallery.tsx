// Add fund on /wallet (test/views/wallet/add-fund-paths.test.tsx): the wallet's backend, the add-fund call held.
import { WalletPage } from '../../src/features/wallet/wallet-page.tsx';
import { addFundPaths } from '../../test/machines/add-fund.paths.ts';
import { walletApi } from '../../test/views/wallet/wallet-fixtures.ts';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: addFundPaths,
  page: <WalletPage />,
  route: '/wallet',
  api: () => walletApi().hold('POST /api/v1/customer/wallet/add-fund'),
});
