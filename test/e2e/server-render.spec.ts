import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  firstStoreSlug,
  GULSHAN,
  GULSHAN_ADDRESS,
  moduleOf,
  popularItems,
  visit,
  zoneOf,
  type ShopModule,
} from './support.ts';

// The public pages as the server renders them (docs/architecture.md, "A page request"):
// read with JavaScript off they show their heading, their content and plain links, and a note says what needs
// JavaScript; with JavaScript on the browser takes each of them over without a hydration problem (the fixture fails
// a test whose pages log one).

/** A browser context without JavaScript, holding the session cookies the SPA mirrors (zone, location, module). */
async function withoutJavaScript(browser: Browser, baseURL: string, zoneId: string, module: ShopModule) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const cookie = (name: string, value: string) => ({ name, value: encodeURIComponent(value), url: baseURL });
  await context.addCookies([
    cookie('zoneid', zoneId),
    cookie('currentLatLng', JSON.stringify(GULSHAN)),
    cookie('location', GULSHAN_ADDRESS),
    cookie('module', JSON.stringify(module)),
  ]);
  return context;
}

/** Opens `path` without JavaScript: a 200, its h1, the note about JavaScript, and the hrefs of its links. */
async function read(context: BrowserContext, path: string, h1: string | RegExp) {
  const page = await context.newPage();
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  await expect(page.getByRole('note')).toContainText('need JavaScript');
  const hrefs = await page.locator('#main-content a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  return { page, hrefs: hrefs.filter((h): h is string => !!h) };
}

/** Follows the first link of `page` whose href starts with `prefix`, as a browser without JavaScript does. */
async function follow(page: Page, prefix: string) {
  const link = page.locator(`#main-content a[href^="${prefix}"]`).first();
  await Promise.all([page.waitForURL((url) => url.pathname.startsWith(prefix)), link.click()]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe.configure({ timeout: 120_000 });

test('with JavaScript off, the landing, home, category, store and product pages show their content and links', async ({
  browser,
  baseURL,
  request,
}) => {
  const zoneId = await zoneOf(request);
  const grocery = await moduleOf(request, 'grocery');
  const context = await withoutJavaScript(browser, baseURL!, zoneId, grocery);
  try {
    const landing = await read(context, '/', 'Sixam Market');
    expect(landing.hrefs).toContain('/home');

    const home = await read(context, '/home', `${grocery.module_name} home`);
    expect(home.hrefs.some((h) => h.startsWith('/category/'))).toBe(true);
    expect(home.hrefs.some((h) => h.startsWith('/product/'))).toBe(true);
    expect(home.hrefs.some((h) => h.startsWith('/store/'))).toBe(true);
    await expect(home.page.locator('main img[src*="/media/"]').first()).toBeVisible();

    // a category from the home's row, then an item of it: plain links followed without the app
    await follow(home.page, '/category/');
    await expect(home.page.locator('#main-content a[href^="/product/"]').first()).toBeVisible();
    await follow(home.page, '/product/');
    await expect(home.page.locator('main img[src*="/media/"]').first()).toBeVisible();

    const [item] = await popularItems<{ name: string; slug: string }>(request, grocery.id, zoneId);
    const product = await read(context, `/product/${item!.slug}`, item!.name);
    await expect(product.page.getByText(/\$\d+\.\d\d/).first()).toBeVisible();

    const stores = await request.get('/api/v1/stores/latest?type=all&limit=1&offset=1', {
      headers: { zoneId, moduleId: String(grocery.id) },
    });
    const [store] = ((await stores.json()) as { stores: { name: string; slug: string }[] }).stores;
    const storePage = await read(context, `/store/${store!.slug}`, store!.name);
    expect(storePage.hrefs.some((h) => h.startsWith('/product/'))).toBe(true);

    // the cart needs JavaScript: the note says so, in Arabic too
    const arabic = await context.newPage();
    await arabic.goto('/home?lang=ar');
    await expect(arabic.getByRole('note')).toContainText('JavaScript');
    await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  } finally {
    await context.close();
  }
});

test('with JavaScript off, the rental search, a vehicle and its provider show their content and links', async ({
  browser,
  baseURL,
  request,
}) => {
  const zoneId = await zoneOf(request);
  const rental = await moduleOf(request, 'rental');
  const context = await withoutJavaScript(browser, baseURL!, zoneId, rental);
  try {
    const search = await read(context, '/rental/vehicle-search?all_category=1', 'Vehicles');
    expect(search.hrefs.some((h) => h.startsWith('/rental/vehicle-details/'))).toBe(true);
    await follow(search.page, '/rental/vehicle-details/');
    await expect(search.page.locator('main img[src*="/media/vehicles/"]').first()).toBeVisible();

    const vehicle = await read(context, '/rental/vehicle-details/1', 'Toyota Corolla Axio');
    expect(vehicle.hrefs.some((h) => h.startsWith('/rental/provider-details/'))).toBe(true);
    await read(context, '/rental/provider-details/35', 'Dhaka Car Rentals');
  } finally {
    await context.close();
  }
});

test('with JavaScript on, each server-rendered page is taken over without a hydration problem', async ({
  page,
  request,
}) => {
  const zoneId = await zoneOf(request);
  const grocery = await moduleOf(request, 'grocery');
  await visit(page, { zoneId, module: grocery, firstLoadOnly: true });
  // the first load renders in the browser and mirrors the session into cookies; the next ones are hydrated
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: `${grocery.module_name} home` })).toBeVisible();
  for (const [path, h1] of [
    ['/home', `${grocery.module_name} home`],
    ['/category/1', 'Fruits & Vegetables'],
    ['/home?search=category&id=1&name=Fruits', 'Fruits'],
    ['/home?search=apple', /apple/i],
    ['/about-us', 'About Us'],
    ['/help-and-support', 'Help & Support'],
    ['/track-order?order_id=100001', 'Track Order'],
  ] as const) {
    const res = await page.goto(path);
    expect(await res?.text(), path).toContain('id="page-state"');
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
  }
  // the page's scripts list the page's chunk and the hydration's as module preloads, besides the entry's: the browser
  // fetches them together once the page has been drawn
  const res = await page.goto('/category/1');
  const held = (await res!.text()).split('<template id="page-scripts">')[1]!.split('</template>')[0]!;
  const preloaded = [...held.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)">/g)].map((m) => m[1]!);
  expect(preloaded.some((href) => /^\/assets\/category-page-[\w-]+\.js$/.test(href))).toBe(true);
  expect(preloaded.some((href) => /^\/assets\/hydration-[\w-]+\.js$/.test(href))).toBe(true);
  // …but not the footer's content: the page hydrates without it, and the footer when it comes
  expect(preloaded.some((href) => /^\/assets\/footer-content-[\w-]+\.js$/.test(href))).toBe(false);
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })).toBeVisible();
  // a link of the hydrated page is the app's: a click navigates in the page (no new document)
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/categories$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // hydrated, so its routes were resolved: the app's preload helper found their chunks listed and added none again
  const counts = await page.evaluate(
    (hrefs) => hrefs.map((href) => document.querySelectorAll(`link[rel="modulepreload"][href="${href}"]`).length),
    preloaded,
  );
  expect(counts).toEqual(preloaded.map(() => 1));
});

