// Auth hardening: per-IP limits on sign-in attempts whatever the token, a lock per sign-in identifier after
// repeated wrong passwords (the same for unknown identifiers), a lifetime cap on wrong tries per OTP, the same work
// for unknown and known accounts, and a password change that ends the other sessions.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, UNVERIFIED_EMAIL_EMAIL, UNVERIFIED_PHONE_EMAIL } from '../../server/db/seed/customers.ts';
import { DEMO_OTP } from '../../server/lib/config/business-config.ts';
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from '../../server/lib/accounts/profile.ts';
import { issueToken } from '../../server/lib/accounts/auth-session.ts';
import { users } from '../../server/db/schema/customer.ts';
import { eq, isNull } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;
let clock = Date.UTC(2026, 5, 1, 10, 0, 0);
const advance = (seconds: number) => {
  clock += seconds * 1000;
  server.clock.now = new Date(clock);
};

beforeAll(async () => {
  server = await startTestServer();
  server.clock.now = new Date(clock);
});
afterAll(() => server.close());
beforeEach(() => advance(3600));

const login = (email_or_phone: string, password: string, token?: string) =>
  server.call('login', { body: { login_type: 'manual', email_or_phone, password }, token });
const held = (seconds: number) => `Too many failed attempts. Please try again after ${seconds} seconds.`;
/** A sign-in with a password from another client (another IP address than the test's own connection). */
const loginFrom = async (ip: string, email_or_phone: string, password: string) => {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: { login_type: 'manual', email_or_phone, password },
  });
  return { status: res.statusCode, body: res.json() as { errors?: { code: string; message: string }[] } };
};
const wrongTimes = async (n: number, email: string) => {
  const answers: Awaited<ReturnType<typeof login>>[] = [];
  for (let i = 0; i < n; i++) answers.push(await login(email, `wrong-${i}-pass`));
  return answers;
};

