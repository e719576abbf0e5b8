// The category resource's normaliser (contract type: Category in src/api/categories.ts), loaded with the answers it
// reads (src/api/categories.ts, category-pages.ts).
import type { components } from '../../openapi/storefront.d.ts';

type Category = components['schemas']['Category'];
import { eachOf, shapeOf } from './shape-readers.ts';

/**
 * A category of any version as the app reads it (listed under `parentId`): ids, positions and counts as numbers, flags as 0/1, sub categories
 * too. 6amMart 3.5 lists categories without `parent_id` (or `status`): a category listed under another (`childes`) is
 * that one's child, and one of `categories`' own list (rootCategoriesOf) a root (parent 0).
 */
export const categoryUnder =
  (parentId: number | undefined) =>
  (value: unknown): Category => {
    const category = shapeOf<Category>(value, {
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
    });
    if (category.parent_id === undefined && parentId !== undefined) category.parent_id = parentId;
    if (category.childes !== undefined) category.childes = eachOf(categoryUnder(category.id))(category.childes);
    return category;
  };

/** A category of any version, wherever it is listed. */
export const categoryOf = categoryUnder(undefined);

/** A list of categories of any version. */
export const categoriesOf = eachOf(categoryOf);

/** GET categories' list of any version: its root categories (6amMart lists those, with their sub categories). */
export const rootCategoriesOf = eachOf(categoryUnder(0));
