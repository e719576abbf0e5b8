import type { components } from '../../../openapi/storefront.d.ts';
import type { modules } from '../../db/schema/catalogue.ts';
import { mediaUrl, tr } from '../http/serialize.ts';

export type ModuleRow = typeof modules.$inferSelect;
export type ModuleRefJson = components['schemas']['ModuleRef'];

/** The short module object embedded in stores and items. */
export const serializeModuleRef = (m: ModuleRow, locale: string): ModuleRefJson => ({
  id: m.id,
  module_name: tr(m.translations, locale, 'module_name', m.moduleName),
  module_type: m.moduleType,
  icon_full_url: mediaUrl(m.icon),
  thumbnail_full_url: mediaUrl(m.thumbnail),
});

/** The module's slug as 6amMart stores it (Laravel's Str::slug of the English name: "Rental Cars" → "rental-cars"). */
export const moduleSlug = (m: Pick<ModuleRow, 'moduleName'>) =>
  m.moduleName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
