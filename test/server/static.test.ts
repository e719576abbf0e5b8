// The built SPA and /media next to the API: caching headers that match what is served, 304s on
// revalidation, precompressed text files, and a rate limit that counts the API only.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import type { Database } from '../../server/db/client.ts';
import { readEnv } from '../../server/env.ts';
import { openTestDatabase } from '../support/template-db.ts';

// A stand-in for a Vite build: index.html, one hashed chunk with its .br/.gz siblings.
const staticDir = mkdtempSync(join(tmpdir(), 'storefront-static-'));
const indexHtml = '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';
const chunk = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
mkdirSync(join(staticDir, 'assets'));
writeFileSync(join(staticDir, 'index.html'), indexHtml);
writeFileSync(join(staticDir, 'assets/index-Ab12Cd34.js'), chunk);
writeFileSync(join(staticDir, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(chunk));
writeFileSync(join(staticDir, 'assets/index-Ab12Cd34.js.gz'), gzipSync(chunk));

const LIMIT = 3;
let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase(inject('templateDb'));
  const env = {
    ...readEnv({}),
    logRequests: false,
    responseCacheSeconds: 0,
    pageCacheSeconds: 0,
    rateLimitPerMinute: LIMIT,
    staticDir,
  };
  app = await buildApp({ database, env, serveSpa: true });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the built SPA', () => {
  it('carries a CSP allowing exactly what it loads, no framing, nosniff and a Referrer-Policy', async () => {
    const res = await get('/');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('default-src')).toBe("default-src 'self'");
    // outside demo mode the sign-in SDKs load from their providers; the offline tiles ('self') by default
    // (and a rendered page's one inline script, by its hash: lib/http/page-scripts.ts)
    expect(directive('script-src')).toMatch(/^script-src 'self' 'sha256-[\w+/]+=*' https:\/\/accounts\.google\.com /);
    expect(directive('script-src')).not.toMatch(/unsafe/);
    expect(directive('img-src')).toMatch(/^img-src 'self' /);
    expect(directive('img-src')).not.toContain('openstreetmap');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const asset = await get('/assets/index-Ab12Cd34.js');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe(chunk);
  });

  it('sends the precompressed brotli or gzip file to a browser that accepts it', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotliCompressSync(chunk))).toBe(true);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(chunk.length / 10);
  });

  it('serves index.html with no-cache and an ETag, and answers 304 to If-None-Match', async () => {
    const first = await get('/');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<div id="root"></div>'); // index.html, with the page's head (seo.test.ts)
    expect(first.body).toContain('<title>Sixam Market</title>');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers['etag'];
    expect(etag).toEqual(expect.any(String));
    const again = await get('/', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The browser keeps a 304's headers with the page it revalidated: the page's policy, not the API's
    // `default-src 'none'` (which blocked every script of a reloaded page).
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(String(again.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('sends a page compressed as every answer: brotli, else gzip, else as it is; one Vary, and 304 in each', async () => {
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024); // the page's head makes it more than the threshold
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(String(br.headers['vary']).match(/accept-encoding/gi)).toHaveLength(1);
    const again = await get('/', {
      'accept-encoding': 'gzip, deflate, br',
      'if-none-match': String(br.headers['etag']),
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers a client route with index.html, revalidated the same way', async () => {
    const res = await get('/home?moduleId=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<title>Home | Sixam Market</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['etag']).toEqual(expect.any(String));
    const head = await app.inject({ method: 'HEAD', url: '/home' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing chunk with 404, not index.html', async () => {
    const res = await get('/assets/index-Gone0000.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });
});

describe('generated media', () => {
  it('is cached for 30 days with an ETag, and If-None-Match answers 304', async () => {
    const first = await get('/media/items/12-fresh-red-apples.webp');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=2592000');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/media/items/12-fresh-red-apples.webp', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers['etag']).toBe(etag);
    const weak = await get('/media/items/12-fresh-red-apples.webp', { 'if-none-match': `"other", W/${etag}` });
    expect(weak.statusCode).toBe(304);
    const other = await get('/media/items/13-bananas-sagor.webp', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers['etag']).not.toBe(etag);
  });
});

describe('the rate limit', () => {
  it('never counts /assets, index.html or /media, and still limits /api', async () => {
    for (let i = 0; i < LIMIT * 5; i++) {
      expect((await get('/assets/index-Ab12Cd34.js')).statusCode).toBe(200);
      expect((await get('/')).statusCode).toBe(200);
      expect((await get('/home')).statusCode).toBe(200);
      expect((await get(`/media/items/${i % 4}-fresh-red-apples.webp`)).statusCode).toBe(200);
    }
    const api = [];
    for (let i = 0; i <= LIMIT; i++) api.push(await get('/api/v1/config'));
    expect(api.slice(0, LIMIT).map((r) => r.statusCode)).toEqual(Array(LIMIT).fill(200));
    expect(api[LIMIT]!.statusCode).toBe(429);
    expect(api[LIMIT]!.json()).toMatchObject({
      errors: [{ code: 'too_many_requests', message: 'Too Many Attempts.' }],
    });
    // Files stay reachable once the API budget is spent.
    expect((await get('/assets/index-Ab12Cd34.js')).statusCode).toBe(200);
    expect((await get('/media/items/1-fresh-red-apples.webp')).statusCode).toBe(200);
  });
});
