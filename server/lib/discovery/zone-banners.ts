// The zone's banners (a store's or an item's only while it is active) and the running basic campaigns.
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { localClock } from '../../../domain/shop-time.ts';
import type { Db } from '../../db/client.ts';
import { banners, items, stores } from '../../db/schema/catalogue.ts';
import { mediaUrl, tr, type SerializeOptions } from '../http/serialize.ts';
import { serializeItems } from '../items/item.ts';
import { serializeStores } from '../stores/store.ts';
import { activeRowsByIds } from '../catalogue/active-rows.ts';
import { runningCampaigns, serializeCampaign } from './campaign.ts';

/** The active banners of the zones (and of the module, when one is chosen), featured first, and today's campaigns. */
export async function bannersAndCampaigns(db: Db, zoneIds: number[], moduleId: number | null, opts: SerializeOptions) {
  const { date } = localClock(opts.now);
  const bannerConds: SQL[] = [eq(banners.status, 1), inArray(banners.zoneId, zoneIds)];
  if (moduleId !== null) bannerConds.push(eq(banners.moduleId, moduleId));
  const [bannerRows, campaignRows] = await Promise.all([
    db
      .select()
      .from(banners)
      .where(and(...bannerConds))
      .orderBy(desc(banners.featured), asc(banners.id)),
    runningCampaigns(db, date, moduleId),
  ]);
  const storeIds = bannerRows.filter((b) => b.type === 'store_wise').map((b) => Number(b.data));
  const itemIds = bannerRows.filter((b) => b.type === 'item_wise').map((b) => Number(b.data));
  const [storeRows, itemRows] = await Promise.all([
    activeRowsByIds(db, stores, storeIds),
    activeRowsByIds(db, items, itemIds),
  ]);
  const storeById = new Map((await serializeStores(db, storeRows, opts)).map((s) => [s.id, s]));
  const itemById = new Map((await serializeItems(db, itemRows, opts)).map((i) => [i.id, i]));
  return {
    campaigns: campaignRows.map((c) => serializeCampaign(c, opts.locale)),
    banners: bannerRows
      // a store/item banner whose target is gone is not shown
      .filter((b) =>
        b.type === 'store_wise'
          ? storeById.has(Number(b.data))
          : b.type === 'item_wise'
            ? itemById.has(Number(b.data))
            : true,
      )
      .map((b) => ({
        id: b.id,
        title: tr(b.translations, opts.locale, 'title', b.title),
        type: b.type,
        image_full_url: mediaUrl(b.image),
        data: b.data,
        zone_id: b.zoneId,
        module_id: b.moduleId,
        featured: b.featured,
        store: b.type === 'store_wise' ? storeById.get(Number(b.data))! : null,
        item: b.type === 'item_wise' ? itemById.get(Number(b.data))! : null,
      })),
  };
}
