// Real 6amMart clients against the embedded API, and the SPA on another origin — CORS, absolute media and
// payment URLs, and the shapes and leniencies of the real backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../server/db/seed/customers.ts';
import { readEnv } from '../../server/env.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { rentalIds } from './rental-helpers.ts';

const SPA_ORIGIN = 'http://cdn.shop.test:8080';
const OTHER_ORIGIN = 'http://evil.test';
const PUBLIC_URL = 'https://shop.example.test';
const allZones = '[1,2,3,4]';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { corsOrigins: [SPA_ORIGIN] } });
});
afterAll(() => server.close());

const login = async (s: TestServer) =>
  (
    await s.call('login', {
      body: { login_type: 'manual', email_or_phone: DEMO_CUSTOMER.email, password: '12345678' },
    })
  ).body.token as string;

/** What the browser sends before a call with 6amMart's custom headers. */
const preflight = (s: TestServer, origin: string, headers: string) =>
  fetch(`${s.url}/api/v1/config`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': headers },
  });

const sixamHeaders = [
  'zoneid',
  'moduleid',
  'latitude',
  'longitude',
  'x-localization',
  'x-software-id',
  'authorization',
  'guest_id',
  'content-type',
];

describe('CORS', () => {
  it('answers the preflight of an allowed origin for every header 6amMart clients send, with credentials', async () => {
    const res = await preflight(server, SPA_ORIGIN, sixamHeaders.join(','));
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    for (const h of sixamHeaders) expect(allowed).toContain(h);
    expect(res.headers.get('access-control-allow-methods')).toMatch(/DELETE/);
  });

  it('sends Access-Control-Allow-Origin on answers to an allowed origin, errors included', async () => {
    const ok = await server.call('getConfig', { headers: { Origin: SPA_ORIGIN } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN);
    expect(ok.headers.get('vary')).toMatch(/Origin/i);
    const bad = await server.call('getConfig', { headers: { Origin: SPA_ORIGIN, 'X-localization': 'x'.repeat(40) } });
    expect(bad.status).toBe(403);
    expect(bad.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN);
  });

  it('gives an origin that is not listed no CORS headers (the browser blocks it)', async () => {
    const res = await server.call('getConfig', { headers: { Origin: OTHER_ORIGIN } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const pre = await preflight(server, OTHER_ORIGIN, 'zoneid');
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows any origin with CORS_ORIGINS=*, and then never with credentials', async () => {
    const open = await startTestServer({ env: { corsOrigins: '*' } });
    try {
      const res = await preflight(open, OTHER_ORIGIN, 'zoneid,moduleid,authorization');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    } finally {
      await open.close();
    }
  });

  it('defaults to the served origin and PUBLIC_URL; * only when asked; a list when given', () => {
    const plain = readEnv({ PORT: '4100' });
    expect(plain.publicUrl).toBe('http://localhost:4100');
    expect(plain.corsOrigins).toEqual(['http://localhost:4100', 'http://127.0.0.1:4100']);
    const withPublic = readEnv({ PORT: '4100', PUBLIC_URL: 'https://shop.example.test/' });
    expect(withPublic.publicUrl).toBe('https://shop.example.test');
    expect(withPublic.corsOrigins).toContain('https://shop.example.test');
    expect(withPublic.corsOrigins).toContain('http://localhost:4100');
    expect(readEnv({ CORS_ORIGINS: '*' }).corsOrigins).toBe('*');
    expect(readEnv({ CORS_ORIGINS: 'https://a.test/, https://b.test' }).corsOrigins).toEqual([
      'https://a.test',
      'https://b.test',
    ]);
  });
});

describe('absolute media and payment URLs', () => {
  it('sends every *_full_url and base_urls entry as an absolute URL on the served origin', async () => {
    const config = (await server.call('getConfig')).body;
    expect(config.logo_full_url).toBe(`${server.url}/media/logo.svg`);
    expect(config.base_urls.item_image_url).toBe(`${server.url}/media/items`);
    expect(config.active_payment_method_list[0].gateway_image_full_url).toBe(`${server.url}/media/pay-stripe.svg`);
    const modules = (await server.call('getModules')).body;
    for (const m of modules) expect(m.icon_full_url.startsWith(`${server.url}/media/`)).toBe(true);
    const item = (await server.call('getItemDetails', { params: { id: 1 } })).body;
    for (const url of item.images_full_url) expect(url.startsWith(`${server.url}/media/`)).toBe(true);
    expect((await fetch(item.image_full_url)).status).toBe(200); // the absolute URL is served
  });

  it('builds media and payment links from PUBLIC_URL, not from the Host the request came in on', async () => {
    const cdn = await startTestServer({ env: { publicUrl: PUBLIC_URL } });
    try {
      const config = (await cdn.call('getConfig')).body;
      expect(config.logo_full_url).toBe(`${PUBLIC_URL}/media/logo.svg`);
      const token = await login(cdn);
      const fund = await cdn.call('addFund', { token, body: { amount: 20, payment_method: 'stripe' } });
      expect(fund.status).toBe(200);
      expect(fund.body.redirect_link.startsWith(`${PUBLIC_URL}/payment/wallet?token=`)).toBe(true);
      // an error answer stays an error (the URL building touches no error body)
      const bad = await cdn.call('addFund', { token, body: { amount: 0, payment_method: 'stripe' } });
      expect(bad.status).toBe(403);
    } finally {
      await cdn.close();
    }
  });
});

describe('leniencies of the real backend', () => {
  it('treats empty query parameters as absent (vehicle search with top_rated= and sortby_price=)', async () => {
    const { moduleId } = await rentalIds(server);
    const res = await fetch(`${server.url}/api/v1/rental/vehicle/search?top_rated=&sortby_price=&name=`, {
      headers: { zoneId: allZones, moduleId: String(moduleId) },
    });
    expect(res.status).toBe(200);
    const plain = await server.call('searchVehicles', { zoneId: allZones, moduleId });
    expect(((await res.json()) as { total_size: number }).total_size).toBe(plain.body.total_size);
    const bad = await server.call('searchVehicles', {
      zoneId: allZones,
      moduleId,
      query: { sortby_price: 'sideways' },
    });
    expect(bad.status).toBe(403);
  });

  it('lists all stores for an unknown store_type (store_type=undefined)', async () => {
    const all = await server.call('getStores', {
      params: { filter_data: 'all' },
      zoneId: allZones,
      query: { limit: 50 },
    });
    const odd = await server.call('getStores', {
      params: { filter_data: 'all' },
      zoneId: allZones,
      query: { limit: 50, store_type: 'undefined' },
    });
    expect(odd.status).toBe(200);
    expect(odd.body.total_size).toBe(all.body.total_size);
    expect(odd.body.total_size).toBeGreaterThan(0);
    const bad = await server.call('getStores', { params: { filter_data: 'nowhere' }, zoneId: allZones });
    expect(bad.status).toBe(403);
  });

  it('answers items/latest?store_id=0 with an empty page, not a 403', async () => {
    const res = await server.call('getLatestItems', { zoneId: allZones, moduleId: 1, query: { store_id: 0 } });
    expect(res.status).toBe(200);
    expect(res.body.total_size).toBe(0);
    expect(res.body.products).toEqual([]);
    const bad = await server.call('getLatestItems', { zoneId: allZones, moduleId: 1, query: { store_id: -1 } });
    expect(bad.status).toBe(403);
  });

  it('answers a customer route without token and without moduleId with 401 before any 403', async () => {
    const res = await server.call('getWishlist', { zoneId: allZones });
    expect(res.status).toBe(401);
    expect(res.body.errors[0].code).toBe('auth-001');
    const token = await login(server);
    const signedIn = await server.call('getWishlist', { token, zoneId: allZones, moduleId: 1 });
    expect(signedIn.status).toBe(200);
  });

  it('sends min_price and max_price with the top-rated and provider vehicle lists', async () => {
    const { moduleId, providers } = await rentalIds(server);
    const res = await server.call('getTopRatedVehicles', { zoneId: allZones, moduleId, query: { limit: 100 } });
    expect(res.status).toBe(200);
    const prices = res.body.vehicles.flatMap((v: any) => [
      ...(v.trip_hourly ? [v.hourly_price] : []),
      ...(v.trip_distance ? [v.distance_price] : []),
    ]);
    expect(res.body.total_size).toBe(res.body.vehicles.length);
    expect(res.body.min_price).toBe(Math.min(...prices));
    expect(res.body.max_price).toBe(Math.max(...prices));
    expect(res.body.max_price).toBeGreaterThan(res.body.min_price);
    const own = await server.call('getProviderVehicles', { moduleId, query: { provider_id: providers[0]!.id } });
    expect(own.status).toBe(200);
    expect(own.body.min_price).toBeGreaterThan(0);
    expect(own.body.max_price).toBeGreaterThanOrEqual(own.body.min_price);
    const none = await server.call('getTopRatedVehicles', { moduleId });
    expect(none.status).toBe(403); // zoneId is required
  });

  it('sends each module with its slug', async () => {
    const res = await server.call('getModules');
    const byName = new Map(res.body.map((m: any) => [m.module_type, m.slug]));
    expect(byName.get('grocery')).toBe('grocery');
    expect(byName.get('rental')).toBe('rental');
    const ar = await server.call('getModules', { headers: { 'X-localization': 'ar' } });
    expect(ar.body.map((m: any) => m.slug)).toEqual(res.body.map((m: any) => m.slug)); // the slug is not translated
  });
});

describe('config keys the 6amMart web client reads', () => {
  it('sends digital_payment_info, partial_payment_method, registration toggles, cookies_text and fav_icon', async () => {
    const res = await server.call('getConfig');
    expect(res.status).toBe(200);
    expect(res.body.digital_payment_info).toEqual({
      digital_payment: true,
      plugin_payment_gateways: false,
      default_payment_gateways: true,
    });
    expect(res.body.partial_payment_method).toBe('both');
    expect(res.body.prescription_order_status).toBe(true);
    expect(res.body.refund_active_status).toBe(true);
    expect(res.body.ref_earning_exchange_rate).toBe(5);
    expect(res.body.loyalty_point_item_purchase_point).toBe(2);
    expect(res.body.toggle_store_registration).toBe(true);
    expect(res.body.toggle_dm_registration).toBe(true);
    expect(res.body.cookies_text).not.toBe('');
    expect(res.body.fav_icon).toBe('logo.svg');
    expect(res.body.fav_icon_full_url).toBe(`${server.url}/media/logo.svg`);
  });

  it('keeps digital_payment_info.digital_payment equal to digital_payment when the switch changes', async () => {
    await server.setConfig({ digital_payment: false });
    try {
      const res = await server.call('getConfig');
      expect(res.body.digital_payment).toBe(false);
      expect(res.body.digital_payment_info.digital_payment).toBe(false);
    } finally {
      await server.setConfig({ digital_payment: true });
    }
  });
});

describe('react-landing-page (3.x sections and the old flat keys)', () => {
  it('sends hero, trust, zone, promotional banner, app download and footer sections beside the flat keys', async () => {
    const res = await server.call('getReactLandingPage');
    expect(res.status).toBe(200);
    const b = res.body;
    expect(b.header_title).toBe('Everything you need, delivered'); // old key kept
    expect(b.hero_section).toEqual({
      header_title: 'Everything you need, delivered',
      header_sub_title: b.header_sub_title,
      header_tag_line: b.header_tag_line,
      pick_location_title: 'Set your location to see the stores near you',
    });
    expect(b.trust_section.trust_section_status).toBe(1);
    expect(b.trust_section.cards.map((c: any) => c.title)).toEqual([
      'Fast delivery',
      'Secure payment',
      'Best prices',
      '24/7 support',
    ]);
    expect(b.available_zone_section.available_zone_status).toBe(1);
    expect(b.available_zone_section.available_zone_list.map((z: any) => z.id)).toEqual([1, 2, 3, 4]);
    expect(b.promotional_banner_section.promotion_banner_section_status).toBe(1);
    expect(b.promotional_banner_section.promotion_banners_full_url).toEqual([
      `${server.url}/media/landing/promo-1.webp`,
      `${server.url}/media/landing/promo-2.webp`,
    ]);
    expect(b.user_app_download_section.download_user_app_section_status).toBe(1);
    expect(b.user_app_download_section.download_user_app_links.playstore_url).toMatch(/^https:\/\/play\.google/);
    expect(b.footer_section.fixed_newsletter_title).toBe('Join our newsletter');
  });

  it('translates the sections (ar) and rejects a malformed X-localization', async () => {
    const ar = await server.call('getReactLandingPage', { headers: { 'X-localization': 'ar' } });
    expect(ar.body.hero_section.header_title).toBe('كل ما تحتاجه يصلك إلى بابك');
    const bad = await server.call('getReactLandingPage', { headers: { 'X-localization': 'x'.repeat(11) } });
    expect(bad.status).toBe(403);
  });
});
