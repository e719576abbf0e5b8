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
import { START_AFTER_FIRST_PAINT, START_AFTER_FIRST_PAINT_SOURCE } from '../../server/lib/http/page-scripts.ts';
import { languageOf, render, rendersOnServer, sessionKey } from '../../src/app/entry-server.tsx';
import type { RenderedPage } from '../../domain/rendered-page.ts';
import { PAGE_STATE_ID, type PageState } from '../../src/app/page-state.ts';
import arShell from '../../src/i18n/ar/shell.ts';
import { common as enCommon } from '../../src/i18n/en/common.ts';
import { home as enHome } from '../../src/i18n/en/home.ts';
import { pages as enPages } from '../../src/i18n/en/pages.ts';
import { shell as enShell } from '../../src/i18n/en/shell.ts';
import { openFreshDatabase, startTestServer, type TestServer } from '../support/api-server.ts';

// A stand-in for a build: index.html as Vite writes it, and a server entry that is the real one (from the source).
const buildDir = mkdtempSync(join(tmpdir(), 'storefront-ssr-'));
const indexHtml =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Sixam Market</title>' +
  '<meta name="description" content="generic" /><script type="module" src="/assets/index-Ab12.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/initial-Cd34.js">' +
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
  const env = { ...readEnv({}), logRequests: false, responseCacheSeconds: 0, pageCacheSeconds: 0, staticDir: buildDir };
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
  item: { id: number; name: string; slug: string; image_full_url: string; price: number };
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
async function renderPage(
  path: string,
  cookies: Record<string, string> = {},
  status = 200,
  fetch = injectFetch(server.app, '127.0.0.1'),
): Promise<RenderedPage> {
  const page = await render(new Request(`http://shop.test${path}`, { headers: { cookie: cookieHeader(cookies) } }), {
    fetch,
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

  it("draws the cookie notice for a visitor who has not accepted it (with the page's first paint), not once accepted", async () => {
    const { store } = await seeded();
    const notice = /<section[^>]*aria-label="Cookie notice"[^>]*>.*?<button[^>]*>Accept cookies<\/button>/s;
    const stranger = await renderPage(`/store/${store.slug}`, groceryShopper);
    expect(stranger.html).toMatch(notice);
    // before the header: the first stop of the keyboard after the skip link
    expect(stranger.html.indexOf('aria-label="Cookie notice"')).toBeLessThan(stranger.html.indexOf('<header'));
    const accepted = await renderPage(`/store/${store.slug}`, { ...groceryShopper, 'cookie-consent': 'accepted' });
    expect(accepted.html).not.toContain('Cookie notice');
    expect(accepted.html).not.toContain('Accept cookies');
  });

  it("renders a store page alike for every shopper: no guest's id or cart in it, the cards' controls at rest", async () => {
    const { store, item } = await seeded();
    const guests = await Promise.all(
      [1, 2].map(async () => {
        const guest = await server.call('requestGuestId', {});
        return String((guest.body as { guest_id: string | number }).guest_id);
      }),
    );
    const added = await server.call('addToCart', {
      body: { guest_id: guests[0], item_id: item.id, model: 'Item', price: item.price, quantity: 2, variation: [] },
      zoneId: DHAKA,
      moduleId: GROCERY,
    });
    expect(added.status).toBe(200);
    const [withCart, without] = await Promise.all(
      guests.map((guestId) => renderPage(`/store/${store.slug}`, { ...groceryShopper, guest_id: guestId })),
    );
    // the browser asks for the cart once the page has hydrated (src/shop/shopper-cart.ts)
    expect(withCart.html).not.toContain(escapeHtml(`${item.name}: quantity 02`));
    expect(withCart.html).toContain(escapeHtml(item.name));
    expect(withCart.html).toBe(without.html);
    // the same queries with the same data (their times apart)
    const queries = (page: RenderedPage) =>
      pageState(page.state).query.queries.map((q) => ({ key: q.queryKey, data: q.state.data }));
    expect(queries(withCart)).toEqual(queries(without));
    const keys = queries(withCart).map((q) => q.key[0]);
    expect(keys).not.toContain('cart');
    expect(keys.length).toBeGreaterThan(0);
  });

  it('keeps a page under the session its render reads: whether there is a guest id, never which', () => {
    const request = (cookies: Record<string, string>) =>
      new Request('http://shop.test/home', { headers: { cookie: cookieHeader(cookies) } });
    const key = (cookies: Record<string, string>) => sessionKey(request(cookies));
    const shopper = key({ ...groceryShopper, guest_id: '101' });
    expect(key({ ...groceryShopper, guest_id: '202' })).toBe(shopper);
    expect(key({ ...groceryShopper, guest_id: '101', _ga: 'GA1.1.5' })).toBe(shopper); // not mirrored: not read
    expect(shopper).not.toContain('101');
    expect(key(groceryShopper)).not.toBe(shopper); // a first visit
    expect(key({ ...groceryShopper, guest_id: '101', zoneid: '[2]' })).not.toBe(shopper);
    expect(key({ ...groceryShopper, guest_id: '101', 'language-setting': 'ar' })).not.toBe(shopper);
  });

  it('renders a product page: the item name as its h1 and its image, for a shopper with a guest id too', async () => {
    const { item } = await seeded();
    // with a guest id the cart is the shopper's own and never asked for on the server: the product does not wait for it
    for (const shopper of [groceryShopper, { ...groceryShopper, guest_id: '101' }]) {
      const page = await renderPage(`/product/${item.slug}`, shopper);
      expect(page.html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(item.name))}</h1>`));
      expect(page.html).toContain(escapeHtml(item.image_full_url));
      expect(page.html).not.toContain('Loading…');
    }
  });

  it("hands the browser the shop zone's offsets from a year before the render to ten years after (UTC+6 in Dhaka)", async () => {
    const { item } = await seeded();
    const before = Date.now();
    const page = await renderPage(`/product/${item.slug}`, groceryShopper);
    const [[first, last, minutes], ...more] = pageState(page.state).zone ?? [[0, 0, 0]];
    expect({ more, minutes }).toEqual({ more: [], minutes: 360 });
    const day = 86_400_000;
    expect(first * 900_000).toBeLessThanOrEqual(before - 365 * day);
    expect((last + 1) * 900_000).toBeGreaterThanOrEqual(before + 3652 * day);
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

const rentalShopper = async () => {
  const res = await server.app.inject({ method: 'GET', url: '/api/v1/module', headers: { zoneId: DHAKA } });
  const rental = (res.json() as { id: number; module_type: string }[]).find((m) => m.module_type === 'rental')!;
  return {
    zoneid: DHAKA,
    module: JSON.stringify({ id: rental.id, module_name: 'Rental', module_type: 'rental' }),
  };
};

/** The h1 of a rendered page's markup. */
const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];

describe('server render of every public page: the h1 and the content, never a loading state', () => {
  it('/home: the module’s home with its categories, item rows and stores', async () => {
    const { store } = await seeded();
    const page = await renderPage('/home', groceryShopper);
    expect(h1Of(page.html)).toBe('Grocery home');
    expect(page.html).toContain(escapeHtml(store.name)); // the latest stores
    expect(page.html).toContain('href="/category/1'); // a category of the row, a real link
    expect(page.html).toMatch(/href="\/product\/[^"]+"/); // an item of the rows
    expect(page.html).not.toContain(`aria-label="${enCommon.loading}"`);
    // the zone has several modules: the switcher beside the title is drawn here, not pushed in after hydration
    expect(page.html).toMatch(/Module: Grocery<\/span><strong>Switch module<\/strong>/);
  });

  it('/home: every item row, also when the config comes after the page’s loader asked for it', async () => {
    // The new items row is asked for only where the config says the backend serves it; the root route's loader asks
    // for the config while the page's runs. Read before it was answered, the row was left to the browser, which
    // drew its cards in one task after hydrating.
    const inject = injectFetch(server.app, '127.0.0.1');
    let rowsAskedFor = () => {};
    const rows = new Promise<void>((resolve) => (rowsAskedFor = resolve));
    // the config is answered once the page's loader has asked for its rows, or after a second when it waits for it
    const configLater = async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/v1/items/popular') rowsAskedFor();
      if (path === '/api/v1/config') await Promise.race([rows, new Promise((resolve) => setTimeout(resolve, 1000))]);
      return inject(request);
    };
    const page = await renderPage('/home', groceryShopper, 200, configLater);
    const rowsOfItems = pageState(page.state)
      .query.queries.map((q) => q.queryKey)
      .filter((key) => key[0] === 'items');
    expect(rowsOfItems.map((key) => key[1]).sort()).toEqual(['campaign', 'latest', 'popular']);
    expect(page.html).toContain(`>${enHome.sections.latestItems.replace('{{kind}}', enHome.kinds.items)}<`);
    expect(page.html).not.toContain(`aria-label="${enCommon.loading}"`);
  });

  it('/home?search=: the search results; ?search=category&id=: the category', async () => {
    const { item } = await seeded();
    const word = item.name.split(' ')[0]!;
    const found = await renderPage(`/home?search=${encodeURIComponent(word)}`, groceryShopper);
    expect(found.html).toContain(escapeHtml(item.name));
    expect(found.html).not.toContain(`aria-label="${enCommon.loading}"`);
    const category = await renderPage('/home?search=category&id=1&name=Fresh', groceryShopper);
    expect(h1Of(category.html)).toBe('Fresh');
    expect(category.html).toMatch(/href="\/product\/[^"]+"/);
  });

  it('/category/:id: the category’s name (from the module’s categories) and its items', async () => {
    const page = await renderPage('/category/1', groceryShopper);
    expect(h1Of(page.html)).toBe('Fruits &amp; Vegetables');
    expect(page.html).toMatch(/href="\/product\/[^"]+"/);
    expect(page.html).not.toContain(`aria-label="${enCommon.loading}"`);
  });

  it('/rental/vehicle-search, a vehicle and a provider: their names, images and links', async () => {
    const shopper = await rentalShopper();
    const search = await renderPage('/rental/vehicle-search?all_category=1', shopper);
    expect(h1Of(search.html)).toBe('Vehicles');
    expect(search.html).toContain('Toyota Corolla Axio');
    expect(search.html).toContain('href="/rental/vehicle-details/1');
    const vehicle = await renderPage('/rental/vehicle-details/1', shopper);
    expect(h1Of(vehicle.html)).toBe('Toyota Corolla Axio');
    expect(vehicle.html).toContain('/media/vehicles/1-sedan.webp'); // the LCP image
    const provider = await renderPage('/rental/provider-details/35', shopper);
    expect(h1Of(provider.html)).toBe('Dhaka Car Rentals');
    expect(provider.html).toContain('href="/rental/vehicle-details/');
  });

  it('a cold rental link (no cookie at all): the vehicle, the provider and the default location’s vehicles', async () => {
    const vehicle = await renderPage('/rental/vehicle-details/1');
    expect(h1Of(vehicle.html)).toBe('Toyota Corolla Axio');
    expect(vehicle.html).toContain('/media/vehicles/1-sedan.webp');
    expect(vehicle.html).not.toContain(enCommon.loading);
    expect(vehicle.html).not.toContain('Module id is required!');
    const provider = await renderPage('/rental/provider-details/35');
    expect(h1Of(provider.html)).toBe('Dhaka Car Rentals');
    expect(provider.html).toContain('href="/rental/vehicle-details/');
    const search = await renderPage('/rental/vehicle-search?all_category=1');
    expect(h1Of(search.html)).toBe('Vehicles');
    expect(search.html).toContain('href="/rental/vehicle-details/1');
    // where the vehicles are from, with the location picker one click away
    expect(search.html).toMatch(
      /<p[^>]*role="note"[^>]*>.*Showing [^<]+<\/span><a[^>]*href="\/rental\/vehicle-search\?all_category=1&amp;picker=location"/s,
    );
  });

  it('a cold catalogue link (no cookie at all): its subject in the default location, said so', async () => {
    for (const [path, h1] of [
      ['/category/1', 'Fruits &amp; Vegetables'],
      ['/categories', 'All categories'],
      ['/home', 'Grocery home'],
    ]) {
      const page = await renderPage(path!);
      expect(h1Of(page.html), path).toBe(h1);
      expect(page.html, path).toMatch(/role="note"[^>]*>.*Showing /s);
      expect(page.html, path).not.toContain('Set your location to see what is available near you.');
    }
    expect((await renderPage('/category/1')).html).toMatch(/href="\/product\/[^"]+"/);
  });

  it('the business pages, help and track order', async () => {
    const about = await renderPage('/about-us');
    expect(h1Of(about.html)).toBe('About Us');
    expect(about.html).not.toContain(`aria-label="${enPages.loading}"`);
    expect(about.html).toMatch(/<article[^>]*>.+<\/article>/s); // the admin's text
    expect(h1Of((await renderPage('/help-and-support')).html)).toBe('Help &amp; Support');
    const track = await renderPage('/track-order?order_id=100001');
    expect(h1Of(track.html)).toBe('Track Order');
    expect(track.html).toContain('value="100001"');
  });

  it('renders the loaders’ pages only', () => {
    const url = (path: string) => new URL(`http://shop.test${path}`);
    for (const path of ['/home', '/category/1', '/rental/vehicle-search', '/rental/vehicle-details/1', '/about-us'])
      expect(rendersOnServer(url(path)), path).toBe(true);
    expect(rendersOnServer(url('/rental/cart'))).toBe(false);
    expect(rendersOnServer(url('/my-trips'))).toBe(false);
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
    expect(res.headers.vary).toMatch(/\bcookie\b/i); // rendered for the shopper's zone, module and language
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

  it('sends a vehicle page whole: its h1 and image in the body, its title, og:image and Product JSON-LD in the head', async () => {
    const res = await get('/rental/vehicle-details/1', await rentalShopper());
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Toyota Corolla Axio | Sixam Market</title>');
    expect(html).toMatch(/<meta name="description" content="Rent Toyota Corolla Axio from Dhaka Car Rentals/);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/media\/vehicles\/1-sedan\.webp"/);
    expect(html).toMatch(new RegExp(`<div id="root">.*<h1[^>]*>Toyota Corolla Axio</h1>`, 's'));
    expect(html).toMatch(/<img[^>]+src="[^"]*\/media\/vehicles\/1-sedan\.webp"/);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    const graph = (JSON.parse(ld) as { '@graph': Record<string, any>[] })['@graph'];
    const product = graph.find((o) => o['@type'] === 'Product')!;
    expect(product.offers).toMatchObject({ price: 12, priceCurrency: 'USD' });
    expect(product.aggregateRating).toMatchObject({ ratingValue: 5, ratingCount: 1 });
    expect(graph.find((o) => o['@type'] === 'BreadcrumbList')!.itemListElement).toHaveLength(4);
  });

  it("asks for each page's largest image first: its preload (high priority) heads the page, before every script", async () => {
    const { store, item } = await seeded();
    /** The high-priority image preloads of a sent page: where they are, and what they ask for. */
    const leadImages = async (path: string, cookies: Record<string, string>) => {
      const html = (await get(path, cookies)).body;
      const firstScript = html.search(/<script type="module"/);
      const root = html.indexOf('<div id="root">');
      const lead = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchPriority="high"\/>/gi)];
      for (const link of lead) expect(link.index, `${path}: ${link[1]}`).toBeLessThan(firstScript);
      expect(html.slice(root), path).not.toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/i);
      return { html, srcs: lead.map((link) => new URL(link[1]!.replace(/&amp;/g, '&')).pathname) };
    };
    // (the site's own origin, not the API test server's, names the media: their paths are compared)
    const pathOf = (url: string) => new URL(url).pathname;
    expect((await leadImages(`/store/${store.slug}`, groceryShopper)).srcs).toEqual([
      pathOf(store.cover_photo_full_url),
    ]);
    expect((await leadImages(`/product/${item.slug}`, groceryShopper)).srcs).toEqual([pathOf(item.image_full_url)]);
    const vehicle = await leadImages('/rental/vehicle-details/1', await rentalShopper());
    expect(vehicle.srcs).toEqual([expect.stringMatching(/\/media\/vehicles\/1-sedan\.webp$/)]);
    // the home page: the carousel's first slide; the others, hidden until it moves, are asked for last, unpreloaded
    const home = await leadImages('/home', groceryShopper);
    expect(home.srcs).toHaveLength(1);
    const slides = [
      ...home.html.matchAll(/<img src="([^"]+)" alt="[^"]*" fetchPriority="(high|low)"( loading="lazy")?\/>/gi),
    ];
    expect(slides.length).toBeGreaterThan(2);
    expect(slides.map((img) => img[2])).toEqual(['high', ...slides.slice(1).map(() => 'low')]);
    // the next slide is asked for at once, to be ready when the carousel moves; the ones after it when they are next
    expect(slides.map((img) => Boolean(img[3]))).toEqual([false, false, ...slides.slice(2).map(() => true)]);
    expect(home.srcs[0]).toBe(pathOf(slides[0]![1]!.replace(/&amp;/g, '&')));
    for (const img of slides.slice(1))
      expect(home.html).not.toContain(`<link rel="preload" as="image" href="${img[1]}"`);
  });

  it("starts a rendered page's scripts after its first paint; a page the browser renders keeps them as built", async () => {
    const { store } = await seeded();
    const scriptTags = (html: string) =>
      [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)].map((m) => m[0]);
    const res = await get(`/store/${store.slug}`, groceryShopper);
    const [outside, held] = res.body.split('<template id="page-scripts">');
    // in the template: the entry, its preloads and the page's, none of them in <head>
    expect(scriptTags(outside!)).toEqual([]);
    const tags = scriptTags(held!.split('</template>')[0]!);
    expect(tags).toEqual([
      '<script type="module" src="/assets/index-Ab12.js">',
      '<link rel="modulepreload" crossorigin href="/assets/initial-Cd34.js">',
    ]);
    // the one inline script that starts them, allowed by its hash
    expect(held).toContain(`<script>${START_AFTER_FIRST_PAINT}</script>`);
    expect(String(res.headers['content-security-policy'])).toContain(
      `script-src 'self' ${START_AFTER_FIRST_PAINT_SOURCE}`,
    );
    // the checkout is drawn in the browser: its entry script is what draws it
    const shell = (await get('/checkout', groceryShopper)).body;
    expect(shell).not.toContain('<template id="page-scripts">');
    expect(scriptTags(shell.split('</head>')[0]!)).toHaveLength(2);
  });

  it('answers an unknown or malformed id of every page kind with its 4xx page rendered, never a 500', async () => {
    const shopper = await rentalShopper();
    for (const [path, status] of [
      ['/rental/vehicle-details/99999', 404],
      ['/rental/provider-details/99999', 404],
      ['/category/99999', 404],
      ['/product/999999', 404],
      ['/rental/vehicle-details/1e5', 400],
      ['/category/abc', 400],
      ['/rental/provider-details/-1', 400],
    ] as const) {
      const res = await get(path, shopper);
      expect(res.statusCode, path).toBe(status);
      expect(res.body, path).toMatch(
        new RegExp(`<div id="root">.*<h1[^>]*>${escapeRegExp(enCommon.notFoundTitle)}</h1>`, 's'),
      );
    }
  });

  it('renders a page with an absurd query string as the page, or a 400 page, never a 500', async () => {
    const cases = [
      [`/home?search=${'x'.repeat(1500)}`, 200],
      ['/home?search=category&id=1e400', 200],
      ['/home?search=category&id=-5', 200],
      ['/rental/vehicle-search?categoryId=99999999999999999999999', 200],
      ['/store/latest?offset=-1&limit=1e9', 200],
      [`/track-order?order_id=${'9'.repeat(40)}`, 200],
      [`/category/1?name=${'%3Cscript%3E'.repeat(50)}`, 200],
      [`/home?${'search=a&'.repeat(400)}`, 400],
    ] as const;
    for (const [path, status] of cases) {
      const res = await get(path, groceryShopper);
      expect(res.statusCode, path).toBe(status);
      expect(res.body, path).toMatch(/<div id="root">.*<h1[^>]*>.+<\/h1>/s);
      // no script but the one that starts the page's own (an escaped query stays text)
      expect(res.body.replace(`<script>${START_AFTER_FIRST_PAINT}</script>`, ''), path).not.toContain('<script>');
    }
  });

  it('leaves account, cart and checkout pages to the browser: index.html with their head only', async () => {
    const res = await get('/checkout', groceryShopper);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><p>splash</p></div>');
    expect(res.body).not.toContain(PAGE_STATE_ID);
    expect(res.headers.vary).not.toMatch(/\bcookie\b/i);
  });
});
