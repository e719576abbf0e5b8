import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { items, stores } from '../db/schema/catalogue.ts';
import { wishlists } from '../db/schema/customer.ts';
import { apiError, forbidden, notFound } from '../lib/http/errors.ts';
import { defineHandlers } from '../lib/http/handler.ts';
import { loadItemsByIds } from '../lib/items/item.ts';
import { loadStoresByIds } from '../lib/stores/store.ts';

/** Exactly one of item_id / store_id (403 otherwise). */
function target(q: { item_id?: number; store_id?: number }): { itemId: number } | { storeId: number } {
  if (q.item_id && q.store_id) throw forbidden('item_id', 'Send either item_id or store_id, not both.');
  if (q.item_id) return { itemId: q.item_id };
  if (q.store_id) return { storeId: q.store_id };
  throw forbidden('item_id', 'The item id field is required when store id is not present.');
}

export const wishlistHandlers = defineHandlers((ctx) => ({
  getWishlist: async (req) => {
    const userId = req.user!.id;
    const moduleId = req.scope.module()?.id ?? null;
    const opts = req.scope.serialize;
    const rows = await ctx.db
      .select()
      .from(wishlists)
      .where(eq(wishlists.userId, userId))
      .orderBy(desc(wishlists.createdAt), desc(wishlists.id));
    const itemIds = rows.filter((r) => r.itemId).map((r) => r.itemId!);
    const storeIds = rows.filter((r) => r.storeId).map((r) => r.storeId!);
    const [itemMap, storeMap] = await Promise.all([
      loadItemsByIds(ctx.db, itemIds, opts),
      loadStoresByIds(ctx.db, storeIds, opts),
    ]);
    const item = itemIds
      .map((id) => itemMap.get(id))
      .filter((i): i is NonNullable<typeof i> => !!i && (moduleId === null || i.module_id === moduleId));
    const store = storeIds
      .map((id) => storeMap.get(id))
      .filter((s): s is NonNullable<typeof s> => !!s && (moduleId === null || s.module_id === moduleId));
    return { item, store };
  },

  addToWishlist: async (req) => {
    const userId = req.user!.id;
    const t = target(req.query);
    if ('itemId' in t) {
      const [row] = await ctx.db.select({ id: items.id }).from(items).where(eq(items.id, t.itemId));
      if (!row) throw notFound('item_id', 'Item not found!');
    } else {
      const [row] = await ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.id, t.storeId));
      if (!row) throw notFound('store_id', 'Store not found!');
    }
    const inserted = await ctx.db
      .insert(wishlists)
      .values({ userId, ...t, createdAt: ctx.now() })
      .onConflictDoNothing()
      .returning({ id: wishlists.id });
    if (!inserted.length) throw apiError(409, 'wishlist', 'Already in your wishlist');
    return { message: 'Successfully added!' };
  },

  removeFromWishlist: async (req) => {
    const userId = req.user!.id;
    const t = target(req.query);
    const where =
      'itemId' in t
        ? and(eq(wishlists.userId, userId), eq(wishlists.itemId, t.itemId), isNotNull(wishlists.itemId))
        : and(eq(wishlists.userId, userId), eq(wishlists.storeId, t.storeId), isNotNull(wishlists.storeId));
    const removed = await ctx.db.delete(wishlists).where(where).returning({ id: wishlists.id });
    if (!removed.length) throw notFound('wishlist', 'Not found in your wishlist');
    return { message: 'Successfully removed!' };
  },
}));
