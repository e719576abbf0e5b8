import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('subscribeNewsletter', () => {
  it('subscribes an email once', async () => {
    const res = await server.call('subscribeNewsletter', { body: { email: 'reader@example.com' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Subscribed Successfully' });
  });

  it('answers 403 for an email already subscribed (case-insensitive)', async () => {
    await server.call('subscribeNewsletter', { body: { email: 'twice@example.com' } });
    const res = await server.call('subscribeNewsletter', { body: { email: 'Twice@Example.com' } });
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toEqual({ code: 'email', message: 'The email has already been taken.' });
  });

  it('answers 403 for an invalid or missing email', async () => {
    const bad = await server.call('subscribeNewsletter', { body: { email: 'not-an-email' } });
    expect(bad.status).toBe(403);
    expect(bad.body.errors[0]).toEqual({ code: 'email', message: 'The email must be a valid email address.' });
    const missing = await server.call('subscribeNewsletter', { body: {} });
    expect(missing.body.errors[0]).toEqual({ code: 'email', message: 'The email field is required.' });
  });

  it('answers in Arabic for X-localization ar', async () => {
    const res = await server.call('subscribeNewsletter', {
      body: { email: 'arabic@example.com' },
      headers: { 'X-localization': 'ar' },
    });
    expect(res.body.message).toBe('تم الاشتراك بنجاح');
  });
});
