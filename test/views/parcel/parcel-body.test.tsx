// The order/place body of a parcel as 6amMart's web client sends it (sender in the address fields, receiver as a
// receiver_details JSON text); a digital payment names where the payment page returns.
import { describe, expect, it } from 'vitest';
import { parcelBody } from '../../../src/features/parcel/parcel-body.ts';
import { receiverParty, senderParty } from '../../machines/parcel.paths.ts';

const input = {
  categoryId: 3,
  sender: { ...senderParty, floor: '  ' },
  receiver: receiverParty,
  receiverZoneId: 3,
  payer: 'receiver' as const,
  payment: 'cash_on_delivery' as const,
  note: ' Ring twice ',
  total: 21.5,
  distance: 13.3,
  callback: 'http://shop.test/track-order',
};

describe('parcel body', () => {
  it('sends the sender in the address fields and the receiver as receiver_details text', () => {
    const body = parcelBody(input);
    expect(body).toMatchObject({
      order_type: 'parcel',
      order_amount: 21.5,
      payment_method: 'cash_on_delivery',
      parcel_category_id: 3,
      charge_payer: 'receiver',
      distance: 13.3,
      address: 'Karwan Bazar, Dhaka',
      latitude: 23.7512,
      longitude: 90.3935,
      road: '12',
      house: '4B',
      floor: null,
      contact_person_name: 'Sara Sender',
      contact_person_number: '+8801911111111',
      delivery_instruction: 'Ring twice',
    });
    expect(body).not.toHaveProperty('callback');
    expect(JSON.parse(body.receiver_details as string)).toEqual({
      id: null,
      address_type: 'others',
      contact_person_name: 'Rafi Receiver',
      contact_person_number: '+8801922222222',
      address: 'Uttara Sector 7, Dhaka',
      latitude: 23.8709,
      longitude: 90.3963,
      zone_id: 3,
      road: null,
      house: null,
      floor: null,
    });
  });

  it('a digital payment names where the payment page returns', () => {
    expect(parcelBody({ ...input, payer: 'sender', payment: 'digital_payment' }).callback).toBe(
      'http://shop.test/track-order',
    );
  });
});
