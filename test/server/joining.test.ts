// Joining the marketplace (issue 25 item 4): 6amMart's GET /get-vehicles and POST /auth/delivery-man/store — a
// delivery man's application stored pending, its images sniffed and bounded, its email and phone unique whatever the
// concurrency, its password hashed and held to 6amMart's rule.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryMen, joiningImages } from '../../server/db/schema/joining.ts';
import { deliveryVehicles } from '../../server/db/schema/promotions.ts';
import { verifyPassword } from '../../server/lib/accounts/passwords.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
const PASSWORD = 'Rider#2026';

let seq = 0;
/** A complete application as 6amMart's web client sends it, with `over` replacing or removing (null) fields. */
function application(over: Record<string, string | null> = {}, files: [string, Blob, string][] = []) {
  seq += 1;
  const fields: Record<string, string | null> = {
    f_name: 'Rafi',
    l_name: 'Ahmed',
    email: `rider${seq}@example.com`,
    phone: `+880170000${String(seq).padStart(4, '0')}`,
    identity_type: 'nid',
    identity_number: `NID-${seq}`,
    zone_id: '1',
    vehicle_id: '1',
    earning: '1',
    password: PASSWORD,
    ...over,
  };
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== null) fd.append(k, v);
  for (const [k, blob, name] of files) fd.append(k, blob, name);
  return { fd, email: fields.email!, phone: fields.phone! };
}

const register = (fd: FormData) => server.call('registerDeliveryMan', { body: fd });
const rowOf = async (email: string) =>
  (await server.database.db.select().from(deliveryMen).where(eq(deliveryMen.email, email)))[0];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('getVehicles', () => {
  it('lists the active vehicles as {id, type}, not an inactive one', async () => {
    const res = await server.call('getVehicles', {});
    expect(res.status).toBe(200);
    const active = await server.database.db.select().from(deliveryVehicles).where(eq(deliveryVehicles.status, 1));
    expect(res.body).toEqual(active.sort((a, b) => a.id - b.id).map((v) => ({ id: v.id, type: v.type })));
    expect(res.body.map((v: { type: string }) => v.type)).not.toContain('Truck');
  });

  it('refuses a malformed language header with 403', async () => {
    const res = await server.call('getVehicles', { headers: { 'X-localization': 'x'.repeat(20) } });
    expect(res.status).toBe(403);
  });
});

