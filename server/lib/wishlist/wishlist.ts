// The wishlist (spec part 2 §2 "Wishlist drawer"): a customer's saved items and stores, shown for the current module.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { items, stores } from '../../db/schema/catalogue.ts';
import { wishlists } from '../../db/schema/customer.ts';
import { apiError, notFound } from '../http/errors.ts';
import type { SerializeOptions } from '../http/serialize.ts';
import { loadItemsByIds } from '../items/item.ts';
import { loadStoresByIds } from '../stores/store.ts';

/** What one wishlist call is about: an item or a store. */
export type WishlistTarget = { itemId: number } | { storeId: number };

/** The saved items and stores of the module in scope (all of them when none is), newest first. */
export async function wishlistOf(db: Db, userId: number, moduleId: number | null, opts: SerializeOptions) {
  const rows = await db
    .select()
    .from(wishlists)
    .where(eq(wishlists.userId, userId))
    .orderBy(desc(wishlists.createdAt), desc(wishlists.id));
  const itemIds = rows.filter((r) => r.itemId).map((r) => r.itemId!);
  const storeIds = rows.filter((r) => r.storeId).map((r) => r.storeId!);
  const [itemMap, storeMap] = await Promise.all([
    loadItemsByIds(db, itemIds, opts),
    loadStoresByIds(db, storeIds, opts),
  ]);
  const item = itemIds
    .map((id) => itemMap.get(id))
    .filter((i): i is NonNullable<typeof i> => !!i && (moduleId === null || i.module_id === moduleId));
  const store = storeIds
    .map((id) => storeMap.get(id))
    .filter((s): s is NonNullable<typeof s> => !!s && (moduleId === null || s.module_id === moduleId));
  return { item, store };
}

/** Saves an existing item or store once (404 when it does not exist, 409 when it is saved already). */
export async function addToWishlist(db: Db, userId: number, target: WishlistTarget, now: Date): Promise<void> {
  if ('itemId' in target) {
    const [row] = await db.select({ id: items.id }).from(items).where(eq(items.id, target.itemId));
    if (!row) throw notFound('item_id', 'Item not found!');
  } else {
    const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, target.storeId));
    if (!row) throw notFound('store_id', 'Store not found!');
  }
  const inserted = await db
    .insert(wishlists)
    .values({ userId, ...target, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: wishlists.id });
  if (!inserted.length) throw apiError(409, 'wishlist', 'Already in your wishlist');
}

/** Removes a saved item or store (404 when it is not in the wishlist). */
export async function removeFromWishlist(db: Db, userId: number, target: WishlistTarget): Promise<void> {
  const where =
    'itemId' in target
      ? and(eq(wishlists.userId, userId), eq(wishlists.itemId, target.itemId), isNotNull(wishlists.itemId))
      : and(eq(wishlists.userId, userId), eq(wishlists.storeId, target.storeId), isNotNull(wishlists.storeId));
  const removed = await db.delete(wishlists).where(where).returning({ id: wishlists.id });
  if (!removed.length) throw notFound('wishlist', 'Not found in your wishlist');
}
