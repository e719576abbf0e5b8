import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authTokens, outbox, users } from '../../server/db/schema/customer.ts';
import { DEMO_CUSTOMER, EXIST_USER_PHONE } from '../../server/db/seed/customers.ts';
import { DEMO_OTP } from '../../server/lib/config/business-config.ts';
import { uniqueViolationError } from '../../server/lib/http/unique-violation.ts';
import { wordedConstraints } from '../../server/unique-violation.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;
let clock = Date.UTC(2026, 4, 1, 10, 0, 0);
/** Moves the server clock forward (every OTP rule reads it). */
const advance = (seconds: number) => {
  clock += seconds * 1000;
  server.clock.now = new Date(clock);
};

beforeAll(async () => {
  server = await startTestServer();
  server.clock.now = new Date(clock);
});
afterAll(() => server.close());
beforeEach(() => advance(3600)); // every test starts past every cooldown and block

const login = (body: Record<string, unknown>) => server.call('login', { body });
const userRow = async (where: { email?: string; phone?: string }) => {
  const [u] = await server.database.db
    .select()
    .from(users)
    .where(where.email ? eq(users.email, where.email) : eq(users.phone, where.phone!));
  return u;
};
const lastMessage = async (target: string) => {
  const [m] = await server.database.db.select().from(outbox).where(eq(outbox.target, target)).orderBy(desc(outbox.id));
  return /(\d{6})/.exec(m?.body ?? '')?.[1];
};

