import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, modules, stores } from '../../server/db/schema/catalogue.ts';
import { users } from '../../server/db/schema/customer.ts';
import { orders } from '../../server/db/schema/orders.ts';
import { DEMO_CUSTOMER } from '../../server/db/seed/customers.ts';
import { DEMO_OTP } from '../../server/lib/config/business-config.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { KEPT_PNG, pictureOf, PNG } from '../support/images.ts';

let server: TestServer;
let clock = Date.UTC(2026, 4, 1, 10, 0, 0);
const advance = (seconds: number) => {
  clock += seconds * 1000;
  server.clock.now = new Date(clock);
};

beforeAll(async () => {
  server = await startTestServer();
  server.clock.now = new Date(clock);
});
afterAll(() => server.close());

async function signIn(email = DEMO_CUSTOMER.email, password = '12345678') {
  const res = await server.call('login', { body: { login_type: 'manual', email_or_phone: email, password } });
  expect(res.body.token).toEqual(expect.any(String));
  return res.body.token as string;
}

/** A fresh signed-in customer (sign-up with verification off for the call). */
async function newCustomer(phone: string, email?: string) {
  await server.setConfig({ centralize_login: { phone_verification_status: 0 } });
  const res = await server.call('signUp', { body: { name: 'Test Person', phone, email, password: 'secret123' } });
  await server.setConfig({ centralize_login: { phone_verification_status: 1 } });
  return res.body.token as string;
}

const form = (fields: Record<string, string | Blob>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
};

describe('getCustomerInfo', () => {
  it("returns the demo customer's profile with wallet, points and membership", async () => {
    const token = await signIn();
    const res = await server.call('getCustomerInfo', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      f_name: 'Demo',
      l_name: 'Customer',
      email: DEMO_CUSTOMER.email,
      phone: DEMO_CUSTOMER.phone,
      is_phone_verified: 1,
      is_email_verified: 1,
      wallet_balance: 245.5,
      loyalty_point: 1250,
      ref_code: 'DEMO2026',
      image_full_url: null,
    });
    expect(res.body.member_since_days).toBe(120); // 2026-01-01 → 2026-05-01
  });

  it('answers English without X-localization and 401 without a token or with a bad one', async () => {
    const token = await signIn();
    const res = await server.call('getCustomerInfo', { token, headers: { 'X-localization': '' } });
    expect(res.status).toBe(200);
    expect((await server.call('getCustomerInfo')).status).toBe(401);
    const bad = await server.call('getCustomerInfo', { token: 'not-a-token' });
    expect(bad.status).toBe(401);
    expect(bad.body.errors[0].code).toBe('auth-001');
  });

  it('counts the orders of the customer', async () => {
    const token = await newCustomer('+8801966000009');
    const before = await server.call('getCustomerInfo', { token });
    expect(before.body.order_count).toBe(0);
  });
});

