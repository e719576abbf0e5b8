import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // Wednesday 2026-03-04 12:00 in Dhaka (UTC+6)
  server.clock.now = new Date('2026-03-04T06:00:00Z');
});
afterAll(() => server.close());

const FOOD = 4;
const GROCERY = 1;

describe('getModules', () => {
  it('lists the six module types with the zones they serve and the pivot charges', async () => {
    const res = await server.call('getModules');
    expect(res.status).toBe(200);
    expect(res.body.map((m: any) => m.module_type)).toEqual([
      'grocery',
      'pharmacy',
      'ecommerce',
      'food',
      'parcel',
      'rental',
    ]);
    const food = res.body.find((m: any) => m.module_type === 'food');
    expect(food.zones.map((z: any) => z.id)).toEqual([1, 2, 3, 4]);
    expect(food.zones[0].pivot).toMatchObject({
      module_id: FOOD,
      zone_id: 1,
      per_km_shipping_charge: 0.7,
      maximum_cod_order_amount: 200,
    });
    expect(food.icon_full_url).toBe(`${server.url}/media/modules/food-icon.webp`);
    // the inactive zone (Savar) is not listed although grocery serves it
    expect(res.body[0].zones.map((z: any) => z.id)).not.toContain(5);
  });

  it('keeps only modules serving a zone of the zoneId header, counting that zone’s stores', async () => {
    const res = await server.call('getModules', { zoneId: '[4]' });
    expect(res.body.map((m: any) => m.module_type)).toEqual(['grocery', 'pharmacy', 'ecommerce', 'food', 'rental']);
    expect(res.body.find((m: any) => m.module_type === 'grocery').stores_count).toBe(1);
    const all = await server.call('getModules');
    expect(all.body.find((m: any) => m.module_type === 'grocery').stores_count).toBe(8);
  });

  it('translates names for X-localization ar', async () => {
    const res = await server.call('getModules', { headers: { 'X-localization': 'ar' } });
    expect(res.body[0].module_name).toBe('البقالة');
  });

  it('rejects a malformed zoneId header with 403 zoneId', async () => {
    const res = await server.call('getModules', { zoneId: 'abc' });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('zoneId');
  });
});

describe('landing page', () => {
  it('serves the landing texts, app links with statuses and the available zones', async () => {
    for (const op of ['getLandingPage', 'getReactLandingPage']) {
      const res = await server.call(op);
      expect(res.status).toBe(200);
      expect(res.body.fixed_footer_description).toMatch(/Sixam Market/);
      expect(res.body.download_user_app_links).toMatchObject({ playstore_url_status: 1, apple_store_url_status: 1 });
      expect(res.body.news_letter_title).toBeTruthy();
      expect(res.body.available_zone_list.map((z: any) => z.id)).toEqual([1, 2, 3, 4]);
    }
    const ar = await server.call('getLandingPage', { headers: { 'X-localization': 'ar' } });
    expect(ar.body.fixed_footer_description).toMatch(/سيكسام/);
  });

  it('speaks Bengali and Spanish too, every section of it, and English for a language it lacks', async () => {
    const landing = (locale: string) =>
      server.call('getReactLandingPage', { headers: { 'X-localization': locale } }).then((r) => r.body);
    const [en, bn, es, fr] = await Promise.all(['en', 'bn', 'es', 'fr'].map(landing));
    expect(bn.header_title).toMatch(/[\u0980-\u09FF]/);
    expect(bn.special_criterias.map((c: { title: string }) => c.title)).toContain('দ্রুত ডেলিভারি');
    expect(bn.promotion_banners[1]).toMatchObject({ title: 'ফ্রি ডেলিভারি' });
    expect(bn.testimonial_section.testimonial_title).toBe('আমাদের ক্রেতারা যা বলেন');
    expect(es.header_title).toBe('Todo lo que necesitas, a domicilio');
    expect(es.special_criterias.map((c: { title: string }) => c.title)).toContain('Pago seguro');
    expect(es.promotion_banners[0]).toMatchObject({ title: 'Ofertas de la semana' });
    expect(es.testimonial_section.testimonial_button_title).toBe('Pide ahora');
    // every text differs from English but the business's name
    for (const key of Object.keys(en).filter((k) => typeof en[k] === 'string' && k !== 'fixed_header_title')) {
      expect(bn[key], key).not.toBe(en[key]);
      expect(es[key], key).not.toBe(en[key]);
    }
    expect(fr.header_title).toBe(en.header_title);
  });

  it('applies landing_page overrides from the config (app link switched off)', async () => {
    await server.setConfig({ landing_page: { download_user_app_links: { playstore_url_status: 0 } } });
    const res = await server.call('getReactLandingPage');
    expect(res.body.download_user_app_links.playstore_url_status).toBe(0);
    expect(res.body.download_user_app_links.apple_store_url_status).toBe(1);
    await server.setConfig({ landing_page: { download_user_app_links: { playstore_url_status: 1 } } });
  });

  it('rejects an over-long X-localization header', async () => {
    expect((await server.call('getLandingPage', { headers: { 'X-localization': 'x'.repeat(11) } })).status).toBe(403);
    expect((await server.call('getReactLandingPage', { headers: { 'X-localization': 'x'.repeat(11) } })).status).toBe(
      403,
    );
  });
});

