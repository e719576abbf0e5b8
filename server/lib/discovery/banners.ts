// Banners: a store's own, and the module's banners by key (promotional, why choose, the video section).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stores } from '../../db/schema/catalogue.ts';
import { moduleBanners, storeBanners } from '../../db/schema/promotions.ts';
import { notFound } from '../http/errors.ts';
import { serializeModuleBanner, serializeStoreBanner } from './discovery.ts';

/** 6amMart's video section keys, in its order: three steps, each a title and a subtitle. */
const videoContentKeys = [
  'content1_title',
  'content1_subtitle',
  'content2_title',
  'content2_subtitle',
  'content3_title',
  'content3_subtitle',
] as const;

const bannersOf = (db: Db, moduleId: number, key: string) =>
  db
    .select()
    .from(moduleBanners)
    .where(and(eq(moduleBanners.moduleId, moduleId), eq(moduleBanners.key, key), eq(moduleBanners.status, 1)))
    .orderBy(asc(moduleBanners.id));

/** The module's active banners of one key, oldest first. */
export const moduleBannersOf = async (db: Db, moduleId: number, key: string, locale: string) =>
  (await bannersOf(db, moduleId, key)).map((r) => serializeModuleBanner(r, locale));

/** An active store's active banners (404 for an unknown or inactive store). */
export async function storeBannersOf(db: Db, storeId: number, locale: string) {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store || store.status !== 1) throw notFound('store_id', 'Store not found.');
  const rows = await db
    .select()
    .from(storeBanners)
    .where(and(eq(storeBanners.storeId, store.id), eq(storeBanners.status, 1)))
    .orderBy(asc(storeBanners.id));
  return rows.map((r) => serializeStoreBanner(r, locale));
}

/** The video section: its video banners, and the texts of its three steps from the first three "why choose" ones. */
export async function videoContentSection(db: Db, moduleId: number, locale: string) {
  const [videos, points] = await Promise.all([
    bannersOf(db, moduleId, 'video_content'),
    bannersOf(db, moduleId, 'why_choose'),
  ]);
  const banners = videos.map((r) => serializeModuleBanner(r, locale));
  const video = banners[0];
  const texts = points.slice(0, 3).flatMap((p) => {
    const b = serializeModuleBanner(p, locale);
    return [b.title, b.short_description];
  });
  return {
    banners,
    banner_contents: videoContentKeys.map((key, i) => ({
      id: i + 1,
      module_id: moduleId,
      key,
      value: texts[i] ?? '',
      type: 'video_banner_content' as const,
      status: 1,
    })),
    section_title: video?.title ?? null,
    banner_type: video ? ('video' as const) : null,
    banner_video: video?.value ?? null,
    banner_image: videos[0]?.image ?? null,
    banner_image_full_url: video?.image_full_url ?? null,
  };
}
