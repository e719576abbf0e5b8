import type { components } from '../../../openapi/storefront.d.ts';
import type { categories } from '../../db/schema/catalogue.ts';
import { mediaUrl, stamps, tr } from '../http/serialize.ts';

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryJson = components['schemas']['Category'];

/** A category with its (already serialized) children and item count. */
export const serializeCategory = (
  row: CategoryRow,
  locale: string,
  productsCount: number,
  childes: CategoryJson[] = [],
): CategoryJson => ({
  id: row.id,
  name: tr(row.translations, locale, 'name', row.name),
  slug: row.slug,
  image_full_url: mediaUrl(row.image),
  parent_id: row.parentId,
  position: row.position,
  priority: row.priority,
  module_id: row.moduleId,
  featured: row.featured as 0 | 1,
  status: row.status as 0 | 1,
  products_count: productsCount,
  childes_count: childes.length,
  childes,
  ...stamps(row),
});
