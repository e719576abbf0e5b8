// The server render (docs/architecture.md, "The request path"): src/app/entry-server.tsx renders public pages with
// the route loaders' data fetched from the embedded API in-process (server/render.ts's inject fetch), so the HTML
// holds the page itself: its h1, the store's or item's name, the LCP image, the styles and the state to hydrate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assemblePage, injectFetch } from '../../server/render.ts';
import { render, rendersOnServer, type Rendered } from '../../src/app/entry-server.tsx';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

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

/** Renders `path` as a shopper whose mirrored session cookies are `cookies`. */
async function renderPage(path: string, cookies: Record<string, string> = {}): Promise<Rendered> {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('; ');
  const page = await render(new Request(`http://shop.test${path}`, { headers: { cookie } }), {
    fetch: injectFetch(server.app, '127.0.0.1'),
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
    expect(page.state).toContain('__QUERY_STATE__');
    expect(page.html).toContain('__staticRouterHydrationData');
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

  it("renders in the shopper's language: Arabic, right to left", async () => {
    const { store } = await seeded();
    const page = await renderPage(`/store/${store.slug}`, { ...groceryShopper, 'language-setting': 'ar' });
    expect(page.language).toBe('ar');
    expect(page.direction).toBe('rtl');
    const html = assemblePage(
      '<html lang="en" dir="ltr"><head></head><body><div id="root"><p>splash</p></div></body></html>',
      page,
    );
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).not.toContain('splash');
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