test('with JavaScript on, the rental pages are taken over without a hydration problem', async ({ page, request }) => {
  const zoneId = await zoneOf(request);
  const rental = await moduleOf(request, 'rental');
  await visit(page, { zoneId, module: rental, firstLoadOnly: true });
  await page.goto('/home');
  for (const [path, h1] of [
    ['/home', `${rental.module_name} home`],
    ['/rental/vehicle-search?all_category=1', 'Vehicles'],
    ['/rental/vehicle-details/1', 'Toyota Corolla Axio'],
    ['/rental/provider-details/35', 'Dhaka Car Rentals'],
  ] as const) {
    const res = await page.goto(path);
    expect(await res?.text(), path).toContain('id="page-state"');
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
  }
});

test("a stranger's rendered page asks for its scripts only once it has been drawn, then comes alive", async ({
  page,
}) => {
  // cold: no cookies, no storage, an empty cache
  await page.goto('/rental/vehicle-details/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Toyota Corolla Axio' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[\w-]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  }));
  expect(paint).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(3);
  expect({ paint, scripts }).toEqual({ paint, scripts: scripts.filter((start) => start >= paint!) });
  // and it is live: a link navigates in the page
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('link', { name: 'Dhaka Car Rentals' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dhaka Car Rentals' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("a stranger's first load of each public page makes no Intl object", async ({ browser, request, baseURL }) => {
  // A browser's first Intl formatter loads ICU's data in the middle of hydrating (docs/architecture.md, "The first
  // load"): the app writes its own locales' numbers, plurals, times and dates (domain/format.ts,
  // src/ui/date-time-field.tsx). Counted from the page's start until its network is idle (the parts loaded when the
  // browser is idle included), on a phone.
  const zoneId = await zoneOf(request);
  const grocery = await moduleOf(request, 'grocery');
  const [item] = await popularItems<{ slug: string }>(request, grocery.id, zoneId);
  const store = await firstStoreSlug(request, grocery.id, zoneId);
  for (const path of [
    '/',
    '/home',
    '/category/1',
    `/store/${store}`,
    `/product/${item!.slug}`,
    '/rental/vehicle-search?all_category=1',
    '/rental/vehicle-details/1',
    '/rental/provider-details/35',
  ]) {
    // cold: a context of its own (no cookies, no storage, an empty cache)
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => {
      const made: string[] = ((window as unknown as { intlMade: string[] }).intlMade = []);
      const kinds = ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Collator'];
      const intl = Intl as unknown as Record<
        string,
        (new (...args: unknown[]) => object) & ((...args: unknown[]) => object)
      >;
      for (const kind of kinds) {
        const noted = (args: unknown[]) => made.push(`Intl.${kind}(${JSON.stringify(args)})`);
        intl[kind] = new Proxy(intl[kind]!, {
          construct: (target, args) => (noted(args), Reflect.construct(target, args)),
          apply: (target, self, args) => (noted(args), Reflect.apply(target, self, args)),
        });
      }
    });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade), path).toEqual([]);
    await context.close();
  }
});

test('the first chunk a page loads begins with V8’s compile hint, however the server sends it', async ({ request }) => {
  // (scripts/vite-compile-hints.ts: the comment counts only as the file's first line, and the browser gets the
  // precompressed copy)
  const html = await (await request.get('/category/1')).text();
  const initial = html.match(/href="(\/assets\/initial-[\w-]+\.js)"/)?.[1];
  expect(initial).toBeDefined();
  for (const encoding of ['br', 'gzip', 'identity']) {
    const res = await request.get(initial!, { headers: { 'accept-encoding': encoding } });
    expect(res.headers()['content-encoding'] ?? 'identity', encoding).toBe(encoding);
    expect((await res.text()).split('\n', 1)[0], encoding).toBe('//# allFunctionsCalledOnLoad');
  }
});
