// Basic (store) campaigns: the running ones of a module and their wire shape (GET /banners, GET /campaigns/basic).
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { campaigns, itemCampaigns, stores } from '../../db/schema/catalogue.ts';
import { localClock } from '../../../domain/shop-time.ts';
import { notFound } from '../http/errors.ts';
import { mediaUrl, tr, type SerializeOptions } from '../http/serialize.ts';
import { runsAt } from '../catalogue/running.ts';
import { serializeItems } from '../items/item.ts';
import { serializeStores } from '../stores/store.ts';

/** Active campaigns running on `date` (`YYYY-MM-DD`, shop time), of one module when given. */
export function runningCampaigns(db: Db, date: string, moduleId: number | null) {
  const conds: SQL[] = [eq(campaigns.status, 1), runsAt(campaigns.startDate, campaigns.endDate, date)];
  if (moduleId) conds.push(eq(campaigns.moduleId, moduleId));
  return db
    .select()
    .from(campaigns)
    .where(and(...conds))
    .orderBy(asc(campaigns.id));
}

export const serializeCampaign = (
  c: typeof campaigns.$inferSelect,
  locale: string,
): components['schemas']['BasicCampaign'] => ({
  id: c.id,
  title: tr(c.translations, locale, 'title', c.title),
  description: tr(c.translations, locale, 'description', c.description),
  image_full_url: mediaUrl(c.image),
  module_id: c.moduleId,
  store_ids: c.storeIds,
  available_date_starts: c.startDate,
  available_date_ends: c.endDate,
  start_time: c.startTime,
  end_time: c.endTime,
});

/**
 * A campaign running on `date` (of the module, when one is chosen) with its active stores of the campaign's module
 * in the zones (404 when it is not running).
 */
export async function runningCampaignWithStores(
  db: Db,
  campaignId: number,
  date: string,
  moduleId: number | null,
  zoneIds: number[],
  opts: SerializeOptions,
) {
  const campaign = (await runningCampaigns(db, date, moduleId)).find((c) => c.id === campaignId);
  if (!campaign) throw notFound('basic_campaign_id', 'Campaign not found.');
  const rows = campaign.storeIds.length
    ? await db
        .select()
        .from(stores)
        .where(
          and(
            inArray(stores.id, campaign.storeIds),
            eq(stores.status, 1),
            eq(stores.moduleId, campaign.moduleId),
            inArray(stores.zoneId, zoneIds),
          ),
        )
        .orderBy(asc(stores.id))
    : [];
  return { ...serializeCampaign(campaign, opts.locale), stores: await serializeStores(db, rows, opts) };
}

/** The module's active item campaigns running today at approved stores of the zones, by id, as items. */
export async function runningItemCampaigns(db: Db, moduleId: number, zoneIds: number[], opts: SerializeOptions) {
  const { date } = localClock(opts.now);
  const rows = await db
    .select({ c: itemCampaigns })
    .from(itemCampaigns)
    .innerJoin(stores, eq(stores.id, itemCampaigns.storeId))
    .where(
      and(
        eq(itemCampaigns.status, 1),
        eq(itemCampaigns.moduleId, moduleId),
        eq(stores.status, 1),
        inArray(stores.zoneId, zoneIds),
        runsAt(itemCampaigns.startDate, itemCampaigns.endDate, date),
      ),
    )
    .orderBy(asc(itemCampaigns.id));
  return serializeItems(
    db,
    rows.map((r) => r.c),
    opts,
  );
}
