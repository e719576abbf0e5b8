// The category resource's normaliser (contract type: Category in src/api/categories.ts), loaded with the answers it
// reads (src/api/categories.ts, category-pages.ts).
import type { components } from '../../openapi/storefront.d.ts';

type Category = components['schemas']['Category'];
import { eachOf, shapeOf } from './shape-readers.ts';

/** A category of any version as the app reads it: ids, positions and counts as numbers, flags as 0/1, sub categories too. */
export const categoryOf = (value: unknown): Category =>
  shapeOf<Category>(value, {
    id: 'integer',
    name: 'text',
    parent_id: 'integer',
    position: 'integer',
    priority: 'integer',
    module_id: 'integer',
    featured: 'flag',
    status: 'flagOn',
    products_count: 'integer',
    childes_count: 'integer',
    childes: eachOf(categoryOf),
  });

/** A list of categories of any version. */
export const categoriesOf = eachOf(categoryOf);
