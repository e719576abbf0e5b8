import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { components } from '../../openapi/storefront.d.ts';
import { itemOf } from './item-shape.ts';
import { shapeOf } from './lenient.ts';
import { storeOf } from './stores.ts';

export type ItemDetails = components['schemas']['ItemDetails'];

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

/** GET /api/v1/items/details/{id}: one item (by id or slug) with its store. */
export const fetchItemDetails = async (id: string): Promise<ItemDetails> =>
  itemDetailsOf(await unwrap(api.GET('/api/v1/items/details/{id}', { params: { path: { id } } })));

export const itemDetailsQueries = {
  detail: (id: string) => queryOptions({ queryKey: ['items', 'details', id], queryFn: () => fetchItemDetails(id) }),
};