describe('manual login', () => {
  it('signs the demo customer in with email or phone and a password', async () => {
    const byEmail = await login({
      login_type: 'manual',
      email_or_phone: DEMO_CUSTOMER.email,
      password: '12345678',
      field_type: 'email',
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body).toMatchObject({
      is_personal_info: 1,
      is_phone_verified: 1,
      is_email_verified: 1,
      is_exist_user: null,
      login_type: 'manual',
      email: DEMO_CUSTOMER.email,
    });
    expect(byEmail.body.token).toEqual(expect.any(String));
    const byPhone = await login({ login_type: 'manual', email_or_phone: DEMO_CUSTOMER.phone, password: '12345678' });
    expect(byPhone.body.token).toEqual(expect.any(String));
    expect(byPhone.body.token).not.toBe(byEmail.body.token);
  });

  it('answers 401 auth-001 on a wrong password and on an unknown login type', async () => {
    const wrong = await login({ login_type: 'manual', email_or_phone: DEMO_CUSTOMER.email, password: 'wrong-pass' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors[0].code).toBe('auth-001');
    const type = await login({ login_type: 'magic', email_or_phone: DEMO_CUSTOMER.email, password: '12345678' });
    expect(type.status).toBe(401);
    expect(type.body.errors[0].code).toBe('auth-001');
  });

  it('answers 403 auth-003 for a blocked account and 403 per field for bad input', async () => {
    const blocked = await login({ login_type: 'manual', email_or_phone: 'blocked@sixam.market', password: '12345678' });
    expect(blocked.status).toBe(403);
    expect(blocked.body.errors[0]).toEqual({ code: 'auth-003', message: 'Your account is blocked' });
    const short = await login({ login_type: 'manual', email_or_phone: DEMO_CUSTOMER.email, password: '123' });
    expect(short.status).toBe(403);
    expect(short.body.errors[0].code).toBe('password');
    const missing = await login({ login_type: 'manual', email_or_phone: DEMO_CUSTOMER.email });
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0]).toEqual({ code: 'password', message: 'The password field is required.' });
  });

  it('refuses a login method the config switches off', async () => {
    await server.setConfig({ centralize_login: { manual_login_status: 0 } });
    const res = await login({ login_type: 'manual', email_or_phone: DEMO_CUSTOMER.email, password: '12345678' });
    await server.setConfig({ centralize_login: { manual_login_status: 1 } });
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toEqual({ code: 'login_type', message: 'Manual login is not enabled.' });
  });

  it('holds back the token while the phone is unverified, then verify-phone signs in', async () => {
    const res = await login({ login_type: 'manual', email_or_phone: 'karim@sixam.market', password: '12345678' });
    expect(res.body).toMatchObject({
      token: null,
      is_phone_verified: 0,
      is_email_verified: 1,
      is_personal_info: 1,
      phone: '+8801700000003',
    });
    const wrong = await server.call('verifyPhone', {
      body: { verification_type: 'phone', phone: '+8801700000003', otp: '000000', login_type: 'manual' },
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe('OTP does not match');
    const ok = await server.call('verifyPhone', {
      body: { verification_type: 'phone', phone: '+8801700000003', otp: DEMO_OTP, login_type: 'manual' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ is_phone_verified: 1, is_email_verified: 1 });
    expect(ok.body.token).toEqual(expect.any(String));
    expect((await userRow({ phone: '+8801700000003' }))!.isPhoneVerified).toBe(1);
  });

  it('verifies the email when email verification is on and only the email is pending', async () => {
    await server.setConfig({ centralize_login: { email_verification_status: 1 } });
    try {
      const res = await login({ login_type: 'manual', email_or_phone: 'nadia@sixam.market', password: '12345678' });
      expect(res.body).toMatchObject({ token: null, is_phone_verified: 1, is_email_verified: 0 });
      const ok = await server.call('verifyPhone', {
        body: { verification_type: 'email', email: 'nadia@sixam.market', otp: DEMO_OTP },
      });
      expect(ok.body.token).toEqual(expect.any(String));
      expect(ok.body.is_email_verified).toBe(1);
    } finally {
      await server.setConfig({ centralize_login: { email_verification_status: 0 } });
    }
  });
});

describe('OTP rules', () => {
  it('sends a code, refuses a resend within 60 s with the seconds left, allows it after', async () => {
    const phone = '+8801811000001';
    const first = await login({ login_type: 'otp', phone });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ token: null, is_phone_verified: 0, login_type: 'otp' });
    advance(15);
    const again = await login({ login_type: 'otp', phone });
    expect(again.status).toBe(405);
    expect(again.body.errors[0]).toEqual({ code: 'otp', message: 'Please try again after 45 seconds' });
    advance(45);
    expect((await login({ login_type: 'otp', phone })).status).toBe(200);
  });

  it('blocks the phone for 600 s after 5 wrong codes within 60 s', async () => {
    const phone = '+8801811000002';
    await login({ login_type: 'otp', phone });
    for (let i = 0; i < 4; i++) {
      const res = await login({ login_type: 'otp', phone, otp: '111111' });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'OTP does not match' });
      advance(5);
    }
    const fifth = await login({ login_type: 'otp', phone, otp: '111111' });
    expect(fifth.status).toBe(405);
    expect(fifth.body.errors[0]).toEqual({
      code: 'otp',
      message: 'Too many attempts. Please try again after 600 seconds',
    });
    // even the right code is refused while blocked, and so is a new code
    advance(100);
    const right = await login({ login_type: 'otp', phone, otp: DEMO_OTP });
    expect(right.status).toBe(405);
    expect(right.body.errors[0].message).toBe('Too many attempts. Please try again after 500 seconds');
    expect((await login({ login_type: 'otp', phone })).status).toBe(405);
    advance(500);
    // the block is over; the old code has expired meanwhile (10 min), a new one works
    expect((await login({ login_type: 'otp', phone })).status).toBe(200);
    expect((await login({ login_type: 'otp', phone, otp: DEMO_OTP })).status).toBe(200);
  });

  it('does not block 5 wrong codes spread over more than 60 s', async () => {
    const phone = '+8801811000003';
    await login({ login_type: 'otp', phone });
    for (let i = 0; i < 5; i++) {
      expect((await login({ login_type: 'otp', phone, otp: '222222' })).status).toBe(404);
      advance(20);
    }
    expect((await login({ login_type: 'otp', phone, otp: DEMO_OTP })).status).toBe(200);
  });

  it('uses a code once', async () => {
    const phone = '+8801811000004';
    await login({ login_type: 'otp', phone });
    expect((await login({ login_type: 'otp', phone, otp: DEMO_OTP })).status).toBe(200);
    const reuse = await login({ login_type: 'otp', phone, otp: DEMO_OTP });
    expect(reuse.status).toBe(404);
  });

  it('outside demo mode sends a random code through the gateway and rejects the demo code', async () => {
    server.env.demoMode = false; // this process leaves demo mode (DEMO_MODE is the process's)
    try {
      const phone = '+8801811000005';
      await login({ login_type: 'otp', phone });
      const code = await lastMessage(phone);
      expect(code).toMatch(/^\d{6}$/);
      if (code !== DEMO_OTP) expect((await login({ login_type: 'otp', phone, otp: DEMO_OTP })).status).toBe(404);
      const ok = await login({ login_type: 'otp', phone, otp: code });
      expect(ok.status).toBe(200);
      expect(ok.body.is_personal_info).toBe(0);
    } finally {
      server.env.demoMode = true;
    }
  });
});

