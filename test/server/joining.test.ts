// Joining the marketplace: 6amMart's store registration (POST /auth/vendor/register, GET
// /vendor/package-view, POST /vendor/business_plan), GET /get-vehicles and POST /auth/delivery-man/store — a
// delivery man's application stored pending, its images sniffed and bounded, its email and phone unique whatever the
// concurrency, its password hashed and held to 6amMart's rule.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointInPolygon } from '../../domain/geo.ts';
import { modules, stores, zones } from '../../server/db/schema/catalogue.ts';
import { deliveryMen, joiningImages, subscriptionPackages, vendors } from '../../server/db/schema/joining.ts';
import { deliveryVehicles } from '../../server/db/schema/promotions.ts';
import { verifyPassword } from '../../server/lib/accounts/passwords.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { GIF, PNG } from '../support/images.ts';

let server: TestServer;
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

describe('store registration', () => {
  const DHAKA = { lat: 23.7925, lng: 90.4078 };
  let zoneId: number;
  let groceryId: number;
  let rentalId: number;
  let parcelId: number;
  let packageId: number;

  beforeAll(async () => {
    const db = server.database.db;
    const zoneRows = await db.select().from(zones);
    zoneId = zoneRows.find((z) => z.status === 1 && pointInPolygon(DHAKA.lat, DHAKA.lng, z.coordinates))!.id;
    const mods = await db.select().from(modules);
    groceryId = mods.find((m) => m.moduleType === 'grocery')!.id;
    rentalId = mods.find((m) => m.moduleType === 'rental')!.id;
    parcelId = mods.find((m) => m.moduleType === 'parcel')!.id;
    packageId = (await db.select().from(subscriptionPackages).where(eq(subscriptionPackages.packageName, 'Pro')))[0]!
      .id;
  });

  /** A complete store application as 6amMart's web client sends it, with `over` replacing or removing fields. */
  function storeApplication(over: Record<string, string | null> = {}, files?: [string, Blob, string][]) {
    seq += 1;
    const fields: Record<string, string | null> = {
      f_name: 'Nadia',
      l_name: 'Karim',
      email: `owner${seq}@example.com`,
      phone: `+880180000${String(seq).padStart(4, '0')}`,
      password: 'Owner#2026',
      translations: JSON.stringify([
        { locale: 'en', key: 'name', value: `Corner Grocer ${seq}` },
        { locale: 'en', key: 'address', value: '4 Lake Road, Dhaka' },
        { locale: 'ar', key: 'name', value: 'بقالة الزاوية' },
      ]),
      latitude: String(DHAKA.lat),
      longitude: String(DHAKA.lng),
      zone_id: String(zoneId),
      module_id: String(groceryId),
      minimum_delivery_time: '20',
      maximum_delivery_time: '40',
      delivery_time_type: 'min',
      tax: '5',
      business_plan: 'commission',
      ...over,
    };
    const fd = new FormData();
    for (const [k, v] of Object.entries(fields)) if (v !== null) fd.append(k, v);
    for (const [k, blob, name] of files ?? [['logo', new Blob([PNG]), 'logo.png']]) fd.append(k, blob, name);
    return { fd, email: fields.email! };
  }
  const apply = (fd: FormData) => server.call('registerStore', { body: fd });
  const storeOf = async (id: number) => (await server.database.db.select().from(stores).where(eq(stores.id, id)))[0]!;

  it('stores the owner and the store pending, not shown in the shop, its logo served', async () => {
    const { fd, email } = storeApplication({}, [
      ['logo', new Blob([PNG]), 'logo.png'],
      ['cover_photo', new Blob([GIF]), 'cover.gif'],
    ]);
    const res = await apply(fd);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      store_id: expect.any(Number),
      type: 'commission',
      message: 'Application placed successfully.',
    });
    const store = await storeOf(res.body.store_id);
    expect(store).toMatchObject({
      name: expect.stringMatching(/^Corner Grocer/),
      address: '4 Lake Road, Dhaka',
      zoneId,
      moduleId: groceryId,
      deliveryTime: '20-40 min',
      tax: 5,
      status: 0,
      storeBusinessModel: 'commission',
      translations: { ar: { name: 'بقالة الزاوية' } },
    });
    const [owner] = await server.database.db.select().from(vendors).where(eq(vendors.id, store.vendorId!));
    expect(owner).toMatchObject({ fName: 'Nadia', email, status: null });
    expect(await verifyPassword('Owner#2026', owner!.password)).toBe(true);
    const logo = await server.app.inject({ method: 'GET', url: `/media/${store.logo}` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    const cover = await server.app.inject({ method: 'GET', url: `/media/${store.coverPhoto}` });
    expect(cover.headers['content-type']).toBe('image/gif');
    const shown = await server.call('getStoreDetails', {
      params: { id: String(store.id) },
      headers: { moduleId: String(groceryId), zoneId: JSON.stringify([zoneId]) },
    });
    expect(shown.status).toBe(404);
  });

  it('takes a subscription package and answers its id; the plan is then chosen on its free trial', async () => {
    const res = await apply(storeApplication({ business_plan: 'subscription', package_id: String(packageId) }).fd);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 'subscription', package_id: packageId });
    const storeId = res.body.store_id as number;
    expect(await storeOf(storeId)).toMatchObject({ packageId, storeBusinessModel: 'unsubscribed' });
    const plan = await server.call('chooseBusinessPlan', {
      body: { store_id: storeId, business_plan: 'subscription', package_id: packageId, payment_gateway: 'free_trial' },
    });
    expect(plan.status).toBe(200);
    expect(plan.body).toMatchObject({
      store_business_model: 'subscription',
      message: 'Application placed successfully.',
    });
    expect(await storeOf(storeId)).toMatchObject({ packageId, storeBusinessModel: 'subscription' });
  });

  it.each([
    [{ translations: '[{"locale":"en","key":"name","value":"Only a name"}]' }, 'translations'],
    [{ latitude: '22.3569', longitude: '91.7832' }, 'latitude'],
    [{ module_id: 'parcel' }, 'module_id'],
    [{ minimum_delivery_time: '50', maximum_delivery_time: '40' }, 'maximum_delivery_time'],
    [{ business_plan: null }, 'business_plan'],
    [{ business_plan: 'subscription' }, 'package_id'],
    [{ password: 'owner2026' }, 'password'],
  ])('refuses %j with 403 %s and stores nothing', async (over, code) => {
    const fields = { ...over } as Record<string, string | null>;
    if (fields.module_id === 'parcel') fields.module_id = String(parcelId);
    const { fd, email } = storeApplication(fields);
    const res = await apply(fd);
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe(code);
    expect(await server.database.db.select().from(vendors).where(eq(vendors.email, email))).toEqual([]);
  });

  it('needs a logo that is an image, recognised by its content', async () => {
    const none = await apply(storeApplication({}, []).fd);
    expect(none.status).toBe(403);
    expect(none.body.errors[0]).toEqual({ code: 'logo', message: 'The logo field is required.' });
    const fake = await apply(storeApplication({}, [['logo', new Blob(['GIF? no']), 'logo.gif']]).fd);
    expect(fake.status).toBe(403);
    expect(fake.body.errors[0].code).toBe('logo');
  });

  it('answers a taken owner email or phone with the worded 403, also when two applications race', async () => {
    const first = storeApplication();
    expect((await apply(first.fd)).status).toBe(200);
    const again = await apply(storeApplication({ email: first.email }).fd);
    expect(again.body.errors[0]).toEqual({ code: 'email', message: 'The email has already been taken.' });
    const phone = '+8801899990000';
    const res = await Promise.all(Array.from({ length: 4 }, () => apply(storeApplication({ phone }).fd)));
    expect(res.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of res.filter((r) => r.status !== 200))
      expect(r.body.errors[0]).toEqual({ code: 'phone', message: 'The phone has already been taken.' });
  });

  it('answers 403 self-registration while store registration is off', async () => {
    await server.setConfig({ toggle_store_registration: false });
    try {
      const res = await apply(storeApplication().fd);
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe('self-registration');
    } finally {
      await server.setConfig({ toggle_store_registration: true });
    }
  });

  it('lists the active packages (the rental module its own) and refuses a malformed module id', async () => {
    const res = await server.call('getSubscriptionPackages', { query: { module_id: groceryId } });
    expect(res.status).toBe(200);
    expect(res.body.packages.map((p: { package_name: string }) => p.package_name).sort()).toEqual(['Basic', 'Pro']);
    expect(res.body.packages.find((p: { package_name: string }) => p.package_name === 'Pro')).toMatchObject({
      price: 79,
      validity: 90,
      pos: 1,
      review: 1,
      default: 1,
      max_order: 'unlimited',
    });
    const rental = await server.call('getSubscriptionPackages', { query: { module_id: rentalId } });
    expect(rental.body.packages).toEqual([]);
    const bad = await server.call('getSubscriptionPackages', { query: { module_id: 'abc' as never } });
    expect(bad.status).toBe(403);
  });

  it('chooses commission for a pending store only; refuses another gateway and an approved store', async () => {
    const res = await apply(storeApplication().fd);
    const storeId = res.body.store_id as number;
    const paid = await server.call('chooseBusinessPlan', {
      body: { store_id: storeId, business_plan: 'subscription', package_id: packageId, payment_gateway: 'stripe' },
    });
    expect(paid.status).toBe(403);
    expect(paid.body.errors[0].code).toBe('payment_gateway');
    const commission = await server.call('chooseBusinessPlan', {
      body: { store_id: storeId, business_plan: 'commission' },
    });
    expect(commission.status).toBe(200);
    expect(commission.body.store_business_model).toBe('commission');
    const [approved] = await server.database.db.select().from(stores).where(eq(stores.status, 1)).limit(1);
    const other = await server.call('chooseBusinessPlan', {
      body: { store_id: approved!.id, business_plan: 'commission' },
    });
    expect(other.status).toBe(403);
    expect(other.body.errors[0].code).toBe('store_id');
  });
});
