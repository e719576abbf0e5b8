// A store of the tests' own at Karwan Bazar (zone 1), open around the clock, and plain items in it: orders placed
// there never depend on the time of day the suite runs at.
import { items, storeSchedules, stores } from '../../server/db/schema/catalogue.ts';
import { orders } from '../../server/db/schema/orders.ts';
import type { Db } from '../../server/db/client.ts';

const kebab = (name: string) => name.toLowerCase().replace(/\W+/g, '-');

/** The store `name` of the module (tax 0 unless `extra` says otherwise), open every day 00:00–23:59:59; its row. */
export async function insertStore(
  db: Db,
  moduleId: number,
  name: string,
  extra: Partial<typeof stores.$inferInsert> = {},
) {
  const key = kebab(name);
  const [s] = await db
    .insert(stores)
    .values({
      moduleId,
      zoneId: 1,
      name,
      slug: `${key}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
      phone: '+8801700009998',
      email: `${key}@example.test`,
      logo: 'stores/test.svg',
      coverPhoto: 'stores/test-cover.svg',
      address: 'Karwan Bazar, Dhaka',
      latitude: 23.7512,
      longitude: 90.3935,
      tax: 0,
      ...extra,
    })
    .returning();
  await db
    .insert(storeSchedules)
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((d) => ({ storeId: s!.id, day: d, openingTime: '00:00:00', closingTime: '23:59:59' })),
    );
  return s!;
}

/** `insertStore`'s id. */
export async function insertOpenStore(db: Db, moduleId: number, name: string): Promise<number> {
  return (await insertStore(db, moduleId, name)).id;
}

/** An item of the store (plain unless `p` gives options; 100 in stock unless `stock` says otherwise); its id. */
export async function insertItem(
  db: Db,
  p: { storeId: number; moduleId: number; price: number } & Partial<typeof items.$inferInsert>,
): Promise<number> {
  const name = p.name ?? `Test item ${Math.random()}`;
  const [row] = await db
    .insert(items)
    .values({
      categoryId: 1,
      slug: `${kebab(name)}-${Math.random().toString(36).slice(2)}`,
      image: 'items/1.svg',
      stock: 100,
      ...p,
      name,
    })
    .returning({ id: items.id });
  return row!.id;
}

/**
 * The body of a customer's take-away Buy Now of one `itemId` of `storeId`, cash on delivery: the order the chaos
 * tests and the recovery benchmark place in bursts.
 */
export const takeAwayBuyNow = (storeId: number, itemId: number) =>
  JSON.stringify({
    order_amount: 0,
    payment_method: 'cash_on_delivery',
    order_type: 'take_away',
    store_id: storeId,
    address: 'Karwan Bazar',
    latitude: 23.7512,
    longitude: 90.3935,
    is_buy_now: 1,
    cart: [{ item_id: itemId, model: 'Item', quantity: 1 }],
  });

/** An order written straight into the database (zone 1, take-away, due now unless `p` says otherwise); its id. */
export async function insertOrder(
  db: Db,
  p: Pick<typeof orders.$inferInsert, 'moduleId' | 'paymentMethod' | 'orderAmount'> &
    Partial<typeof orders.$inferInsert>,
): Promise<number> {
  const [row] = await db
    .insert(orders)
    .values({ zoneId: 1, orderType: 'take_away', scheduleAt: new Date(), otp: '1234', ...p })
    .returning({ id: orders.id });
  return row!.id;
}
