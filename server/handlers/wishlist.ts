import { forbidden } from '../lib/http/errors.ts';
import { defineHandlers } from '../lib/http/handler.ts';
import { addToWishlist, removeFromWishlist, wishlistOf, type WishlistTarget } from '../lib/wishlist/wishlist.ts';

/** Exactly one of item_id / store_id (403 otherwise). */
function target(q: { item_id?: number; store_id?: number }): WishlistTarget {
  if (q.item_id && q.store_id) throw forbidden('item_id', 'Send either item_id or store_id, not both.');
  if (q.item_id) return { itemId: q.item_id };
  if (q.store_id) return { storeId: q.store_id };
  throw forbidden('item_id', 'The item id field is required when store id is not present.');
}

export const wishlistHandlers = defineHandlers((ctx) => ({
  getWishlist: async (req) => wishlistOf(ctx.db, req.user!.id, req.scope.module()?.id ?? null, req.scope.serialize),

  addToWishlist: async (req) => {
    await addToWishlist(ctx.db, req.user!.id, target(req.query), ctx.now());
    return { message: 'Successfully added!' };
  },

  removeFromWishlist: async (req) => {
    await removeFromWishlist(ctx.db, req.user!.id, target(req.query));
    return { message: 'Successfully removed!' };
  },
}));
