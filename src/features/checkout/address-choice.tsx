import { parseLatLng } from '../../../domain/geo.ts';
import type { Config } from '../../api/config.ts';
import { readGuestContact, session } from '../../session/storage.ts';
import { AddressSelector } from './address-selector.tsx';
import { CheckoutActor } from './checkout.context.ts';
import { selectCurrentAddress, selectFacts, selectOrderType } from './checkout-selectors.ts';

/** Where the map starts when a new address is added: the chosen location, else the config's default. */
const startOf = (config: Config) =>
  session.latLng() ?? parseLatLng(config.default_location) ?? { lat: 23.7925, lng: 90.4078 };

/** 'Delivery Addresses': the chosen (or default) saved address, or the guest's contact info, from the chart. */
export function AddressChoice({ config }: { config: Config }) {
  const checkout = CheckoutActor.useActorRef();
  const facts = CheckoutActor.useSelector(selectFacts);
  const orderType = CheckoutActor.useSelector(selectOrderType);
  const current = CheckoutActor.useSelector(selectCurrentAddress);
  const guestContact = CheckoutActor.useSelector((s) => s.context.guestContact);
  if (!facts) return null;
  return (
    <AddressSelector
      guest={facts.guest}
      orderType={orderType}
      addresses={facts.addresses.slice()}
      selected={current}
      onSelect={(address) => checkout.send({ type: 'CHOOSE_ADDRESS', address })}
      guestContact={guestContact}
      // the contact dialog keeps the guest's contact on the device: the chart takes what it saved
      onGuestContactChange={() => checkout.send({ type: 'SAVE_GUEST_CONTACT', contact: readGuestContact() })}
      storeZoneId={facts.storeZoneId}
      start={startOf(config)}
      countryPicker={config.country_picker_status === 1}
      country={config.country}
    />
  );
}