describe('categories', () => {
  it('lists the module’s root categories with their children and item counts', async () => {
    const res = await server.call('getCategories', { moduleId: FOOD, zoneId: '[1,2,3,4]' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(6);
    for (const c of res.body) {
      expect(c.module_id).toBe(FOOD);
      expect(c.parent_id).toBe(0);
      expect(c.childes.length).toBeGreaterThan(0);
      expect(c.childes.every((ch: any) => ch.parent_id === c.id && ch.position === 1)).toBe(true);
      // an item listed in a sub category is also in its root
      expect(c.products_count).toBeGreaterThanOrEqual(Math.max(...c.childes.map((ch: any) => ch.products_count)));
    }
    const priorities = res.body.map((c: any) => c.priority);
    expect([...priorities].sort((a, b) => b - a)).toEqual(priorities);
  });

  it('filters featured categories', async () => {
    const all = await server.call('getCategories', { moduleId: GROCERY });
    const featured = await server.call('getCategories', { moduleId: GROCERY, query: { featured: 1 } });
    expect(featured.body.length).toBeGreaterThan(0);
    expect(featured.body.length).toBeLessThan(all.body.length);
    expect(featured.body.every((c: any) => c.featured === 1)).toBe(true);
  });

  it('counts only items of stores in the zoneId zones', async () => {
    const everywhere = await server.call('getCategories', { moduleId: FOOD });
    const uttara = await server.call('getCategories', { moduleId: FOOD, zoneId: '[3]' });
    const sum = (list: any[]) => list.reduce((a, c) => a + c.products_count, 0);
    expect(sum(uttara.body)).toBeLessThan(sum(everywhere.body));
  });

  it('lists every store module’s categories without a moduleId (rental excluded) and translates names', async () => {
    const res = await server.call('getCategories', { headers: { 'X-localization': 'ar' } });
    const modules = new Set(res.body.map((c: any) => c.module_id));
    expect([...modules].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(res.body.find((c: any) => c.slug === 'fruits-vegetables').name).toBe('الفواكه والخضروات');
  });

  it('rejects an unknown moduleId with 403 moduleId', async () => {
    const res = await server.call('getCategories', { moduleId: 999 });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('moduleId');
  });

  it('lists the children of a category; 404 for an unknown one', async () => {
    const roots = await server.call('getCategories', { moduleId: FOOD });
    const pizza = roots.body.find((c: any) => c.name === 'Pizza');
    const res = await server.call('getCategoryChildren', { params: { id: pizza.id } });
    expect(res.status).toBe(200);
    expect(res.body.map((c: any) => c.name)).toEqual(['Veg Pizza', 'Meat Pizza']);
    const missing = await server.call('getCategoryChildren', { params: { id: 99999 } });
    expect(missing.status).toBe(404);
  });
});

describe('category items and stores', () => {
  let pizzaId: number;
  beforeAll(async () => {
    const roots = await server.call('getCategories', { moduleId: FOOD });
    pizzaId = roots.body.find((c: any) => c.name === 'Pizza').id;
  });

  it('pages the items of a category (offset is a page number)', async () => {
    const first = await server.call('getCategoryItems', {
      params: { id: pizzaId },
      zoneId: '[1,2,3]',
      moduleId: FOOD,
      query: { limit: 3, offset: 1 },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ limit: 3, offset: 1 });
    expect(first.body.total_size).toBeGreaterThan(3);
    expect(first.body.products).toHaveLength(3);
    const second = await server.call('getCategoryItems', {
      params: { id: pizzaId },
      zoneId: '[1,2,3]',
      moduleId: FOOD,
      query: { limit: 3, offset: 2 },
    });
    const ids = new Set([...first.body.products, ...second.body.products].map((i: any) => i.id));
    expect(ids.size).toBe(first.body.products.length + second.body.products.length);
    for (const item of first.body.products) expect(item.category_ids.map((c: any) => Number(c.id))).toContain(pizzaId);
  });

  it('filters veg items', async () => {
    const veg = await server.call('getCategoryItems', {
      params: { id: pizzaId },
      zoneId: '[1,2,3,4]',
      query: { type: 'veg', limit: 50 },
    });
    const nonVeg = await server.call('getCategoryItems', {
      params: { id: pizzaId },
      zoneId: '[1,2,3,4]',
      query: { type: 'non_veg', limit: 50 },
    });
    expect(veg.body.products.every((i: any) => i.veg === 1)).toBe(true);
    expect(nonVeg.body.products.every((i: any) => i.veg === 0)).toBe(true);
    expect(veg.body.total_size + nonVeg.body.total_size).toBe(
      (await server.call('getCategoryItems', { params: { id: pizzaId }, zoneId: '[1,2,3,4]' })).body.total_size,
    );
  });

  it('requires the zoneId header (403 zoneId) and a known category (404)', async () => {
    const res = await server.call('getCategoryItems', { params: { id: pizzaId } });
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toEqual({ code: 'zoneId', message: 'Zone id is required!' });
    expect((await server.call('getCategoryItems', { params: { id: 99999 }, zoneId: '[1]' })).status).toBe(404);
  });

  it('lists the stores selling a category in the zones', async () => {
    const res = await server.call('getCategoryStores', { params: { id: pizzaId }, zoneId: '[1]' });
    expect(res.status).toBe(200);
    expect(res.body.stores.map((s: any) => s.name)).toContain('Pizza Palace');
    expect(res.body.stores.every((s: any) => s.zone_id === 1)).toBe(true);
    expect((await server.call('getCategoryStores', { params: { id: pizzaId } })).status).toBe(403);
    expect((await server.call('getCategoryStores', { params: { id: 99999 }, zoneId: '[1]' })).status).toBe(404);
  });
});

describe('banners and campaigns', () => {
  it('returns the zone’s banners with their store / item and the running basic campaigns', async () => {
    const res = await server.call('getBanners', { zoneId: '[2]', moduleId: FOOD });
    expect(res.status).toBe(200);
    const { banners, campaigns } = res.body;
    expect(banners.every((b: any) => b.zone_id === 2 && b.module_id === FOOD)).toBe(true);
    const storeWise = banners.find((b: any) => b.type === 'store_wise');
    expect(storeWise.store.id).toBe(Number(storeWise.data));
    const itemWise = banners.find((b: any) => b.type === 'item_wise');
    expect(itemWise.item.id).toBe(Number(itemWise.data));
    expect(banners.find((b: any) => b.type === 'default').store).toBeNull();
    expect(campaigns.map((c: any) => c.title)).toEqual(['Foodie Fest']); // Winter Warmers has ended
  });

  it('answers every module’s banners without a moduleId; 403 without zoneId', async () => {
    const res = await server.call('getBanners', { zoneId: '[1]' });
    expect(new Set(res.body.banners.map((b: any) => b.module_id)).size).toBeGreaterThan(2);
    expect((await server.call('getBanners')).status).toBe(403);
  });

  it('lists running item campaigns with their dates; expired and upcoming ones only in their time', async () => {
    const res = await server.call('getItemCampaigns', { zoneId: '[1,2]', moduleId: FOOD });
    expect(res.status).toBe(200);
    const names = res.body.map((i: any) => i.name);
    expect(names).toEqual(expect.arrayContaining(['Eid Special Kacchi Platter', 'Burger Combo Deal']));
    expect(names).not.toContain('New Year Cake Offer');
    expect(names).not.toContain('Ramadan Iftar Box');
    expect(res.body[0].available_date_starts).toBe('2025-01-01');
    expect(res.body[0].available_date_ends).toBe('2035-12-31');
    const burger = res.body.find((i: any) => i.name === 'Burger Combo Deal');
    expect(burger.food_variations.length).toBeGreaterThan(0);

    server.clock.now = new Date('2036-06-01T06:00:00Z');
    const later = await server.call('getItemCampaigns', { zoneId: '[1,2]', moduleId: FOOD });
    expect(later.body.map((i: any) => i.name)).toEqual(['Ramadan Iftar Box']);
    server.clock.now = new Date('2026-03-04T06:00:00Z');
  });

  it('requires moduleId for item campaigns', async () => {
    const res = await server.call('getItemCampaigns', { zoneId: '[1]' });
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toEqual({ code: 'moduleId', message: 'Module id is required!' });
  });
});