describe('the hold after repeated wrong passwords', () => {
  it('holds the client back on its 5th wrong password in a row for 60 s, the right password included', async () => {
    const answers = await wrongTimes(5, UNVERIFIED_EMAIL_EMAIL);
    expect(answers.slice(0, 4).map((r) => r.body.errors[0].message)).toEqual(
      Array(4).fill('Credentials does not match.'),
    );
    expect(answers[4]!.status).toBe(401);
    expect(answers[4]!.body.errors[0]).toEqual({ code: 'auth-001', message: held(60) });
    advance(20);
    const right = await login(UNVERIFIED_EMAIL_EMAIL, '12345678');
    expect(right.status).toBe(401);
    expect(right.body.errors[0].message).toBe(held(40));
    advance(41);
    expect((await login(UNVERIFIED_EMAIL_EMAIL, '12345678')).status).toBe(200);
  });

  it('does not hold the customer back on another connection: an attacker cannot lock an account', async () => {
    const attacker = await wrongTimes(5, DEMO_CUSTOMER.email);
    expect(attacker[4]!.body.errors[0].message).toBe(held(60));
    const customer = await loginFrom('203.0.113.7', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(customer.status).toBe(200);
    // the attacker's connection stays held (the customer's sign-in ended the identifier's streak, not the hold)
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).body.errors[0].message).toMatch(
      /^Too many failed attempts/,
    );
  });

  it('doubles each hold of a streak: 60 s, 120 s, 240 s … up to 900 s', async () => {
    const holds: string[] = [];
    for (const wait of [61, 121, 241, 481, 901]) {
      const answers = await wrongTimes(5, 'streak-of-holds@example.com');
      holds.push(answers[4]!.body.errors[0].message);
      advance(wait);
    }
    expect(holds).toEqual([held(60), held(120), held(240), held(480), held(900)]);
  });

  it('holds password sign-in for every client after 50 wrong passwords from many addresses; OTP stays open', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++)
      statuses.push((await loginFrom(`198.51.100.${i + 1}`, DEMO_CUSTOMER.phone, `wrong-${i}-pass`)).status);
    expect(statuses).toEqual(Array(50).fill(401));
    const customer = await loginFrom('203.0.113.9', DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    expect(customer.body.errors?.[0]?.message).toBe(held(900));
    const otp = await server.call('login', { body: { login_type: 'otp', phone: DEMO_CUSTOMER.phone } });
    expect(otp.status).toBe(200);
    advance(901);
    expect((await loginFrom('203.0.113.9', DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password)).status).toBe(200);
  });

  it('answers an unknown email exactly as a known one, lock included (no enumeration by message)', async () => {
    type Answer = Awaited<ReturnType<typeof login>>;
    const unknown: Answer[] = [];
    for (let i = 0; i < 6; i++) unknown.push(await login('nobody-here@example.com', `wrong-${i}-pass`));
    const known: Answer[] = [];
    for (let i = 0; i < 6; i++) known.push(await login(UNVERIFIED_PHONE_EMAIL, `wrong-${i}-pass`));
    const seen = (rs: Answer[]) => rs.map((r) => [r.status, r.body.errors[0].code, r.body.errors[0].message]);
    expect(seen(unknown)).toEqual(seen(known));
    expect(seen(known)[5]![2]).toMatch(/^Too many failed attempts/);
  });

  it('a parallel burst of wrong passwords is held from the 5th on: only 5 passwords are checked', async () => {
    const burst = await Promise.all(
      Array.from({ length: 24 }, (_, i) => login('burst-of-guesses@example.com', `wrong-${i}-pass`)),
    );
    const messages = burst.map((r) => r.body.errors[0].message);
    expect(burst.map((r) => r.status)).toEqual(Array(24).fill(401));
    expect(messages.filter((m) => m === 'Credentials does not match.')).toHaveLength(4);
    expect(messages.filter((m) => m.startsWith('Too many failed attempts'))).toHaveLength(20);
  });

  it('a right password ends the streak', async () => {
    for (let i = 0; i < 4; i++) await login(DEMO_CUSTOMER.email, `wrong-${i}-pass`);
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(DEMO_CUSTOMER.email, `again-${i}-pass`)).status).toBe(401);
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);
  });

  it('takes as long for an unknown account as for a wrong password (no enumeration by timing)', async () => {
    const time = async (identifier: string) => {
      const t0 = performance.now();
      expect((await login(identifier, 'wrong-password')).status).toBe(401);
      return performance.now() - t0;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      // interleaved, so the machine's load weighs on both alike; 4 per account stays under the lock
      known.push(await time(DEMO_CUSTOMER.email), await time(DEMO_CUSTOMER.phone));
      unknown.push(await time(`ghost-${i}@example.com`), await time(`+88019770000${i}0`));
    }
    // without a bcrypt comparison for unknown identifiers: 115 ms against 5 ms (a ratio of 0.04); with one, about 1.
    // The bound leaves room for a loaded machine (a CI run with the e2e suite beside it once measured 0.5 exactly)
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.3);
  });
});

describe('the lifetime cap on one code', () => {
  it('blocks after the 10th wrong try however slowly they come, and the right code is refused then', async () => {
    const phone = '+8801977000101';
    expect((await server.call('login', { body: { login_type: 'otp', phone } })).status).toBe(200);
    const tries: { status: number }[] = [];
    for (let i = 0; i < 10; i++) {
      advance(20); // 3 a minute: never 5 within 60 s, which alone never blocked
      tries.push(await server.call('login', { body: { login_type: 'otp', phone, otp: `00000${i}` } }));
    }
    expect(tries.map((r) => r.status)).toEqual(Array(10).fill(404));
    advance(20);
    const right = await server.call('login', { body: { login_type: 'otp', phone, otp: DEMO_OTP } });
    expect(right.status).toBe(405);
    expect(right.body.errors[0]).toEqual({
      code: 'otp',
      message: 'Too many attempts. Please try again after 600 seconds',
    });
    advance(601);
    // a new code after the block works
    expect((await server.call('login', { body: { login_type: 'otp', phone } })).status).toBe(200);
    const ok = await server.call('login', { body: { login_type: 'otp', phone, otp: DEMO_OTP } });
    expect(ok.status).toBe(200);
  });
});

