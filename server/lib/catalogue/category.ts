import type { components } from '../../../openapi/storefront.d.ts';
import type { categories } from '../../db/schema/catalogue.ts';
import { columns, flags, mediaUrl, stamps, tr } from '../http/serialize.ts';

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
  ...columns(row, ['parentId', 'position', 'priority', 'moduleId']),
  ...flags(row, ['featured', 'status']),
  products_count: productsCount,
  childes_count: childes.length,
  childes,
  ...stamps(row),
});
