// The item details' normaliser (contract type: ItemDetails in src/api/item-details.ts), loaded with the answer it
// reads: the item's fields (itemOf) and its store's (storeOf).
import type { components } from '../../openapi/storefront.d.ts';

type ItemDetails = components['schemas']['ItemDetails'];
import { itemOf } from './item-shape.ts';
import { shapeOf } from './shape-readers.ts';
import { storeOf } from './store-shape.ts';

/** An item's details of any version: the item's fields (itemOf), its store (storeOf) and its switches typed. */
export const itemDetailsOf = (value: unknown): ItemDetails =>
  shapeOf<ItemDetails>(itemOf(value), {
    zone_id: 'integer',
    schedule_order: 'boolean',
    halal_tag_status: 'flag',
    is_available_now: 'boolean',
    common_condition: 'textOrNull',
    store_details: storeOf,
  });
