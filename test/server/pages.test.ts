import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => server.setConfig({ refund_policy: 1, cancelation_policy: 1, shipping_policy: 1 }));
afterAll(() => server.close());

/** Every page: its operation and a phrase of the seeded English and Arabic text. */
const pages = [
  { op: 'getAboutUs', en: 'Sixam Market brings the shops', ar: 'يوصل سيكسام ماركت' },
  { op: 'getTermsAndConditions', en: 'By placing an order you agree', ar: 'بتقديم طلب فإنك توافق' },
  { op: 'getPrivacyPolicy', en: 'We never sell your data', ar: 'لا نبيع بياناتك أبدًا' },
  { op: 'getRefundPolicy', en: 'ask for a refund from the order', ar: 'فاطلب استرداد المبلغ' },
  { op: 'getCancellationPolicy', en: 'cancel an order while it is pending', ar: 'يمكنك إلغاء الطلب' },
  { op: 'getShippingPolicy', en: 'We deliver inside our service zones', ar: 'نوصل داخل مناطق الخدمة' },
] as const;

describe('business pages (6amMart HomeController over /api/v1)', () => {
  it.each(pages)('$op answers the page HTML as a JSON string with Last-Modified', async ({ op, en }) => {
    const res = await server.call<string>(op);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(typeof res.body).toBe('string');
    expect(res.body).toContain(en);
    expect(res.body).toMatch(/^<h2>/);
    expect(res.headers.get('last-modified')).toBe('Thu, 15 Jan 2026 09:00:00 GMT');
  });

  it.each(pages)('$op answers in Arabic for X-localization ar', async ({ op, ar, en }) => {
    const res = await server.call<string>(op, { headers: { 'X-localization': 'ar' } });
    expect(res.status).toBe(200);
    expect(res.body).toContain(ar);
    expect(res.body).not.toContain(en);
  });

  it('falls back to the default text for a locale without a translation', async () => {
    const res = await server.call<string>('getAboutUs', { headers: { 'X-localization': 'fr' } });
    expect(res.body).toContain('Sixam Market brings the shops');
  });

  it.each(pages)('$op refuses an over-long X-localization with 403', async ({ op }) => {
    const res = await server.call(op, { headers: { 'X-localization': 'x'.repeat(11) } });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('X-localization');
  });

  it.each([
    { op: 'getRefundPolicy', flag: 'refund_policy' },
    { op: 'getCancellationPolicy', flag: 'cancelation_policy' },
    { op: 'getShippingPolicy', flag: 'shipping_policy' },
  ])('$op answers 404 while config $flag is 0', async ({ op, flag }) => {
    await server.setConfig({ [flag]: 0 });
    const res = await server.call(op);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not Found' });
    // the other pages are untouched
    expect((await server.call('getAboutUs')).status).toBe(200);
  });
});