describe('registerDeliveryMan', () => {
  it('stores the application pending, the password hashed, the images kept', async () => {
    const { fd, email } = application({}, [
      ['image', new Blob([PNG]), 'me.png'],
      ['identity_image[]', new Blob([PNG]), 'front.png'],
      ['identity_image[]', new Blob([GIF]), 'back.gif'],
    ]);
    const res = await register(fd);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Delivery man added successfully.' });
    const row = (await rowOf(email))!;
    expect(row).toMatchObject({
      fName: 'Rafi',
      lName: 'Ahmed',
      identityType: 'nid',
      zoneId: 1,
      vehicleId: 1,
      earning: 1,
      status: 0,
      active: 0,
      applicationStatus: 'pending',
    });
    expect(row.password).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, row.password)).toBe(true);
    expect(row.identityImage).toHaveLength(2);
    const images = await server.database.db.select().from(joiningImages);
    const names = new Map(images.map((i) => [i.name, i.mime]));
    expect(names.get(row.image!)).toBe('image/png');
    expect(row.identityImage.map((n) => names.get(n))).toEqual(['image/png', 'image/gif']);
  });

  it('takes an application without images (they are optional, as in 6amMart)', async () => {
    const { fd, email } = application({ l_name: null });
    expect((await register(fd)).status).toBe(200);
    expect(await rowOf(email)).toMatchObject({ lName: null, image: null, identityImage: [] });
  });

  it('refuses a file that is not an image by its content, named like one', async () => {
    const { fd, email } = application({}, [
      ['image', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>']), 'me.png'],
    ]);
    const res = await register(fd);
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toEqual({
      code: 'image',
      message: 'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.',
    });
    expect(await rowOf(email)).toBeUndefined();
  });

  it('refuses an image over 2 MB and a fourth identity image', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const large = await register(application({}, [['identity_image[]', new Blob([big]), 'big.png']]).fd);
    expect(large.status).toBe(403);
    expect(large.body.errors[0]).toEqual({
      code: 'identity_image',
      message: 'The image may not be greater than 2048 kilobytes.',
    });
    const four = application(
      {},
      [1, 2, 3, 4].map((i) => ['identity_image[]', new Blob([PNG]), `${i}.png`] as [string, Blob, string]),
    );
    const res = await register(four.fd);
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toEqual({ code: 'identity_image', message: 'Maximum 3 images can be send at a time.' });
  });

  it.each([
    ['short1A!', null],
    ['Sh0rt!', 'The password must be at least 8 characters long'],
    ['lowercase1!', 'The password must contain both uppercase and lowercase letters'],
    ['NoNumbers!', 'The password must contain numbers'],
    ['NoSymbols12', 'The password must contain symbols'],
  ])('holds the password %s to 6amMart’s rule', async (password, message) => {
    const { fd, email } = application({ password });
    const res = await register(fd);
    if (message === null) {
      expect(res.status).toBe(200);
      return;
    }
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toEqual({ code: 'password', message });
    expect(await rowOf(email)).toBeUndefined();
  });

  it('refuses a missing first name, a bad identity type and a malformed phone with 403 by field', async () => {
    const res = await register(application({ f_name: null, identity_type: 'visa', phone: 'call me maybe' }).fd);
    expect(res.status).toBe(403);
    const codes = res.body.errors.map((e: { code: string }) => e.code);
    expect(codes).toEqual(expect.arrayContaining(['f_name', 'identity_type', 'phone']));
  });

  it('refuses an inactive vehicle and an unknown zone', async () => {
    const [truck] = await server.database.db.select().from(deliveryVehicles).where(eq(deliveryVehicles.status, 0));
    const vehicle = await register(application({ vehicle_id: String(truck!.id) }).fd);
    expect(vehicle.status).toBe(403);
    expect(vehicle.body.errors[0]).toEqual({ code: 'vehicle_id', message: 'Select a vehicle' });
    const zone = await register(application({ zone_id: '9999' }).fd);
    expect(zone.status).toBe(403);
    expect(zone.body.errors[0]).toEqual({ code: 'zone_id', message: 'Select a zone' });
  });

  it('answers a taken email (any case) or phone with the worded 403', async () => {
    const first = application();
    expect((await register(first.fd)).status).toBe(200);
    const email = await register(application({ email: first.email.toUpperCase() }).fd);
    expect(email.status).toBe(403);
    expect(email.body.errors[0]).toEqual({ code: 'email', message: 'The email has already been taken.' });
    const phone = await register(application({ phone: first.phone }).fd);
    expect(phone.status).toBe(403);
    expect(phone.body.errors[0]).toEqual({ code: 'phone', message: 'The phone has already been taken.' });
  });

  it('keeps one application per email when the same one is sent in parallel', async () => {
    const email = `race${Date.now()}@example.com`;
    const res = await Promise.all(Array.from({ length: 5 }, () => register(application({ email }).fd)));
    expect(res.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of res.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(403);
      expect(r.body.errors[0]).toEqual({ code: 'email', message: 'The email has already been taken.' });
    }
    expect(await server.database.db.select().from(deliveryMen).where(eq(deliveryMen.email, email))).toHaveLength(1);
  });

  it('answers 403 self-registration while delivery-man registration is off', async () => {
    await server.setConfig({ toggle_dm_registration: false });
    try {
      const { fd, email } = application();
      const res = await register(fd);
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe('self-registration');
      expect(await rowOf(email)).toBeUndefined();
    } finally {
      await server.setConfig({ toggle_dm_registration: true });
    }
  });
});