describe('updateProfile', () => {
  it('updates the name and a photo (png) and serves the photo', async () => {
    const token = await newCustomer('+8801966000001', 'photo@example.com');
    const res = await server.call('updateProfile', {
      token,
      body: form({ name: 'Photo Person', image: new Blob([PNG], { type: 'image/png' }) }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Profile updated successfully' });
    const info = await server.call('getCustomerInfo', { token });
    expect(info.body).toMatchObject({ f_name: 'Photo', l_name: 'Person' });
    expect(info.body.image_full_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/customers\/.+\.png$/);
    const img = await fetch(info.body.image_full_url);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(await pictureOf(await img.arrayBuffer())).toEqual(KEPT_PNG);
  });

  it('rejects other formats and photos over 2 MB with 403 image', async () => {
    const token = await newCustomer('+8801966000002');
    const webp = await server.call('updateProfile', {
      token,
      body: form({
        name: 'X',
        image: new Blob([new TextEncoder().encode('RIFF....WEBPVP8 ')], { type: 'image/webp' }),
      }),
    });
    expect(webp.status).toBe(403);
    expect(webp.body.errors[0]).toEqual({
      code: 'image',
      message: 'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.',
    });
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff]);
    const tooBig = await server.call('updateProfile', {
      token,
      body: form({ name: 'X', image: new Blob([big], { type: 'image/jpeg' }) }),
    });
    expect(tooBig.status).toBe(403);
    expect(tooBig.body.errors[0].code).toBe('image');
    const noName = await server.call('updateProfile', { token, body: form({ email: 'x@example.com' }) });
    expect(noName.status).toBe(403);
    expect(noName.body.errors[0].code).toBe('name');
  });

  it('asks for an OTP before changing the phone when phone verification is on, then saves it verified', async () => {
    const token = await newCustomer('+8801966000003');
    const ask = await server.call('updateProfile', {
      token,
      body: form({ name: 'Test Person', phone: '+8801966000033' }),
    });
    expect(ask.status).toBe(200);
    expect(ask.body).toMatchObject({ verification_on: 'phone', verification_medium: 'phone', otp_send: 1 });
    expect((await server.call('getCustomerInfo', { token })).body.phone).toBe('+8801966000003');
    const wrong = await server.call('updateProfile', {
      token,
      body: form({
        name: 'Test Person',
        phone: '+8801966000033',
        otp: '000000',
        verification_on: 'phone',
        verification_medium: 'phone',
      }),
    });
    expect(wrong.status).toBe(404);
    const ok = await server.call('updateProfile', {
      token,
      body: form({
        name: 'Test Person',
        phone: '+8801966000033',
        otp: DEMO_OTP,
        verification_on: 'phone',
        verification_medium: 'phone',
      }),
    });
    expect(ok.body.message).toBe('Profile updated successfully');
    const info = await server.call('getCustomerInfo', { token });
    expect(info.body).toMatchObject({ phone: '+8801966000033', is_phone_verified: 1 });
  });

  it('changes the email without OTP while email verification is off, and refuses a taken email or phone', async () => {
    const token = await newCustomer('+8801966000004', 'before@example.com');
    const ok = await server.call('updateProfile', {
      token,
      body: form({ name: 'Test Person', email: 'after@example.com' }),
    });
    expect(ok.body).toEqual({ message: 'Profile updated successfully' });
    expect((await server.call('getCustomerInfo', { token })).body).toMatchObject({
      email: 'after@example.com',
      is_email_verified: 0,
    });
    const taken = await server.call('updateProfile', {
      token,
      body: form({ name: 'Test Person', email: DEMO_CUSTOMER.email }),
    });
    expect(taken.status).toBe(403);
    expect(taken.body.errors[0].code).toBe('email');
    const phone = await server.call('updateProfile', {
      token,
      body: form({ name: 'Test Person', phone: DEMO_CUSTOMER.phone }),
    });
    expect(phone.body.errors[0].code).toBe('phone');
  });

  it('replaces the password (stored hashed)', async () => {
    const token = await newCustomer('+8801966000005', 'pw@example.com');
    expect(
      (
        await server.call('updateProfile', {
          token,
          body: form({ name: 'Test Person', password: 'brandnew1', current_password: 'secret123' }),
        })
      ).status,
    ).toBe(200);
    const [u] = await server.database.db.select().from(users).where(eq(users.email, 'pw@example.com'));
    expect(u!.password).toMatch(/^\$2[aby]\$/);
    const login = (password: string) =>
      server.call('login', { body: { login_type: 'manual', email_or_phone: 'pw@example.com', password } });
    expect((await login('secret123')).status).toBe(401);
    expect((await login('brandnew1')).status).toBe(200);
    expect((await server.call('updateProfile', { body: form({ name: 'X' }) })).status).toBe(401);
  });

  it('re-sends the email OTP only after the cooldown', async () => {
    const token = await newCustomer('+8801966000006', 'cool@example.com');
    await server.setConfig({ centralize_login: { email_verification_status: 1 } });
    try {
      const first = await server.call('updateProfile', {
        token,
        body: form({ name: 'Test Person', email: 'cool2@example.com' }),
      });
      expect(first.body.verification_on).toBe('email');
      const again = await server.call('updateProfile', {
        token,
        body: form({ name: 'Test Person', email: 'cool2@example.com' }),
      });
      expect(again.status).toBe(405);
      advance(61);
      const ok = await server.call('updateProfile', {
        token,
        body: form({
          name: 'Test Person',
          email: 'cool2@example.com',
          otp: DEMO_OTP,
          verification_on: 'email',
          verification_medium: 'email',
        }),
      });
      expect(ok.body.message).toBe('Profile updated successfully');
      expect((await server.call('getCustomerInfo', { token })).body).toMatchObject({
        email: 'cool2@example.com',
        is_email_verified: 1,
      });
    } finally {
      await server.setConfig({ centralize_login: { email_verification_status: 0 } });
    }
  });
});

describe('updateInterest', () => {
  it("saves the module's favourite categories and marks the module selected", async () => {
    const token = await newCustomer('+8801966000007');
    const [cat] = await server.database.db.select().from(categories).limit(1);
    const res = await server.call('updateInterest', { token, moduleId: cat!.moduleId, body: { interest: [cat!.id] } });
    expect(res.status).toBe(200);
    const info = await server.call('getCustomerInfo', { token });
    expect(info.body.interest).toEqual({ [String(cat!.moduleId)]: [cat!.id] });
    expect(info.body.selected_modules_for_interest).toContain(cat!.moduleId);
  });

  it('refuses categories of another module and a missing module header', async () => {
    const token = await signIn();
    const mods = await server.database.db.select().from(modules);
    const [cat] = await server.database.db
      .select()
      .from(categories)
      .where(eq(categories.moduleId, mods[0]!.id))
      .limit(1);
    const other = mods.find((m) => m.id !== cat!.moduleId)!;
    const res = await server.call('updateInterest', { token, moduleId: other.id, body: { interest: [cat!.id] } });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('interest');
    const noModule = await server.call('updateInterest', { token, body: { interest: [] } });
    expect(noModule.status).toBe(403);
    expect(noModule.body.errors[0].code).toBe('moduleId');
    expect((await server.call('updateInterest', { moduleId: 1, body: { interest: [] } })).status).toBe(401);
  });
});

describe('removeAccount', () => {
  it('answers 203 on-going while the customer has an ongoing order', async () => {
    const token = await newCustomer('+8801966000008', 'ongoing@example.com');
    const [u] = await server.database.db.select().from(users).where(eq(users.email, 'ongoing@example.com'));
    const [store] = await server.database.db.select().from(stores).limit(1);
    await server.database.db.insert(orders).values({
      userId: u!.id,
      storeId: store!.id,
      moduleId: store!.moduleId,
      zoneId: store!.zoneId,
      orderType: 'delivery',
      orderStatus: 'pending',
      paymentMethod: 'cash_on_delivery',
      orderAmount: 10,
      scheduleAt: new Date(clock),
      otp: '1234',
    });
    const res = await server.call('removeAccount', { token });
    expect(res.status).toBe(203);
    expect(res.body.errors[0].code).toBe('on-going');
    expect((await server.call('getCustomerInfo', { token })).body.order_count).toBe(1);
  });

  it('deletes the account and revokes its tokens', async () => {
    const token = await newCustomer('+8801966000010', 'gone@example.com');
    const res = await server.call('removeAccount', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect((await server.call('getCustomerInfo', { token })).status).toBe(401);
    expect((await server.call('removeAccount', { token })).status).toBe(401);
    const [u] = await server.database.db.select().from(users).where(eq(users.email, 'gone@example.com'));
    expect(u).toBeUndefined();
  });
});
