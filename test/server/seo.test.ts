// What search engines and link previews read: each public page's head in the HTML the server
// sends (title, description, canonical, hreflang, Open Graph / Twitter tags, JSON-LD), real 404s and 400s with the
// SPA's page, robots.txt, the sitemaps and the web app manifest. Expectations are the demo data as seeded
// (server/db/seed), written by hand.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import type { Database } from '../../server/db/client.ts';
import { items, stores } from '../../server/db/schema/catalogue.ts';
import { vehicles } from '../../server/db/schema/rental.ts';
import { projectRoot, readEnv } from '../../server/env.ts';
import { openTestDatabase } from '../support/template-db.ts';
import { patchConfig } from '../../server/lib/config/business-config.ts';
import { webManifest } from '../../scripts/vite-web-manifest.ts';

const ORIGIN = 'https://shop.test';
// The real index.html (its generic title and description give way to the page's), and a built manifest.
const staticDir = mkdtempSync(join(tmpdir(), 'storefront-seo-'));
writeFileSync(join(staticDir, 'index.html'), readFileSync(join(projectRoot, 'index.html'), 'utf8'));
writeFileSync(join(staticDir, 'manifest.webmanifest'), JSON.stringify(webManifest()));

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase(inject('templateDb'));
  const env = {
    ...readEnv({}),
    logRequests: false,
    responseCacheSeconds: 0,
    pageCacheSeconds: 0,
    staticDir,
    publicUrl: ORIGIN,
  };
  app = await buildApp({ database, env, serveSpa: true });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

/** The parts of a page's head a crawler reads. */
async function page(url: string) {
  const res = await get(url);
  const html = res.body;
  const attr = (re: RegExp) => re.exec(html)?.[1];
  const meta = (key: string) => attr(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const graph: Record<string, any>[] = ld ? JSON.parse(ld)['@graph'] : [];
  return {
    status: res.statusCode,
    html,
    title: attr(/<title>([^<]*)<\/title>/),
    description: meta('description'),
    robots: meta('robots'),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    alternate: (lang: string) => attr(new RegExp(`<link rel="alternate" hreflang="${lang}" href="([^"]*)"`)),
    meta,
    ld: (type: string) => graph.find((o) => o['@type'] === type),
    graph,
  };
}

const decode = (s: string | undefined) => s?.replaceAll('&amp;', '&').replaceAll('&quot;', '"');

describe('a store page', () => {
  it('carries the store’s title, description, canonical URL, languages, social tags and Store data', async () => {
    const p = await page('/store/fresh-basket-gulshan?id=fresh-basket-gulshan&module_id=1&store_zone_id=2');
    expect(p.status).toBe(200);
    expect(p.title).toBe('Fresh Basket Gulshan | Sixam Market');
    expect(p.description).toBe(
      'Fresh Basket Gulshan, Road 45, Gulshan 2, Dhaka 1212. Rated 4.1 of 5 by 145 customers.',
    );
    const canonical =
      'https://shop.test/store/fresh-basket-gulshan?id=fresh-basket-gulshan&module_id=1&store_zone_id=2';
    expect(decode(p.canonical)).toBe(canonical);
    expect(decode(p.alternate('en'))).toBe(canonical);
    expect(decode(p.alternate('ar'))).toBe(`${canonical}&lang=ar`);
    expect(decode(p.alternate('x-default'))).toBe(canonical);
    expect(p.meta('og:type')).toBe('business.business');
    expect(p.meta('og:title')).toBe('Fresh Basket Gulshan | Sixam Market');
    expect(p.meta('og:image')).toBe('https://shop.test/media/stores/1-cover-fresh-basket-gulshan.webp');
    expect(p.meta('twitter:card')).toBe('summary_large_image');
    expect(p.meta('twitter:image')).toBe('https://shop.test/media/stores/1-cover-fresh-basket-gulshan.webp');
    expect(p.robots).toBeUndefined();
    expect(p.html).toContain('<div id="root">'); // the SPA still starts
    expect(p.html.match(/<title>/g)).toHaveLength(1);
    expect(p.html.match(/<meta name="description"/g)).toHaveLength(1);

    const store = p.ld('Store')!;
    expect(store).toMatchObject({
      name: 'Fresh Basket Gulshan',
      url: canonical,
      address: { '@type': 'PostalAddress', streetAddress: 'Road 45, Gulshan 2, Dhaka 1212' },
      geo: { '@type': 'GeoCoordinates', latitude: 23.7935, longitude: 90.4125 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.1, ratingCount: 145 },
    });
    expect(store.openingHoursSpecification).toHaveLength(7);
    expect(store.openingHoursSpecification[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'Sunday',
      opens: '08:00',
      closes: '22:00',
    });
    expect(p.ld('BreadcrumbList')!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.test/home' },
      { '@type': 'ListItem', position: 2, name: 'Fresh Basket Gulshan', item: canonical },
    ]);
  });

  it('names the store by its slug whether it was opened by id or slug', async () => {
    const p = await page('/store/1');
    expect(p.status).toBe(200);
    expect(decode(p.canonical)).toBe(
      'https://shop.test/store/fresh-basket-gulshan?id=fresh-basket-gulshan&module_id=1&store_zone_id=2',
    );
  });

  it('escapes a name that tries to close the script or an attribute', async () => {
    const evil = 'Evil </script><script>alert(1)</script> "Mart" <b>';
    await database.db.update(stores).set({ name: evil }).where(eq(stores.id, 3));
    try {
      const p = await page('/store/daily-needs-mart');
      expect(p.status).toBe(200);
      expect(p.html).not.toContain('</script><script>alert(1)');
      expect(p.html).not.toContain('"Mart"');
      expect(p.html).not.toContain('<b>');
      expect(p.title).toBe(
        'Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Mart&quot; &lt;b&gt; | Sixam Market',
      );
      expect(p.ld('Store')!.name).toBe(evil); // the JSON-LD still parses and holds the name as it is
      expect(p.html.match(/<script\b/g)).toHaveLength(2); // the JSON-LD block and index.html's module script
    } finally {
      await database.db.update(stores).set({ name: 'Daily Needs Mart' }).where(eq(stores.id, 3));
    }
  });
});