describe('OTP login and personal info', () => {
  it('makes a new account for an unknown phone, asks for personal info, then update-info signs in', async () => {
    const phone = '+8801822000001';
    await login({ login_type: 'otp', phone });
    const res = await login({ login_type: 'otp', phone, otp: DEMO_OTP });
    expect(res.body).toMatchObject({ token: null, is_personal_info: 0, is_exist_user: null, login_type: 'otp', phone });
    expect(res.body.info_token).toEqual(expect.stringMatching(/^[\w-]{43}$/));
    const info = await server.call('updateInfo', {
      body: {
        name: 'Nusrat Jahan',
        login_type: 'otp',
        phone,
        email: 'nusrat@example.com',
        info_token: res.body.info_token,
      },
    });
    expect(info.status).toBe(200);
    expect(info.body.token).toEqual(expect.any(String));
    const u = await userRow({ phone });
    expect(u).toMatchObject({ fName: 'Nusrat', lName: 'Jahan', email: 'nusrat@example.com', isPhoneVerified: 1 });
    const again = await server.call('updateInfo', {
      body: { name: 'Someone Else', login_type: 'otp', phone, info_token: res.body.info_token },
    });
    expect(again.status).toBe(403);
    expect(again.body.errors[0].code).toBe('verification'); // the proof is used up
  });

  it('refuses update-info without the proof of the OTP step, even for a phone that just verified', async () => {
    const phone = '+8801822000002';
    await login({ login_type: 'otp', phone });
    const verified = await login({ login_type: 'otp', phone, otp: DEMO_OTP });
    expect(verified.body.is_personal_info).toBe(0);
    // an attacker who knows the phone: without the proof this would answer the new account's token
    const bare = await server.call('updateInfo', { body: { name: 'Intruder', login_type: 'otp', phone } });
    expect(bare.status).toBe(403);
    expect(bare.body.errors[0]).toEqual({ code: 'verification', message: 'Please verify your account first.' });
    const forged = await server.call('updateInfo', {
      body: { name: 'Intruder', login_type: 'otp', phone, info_token: 'x'.repeat(43) },
    });
    expect(forged.status).toBe(403);
    advance(15 * 60 + 1);
    const late = await server.call('updateInfo', {
      body: { name: 'Late Owner', login_type: 'otp', phone, info_token: verified.body.info_token },
    });
    expect(late.status).toBe(403);
    expect(late.body.errors[0].code).toBe('verification');
    expect((await userRow({ phone }))?.fName).toBeNull();
  });

  it('refuses update-info for an account that did not just verify', async () => {
    const res = await server.call('updateInfo', {
      body: { name: 'Intruder', login_type: 'otp', phone: '+8801899999999' },
    });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('verification');
  });

  it("answers is_exist_user for a phone never verified on its account; 'yes' signs into that account", async () => {
    await login({ login_type: 'otp', phone: EXIST_USER_PHONE });
    const ask = await login({ login_type: 'otp', phone: EXIST_USER_PHONE, otp: DEMO_OTP });
    expect(ask.status).toBe(200);
    const owner = await userRow({ phone: EXIST_USER_PHONE });
    expect(ask.body).toMatchObject({
      token: null,
      is_personal_info: 1,
      is_exist_user: { id: owner!.id, name: 'Rahim Uddin', image: null },
    });
    const yes = await login({ login_type: 'otp', phone: EXIST_USER_PHONE, otp: DEMO_OTP, verified: 'yes' });
    expect(yes.status).toBe(200);
    expect(yes.body.token).toEqual(expect.any(String));
    const info = await server.call('getCustomerInfo', { token: yes.body.token });
    if (info.status === 200) expect(info.body.id).toBe(owner!.id);
    expect((await userRow({ phone: EXIST_USER_PHONE }))!.isPhoneVerified).toBe(1);
    // the held code is now used up
    expect((await login({ login_type: 'otp', phone: EXIST_USER_PHONE, otp: DEMO_OTP, verified: 'yes' })).status).toBe(
      404,
    );
  });

  it("'no' detaches the phone from the old account and makes a new one that needs personal info", async () => {
    const phone = '+8801700000003'; // Karim: phone not verified (unless an earlier test verified it)
    await server.database.db.update(users).set({ isPhoneVerified: 0 }).where(eq(users.phone, phone));
    const old = await userRow({ phone });
    await login({ login_type: 'otp', phone });
    const ask = await server.call('verifyPhone', {
      body: { verification_type: 'phone', phone, otp: DEMO_OTP, login_type: 'otp' },
    });
    expect(ask.body.is_exist_user).toMatchObject({ id: old!.id, name: 'Karim Hasan' });
    const no = await server.call('verifyPhone', {
      body: { verification_type: 'phone', phone, otp: DEMO_OTP, login_type: 'otp', verified: 'no' },
    });
    expect(no.body).toMatchObject({ token: null, is_personal_info: 0, is_exist_user: null });
    const fresh = await userRow({ phone });
    expect(fresh!.id).not.toBe(old!.id);
    const [detached] = await server.database.db.select().from(users).where(eq(users.id, old!.id));
    expect(detached!.phone).toBeNull();
  });
});

