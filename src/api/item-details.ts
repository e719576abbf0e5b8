import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { components } from '../../openapi/storefront.d.ts';
import { readWith } from './lenient.ts';

export type ItemDetails = components['schemas']['ItemDetails'];

/** GET /api/v1/items/details/{id}: one item (by id or slug) with its store. */
export const fetchItemDetails = (id: string): Promise<ItemDetails> =>
  readWith(
    unwrap(api.GET('/api/v1/items/details/{id}', { params: { path: { id } } })),
    import('./item-details-shape.ts'),
    (m, a) => m.itemDetailsOf(a),
  );

export const itemDetailsQueries = {
  detail: (id: string) => queryOptions({ queryKey: ['items', 'details', id], queryFn: () => fetchItemDetails(id) }),
};
