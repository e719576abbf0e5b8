// The server render (docs/architecture.md, "A page request"): src/app/entry-server.tsx renders public pages with
// the route loaders' data fetched from the embedded API in-process (server/render.ts's inject fetch), so the HTML
// holds the page itself: its h1, the store's or item's name, the LCP image, the styles and the state to hydrate.
// server/static.ts assembles one page from it: the head and the status from server/lib/seo, the body from the render.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { readEnv } from '../../server/env.ts';
import { injectFetch, SSR_DIR } from '../../server/render.ts';
import { languageOf, render, rendersOnServer, type Rendered } from '../../src/app/entry-server.tsx';
import { PAGE_STATE_ID, type PageState } from '../../src/app/page-state.ts';
import { shell as arShell } from '../../src/i18n/ar/shell.ts';
import { common as enCommon } from '../../src/i18n/en/common.ts';
import { shell as enShell } from '../../src/i18n/en/shell.ts';
import { openFreshDatabase, startTestServer, type TestServer } from '../support/api-server.ts';

// A stand-in for a build: index.html as Vite writes it, and a server entry that is the real one (from the source).
const buildDir = mkdtempSync(join(tmpdir(), 'storefront-ssr-'));
const indexHtml =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Sixam Market</title>' +
  '<meta name="description" content="generic" /><script type="module" src="/assets/index-Ab12.js"></script>' +
  '</head><body><div id="root"><p>splash</p></div></body></html>';
mkdirSync(join(buildDir, SSR_DIR));
writeFileSync(join(buildDir, 'index.html'), indexHtml);
writeFileSync(
  join(buildDir, SSR_DIR, 'entry-server.js'),
  `export * from ${JSON.stringify(join(import.meta.dirname, '../../src/app/entry-server.tsx'))};\n`,
);

let server: TestServer;
let site: FastifyInstance;
beforeAll(async () => {
  server = await startTestServer();
  const env = { ...readEnv({}), logRequests: false, responseCacheSeconds: 0, staticDir: buildDir };
  site = await buildApp({ database: await openFreshDatabase(), env, serveSpa: true });
});
afterAll(async () => {
  await site.close();
  await server.close();
  rmSync(buildDir, { recursive: true, force: true });
});

const GROCERY = 1;
const DHAKA = '[1]';

interface Seeded {
  store: { id: number; name: string; slug: string; cover_photo_full_url: string };
  item: { id: number; name: string; slug: string; image_full_url: string };
}

async function seeded(): Promise<Seeded> {
  const stores = await server.call('getLatestStores', {
    query: { type: 'all', limit: 12, offset: 1 },
    zoneId: DHAKA,
    moduleId: GROCERY,
  });
  const store = stores.body.stores[0];
  const items = await server.call('getLatestItems', {
    query: { store_id: store.id, limit: 12, offset: 1, type: 'all' },
    zoneId: DHAKA,
    moduleId: GROCERY,
  });
  return { store, item: items.body.products[0] };
}

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('; ');

/** Renders `path` with `status` (server/lib/seo's) as a shopper whose mirrored session cookies are `cookies`. */
async function renderPage(path: string, cookies: Record<string, string> = {}, status = 200): Promise<Rendered> {
  const page = await render(new Request(`http://shop.test${path}`, { headers: { cookie: cookieHeader(cookies) } }), {
    fetch: injectFetch(server.app, '127.0.0.1'),
    status,
  });
  if (page instanceof Response) throw new Error(`redirected to ${page.headers.get('Location')}`);
  return page;
}

const groceryShopper = {
  zoneid: DHAKA,
  module: JSON.stringify({ id: GROCERY, module_name: 'Grocery', module_type: 'grocery' }),
};

