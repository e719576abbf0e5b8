import type { SavedAddress } from '../../../domain/geo.ts';
import { SavedAddressesDialog } from '../../shop/saved-addresses-dialog.tsx';
import { LocationActor } from './location-flow.tsx';

const describe = (a: SavedAddress) => ({ id: a.id, type: a.addressType, address: a.address });

/**
 * The location picker's saved addresses (signed-in customers): selecting one opens it on the map to check its zone;
 * the empty state's add button opens the map to pick a new place.
 */
export function LocationSavedAddresses() {
  const actor = LocationActor.useActorRef();
  const loading = LocationActor.useSelector((s) => s.hasTag('loading'));
  const addresses = LocationActor.useSelector((s) => s.context.savedAddresses);
  return (
    <SavedAddressesDialog
      addresses={loading ? undefined : addresses}
      describe={describe}
      onSelect={(address) => actor.send({ type: 'PICK_ADDRESS', address })}
      onAdd={() => {
        actor.send({ type: 'CLOSE' });
        actor.send({ type: 'OPEN_MAP' });
      }}
      onClose={() => actor.send({ type: 'CLOSE' })}
    />
  );
}
