// The address modal of the checkout's delivery address block (test/views/checkout/address-paths.test.tsx): a signed-in
// customer without saved addresses, the zone lookup and the save held. The story presses Add Address (the modal and
// its actor mount then), but in `closed`, where the modal is gone; the modal's MOVE to the map's start point as it
// mounts is the first step of the story's path.
import { userEvent, within } from 'storybook/test';
import { addressPaths } from '../../test/machines/address.paths.ts';
import { addressApi, AddressBlock } from '../../test/views/checkout/address-fixtures.tsx';
import { galleryMeta } from './gallery.tsx';

export default galleryMeta({
  paths: addressPaths,
  page: <AddressBlock guest={false} />,
  route: '/checkout?page=cart',
  storage: { token: 'token-abc' },
  api: () => addressApi(() => []),
  sentOnMount: 'MOVE',
  meet: async (canvas, { key }) => {
    if (key === 'closed') return;
    await userEvent.click(await within(canvas).findByRole('button', { name: 'Add Address' }, { timeout: 10_000 }));
  },
});
