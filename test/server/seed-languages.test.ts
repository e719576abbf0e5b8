// The demo data in the shop's other languages: a shopper reading the shop in Bengali or Spanish (X-localization) sees
// the seeded translations of the modules, categories, items, stores, vehicle categories and business pages; in a
// language the seed has no translation for (fr), the English texts. The expected texts are read from the seed's data.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../server/db/schema/catalogue.ts';
import { DEMO_MODULE_IDS, moduleSeeds } from '../../server/db/seed/catalogue.ts';
import { categoryTrees } from '../../server/db/seed/catalogue/category-data.ts';
import { itemTemplates, storeSeeds, type ItemTemplate } from '../../server/db/seed/catalogue/item-data.ts';
import { pageTexts } from '../../server/db/seed/pages.ts';
import { categorySeeds as vehicleCategorySeeds } from '../../server/db/seed/rental/data.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Language = 'en' | 'bn' | 'es';
/** A seed entry's text in `language`: its `name` in English, else its translation. */
const textOf = (seed: { name: string; bn?: string; es?: string }, language: Language) =>
  language === 'en' ? seed.name : seed[language];

const grocery = moduleSeeds.find((m) => m.type === 'grocery')!;
const fruitsAndVegetables = categoryTrees.grocery[0]!;
const freshFruits = fruitsAndVegetables.children![0]!;
/** A store of the demo with translated names, open (not closed for renovation). */
const store = storeSeeds.find((s) => s.bn && s.es && !s.closed)!;
const microbus = vehicleCategorySeeds.find((c) => c.name === 'Microbus')!;

/** An active item of the seed whose template has Bengali and Spanish names, and that template. */
async function translatedItem(): Promise<{ id: number; template: ItemTemplate }> {
  const templates = Object.values(itemTemplates).flat();
  const rows = await server.database.db
    .select({ id: items.id, name: items.name })
    .from(items)
    .where(eq(items.status, 1))
    .orderBy(asc(items.id));
  for (const row of rows) {
    const template = templates.find((t) => t.name === row.name && t.bn && t.es);
    if (template) return { id: row.id, template };
  }
  throw new Error('no seeded item has a translated name');
}

/** What the shop shows of the seeded data to a shopper reading it in `locale`. */
async function shopIn(locale: string, itemId: number) {
  const headers = { 'X-localization': locale };
  const modules = await server.call('getModules', { headers });
  const categories = await server.call('getCategories', { moduleId: DEMO_MODULE_IDS.grocery, headers });
  const item = await server.call('getItemDetails', { params: { id: itemId }, headers });
  const storeDetails = await server.call('getStoreDetails', { params: { id: store.id }, headers });
  const vehicleCategories = await server.call('getVehicleCategories', {
    moduleId: DEMO_MODULE_IDS.rental,
    query: { search: 'micro' },
    headers,
  });
  const aboutUs = await server.call<string>('getAboutUs', { headers });
  for (const res of [modules, categories, item, storeDetails, vehicleCategories, aboutUs]) expect(res.status).toBe(200);
  const groceryModule = modules.body.find((m: { module_type: string }) => m.module_type === 'grocery');
  const root = categories.body.find((c: { slug: string }) => c.slug === 'fruits-vegetables');
  return {
    module: groceryModule.module_name,
    moduleDescription: groceryModule.description,
    category: root.name,
    subCategory: root.childes.find((c: { slug: string }) => c.slug === 'fresh-fruits').name,
    item: item.body.name,
    store: storeDetails.body.name,
    vehicleCategory: vehicleCategories.body.vehicles[0].name,
    aboutUs: aboutUs.body,
  };
}

/** The same texts as the seed writes them in `language`. */
const seeded = (language: Language, template: ItemTemplate) => ({
  module: textOf(grocery, language),
  moduleDescription: language === 'en' ? grocery.description : grocery[`${language}Description`],
  category: textOf(fruitsAndVegetables, language),
  subCategory: textOf(freshFruits, language),
  item: textOf(template, language),
  store: textOf(store, language),
  vehicleCategory: textOf(microbus, language),
  aboutUs: pageTexts.about_us[language],
});

describe('the demo data in Bengali and Spanish', () => {
  it.each(['bn', 'es'] as const)('serves the seeded %s texts for X-localization', async (language) => {
    const { id, template } = await translatedItem();
    const expected = seeded(language, template);
    expect(await shopIn(language, id)).toEqual(expected);
    // translations, not the English texts again (a store keeps its name in Spanish)
    const english = seeded('en', template);
    for (const key of ['module', 'moduleDescription', 'category', 'subCategory', 'item', 'aboutUs'] as const)
      expect(expected[key], key).not.toBe(english[key]);
    if (language === 'bn') expect(expected.store).toMatch(/[\u0980-\u09FF]/);
  });

  it.each(['bn', 'es'] as const)('finds a store by its %s name, as the shopper reads it', async (language) => {
    const res = await server.call('searchStores', {
      zoneId: '[1,2,3,4]',
      moduleId: DEMO_MODULE_IDS[store.module],
      query: { name: textOf(store, language)!.split(' ')[0] },
      headers: { 'X-localization': language },
    });
    expect(res.status).toBe(200);
    expect(res.body.stores.map((s: { id: number }) => s.id)).toContain(store.id);
  });

  it('serves the English texts for a language the seed has no translation for (fr)', async () => {
    const { id, template } = await translatedItem();
    expect(await shopIn('fr', id)).toEqual(seeded('en', template));
  });
});
