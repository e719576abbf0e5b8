// A store of the tests' own at Karwan Bazar (zone 1), open around the clock, and plain items in it: orders placed
// there never depend on the time of day the suite runs at.
import { items, storeSchedules, stores } from '../../server/db/schema/catalogue.ts';
import type { Db } from '../../server/db/client.ts';

export async function insertOpenStore(db: Db, moduleId: number, name: string): Promise<number> {
  const key = name.toLowerCase().replace(/\W+/g, '-');
  const [s] = await db
    .insert(stores)
    .values({
      moduleId,
      zoneId: 1,
      name,
      slug: `${key}-${Date.now()}`,
      phone: '+8801700009998',
      email: `${key}@example.test`,
      logo: 'stores/test.svg',
      coverPhoto: 'stores/test-cover.svg',
      address: 'Karwan Bazar, Dhaka',
      latitude: 23.7512,
      longitude: 90.3935,
      tax: 0,
    })
    .returning({ id: stores.id });
  await db
    .insert(storeSchedules)
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((d) => ({ storeId: s!.id, day: d, openingTime: '00:00:00', closingTime: '23:59:59' })),
    );
  return s!.id;
}

/** A plain item (no variations) with `stock` of it. */
export async function insertItem(
  db: Db,
  p: { storeId: number; moduleId: number; stock: number; price: number },
): Promise<number> {
  const [row] = await db
    .insert(items)
    .values({
      storeId: p.storeId,
      moduleId: p.moduleId,
      categoryId: 1,
      name: `Test item ${Math.random()}`,
      slug: `test-item-${Math.random().toString(36).slice(2)}`,
      image: 'items/1.svg',
      price: p.price,
      stock: p.stock,
    })
    .returning({ id: items.id });
  return row!.id;
}