describe('a product page', () => {
  it('has a Product with its Offer (price after the item’s discount, USD, in stock) and its rating', async () => {
    const p = await page('/product/chocolate-cookies-4');
    expect(p.status).toBe(200);
    expect(p.title).toBe('Chocolate Cookies | Sixam Market');
    expect(p.description).toBe('Chocolate Cookies for $2.07 at Fresh Basket Gulshan.');
    expect(p.canonical).toBe('https://shop.test/product/chocolate-cookies-4');
    expect(p.meta('og:type')).toBe('product');
    expect(p.meta('og:image')).toBe('https://shop.test/media/items/4-chocolate-cookies.webp');
    const product = p.ld('Product')!;
    expect(product.name).toBe('Chocolate Cookies');
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      price: 2.07, // 2.27 less 9 %
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
    expect(product.aggregateRating).toMatchObject({ ratingValue: 4, ratingCount: 113 });
    expect(p.ld('BreadcrumbList')!.itemListElement.map((c: { name: string }) => c.name)).toEqual([
      'Home',
      'Fresh Basket Gulshan',
      'Chocolate Cookies',
    ]);
  });

  it('says OutOfStock for an item with no stock left, and a flat discount comes off the price', async () => {
    const juice = (await page('/product/mango-juice-1l-74')).ld('Product')!;
    expect(juice.offers).toMatchObject({ price: 2.51, availability: 'https://schema.org/OutOfStock' });
    const coffee = (await page('/product/1')).ld('Product')!;
    expect(coffee.offers).toMatchObject({ price: 6.6, availability: 'https://schema.org/InStock' });
    expect(coffee.aggregateRating).toMatchObject({ ratingValue: 3.4, ratingCount: 1 });
  });

  it('is in Arabic with ?lang=ar: the Arabic name, title, lang and dir', async () => {
    const p = await page('/product/chicken-breast-3?lang=ar');
    expect(p.status).toBe(200);
    expect(p.title).toBe('صدر دجاج | Sixam Market');
    expect(p.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(p.canonical).toBe('https://shop.test/product/chicken-breast-3?lang=ar');
    expect(p.alternate('en')).toBe('https://shop.test/product/chicken-breast-3');
    expect(p.meta('og:locale')).toBe('ar_SA');
  });

  it.each([
    ['bn', 'bn_BD', 'ক্যাটাগরি | Sixam Market'],
    ['es', 'es_ES', 'Categorías | Sixam Market'],
  ])(
    'is in %s with ?lang=: the title, lang, dir (left to right), og:locale and alternates',
    async (lang, og, title) => {
      const p = await page(`/categories?lang=${lang}`);
      expect(p.status).toBe(200);
      expect(p.title).toBe(title);
      expect(p.html).toMatch(new RegExp(`<html lang="${lang}" dir="ltr">`));
      expect(p.canonical).toBe(`https://shop.test/categories?lang=${lang}`);
      expect(p.meta('og:locale')).toBe(og);
      for (const other of ['en', 'ar', 'bn', 'es'])
        expect(p.alternate(other)).toBe(`https://shop.test/categories${other === 'en' ? '' : `?lang=${other}`}`);
    },
  );
});

describe('rental pages', () => {
  it('a vehicle is a Product priced by the hour, with its reviews’ rating', async () => {
    const p = await page('/rental/vehicle-details/1?from=home');
    expect(p.status).toBe(200);
    expect(p.title).toBe('Toyota Corolla Axio | Sixam Market');
    expect(p.description).toBe('Rent Toyota Corolla Axio from Dhaka Car Rentals for $12.00.');
    expect(p.canonical).toBe('https://shop.test/rental/vehicle-details/1');
    expect(p.meta('og:image')).toBe('https://shop.test/media/vehicles/1-sedan.webp');
    const product = p.ld('Product')!;
    expect(product.offers).toMatchObject({
      price: 12,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
    expect(product.aggregateRating).toMatchObject({ ratingValue: 5, ratingCount: 1 });
    const two = (await page('/rental/vehicle-details/2')).ld('Product')!;
    expect(two.aggregateRating).toMatchObject({ ratingValue: 4, ratingCount: 2 });
  });

  it('a vehicle without a review has no AggregateRating', async () => {
    const p = await page('/rental/vehicle-details/6');
    expect(p.status).toBe(200);
    expect(p.ld('Product')!.aggregateRating).toBeUndefined();
  });

  it('a provider is a LocalBusiness', async () => {
    const p = await page('/rental/provider-details/35');
    expect(p.status).toBe(200);
    expect(p.title).toBe('Dhaka Car Rentals | Sixam Market');
    expect(p.ld('LocalBusiness')).toMatchObject({
      name: 'Dhaka Car Rentals',
      address: { streetAddress: 'Panthapath, Dhaka 1205' },
      aggregateRating: { ratingValue: 4.22, ratingCount: 9 },
    });
  });
});

describe('the other public pages', () => {
  it('/ has the Organization and the WebSite with its search', async () => {
    const p = await page('/');
    expect(p.status).toBe(200);
    expect(p.title).toBe('Sixam Market');
    expect(p.canonical).toBe('https://shop.test/');
    expect(p.ld('Organization')).toMatchObject({ name: 'Sixam Market', url: 'https://shop.test/' });
    expect(p.ld('WebSite')!.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: 'https://shop.test/home?search={search_term_string}&data_type=searched' },
      'query-input': 'required name=search_term_string',
    });
    expect(p.ld('BreadcrumbList')).toBeDefined();
  });

  it.each([
    ['/home', 'Home | Sixam Market'],
    ['/categories', 'Categories | Sixam Market'],
    ['/store/latest', 'Latest stores | Sixam Market'],
    ['/store/popular', 'Popular stores | Sixam Market'],
    ['/rental/vehicle-search?all_category=1', 'Vehicles | Sixam Market'],
    ['/about-us', 'About Us | Sixam Market'],
    ['/privacy-policy?lang=ar', 'سياسة الخصوصية | Sixam Market'],
    ['/track-order', 'Track order | Sixam Market'],
    ['/category/1', 'Fruits & Vegetables | Sixam Market'],
    ['/category/1?lang=ar', 'الفواكه والخضروات | Sixam Market'],
  ])('%s is titled %s, with a canonical URL, social tags and breadcrumbs', async (url, title) => {
    const p = await page(url);
    expect(p.status).toBe(200);
    expect(decode(p.title)).toBe(title);
    expect(p.canonical).toMatch(/^https:\/\/shop\.test\//);
    expect(p.meta('og:image')).toMatch(/^https:\/\/shop\.test\/.+\.(png|webp)$/);
    expect(p.ld('BreadcrumbList')!.itemListElement[0]).toMatchObject({ position: 1 });
    expect(p.robots).toBeUndefined();
  });

  it.each([
    ['/store-registration?active=active', 'Store registration | Sixam Market'],
    ['/deliveryman-registration?lang=ar', 'تسجيل مندوب التوصيل | Sixam Market'],
  ])('the registration page %s answers 200 titled %s', async (url, title) => {
    const p = await page(url);
    expect(p.status).toBe(200);
    expect(decode(p.title)).toBe(title);
  });

  it.each(['/checkout?page=cart', '/wallet', '/profile', '/my-orders', '/my-orders/5', '/my-trips', '/rental/cart'])(
    '%s is noindex',
    async (url) => {
      const p = await page(url);
      expect(p.status).toBe(200);
      expect(p.robots).toBe('noindex');
      expect(p.title).toBe('Sixam Market');
    },
  );
});

describe('pages that do not exist', () => {
  it.each([
    '/no-such-page',
    '/store-registration/no-such-page',
    '/store/no-such-store',
    '/product/999999',
    '/product/red-onions-50', // inactive
    '/rental/vehicle-details/99999',
    '/rental/provider-details/1', // a grocery store, not a rental provider
    '/category/99999',
    '/category/99999999999999',
  ])('%s answers 404 with the SPA’s page', async (url) => {
    const p = await page(url);
    expect(p.status).toBe(404);
    expect(p.title).toBe('Page not found | Sixam Market');
    expect(p.robots).toBe('noindex');
    expect(p.canonical).toBeUndefined();
    expect(p.html).toContain('<div id="root">');
  });

  it.each([
    ['a category id that is not a number', '/category/abc'],
    ['a vehicle id in exponent notation', '/rental/vehicle-details/1e5'],
    ['a negative provider id', '/rental/provider-details/-1'],
    ['a 300-character slug', `/store/${'x'.repeat(300)}`],
    ['a 2,400-character query string', `/home?${'q=1&'.repeat(600)}`],
  ])('%s is malformed: 400 with the SPA’s page, never a 500', async (_what, url) => {
    const p = await page(url);
    expect(p.status).toBe(400);
    expect(p.html).toContain('<div id="root">');
    expect(p.robots).toBe('noindex');
  });

  it('a broken percent-encoding is a 400 without a stack trace', async () => {
    const res = await get('/store/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/\.ts:\d+|at \w+ \(/);
  });

  it('a business page the config hides is a 404', async () => {
    expect((await page('/refund-policy')).status).toBe(200); // shown by default
    await patchConfig(database.db, { refund_policy: 0 });
    try {
      expect((await page('/refund-policy')).status).toBe(404);
    } finally {
      await patchConfig(database.db, { refund_policy: 1 });
    }
  });
});

describe('robots.txt, the sitemaps and the manifest', () => {
  it('robots.txt disallows the private pages and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    for (const path of ['/checkout', '/wallet', '/profile', '/my-orders', '/my-trips', '/rental/cart', '/coupons'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: https://shop.test/sitemap.xml');
    expect(res.body).not.toContain('<html');
  });

  it('the sitemap index lists one sitemap per kind, each listing the active rows only', async () => {
    await database.db.update(stores).set({ status: 0 }).where(eq(stores.id, 2));
    await database.db.update(vehicles).set({ status: 0 }).where(eq(vehicles.id, 3));
    try {
      const index = await get('/sitemap.xml');
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toMatch(/^application\/xml/);
      const locs = (xml: string) =>
        [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
      expect(locs(index.body)).toEqual([
        'https://shop.test/sitemaps/pages-1.xml',
        'https://shop.test/sitemaps/stores-1.xml',
        'https://shop.test/sitemaps/items-1.xml',
        'https://shop.test/sitemaps/categories-1.xml',
        'https://shop.test/sitemaps/vehicles-1.xml',
        'https://shop.test/sitemaps/providers-1.xml',
      ]);

      const storeUrls = locs((await get('/sitemaps/stores-1.xml')).body);
      // 34 shops of the demo (ids 1–34), less Green Valley Grocers (deactivated); the rental providers are apart
      expect(storeUrls).toHaveLength(33);
      expect(storeUrls).toContain(
        'https://shop.test/store/fresh-basket-gulshan?id=fresh-basket-gulshan&module_id=1&store_zone_id=2',
      );
      expect(storeUrls.some((u) => u.includes('green-valley-grocers'))).toBe(false);
      expect(storeUrls.some((u) => u.includes('dhaka-car-rentals'))).toBe(false);

      const itemXml = (await get('/sitemaps/items-1.xml')).body;
      const activeItems = await database.db.select({ slug: items.slug }).from(items).where(eq(items.status, 1));
      expect(locs(itemXml).sort()).toEqual(activeItems.map((i) => `https://shop.test/product/${i.slug}`).sort());
      expect(itemXml).not.toContain('/product/red-onions-50<');
      expect(itemXml).toMatch(
        /<url><loc>https:\/\/shop\.test\/product\/[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod><\/url>/,
      );

      const vehicleUrls = locs((await get('/sitemaps/vehicles-1.xml')).body);
      expect(vehicleUrls).toContain('https://shop.test/rental/vehicle-details/1');
      expect(vehicleUrls).not.toContain('https://shop.test/rental/vehicle-details/3');
      expect(vehicleUrls).toHaveLength(23); // 24 seeded, one deactivated

      expect(locs((await get('/sitemaps/providers-1.xml')).body)).toEqual([
        'https://shop.test/rental/provider-details/35',
        'https://shop.test/rental/provider-details/36',
        'https://shop.test/rental/provider-details/37',
        'https://shop.test/rental/provider-details/38',
      ]);
      const pages = locs((await get('/sitemaps/pages-1.xml')).body);
      expect(pages).toContain('https://shop.test/');
      expect(pages).toContain('https://shop.test/categories');
      expect(pages.some((u) => /checkout|wallet|profile/.test(u))).toBe(false);
      expect(locs((await get('/sitemaps/categories-1.xml')).body)).toContain('https://shop.test/category/1');
    } finally {
      await database.db.update(stores).set({ status: 1 }).where(eq(stores.id, 2));
      await database.db.update(vehicles).set({ status: 1 }).where(eq(vehicles.id, 3));
    }
  });

  it('a sitemap that does not exist is a 404', async () => {
    expect((await get('/sitemaps/items-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/secrets-1.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/items-0.xml')).statusCode).toBe(404);
  });

  it('the manifest is served as a manifest, with the theme’s colours and installable icons', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'Sixam Market',
      short_name: 'Sixam',
      start_url: '/',
      display: 'standalone',
      theme_color: '#027C45', // src/ui/theme.ts: lightTheme.color.primary
      background_color: '#F7F8FA', // lightTheme.color.background
    });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }),
        expect.objectContaining({ src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const png = readFileSync(join(projectRoot, 'public', icon.src));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(`${w}x${h}`).toBe(icon.sizes);
    }
  });
});