describe('sign-up', () => {
  it('creates the account with a bcrypt password, sends the phone OTP, and verify-phone signs in', async () => {
    const res = await server.call('signUp', {
      body: {
        name: 'Tanvir Ahmed Khan',
        email: 'tanvir@example.com',
        phone: '+8801933000001',
        password: 'secret123',
        confirm_password: 'secret123',
        ref_code: 'DEMO2026',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      token: null,
      is_phone_verified: 0,
      is_personal_info: 1,
      email: 'tanvir@example.com',
    });
    const u = await userRow({ email: 'tanvir@example.com' });
    expect(u).toMatchObject({ fName: 'Tanvir', lName: 'Ahmed Khan', phone: '+8801933000001' });
    expect(u!.password).not.toContain('secret123');
    expect(u!.password).toMatch(/^\$2[aby]\$/);
    const demo = await userRow({ email: DEMO_CUSTOMER.email });
    expect(u!.refBy).toBe(demo!.id);
    const ok = await server.call('verifyPhone', {
      body: { verification_type: 'phone', phone: '+8801933000001', otp: DEMO_OTP },
    });
    expect(ok.body.token).toEqual(expect.any(String));
    const signIn = await login({ login_type: 'manual', email_or_phone: 'tanvir@example.com', password: 'secret123' });
    expect(signIn.body.token).toEqual(expect.any(String));
  });

  it('signs in at once when phone and email verification are off', async () => {
    await server.setConfig({ centralize_login: { phone_verification_status: 0 } });
    try {
      const res = await server.call('signUp', {
        body: { name: 'Mitu', phone: '+8801933000002', password: 'secret123' },
      });
      expect(res.body.token).toEqual(expect.any(String));
      expect(res.body).toMatchObject({ is_phone_verified: 1, is_email_verified: 1 });
    } finally {
      await server.setConfig({ centralize_login: { phone_verification_status: 1 } });
    }
  });

  it('parallel sign-ups with one new email (or phone): one account, the others the worded 403, never a 500', async () => {
    const signUps = (n: number, body: (i: number) => Record<string, unknown>) =>
      Promise.all(Array.from({ length: n }, (_, i) => server.call('signUp', { body: body(i) })));
    const byEmail = await signUps(5, (i) => ({
      name: 'Race',
      email: 'race-signup@example.com',
      phone: `+88019330001${i}`,
      password: 'secret123',
    }));
    expect(byEmail.map((r) => r.status).sort()).toEqual([200, 403, 403, 403, 403]);
    for (const r of byEmail.filter((r) => r.status === 403))
      expect(r.body.errors[0]).toEqual({ code: 'email', message: 'The email has already been taken.' });
    const byPhone = await signUps(5, () => ({ name: 'Race', phone: '+8801933000200', password: 'secret123' }));
    expect(byPhone.map((r) => r.status).sort()).toEqual([200, 403, 403, 403, 403]);
    for (const r of byPhone.filter((r) => r.status === 403))
      expect(r.body.errors[0]).toEqual({ code: 'phone', message: 'The phone has already been taken.' });
  });

  it('a unique-constraint violation from the database maps to the worded error of its constraint', async () => {
    const duplicate = async (values: typeof users.$inferInsert) => {
      try {
        await server.database.db.insert(users).values(values);
      } catch (error) {
        return uniqueViolationError(error, wordedConstraints)?.body;
      }
      throw new Error('the insert was expected to fail');
    };
    expect(await duplicate({ refCode: 'DUPEMAIL01', email: DEMO_CUSTOMER.email })).toEqual({
      errors: [{ code: 'email', message: 'The email has already been taken.' }],
    });
    expect(await duplicate({ refCode: 'DEMO2026' })).toEqual({
      errors: [{ code: 'request', message: 'This was just done by another request; reload and try again.' }],
    });
    expect(uniqueViolationError(new Error('connection lost'), wordedConstraints)).toBeNull();
  });

  it('refuses a taken email or phone, an unknown referral code and mismatched passwords with 403', async () => {
    const email = await server.call('signUp', {
      body: { name: 'X', email: DEMO_CUSTOMER.email, phone: '+8801933000009', password: 'secret123' },
    });
    expect(email.status).toBe(403);
    expect(email.body.errors[0]).toEqual({ code: 'email', message: 'The email has already been taken.' });
    const phone = await server.call('signUp', { body: { name: 'X', phone: '880 1700-000001', password: 'secret123' } });
    expect(phone.body.errors[0]).toEqual({ code: 'phone', message: 'The phone has already been taken.' });
    const ref = await server.call('signUp', {
      body: { name: 'X', phone: '+8801933000010', password: 'secret123', ref_code: 'NOPE' },
    });
    expect(ref.body.errors[0].code).toBe('ref_code');
    const confirm = await server.call('signUp', {
      body: { name: 'X', phone: '+8801933000011', password: 'secret123', confirm_password: 'other123' },
    });
    expect(confirm.body.errors[0].code).toBe('confirm_password');
    const invalid = await server.call('signUp', {
      body: { name: 'X', phone: '+8801933000012', password: 'secret123', email: 'not-an-email' },
    });
    expect(invalid.body.errors[0].code).toBe('email');
  });
});

describe('resend OTP', () => {
  it('sends a new code and enforces the cooldown', async () => {
    const ok = await server.call('resendOtp', { body: { verification_type: 'email', email: 'someone@example.com' } });
    expect(ok.status).toBe(200);
    const again = await server.call('resendOtp', {
      body: { verification_type: 'email', email: 'someone@example.com' },
    });
    expect(again.status).toBe(405);
    const missing = await server.call('resendOtp', { body: { verification_type: 'phone' } });
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0].code).toBe('phone');
  });
});

