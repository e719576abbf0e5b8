import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../server/lib/config/business-config.ts';
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

  it('rejects a body that is not an object with 403', async () => {
    const res = await server.call('updateDemoConfig', { raw: { contentType: 'application/json', data: '[1,2]' } });
    expect(res.status).toBe(403);
  });
});