describe('a password change', () => {
  const change = (token: string, fields: Record<string, string>) => {
    const form = new FormData();
    form.set('name', 'Demo Customer');
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    return server.call('updateProfile', { token, body: form });
  };

  it('needs the current password: a session alone (a borrowed phone, a stolen token) cannot set one', async () => {
    const token = (await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).body.token as string;
    const missing = await change(token, { password: 'taken-over' });
    expect(missing.status).toBe(403);
    expect(missing.body.errors).toEqual([{ code: 'current_password', message: CURRENT_PASSWORD_REQUIRED }]);
    const wrong = await change(token, { password: 'taken-over', current_password: 'not-it-at-all' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.errors).toEqual([{ code: 'current_password', message: CURRENT_PASSWORD_WRONG }]);
    expect((await login(DEMO_CUSTOMER.email, 'taken-over')).status).toBe(401);
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);
  });

  it('an account that never set a password (a social sign-up) sets its first one without', async () => {
    const [social] = await server.database.db.select().from(users).where(isNull(users.password)).limit(1);
    const token = await issueToken(server.database.db, social!.id);
    const form = new FormData();
    form.set('name', `${social!.fName} ${social!.lName}`.trim());
    form.set('password', 'first-pass');
    expect((await server.call('updateProfile', { token, body: form })).status).toBe(200);
  });

  it('revokes every other session of the account and keeps the one that changed it', async () => {
    const a = (await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).body.token as string;
    const b = (await login(DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password)).body.token as string;
    const changed = await change(a, { password: 'brand-new-pass', current_password: DEMO_CUSTOMER.password });
    expect(changed.status).toBe(200);
    expect((await server.call('getCustomerInfo', { token: a })).status).toBe(200);
    expect((await server.call('getCustomerInfo', { token: b })).status).toBe(401);
    expect((await login(DEMO_CUSTOMER.email, 'brand-new-pass')).status).toBe(200);
  });
});

describe("a session's lifetime", () => {
  it('ends after 30 days unused; each use renews it, up to 365 days after sign-in', async () => {
    const [customer] = await server.database.db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    const signIn = () => issueToken(server.database.db, customer!.id, server.clock.now!);
    const [idle, used] = [await signIn(), await signIn()];
    const info = async (token: string) => (await server.call('getCustomerInfo', { token })).status;
    // the used one is used every 20 days; the idle one only at the end
    for (let day = 20; day <= 360; day += 20) {
      advance(20 * 86_400);
      expect(await info(used)).toBe(200);
      if (day === 40) expect(await info(idle)).toBe(401);
    }
    advance(10 * 86_400); // 370 days after sign-in: past the longest life, however often used
    expect(await info(used)).toBe(401);
  });
});

describe('the per-IP limit on sign-in attempts', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ env: { authRateLimitPerMinute: 3, rateLimitPerMinute: 0 } });
  });
  afterAll(() => limited.close());

  it("counts attempts per IP whatever the Authorization header (one's own token buys no fresh budget)", async () => {
    const attempt = (token?: string) =>
      limited.call('login', {
        token,
        validate: false, // 429 is every operation's answer past a limit
        body: { login_type: 'manual', email_or_phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      });
    const first = await attempt();
    expect(first.status).toBe(200);
    const token = first.body.token as string;
    expect((await attempt(token)).status).toBe(200);
    expect((await attempt(token)).status).toBe(200);
    const over = await attempt(token);
    expect(over.status).toBe(429);
    expect(over.body.errors[0]).toEqual({ code: 'too_many_requests', message: 'Too Many Attempts.' });
    expect((await attempt()).status).toBe(429);
    expect(
      (
        await limited.call('resetPassword', {
          validate: false,
          body: {
            reset_token: '1',
            verification_method: 'email',
            email: 'a@b.co',
            password: 'xxxxxx',
            confirm_password: 'xxxxxx',
          },
        })
      ).status,
    ).toBe(429);
    // the rest of the API is not this limit's business
    expect((await limited.call('getConfig')).status).toBe(200);
    expect((await limited.call('getCustomerInfo', { token })).status).toBe(200);
  });
});