describe('social login (demo identity provider)', () => {
  const socialToken = async (identity: Record<string, unknown>) =>
    (await server.call('issueDemoSocialToken', { body: identity })).body as {
      token: string;
      unique_id: string;
      email: string;
      medium: string;
    };

  it("asks for a phone (403 code 'email') for an unknown email, then signs up with it", async () => {
    const t = await socialToken({
      medium: 'google',
      email: 'Farhana@Example.com',
      name: 'Farhana Akter',
      unique_id: 'g-100',
    });
    expect(t.email).toBe('farhana@example.com');
    const body = { login_type: 'social', token: t.token, unique_id: t.unique_id, email: t.email, medium: 'google' };
    const ask = await login(body);
    expect(ask.status).toBe(403);
    expect(ask.body.errors[0]).toEqual({ code: 'email', message: 'Please provide your phone number to continue.' });
    const taken = await login({ ...body, phone: DEMO_CUSTOMER.phone });
    expect(taken.body.errors[0].code).toBe('phone');
    const ok = await login({ ...body, phone: '+8801944000001' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ is_personal_info: 1, login_type: 'social', email: 'farhana@example.com' });
    expect(ok.body.token).toEqual(expect.any(String));
    const u = await userRow({ email: 'farhana@example.com' });
    expect(u).toMatchObject({ fName: 'Farhana', isEmailVerified: 1, loginMedium: 'google', socialId: 'g-100' });
  });

  it('signs an account it created straight in again', async () => {
    const identity = { medium: 'google', email: 'farhana@example.com', name: 'Farhana Akter', unique_id: 'g-100' };
    const first = await socialToken(identity);
    const body = { login_type: 'social', token: first.token, unique_id: 'g-100', email: identity.email };
    const created = await login({ ...body, medium: 'google', phone: '+8801944000011' });
    expect([200, 403]).toContain(created.status); // created here, or already by the sign-up test above
    const again = await socialToken(identity);
    const ok = await login({ ...body, token: again.token, medium: 'google' });
    expect(ok.status).toBe(200);
    expect(ok.body.token).toEqual(expect.any(String));
  });

  it('never mints a token for an account it did not create (403 email)', async () => {
    const message = 'This account was not created with this sign-in service. Sign in with your password instead.';
    // a password account's email: without the check this would answer a token that signs into the demo customer
    const manual = await server.call('issueDemoSocialToken', {
      body: { medium: 'facebook', email: DEMO_CUSTOMER.email, name: 'Demo', unique_id: 'fb-1' },
    });
    expect(manual.status).toBe(403);
    expect(manual.body.errors[0]).toEqual({ code: 'email', message });
    // a Google account under its own id but another medium, and its id under another email
    const rahim = { email: 'rahim@sixam.market', unique_id: 'google-rahim-0001' };
    const otherMedium = await server.call('issueDemoSocialToken', { body: { ...rahim, medium: 'apple' } });
    expect(otherMedium.status).toBe(403);
    const otherEmail = await server.call('issueDemoSocialToken', {
      body: { medium: 'google', email: 'attacker@example.com', unique_id: rahim.unique_id },
    });
    expect(otherEmail.status).toBe(403);
    expect(otherEmail.body.errors[0]).toEqual({ code: 'email', message });
    // the account it did create: allowed
    const own = await server.call('issueDemoSocialToken', { body: { ...rahim, medium: 'google' } });
    expect(own.status).toBe(200);
  });

  it('refuses at sign-in a token minted before a password account took its email', async () => {
    const email = 'late-signup@example.com';
    const t = await socialToken({ medium: 'google', email, unique_id: 'g-late' });
    const signUp = await server.call('signUp', {
      body: { name: 'Late Signup', email, phone: '+8801944000012', password: 'secret123' },
    });
    expect(signUp.status).toBe(200);
    const res = await login({ login_type: 'social', token: t.token, unique_id: 'g-late', email, medium: 'google' });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('email');
    expect(res.body.token).toBeUndefined();
  });

  it('asks for personal info when the provider gave no name (apple)', async () => {
    const t = await socialToken({ medium: 'apple', email: 'hidden@privaterelay.appleid.com', unique_id: 'apple-7' });
    const res = await login({
      login_type: 'social',
      token: t.token,
      unique_id: 'apple-7',
      email: t.email,
      medium: 'apple',
      phone: '+8801944000002',
    });
    expect(res.body).toMatchObject({ token: null, is_personal_info: 0, login_type: 'social' });
    const info = await server.call('updateInfo', {
      body: { name: 'Apple User', login_type: 'social', email: t.email, info_token: res.body.info_token },
    });
    expect(info.body.token).toEqual(expect.any(String));
  });

  it('rejects forged, expired or mismatched provider tokens with 403 token', async () => {
    const t = await socialToken({ medium: 'google', email: 'x@example.com', unique_id: 'g-x' });
    const forged = t.token.slice(0, -3) + 'abc';
    const base = { login_type: 'social', unique_id: 'g-x', email: 'x@example.com', medium: 'google' };
    expect((await login({ ...base, token: forged })).body.errors[0].code).toBe('token');
    expect((await login({ ...base, token: t.token, medium: 'facebook' })).status).toBe(403);
    expect((await login({ ...base, token: t.token, unique_id: 'other' })).status).toBe(403);
    advance(601);
    const expired = await login({ ...base, token: t.token });
    expect(expired.status).toBe(403);
    expect(expired.body.errors[0].code).toBe('token');
  });

  it('the demo provider answers 404 outside demo mode and validates its input', async () => {
    const bad = await server.call('issueDemoSocialToken', {
      body: { medium: 'myspace', email: 'a@b.co', unique_id: '1' },
    });
    expect(bad.status).toBe(403);
    server.env.demoMode = false; // this process leaves demo mode (DEMO_MODE is the process's)
    try {
      const res = await server.call('issueDemoSocialToken', {
        body: { medium: 'google', email: 'a@b.co', unique_id: '1' },
      });
      expect(res.status).toBe(404);
    } finally {
      server.env.demoMode = true;
    }
  });
});

