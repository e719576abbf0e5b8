import type { components } from '../../../openapi/storefront.d.ts';
import type { ModuleRow } from '../../db/row-types.ts';
import { mediaUrl, tr } from '../http/serialize.ts';

export type ModuleRefJson = components['schemas']['ModuleRef'];

/** The short module object embedded in stores and items. */
export const serializeModuleRef = (m: ModuleRow, locale: string): ModuleRefJson => ({
  id: m.id,
  module_name: tr(m.translations, locale, 'module_name', m.moduleName),
  module_type: m.moduleType,
  icon_full_url: mediaUrl(m.icon),
  thumbnail_full_url: mediaUrl(m.thumbnail),
});
