// Property: for random parcels of the demo shop, the fee and total the SPA shows on the parcel page
// (parcel-price.ts on top of domain/pricing/parcel.ts, fed with exactly what the embedded API answers the SPA:
// the parcel categories, the config, the sender's zone from get-zone-id and the vehicle's extra charge for the
// distance) equal what the API stores when the parcel is placed (read back with GET track). Random: the category, the
// sender and receiver points (anywhere in a box over Dhaka: some fall outside every parcel zone and are refused),
// who pays, the tips and the config's service-charge switch.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../server/db/schema/catalogue.ts';
import { parcelZoneOf, type ParcelCategory } from '../../src/api/parcel.ts';
import { parcelDistance, parcelPrice } from '../../src/features/parcel/parcel-price.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;
let moduleId: number;
let categories: ParcelCategory[];

beforeAll(async () => {
  server = await startTestServer();
  const [parcel] = await server.database.db.select().from(modules).where(eq(modules.moduleType, 'parcel'));
  moduleId = parcel!.id;
  categories = (await server.call('getParcelCategories', { moduleId })).body;
});

afterAll(async () => {
  await server?.close();
});

/** A point in a box over Dhaka (zones 1–5 and some ground outside them), spread evenly (no bias to its edges). */
const point = fc.noBias(
  fc.record({
    lat: fc.integer({ min: 236_900, max: 238_800 }).map((n) => n / 10_000),
    lng: fc.integer({ min: 903_300, max: 904_800 }).map((n) => n / 10_000),
  }),
);

describe('parcel fee: the SPA shows what the server stores', () => {
  it('for random parcels (category, places, payer, tips, service charge)', async () => {
    let placed = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 100 }),
        point,
        point,
        fc.constantFrom('sender', 'receiver') as fc.Arbitrary<'sender' | 'receiver'>,
        fc.integer({ min: 0, max: 500 }).map((c) => c / 100),
        fc.boolean(),
        async (pick, from, to, payer, tips, service) => {
          await server.setConfig({ additional_charge_status: service ? 1 : 0, dm_tips_status: 1 });
          const category = categories[pick % categories.length]!;
          const guest = (await server.call('requestGuestId')).body.guest_id as string;

          // What the parcel page reads, from the API as the SPA reads it.
          const config = (await server.call('getConfig')).body;
          const zoneAnswer = await server.call('getZoneId', { query: { lat: from.lat, lng: from.lng } });
          const zone = zoneAnswer.status === 200 ? parcelZoneOf(zoneAnswer.body.zone_data ?? [], moduleId) : null;
          const distance = parcelDistance(from, to)!;
          const extra = (await server.call('getVehicleExtraCharge', { query: { distance } })).body as number;
          const shown = zone ? parcelPrice({ category, zone, config, distance, extraCharge: extra, tips }) : null;

          const res = await server.call('placeOrder', {
            moduleId,
            headers: { 'Idempotency-Key': `parcel-property-${guest}` },
            body: {
              guest_id: guest,
              order_amount: shown?.total ?? 0,
              order_type: 'parcel',
              payment_method: 'cash_on_delivery',
              parcel_category_id: category.id,
              charge_payer: payer,
              dm_tips: tips,
              distance,
              contact_person_name: 'Property Sender',
              contact_person_number: '+8801944444444',
              address: 'Property Lane',
              latitude: from.lat,
              longitude: from.lng,
              receiver_details: JSON.stringify({
                contact_person_name: 'Property Receiver',
                contact_person_number: '+8801955555555',
                address: 'Receiver Road',
                latitude: to.lat,
                longitude: to.lng,
              }),
            },
          });
          if (res.status !== 200) {
            // outside every parcel zone (sender or receiver), or cash not taken in the sender's zone: no price question
            expect(res.status, JSON.stringify(res.body)).toBe(403);
            expect(['coordinates', 'receiver_details', 'payment_method']).toContain(res.body.errors[0].code);
            if (res.body.errors[0].code === 'coordinates') expect(zone).toBeNull();
            return;
          }
          expect(shown, 'the SPA found the sender zone the server used').not.toBeNull();
          placed += 1;
          expect(res.body.total_ammount).toBe(shown!.total);
          const track = await server.call('trackOrder', {
            query: { order_id: res.body.order_id, guest_id: guest, contact_number: '+8801944444444' },
          });
          expect(track.status).toBe(200);
          expect(track.body).toMatchObject({
            order_amount: shown!.total,
            delivery_charge: shown!.deliveryFee,
            additional_charge: shown!.additionalCharge,
            dm_tips: shown!.tips,
            distance: shown!.distance,
            zone_id: zone!.zoneId,
            charge_payer: payer,
          });
        },
      ),
      { numRuns: 40 },
    );
    // most random parcels are placed (the comparison above is not vacuous)
    expect(placed).toBeGreaterThan(10);
  }, 300_000);
});