describe('firebase phone authentication (demo adapter)', () => {
  it('verifies the demo code for the session and signs in', async () => {
    const phone = DEMO_CUSTOMER.phone;
    const sent = await server.call('demoFirebaseSendCode', { body: { phone } });
    expect(sent.status).toBe(200);
    const session = sent.body.session_info;
    const wrong = await server.call('firebaseVerifyToken', {
      body: { session_info: session, phone, otp: '999999', login_type: 'otp' },
    });
    expect(wrong.status).toBe(404);
    const other = await server.call('firebaseVerifyToken', {
      body: { session_info: 'nope', phone, otp: DEMO_OTP, login_type: 'otp' },
    });
    expect(other.status).toBe(403);
    expect(other.body.errors[0].code).toBe('session_info');
    const ok = await server.call('firebaseVerifyToken', {
      body: { session_info: session, phone, otp: DEMO_OTP, login_type: 'otp' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.token).toEqual(expect.any(String));
    // the session is used up
    const reuse = await server.call('firebaseVerifyToken', {
      body: { session_info: session, phone, otp: DEMO_OTP, login_type: 'otp' },
    });
    expect(reuse.status).toBe(403);
  });

  it('verifies a sign-up phone through the session (login_type manual)', async () => {
    await server.call('signUp', { body: { name: 'Firebase Person', phone: '+8801955000001', password: 'secret123' } });
    const { body } = await server.call('demoFirebaseSendCode', { body: { phone: '+8801955000001' } });
    const ok = await server.call('firebaseVerifyToken', {
      body: { session_info: body.session_info, phone: '+8801955000001', otp: DEMO_OTP, login_type: 'manual' },
    });
    expect(ok.body.token).toEqual(expect.any(String));
  });

  it('answers 404 outside demo mode and 403 on a bad phone', async () => {
    expect((await server.call('demoFirebaseSendCode', { body: { phone: '12' } })).status).toBe(403);
    server.env.demoMode = false; // this process leaves demo mode (DEMO_MODE is the process's)
    try {
      expect((await server.call('demoFirebaseSendCode', { body: { phone: '+8801955000002' } })).status).toBe(404);
    } finally {
      server.env.demoMode = true;
    }
  });
});

describe('password recovery', () => {
  it('sends a reset code, checks it, resets the password and revokes old tokens', async () => {
    const phone = '+8801700000004'; // Nadia
    const before = await login({ login_type: 'manual', email_or_phone: phone, password: '12345678' });
    const oldToken = before.body.token as string;
    const sent = await server.call('forgotPassword', { body: { verification_method: 'phone', phone } });
    expect(sent.status).toBe(200);
    const soon = await server.call('forgotPassword', { body: { verification_method: 'phone', phone } });
    expect(soon.status).toBe(405);
    const wrong = await server.call('verifyResetToken', {
      body: { reset_token: '000000', verification_method: 'phone', phone },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toEqual({ code: 'invalid', message: 'Invalid OTP.' });
    const right = await server.call('verifyResetToken', {
      body: { reset_token: DEMO_OTP, verification_method: 'phone', phone },
    });
    expect(right.status).toBe(200);
    const mismatch = await server.call('resetPassword', {
      body: {
        reset_token: DEMO_OTP,
        verification_method: 'phone',
        phone,
        password: 'newpass1',
        confirm_password: 'newpass2',
      },
    });
    expect(mismatch.status).toBe(403);
    expect(mismatch.body.errors[0].code).toBe('confirm_password');
    const done = await server.call('resetPassword', {
      body: {
        reset_token: DEMO_OTP,
        verification_method: 'phone',
        phone,
        password: 'newpass1',
        confirm_password: 'newpass1',
      },
    });
    expect(done.body).toEqual({ message: 'Password changed successfully.' });
    const reuse = await server.call('resetPassword', {
      body: {
        reset_token: DEMO_OTP,
        verification_method: 'phone',
        phone,
        password: 'newpass1',
        confirm_password: 'newpass1',
      },
    });
    expect(reuse.status).toBe(400);
    expect((await login({ login_type: 'manual', email_or_phone: phone, password: '12345678' })).status).toBe(401);
    expect((await login({ login_type: 'manual', email_or_phone: phone, password: 'newpass1' })).body.token).toEqual(
      expect.any(String),
    );
    expect((await server.call('logout', { token: oldToken })).status).toBe(401);
  });

  it('answers 404 not-found for an unknown account, 403 without the contact and 405 after 5 wrong codes', async () => {
    const unknown = await server.call('forgotPassword', {
      body: { verification_method: 'email', email: 'nobody@example.com' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]).toEqual({ code: 'not-found', message: 'Email not found!' });
    expect((await server.call('forgotPassword', { body: { verification_method: 'phone' } })).status).toBe(403);
    await server.call('forgotPassword', { body: { verification_method: 'email', email: DEMO_CUSTOMER.email } });
    for (let i = 0; i < 4; i++)
      expect(
        (
          await server.call('verifyResetToken', {
            body: { reset_token: '1', verification_method: 'email', email: DEMO_CUSTOMER.email },
          })
        ).status,
      ).toBe(400);
    const locked = await server.call('verifyResetToken', {
      body: { reset_token: '1', verification_method: 'email', email: DEMO_CUSTOMER.email },
    });
    expect(locked.status).toBe(405);
    const reset = await server.call('resetPassword', {
      body: {
        reset_token: DEMO_OTP,
        verification_method: 'email',
        email: DEMO_CUSTOMER.email,
        password: 'x23456',
        confirm_password: 'x23456',
      },
    });
    expect(reset.status).toBe(405);
    const invalid = await server.call('verifyResetToken', { body: { verification_method: 'email' } });
    expect(invalid.status).toBe(403);
  });
});

describe('tokens', () => {
  it('stores only the sha256 of a token; logout revokes it', async () => {
    const { body } = await login({ login_type: 'manual', email_or_phone: DEMO_CUSTOMER.email, password: '12345678' });
    const token = body.token as string;
    expect(token.length).toBeGreaterThanOrEqual(32);
    const hash = createHash('sha256').update(token).digest('hex');
    const rows = await server.database.db.select().from(authTokens).where(eq(authTokens.tokenHash, hash));
    expect(rows).toHaveLength(1);
    const all = await server.database.db.select({ h: authTokens.tokenHash }).from(authTokens);
    expect(all.some((r) => r.h === token)).toBe(false);
    const out = await server.call('logout', { token });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Logged out successfully.');
    const again = await server.call('logout', { token });
    expect(again.status).toBe(401);
    expect((await server.call('logout')).status).toBe(401);
  });
});
