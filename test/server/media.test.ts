import { sql } from 'drizzle-orm';
import emojiData from 'emojibase-data/en/data.json' with { type: 'json' };
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryTrees } from '../../server/db/seed/catalogue/category-data.ts';
import { itemTemplates } from '../../server/db/seed/catalogue/item-data.ts';
import { kebab } from '../../server/db/seed/catalogue.ts';
import { emojiFile, renderMedia } from '../../server/media.ts';
import { listedSubjects, subjectOf } from '../../server/media-subjects.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The stored picture names of every row of the seeded database: each text or JSON column that names an image. */
async function seededPictures(): Promise<string[]> {
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await server.database.db.execute(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = current_schema() and data_type in ('text', 'character varying', 'json', 'jsonb')
            and column_name ~ '(image|logo|photo|thumbnail|icon|video|attachment)'`,
    ),
  );
  const names = new Set<string>();
  for (const { table_name, column_name } of columns) {
    const rows = rowsOf<{ v: string | null }>(
      await server.database.db.execute(sql.raw(`select "${column_name}"::text as v from "${table_name}"`)),
    );
    for (const { v } of rows) for (const m of (v ?? '').matchAll(/[\w/.-]+\.(?:webp|svg|png|jpe?g)/g)) names.add(m[0]);
  }
  return [...names].sort();
}

/** The words an emoji's English name and tags use (emojibase, the Unicode CLDR annotations). */
const emojiWords = (emoji: string): Set<string> => {
  const bare = emoji.replace(/\uFE0F/g, '');
  const entry = emojiData.find((e) => e.emoji.replace(/\uFE0F/g, '') === bare);
  return words([entry?.label ?? '', ...(entry?.tags ?? [])].join(' '));
};
/** Lower-case words, each also without a plural ending: "Tomatoes" → tomatoes, tomatoe, tomato. */
const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2)
      .flatMap((w) => [w, w.replace(/e?s$/, ''), w.replace(/s$/, '')]),
  );

describe('the demo pictures', () => {
  it('show every seeded picture by a subject of its own, never the folder’s stand-in', async () => {
    const pictures = await seededPictures();
    expect(pictures.length).toBeGreaterThan(300);
    const generic = pictures.filter((p) => {
      const [folder, name] = p.includes('/') ? p.split('/') : ['', p];
      return !subjectOf(folder!, name!.replace(/\.\w+$/, ''), 0).known;
    });
    expect(generic).toEqual([]);
    // and every stored name is a WebP drawing (logo and payment marks are vector word marks, not data)
    expect(pictures.filter((p) => !p.endsWith('.webp'))).toEqual([]);
  });

  it('draw each item and category as a thing its name (or its category’s) names: a Panjabi is a shirt, not a milk bottle', () => {
    const categories = new Map<string, { name: string; parent: string }>();
    for (const roots of Object.values(categoryTrees))
      for (const root of roots) {
        categories.set(root.key, { name: root.name, parent: '' });
        for (const child of root.children ?? []) categories.set(child.key, { name: child.name, parent: root.name });
      }
    // what a word names, where the emoji's English name and tags do not say it: a Panjabi is a shirt, spinach a leafy
    // green (the words of the item's or category's name that call for the picture they get)
    const isA: Record<string, string> = {
      Panjabi: 'shirt',
      Kurti: 'blouse',
      Saree: 'sari',
      Sandals: 'thong sandal',
      Napa: 'pill',
      Fexo: 'pill',
      Ibuprofen: 'pill',
      Aspirin: 'pill',
      Amoxicillin: 'pill',
      Azithromycin: 'pill',
      Ciprofloxacin: 'pill',
      Cefixime: 'pill',
      Diclofenac: 'lotion',
      Gel: 'lotion',
      Cream: 'lotion',
      Foundation: 'bottle',
      Perfume: 'bottle',
      Toilette: 'bottle',
      Syrup: 'bottle',
      Mouthwash: 'bottle',
      Nasal: 'nose',
      Toothpaste: 'teeth',
      Wipes: 'paper',
      Lozenges: 'candy',
      'Pressure Monitor': 'heart',
      Oximeter: 'heart',
      Glucometer: 'blood',
      Charger: 'plug',
      'Power Bank': 'battery',
      Cooker: 'pot',
      Lamp: 'light',
      Dumbbells: 'weights',
      Kantha: 'yarn',
      Kajal: 'eye',
      Spinach: 'leafy green',
      Nachos: 'corn',
      Biscuits: 'cookie',
      Prawns: 'shrimp',
      Yogurt: 'bowl',
      Doi: 'custard',
      Rasmalai: 'custard',
      Kulfi: 'ice cream',
      Khichuri: 'pot',
      Tehari: 'curry rice',
      Polao: 'rice',
      Nigiri: 'sushi',
      'California Roll': 'sushi',
      'Chow Mein': 'noodle',
      'Sweet and Sour': 'takeout',
      Szechuan: 'takeout',
      'Spring Rolls': 'dumpling',
      Paratha: 'flatbread',
      Brownie: 'chocolate',
      Lassi: 'milk',
      Latte: 'milk',
      Dairy: 'milk',
      Bakery: 'bread',
      Snacks: 'popcorn',
      Chips: 'potato',
      'Personal Care': 'lotion',
      'Skin Care': 'lotion',
      'Oral Care': 'teeth',
      'Medical Devices': 'doctor',
      'Health Monitors': 'doctor',
      Fashion: 'clothing',
      Electronics: 'phone',
      Audio: 'sound',
      Accessories: 'watch',
      Kitchen: 'cooking',
      Cookware: 'pan',
      Decor: 'candle',
      Fitness: 'workout',
      Beauty: 'cosmetics',
      Fragrance: 'bottle',
      Asian: 'chopsticks',
      Chinese: 'takeout',
      Japanese: 'sushi',
      Healthy: 'salad',
      Groceries: 'shopping',
      Fragile: 'glass',
    };
    const kindsIn = (name: string) =>
      Object.entries(isA)
        .filter(([word]) => name.includes(word))
        .map(([, kind]) => kind);
    const mismatched: string[] = [];
    for (const templates of Object.values(itemTemplates))
      for (const t of templates) {
        const [main] = subjectOf('items', `1-${kebab(t.name)}`, 0).emoji;
        const category = categories.get(t.cat);
        const said = words([t.name, category?.name ?? '', category?.parent ?? '', ...kindsIn(t.name)].join(' '));
        if (![...emojiWords(main!)].some((w) => said.has(w))) mismatched.push(`${t.name} → ${main}`);
      }
    for (const { name, parent } of categories.values()) {
      const [main] = subjectOf('categories', `1-${kebab(name)}`, 0).emoji;
      const said = words([name, parent, ...kindsIn(name)].join(' '));
      if (![...emojiWords(main!)].some((w) => said.has(w))) mismatched.push(`${name} → ${main}`);
    }
    expect(mismatched).toEqual([]);
  });

  it('have every emoji of the list in the picture set', () => {
    const missing = listedSubjects().flatMap(([slug, emoji]) =>
      emoji.filter((e) => !emojiFile(e)).map((e) => `${slug}: ${e}`),
    );
    expect(missing).toEqual([]);
  });

  it('are WebP, square or wide by what they show, at the width asked for, revalidated by their ETag', async () => {
    const item = (await server.call('getItemDetails', { params: { id: 1 } })).body;
    const res = await fetch(item.image_full_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const body = Buffer.from(await res.arrayBuffer());
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
    // the same drawing every time (the ETag is its digest), another for another item
    const path = item.image_full_url.replace(`${server.url}/media/`, '');
    expect(body.equals((await renderMedia(path))!.body as Buffer)).toBe(true);
    expect((await renderMedia('items/9-pepperoni-pizza.webp'))!.etag).not.toBe(
      (await renderMedia('items/9-fresh-red-apples.webp'))!.etag,
    );
    const small = await fetch(`${item.image_full_url}?w=160`);
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({ width: 160, height: 160 });
    // a banner and a cover are 3:1
    const cover = await fetch(`${server.url}/media/stores/22-cover-burger-barn.webp`);
    expect(await sharp(Buffer.from(await cover.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 400 });
    const again = await fetch(`${server.url}/media/stores/22-cover-burger-barn.webp`, {
      headers: { 'If-None-Match': cover.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect(cover.headers.get('cache-control')).toBe('public, max-age=2592000');
  });

  it('draw the business logo and the payment gateways as vector marks, and refuse paths that name nothing', async () => {
    const logo = await fetch(`${server.url}/media/logo.svg`);
    expect(logo.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await logo.text()).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(((await renderMedia('pay-paypal.svg'))!.body as string).includes('>PayPal</text>')).toBe(true);
    // a picture name of a database seeded before the pictures were WebP still shows its subject
    const old = await fetch(`${server.url}/media/items/9-pepperoni-pizza.svg`);
    expect(old.headers.get('content-type')).toBe('image/webp');
    expect((await fetch(`${server.url}/media/items/1.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/tiles/99/1/1.svg`)).status).toBe(404);
    expect(await renderMedia('../etc/passwd.webp')).toBeNull();
  });
});