describe('server render', () => {
  it('renders a store page: the store name as its h1, its cover image, its items, styles and hydration state', async () => {
    const { store, item } = await seeded();
    const page = await renderPage(`/store/${store.slug}`, groceryShopper);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(store.name))}</h1>`));
    expect(page.html).toContain(escapeHtml(store.cover_photo_full_url));
    expect(page.html).toContain(escapeHtml(item.name)); // the first page of the store's items
    expect(page.styles).toMatch(/^<style[^>]*data-styled/);
    // a JSON data block (the page's CSP runs no inline script): the store's details and the loaders' data
    const state = pageState(page.state);
    expect(state.query.queries.map((q) => q.queryKey)).toContainEqual(expect.arrayContaining([store.slug]));
    expect(state.router.loaderData).toHaveProperty('root');
    expect(state.router.errors).toBeNull();
    // the whole page in document order: no loading state, no part sent apart for the browser to move in
    expect(page.html).not.toContain('Loading…');
    expect(page.html).not.toContain('<template');
  });

  it('renders a product page: the item name as its h1 and its image', async () => {
    const { item } = await seeded();
    const page = await renderPage(`/product/${item.slug}`, groceryShopper);
    expect(page.html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(item.name))}</h1>`));
    expect(page.html).toContain(escapeHtml(item.image_full_url));
  });

  it("renders in the shopper's language, or in the link's (?lang=)", async () => {
    const { store } = await seeded();
    const request = (path: string, language: string) =>
      new Request(`http://shop.test${path}`, { headers: { cookie: cookieHeader({ 'language-setting': language }) } });
    expect(languageOf(request('/', 'ar'))).toBe('ar');
    expect(languageOf(request('/', 'en'))).toBe('en');
    expect(languageOf(request('/?lang=ar', 'en'))).toBe('ar');
    expect(languageOf(request('/?lang=en', 'ar'))).toBe('en');
    const arabic = await renderPage(`/store/${store.slug}`, { ...groceryShopper, 'language-setting': 'ar' });
    expect(arabic.html).toContain(escapeHtml(arShell.noScript));
    const linked = await renderPage(`/store/${store.slug}?lang=ar`, groceryShopper);
    expect(linked.html).toContain(escapeHtml(arShell.noScript));
    expect((await renderPage(`/store/${store.slug}`, groceryShopper)).html).toContain(escapeHtml(enShell.noScript));
  });

  it('renders a 4xx page as the Not found page inside the layout, with the error for the browser to hydrate', async () => {
    const page = await renderPage('/store/no-such-store', groceryShopper, 404);
    expect(page.html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(enCommon.notFoundTitle)}</h1>`));
    expect(page.html).toContain('<header'); // the layout around it
    const state = pageState(page.state);
    expect(state.router.errors).toEqual({
      page: expect.objectContaining({ status: 404, __type: 'RouteErrorResponse' }),
    });
  });

  it('renders the public pages only: account, cart and checkout pages stay in the browser', () => {
    const url = (path: string) => new URL(`http://shop.test${path}`);
    expect(rendersOnServer(url('/store/some-store'))).toBe(true);
    expect(rendersOnServer(url('/product/12'))).toBe(true);
    expect(rendersOnServer(url('/'))).toBe(true);
    expect(rendersOnServer(url('/checkout'))).toBe(false);
    expect(rendersOnServer(url('/profile'))).toBe(false);
    expect(rendersOnServer(url('/wallet'))).toBe(false);
  });
});

/** The page state of a render (its `<script type="application/json">` block). */
function pageState(script: string): PageState {
  const match = new RegExp(`^<script type="application/json" id="${PAGE_STATE_ID}">(.*)</script>$`, 's').exec(script);
  if (!match) throw new Error(`not a page state block: ${script.slice(0, 80)}`);
  return JSON.parse(match[1]) as PageState;
}

function escapeHtml(text: string) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('the page the server sends (server/static.ts: one assembly)', () => {
  const get = (url: string, cookies: Record<string, string> = {}) =>
    site.inject({ method: 'GET', url, headers: { cookie: cookieHeader(cookies) } });

  it('puts the rendered page into index.html with the page’s head, status and the state to hydrate', async () => {
    const { store } = await seeded();
    const res = await get(`/store/${store.slug}`, groceryShopper);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.vary).toMatch(/\bCookie\b/); // rendered for the shopper's zone, module and language
    const html = res.body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain(`<title>${escapeHtml(store.name)}`); // server/lib/seo's head, once
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('content="generic"');
    expect(html).toMatch(new RegExp(`<div id="root">.*<h1[^>]*>${escapeRegExp(escapeHtml(store.name))}</h1>`, 's'));
    expect(html).not.toContain('splash');
    expect(html).toMatch(/<style[^>]*data-styled[^>]*>[^<]+<\/style><\/head>/);
    expect(html).toContain(`<script type="application/json" id="${PAGE_STATE_ID}">`);
    expect(html).toContain('<script type="module" src="/assets/index-Ab12.js"></script>');
  });

  it('renders in the shopper’s language: Arabic, right to left', async () => {
    const { store } = await seeded();
    const res = await get(`/store/${store.slug}`, { ...groceryShopper, 'language-setting': 'ar' });
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain(escapeHtml(arShell.noScript));
  });

  it('answers an unknown store or path with 404 and the Not found page rendered, marked noindex', async () => {
    for (const path of ['/store/no-such-store', '/no-such-page']) {
      const res = await get(path, groceryShopper);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toMatch(
        new RegExp(`<div id="root">.*<h1[^>]*>${escapeRegExp(enCommon.notFoundTitle)}</h1>`, 's'),
      );
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('leaves account, cart and checkout pages to the browser: index.html with their head only', async () => {
    const res = await get('/checkout', groceryShopper);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><p>splash</p></div>');
    expect(res.body).not.toContain(PAGE_STATE_ID);
    expect(res.headers.vary).not.toMatch(/\bCookie\b/);
  });
});
