import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../server/db/seed/customers.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;
let token: string;
let other: string;

beforeAll(async () => {
  server = await startTestServer();
  const res = await server.call('login', {
    body: { login_type: 'manual', email_or_phone: DEMO_CUSTOMER.email, password: '12345678' },
  });
  token = res.body.token;
  await server.setConfig({ centralize_login: { phone_verification_status: 0 } });
  other = (
    await server.call('signUp', { body: { name: 'Other Person', phone: '+8801977000001', password: 'secret123' } })
  ).body.token;
});
afterAll(() => server.close());

const gulshan = {
  contact_person_name: 'Demo Customer',
  contact_person_number: '+8801700000001',
  address_type: 'other',
  address: 'Gulshan Avenue 45, Dhaka',
  latitude: '23.7925',
  longitude: '90.4150',
  road: '45',
  house: '7',
  floor: '2',
};

describe('addresses', () => {
  it('lists the three seeded addresses of the demo customer with their zones', async () => {
    const res = await server.call('listAddresses', { token });
    expect(res.status).toBe(200);
    expect(res.body.total_size).toBe(3);
    expect(res.body.addresses.map((a: { address_type: string }) => a.address_type).sort()).toEqual([
      'home',
      'office',
      'other',
    ]);
    const home = res.body.addresses.find((a: { address_type: string }) => a.address_type === 'home');
    expect(home.zone_ids).toEqual([2, 1]); // Gulshan lies in Gulshan & Banani (smaller) and Dhaka Central
    expect(home.zone_id).toBe(2);
    const office = res.body.addresses.find((a: { address_type: string }) => a.address_type === 'office');
    expect(office.zone_id).toBe(3);
  });

  it('pages the list (offset is the page number)', async () => {
    const res = await server.call('listAddresses', { token, query: { limit: 2, offset: 2 } });
    expect(res.body).toMatchObject({ total_size: 3, limit: 2, offset: 2 });
    expect(res.body.addresses).toHaveLength(1);
    expect((await server.call('listAddresses', { token, query: { limit: 0 } })).status).toBe(403);
  });

  it('adds an address inside a zone and places it there', async () => {
    const res = await server.call('addAddress', { token, body: gulshan });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Successfully added!');
    expect(res.body.zone_ids).toEqual([2, 1]);
    expect(res.body.address).toMatchObject({
      address: gulshan.address,
      road: '45',
      house: '7',
      floor: '2',
      zone_id: 2,
    });
    const list = await server.call('listAddresses', { token });
    expect(list.body.total_size).toBe(4);
    expect(list.body.addresses[0].id).toBe(res.body.address.id); // newest first
  });

  it('refuses a point outside every zone (403 coordinates) and missing fields (403 per field)', async () => {
    const out = await server.call('addAddress', {
      token,
      body: { ...gulshan, latitude: '22.3569', longitude: '91.7832' },
    });
    expect(out.status).toBe(403);
    expect(out.body.errors[0]).toEqual({ code: 'coordinates', message: 'Service not available in this area' });
    // Savar: inside an inactive zone only
    const inactive = await server.call('addAddress', {
      token,
      body: { ...gulshan, latitude: '23.85', longitude: '90.26' },
    });
    expect(inactive.body.errors[0].code).toBe('coordinates');
    const missing = await server.call('addAddress', {
      token,
      body: { ...gulshan, contact_person_number: undefined, address: undefined },
    });
    expect(missing.status).toBe(403);
    expect(missing.body.errors.map((e: { code: string }) => e.code).sort()).toEqual([
      'address',
      'contact_person_number',
    ]);
    const badType = await server.call('addAddress', { token, body: { ...gulshan, address_type: 'castle' } });
    expect(badType.body.errors[0].code).toBe('address_type');
    expect((await server.call('addAddress', { body: gulshan })).status).toBe(401);
  });

  it("updates an address (re-zoning it) and refuses another customer's address with 404", async () => {
    const added = await server.call('addAddress', { token, body: gulshan });
    const id = added.body.address.id;
    const res = await server.call('updateAddress', {
      token,
      params: { id },
      body: { ...gulshan, id, address: 'Uttara Sector 4', latitude: 23.86, longitude: 90.4 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Successfully updated!', zone_id: 3 });
    expect(res.body.address).toMatchObject({ address: 'Uttara Sector 4', latitude: '23.86' });
    const foreign = await server.call('updateAddress', { token: other, params: { id }, body: gulshan });
    expect(foreign.status).toBe(404);
    const outside = await server.call('updateAddress', {
      token,
      params: { id },
      body: { ...gulshan, latitude: '10', longitude: '10' },
    });
    expect(outside.status).toBe(403);
  });

  it("deletes an address; another customer's or a deleted one → 404", async () => {
    const added = await server.call('addAddress', { token, body: gulshan });
    const id = added.body.address.id;
    expect((await server.call('deleteAddress', { token: other, query: { address_id: id } })).status).toBe(404);
    const res = await server.call('deleteAddress', { token, query: { address_id: id } });
    expect(res.body).toEqual({ message: 'Successfully removed!' });
    expect((await server.call('deleteAddress', { token, query: { address_id: id } })).status).toBe(404);
    expect((await server.call('deleteAddress', { token })).status).toBe(403);
  });

  it("keeps each customer's addresses apart", async () => {
    const res = await server.call('listAddresses', { token: other });
    expect(res.body.total_size).toBe(0);
    expect((await server.call('listAddresses')).status).toBe(401);
  });
});
