// The parcel page's backend and session as its path test (test/views/parcel/parcel-paths.test.tsx) and the state
// gallery's parcel stories set them up: a signed-in customer at the sender's place in zone 1 with the Parcel module,
// two parcel categories, the fees' answers, the order's placement held.
import { FakeApi, config, json } from '../../support/fake-api.ts';
import { receiverParty, senderParty } from '../../machines/parcel.paths.ts';

export const PLACE = 'POST /api/v1/customer/order/place';

const zoneAnswer = {
  zone_id: '[1]',
  zone_data: [
    {
      id: 1,
      status: 1,
      cash_on_delivery: 1,
      digital_payment: 1,
      increased_delivery_fee: 0,
      increased_delivery_fee_status: 0,
      modules: [
        {
          id: 5,
          module_name: 'Parcel',
          module_type: 'parcel',
          pivot: { zone_id: 1, module_id: 5, per_km_shipping_charge: 1.5, minimum_shipping_charge: 2 },
        },
      ],
    },
  ],
};

const category = (id: number, name: string, perKm: number | null, min: number | null) => ({
  id,
  module_id: 5,
  name,
  description: `${name} up to 5 kg`,
  image: 'parcel/x.svg',
  image_full_url: '/media/parcel/x.svg',
  status: 1,
  parcel_per_km_shipping_charge: perKm,
  parcel_minimum_shipping_charge: min,
  orders_count: 0,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

/** Signs the customer in at the sender's place (the current location) and serves /parcel-delivery-info. */
export function serveParcel(): FakeApi {
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('module', JSON.stringify({ id: 5, module_type: 'parcel', module_name: 'Parcel' }));
  // the current location is the sender's place; the customer's name and phone fill the sender
  localStorage.setItem('location', senderParty.address);
  localStorage.setItem('currentLatLng', JSON.stringify({ lat: senderParty.lat, lng: senderParty.lng }));
  localStorage.setItem('token', 'token-abc');
  const api = new FakeApi()
    .on(
      'GET /api/v1/config',
      json(
        config({
          cash_on_delivery: true,
          digital_payment: true,
          customer_wallet_status: 1,
          additional_charge_status: 1,
          additional_charge: 2,
          additional_charge_name: 'Service charge',
          dm_tips_status: 0,
          parcel_per_km_shipping_charge: 9,
          parcel_minimum_shipping_charge: 9,
        }),
      ),
    )
    .on('GET /api/v1/parcel-category', json([category(1, 'Documents', 1.2, 3), category(2, 'Fragile', null, null)]))
    .on('GET /api/v1/config/get-zone-id', json(zoneAnswer))
    .on(
      'GET /api/v1/config/geocode-api',
      json({ status: 'OK', results: [{ formatted_address: receiverParty.address }] }),
    )
    .on('GET /api/v1/vehicle/extra_charge', (req) => json(Number(req.query.get('distance')) > 3 ? 1.5 : 0))
    .on(
      'GET /api/v1/customer/info',
      json({ id: 1, f_name: 'Sara', l_name: 'Sender', phone: senderParty.phone, wallet_balance: 50 }),
    )
    .on('GET /api/v1/customer/address/list', json({ total_size: 0, addresses: [] }));
  api.hold(PLACE);
  return api;
}
