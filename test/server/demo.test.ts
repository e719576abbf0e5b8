import { eq, sql } from 'drizzle-orm';
import { settings } from '../../server/db/schema/core.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OTP, defaultConfig } from '../../server/lib/config/business-config.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';

describe('demo control disabled (no DEMO_CONTROL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { demoControl: false } });
  });
  afterAll(() => server.close());

  it('answers 404 not_found and changes nothing', async () => {
    const put = await server.call('updateDemoConfig', { body: { demo: false } });
    expect(put.status).toBe(404);
    expect(put.body.errors[0].code).toBe('not_found');
    expect((await server.call('resetDemoConfig')).status).toBe(404);
    expect((await server.call('getConfig')).body.demo).toBe(true);
  });
});

describe('demo control enabled', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { demoControl: true } });
  });
  afterAll(() => server.close());

  it('deep-merges a partial config and returns the effective config', async () => {
    const res = await server.call('updateDemoConfig', {
      body: { centralize_login: { otp_login_status: 0 }, guest_checkout_status: 0 },
    });
    expect(res.status).toBe(200);
    expect(res.body.centralize_login).toMatchObject({ otp_login_status: 0, manual_login_status: 1 });
    expect(res.body.guest_checkout_status).toBe(0);
    const again = await server.call('updateDemoConfig', { body: { refund_policy: 0 } });
    expect(again.body).toMatchObject({ refund_policy: 0, guest_checkout_status: 0 }); // earlier overrides kept
    expect((await server.call('getConfig')).body.centralize_login.otp_login_status).toBe(0);
  });

  it('resets to the defaults', async () => {
    await server.call('updateDemoConfig', { body: { demo: false } });
    const res = await server.call('resetDemoConfig');
    expect(res.status).toBe(200);
    expect(res.body.demo).toBe(true);
    expect(res.body.centralize_login).toEqual(defaultConfig.centralize_login);
    expect((await server.call('getConfig')).body.refund_policy).toBe(1);
  });

  it('never stores demo mode: a process outside demo mode publishes no code whatever the shared settings say', async () => {
    await server.call('updateDemoConfig', { body: { demo: false } });
    // another process (or an older version) wrote demo mode into the shared settings row
    await server.setConfig({ guest_checkout_status: 1 });
    await server.database.db.execute(
      sql`update settings set value = value || '{"demo": true, "demo_otp": "123456"}'::jsonb where key = 'config'`,
    );
    expect((await server.call('getConfig')).body).toMatchObject({ demo: true, demo_otp: DEMO_OTP }); // this process: demo
    server.env.demoMode = false;
    try {
      expect((await server.call('getConfig')).body).toMatchObject({ demo: false, demo_otp: null });
      const put = await server.call('updateDemoConfig', { body: { demo: true, demo_otp: DEMO_OTP } });
      expect(put.body).toMatchObject({ demo: false, demo_otp: null });
    } finally {
      server.env.demoMode = true;
    }
    const [row] = await server.database.db.select().from(settings).where(eq(settings.key, 'config'));
    expect(row!.value).not.toHaveProperty('demo');
  });

  it('rejects a body that is not an object with 403', async () => {
    const res = await server.call('updateDemoConfig', { raw: { contentType: 'application/json', data: '[1,2]' } });
    expect(res.status).toBe(403);
  });
});

describe('DEMO_MODE off (the default outside npm start)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { demoMode: false, demoControl: false } });
  });
  afterAll(() => server.close());

  it('publishes no demo OTP, refuses the demo code for a password reset and has no demo identity provider', async () => {
    const config = (await server.call('getConfig')).body;
    expect(config.demo).toBe(false);
    expect(config.demo_otp).toBeNull();
    const phone = '+8801700000004'; // a seeded customer
    expect((await server.call('forgotPassword', { body: { verification_method: 'phone', phone } })).status).toBe(200);
    const takeover = await server.call('resetPassword', {
      body: {
        reset_token: DEMO_OTP,
        verification_method: 'phone',
        phone,
        password: 'owned123',
        confirm_password: 'owned123',
      },
    });
    expect(takeover.status).toBe(400);
    const social = await server.call('issueDemoSocialToken', {
      body: { medium: 'google', email: 'customer@example.com', unique_id: '1' },
    });
    expect(social.status).toBe(404);
  });
});
