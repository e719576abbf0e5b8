// The favourites' normaliser (contract: GET /api/v1/customer/wish-list), its own module: src/api/wishlist.ts loads it
// with the answer, so the item's and the store's normalisers stay off the first load of every page.
import { itemsOf } from './item-shape.ts';
import type { Item } from './items.ts';
import { objectOf } from './lenient.ts';
import { eachOf } from './shape-readers.ts';
import { storeOf } from './store-shape.ts';
import type { Store } from './stores.ts';

/** The favourites of any version: each item through itemOf, each store through storeOf (a missing list is empty). */
export interface Wishlist {
  item: Item[];
  store: Store[];
}

export function wishlistOf(answer: unknown): Wishlist {
  const raw = objectOf(answer) ?? {};
  return { item: itemsOf(raw['item']), store: eachOf(storeOf)(raw['store']) };
}
