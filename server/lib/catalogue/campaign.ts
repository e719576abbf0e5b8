// Basic (store) campaigns: the running ones of a module and their wire shape (GET /banners, GET /campaigns/basic).
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { campaigns } from '../../db/schema/catalogue.ts';
import { mediaUrl, tr } from '../http/serialize.ts';
import { runsAt } from '../offers/running.ts';

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
