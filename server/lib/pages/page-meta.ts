// A page's meta data (title, description, image) for link previews: an active store's or item's own, else the
// business's.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { items, stores } from '../../db/schema/catalogue.ts';
import { loadConfig } from '../config/business-config.ts';
import { mediaUrl, tr } from '../http/serialize.ts';

/** An active store's meta, by id or slug; null when none. */
async function storeMeta(db: Db, ref: number | string, locale: string) {
  const [row] = await db
    .select()
    .from(stores)
    .where(typeof ref === 'number' ? eq(stores.id, ref) : eq(stores.slug, ref));
  if (!row || row.status !== 1) return null;
  return { title: tr(row.translations, locale, 'name', row.name), description: row.address, image: row.logo };
}

/** An active item's meta, by id or slug; null when none. */
async function itemMeta(db: Db, ref: number | string, locale: string) {
  const [row] = await db
    .select()
    .from(items)
    .where(typeof ref === 'number' ? eq(items.id, ref) : eq(items.slug, ref));
  if (!row || row.status !== 1) return null;
  return {
    title: tr(row.translations, locale, 'name', row.name),
    description: tr(row.translations, locale, 'description', row.description),
    image: row.image,
  };
}

/**
 * The meta data of a store page or an item (or product) page named by id or slug (6amMart's `is_numeric($id)` rule);
 * the business name, footer text and logo for any other page or an unknown one.
 */
export async function pageMetaData(db: Db, pageName: string, id: number | string | undefined, locale: string) {
  const ref = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  const own =
    ref === undefined
      ? null
      : pageName === 'store'
        ? await storeMeta(db, ref, locale)
        : pageName === 'item' || pageName === 'product'
          ? await itemMeta(db, ref, locale)
          : null;
  const config = await loadConfig(db);
  return {
    title: own?.title ?? config.business_name,
    description: own?.description ?? config.footer_text ?? null,
    image_full_url: own ? mediaUrl(own.image) : config.logo_full_url,
    meta_data: null,
  };
}
