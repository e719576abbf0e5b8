import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('getConfig', () => {
  it('returns the business config with the demo OTP in demo mode', async () => {
    const res = await server.call('getConfig');
    expect(res.status).toBe(200);
    expect(res.body.demo).toBe(true);
    expect(res.body.demo_otp).toMatch(/^\d{6}$/);
    expect(res.body.centralize_login.manual_login_status).toBe(1);
  });

  it('reflects config overrides (login flags switched for tests)', async () => {
    await server.setConfig({ centralize_login: { otp_login_status: 0 } });
    server.env.demoMode = false; // demo mode is the process's, never the stored settings'
    try {
      const res = await server.call('getConfig');
      expect(res.body.centralize_login.otp_login_status).toBe(0);
      expect(res.body.centralize_login.manual_login_status).toBe(1);
      expect(res.body.demo_otp).toBeNull();
    } finally {
      server.env.demoMode = true;
    }
  });

  it('rejects an over-long X-localization header with 403', async () => {
    const res = await server.call('getConfig', { headers: { 'X-localization': 'x'.repeat(40) } });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('X-localization');
  });
});

describe('getZoneId', () => {
  it('answers 403 with the field codes when lat/lng are missing or malformed', async () => {
    const res = await server.call('getZoneId', { query: { lat: 'abc' } });
    expect(res.status).toBe(403);
    expect(res.body.errors.map((e: { code: string }) => e.code).sort()).toEqual(['lat', 'lng']);
  });
});

describe('requestGuestId', () => {
  it('issues unguessable guest ids (≥ 64 random bits), a new one each time', async () => {
    const a = await server.call('requestGuestId');
    const b = await server.call('requestGuestId');
    expect(a.status).toBe(200);
    expect(a.body.guest_id).toMatch(/^[0-9a-f]{32}$/);
    expect(a.body.guest_id).not.toBe(b.body.guest_id);
  });
});

describe('rate limit', () => {
  it('answers 429 in the errors shape past the per-minute limit', async () => {
    const limited = await startTestServer({ env: { rateLimitPerMinute: 2 } });
    try {
      expect((await limited.call('requestGuestId')).status).toBe(200);
      expect((await limited.call('requestGuestId')).status).toBe(200);
      const res = await limited.call('requestGuestId');
      expect(res.status).toBe(429);
      expect(res.body.errors[0].code).toBe('too_many_requests');
    } finally {
      await limited.close();
    }
  });
});
