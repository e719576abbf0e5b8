// Security headers on every answer of the API and the payment page, `Cache-Control: no-store` on
// authenticated answers, and a payment confirm that only its own page can send (Origin checked).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../server/db/seed/customers.ts';
import { contentPolicies, templateOrigin } from '../../server/lib/http/security-headers.ts';
import { START_AFTER_FIRST_PAINT_SOURCE } from '../../server/lib/http/page-scripts.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  const res = await server.call('login', {
    body: { login_type: 'manual', email_or_phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  });
  token = res.body.token;
});
afterAll(() => server.close());

const directive = (csp: string | null, name: string) => csp?.split('; ').find((d) => d.startsWith(`${name} `));

describe('API answers', () => {
  it('go compressed to a client that accepts it (brotli, else gzip), over 1 KB, and plain to one that does not', async () => {
    const get = (encoding?: string) =>
      server.app.inject({
        method: 'GET',
        url: '/api/v1/config',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    // a small answer is not worth it
    const small = await server.app.inject({
      method: 'GET',
      url: '/api/v1/customer/info',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('forbid framing and sniffing and run nothing, errors too', async () => {
    for (const res of [await server.call('getConfig'), await server.call('getCustomerInfo')]) {
      const csp = res.headers.get('content-security-policy');
      expect(directive(csp, 'default-src')).toBe("default-src 'none'");
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('are never stored by a cache when authenticated, and public reads keep their caching', async () => {
    const mine = await server.call('getCustomerInfo', { token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    const wallet = await server.call('getWalletTransactions', { token, query: { limit: 10, offset: 1 } });
    expect(wallet.headers.get('cache-control')).toBe('no-store');
    const config = await server.call('getConfig');
    expect(config.headers.get('cache-control')).not.toBe('no-store');
  });
});

describe('the payment page', () => {
  async function openPayment() {
    const res = await server.call('addFund', { token, body: { amount: 10, payment_method: 'stripe' } });
    expect(res.status).toBe(200);
    const link = new URL(res.body.redirect_link);
    const page = await fetch(link);
    const html = await page.text();
    return { link, page, token: /name="token" value="([^"]+)"/.exec(html)![1]! };
  }
  const confirm = (link: URL, pageToken: string, headers: Record<string, string>) =>
    fetch(new URL('/payment/wallet', link), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ token: pageToken, action: 'confirm' }).toString(),
      redirect: 'manual',
    });
  const balance = async () => (await server.call('getCustomerInfo', { token })).body.wallet_balance as number;

  it('cannot be framed and posts only to itself', async () => {
    const { page } = await openPayment();
    const csp = page.headers.get('content-security-policy');
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'default-src')).toBe("default-src 'none'");
    expect(directive(csp, 'form-action')).toMatch(/^form-action 'self'/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it("refuses a confirm from another origin or without one (403), and takes its own page's", async () => {
    const { link, token: pageToken } = await openPayment();
    const before = await balance();
    const forged = await confirm(link, pageToken, { Origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('This payment can only be confirmed on its own page.');
    expect((await confirm(link, pageToken, {})).status).toBe(403);
    expect((await confirm(link, pageToken, { Referer: 'https://evil.example/pay' })).status).toBe(403);
    expect(await balance()).toBe(before);
    const own = await confirm(link, pageToken, { Origin: link.origin });
    expect(own.status).toBe(200);
    expect(await balance()).toBeCloseTo(before + 10, 2);
  });
});

describe('the SPA policy', () => {
  const env = { publicUrl: 'https://shop.example', demoMode: true };
  it('allows the tile host of VITE_MAP_TILE_URL (the offline tiles by default: self), and no sign-in SDK in demo mode', () => {
    const osm = contentPolicies(env, {}, []).spa;
    expect(directive(osm, 'img-src')).toBe("img-src 'self' data: blob: https://shop.example");
    const street = contentPolicies(env, { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }, []).spa;
    expect(directive(street, 'img-src')).toBe(
      "img-src 'self' data: blob: https://tile.openstreetmap.org https://shop.example",
    );
    expect(directive(osm, 'script-src')).toBe(`script-src 'self' ${START_AFTER_FIRST_PAINT_SOURCE}`);
    expect(directive(osm, 'connect-src')).toBe("connect-src 'self' https://shop.example");
    expect(directive(osm, 'frame-src')).toBe("frame-src 'none'");
    const own = contentPolicies(env, { tileUrl: 'https://{s}.tiles.example.net/{z}/{x}/{y}.png' }, []).spa;
    expect(directive(own, 'img-src')).toContain('https://*.tiles.example.net');
    expect(directive(own, 'img-src')).not.toContain('openstreetmap');
    const foreign = contentPolicies(env, { apiBaseUrl: 'https://api.6am.example/' }, []).spa;
    expect(directive(foreign, 'connect-src')).toContain('https://api.6am.example');
  });

  it('reads the origin of a URL template and nothing else', () => {
    expect(templateOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(templateOrigin('javascript:alert(1)')).toBeNull();
    expect(templateOrigin('not a url')).toBeNull();
  });
});
