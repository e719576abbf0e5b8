// The order/place body of a parcel, as 6amMart's web client sends it: the sender in the address fields and contact
// person, the receiver as a receiver_details JSON text, the category, who pays, the payment and the note.
import type { ChargePayer, ParcelParty, ParcelPayment } from '../../../machines/parcel.machine.ts';

const orNull = (s: string) => s.trim() || null;

export function parcelBody(i: {
  categoryId: number;
  sender: ParcelParty;
  receiver: ParcelParty;
  receiverZoneId: number | null;
  payer: ChargePayer;
  payment: ParcelPayment;
  note: string;
  /** What the customer sees (the server prices it again). */
  total: number;
  distance: number;
  /** Digital payment: where the payment page returns (with `flag` and `order_id` added). */
  callback: string;
}): Record<string, unknown> {
  const { sender, receiver } = i;
  return {
    order_type: 'parcel',
    order_amount: i.total,
    payment_method: i.payment,
    parcel_category_id: i.categoryId,
    charge_payer: i.payer,
    distance: i.distance,
    address: sender.address,
    latitude: sender.lat,
    longitude: sender.lng,
    address_type: 'others',
    road: orNull(sender.road),
    house: orNull(sender.house),
    floor: orNull(sender.floor),
    contact_person_name: sender.name.trim(),
    contact_person_number: sender.phone.trim(),
    receiver_details: JSON.stringify({
      id: null,
      address_type: 'others',
      contact_person_name: receiver.name.trim(),
      contact_person_number: receiver.phone.trim(),
      address: receiver.address,
      latitude: receiver.lat,
      longitude: receiver.lng,
      zone_id: i.receiverZoneId,
      road: orNull(receiver.road),
      house: orNull(receiver.house),
      floor: orNull(receiver.floor),
    }),
    delivery_instruction: orNull(i.note),
    ...(i.payment === 'digital_payment' ? { callback: i.callback } : {}),
  };
}
