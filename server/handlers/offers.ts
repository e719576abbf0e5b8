// Offers: wallet bonuses, cashback (list and the cashback of an amount), brands and their items, the running flash
// sale and its items, advertisements and basic campaigns.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { bestReward } from '../../domain/pricing/cashback.ts';
import { round2 } from '../../domain/pricing/money.ts';
import { localClock } from '../../domain/shop-time.ts';
import { items, stores } from '../db/schema/catalogue.ts';
import { brandItems, brands } from '../db/schema/promotions.ts';
import { runningCampaigns, serializeCampaign } from '../lib/catalogue/campaign.ts';
import { notFound, unauthenticated } from '../lib/http/errors.ts';
import { defineHandlers } from '../lib/http/handler.ts';
import { listItems } from '../lib/items/item-list.ts';
import { serializeStores } from '../lib/stores/store.ts';
import {
  cashbackRule,
  flashSaleProducts,
  runningAdvertisements,
  runningCashbacks,
  runningFlashSale,
  runningWalletBonuses,
  serializeBrand,
  serializeCashback,
  serializeFlashSale,
  serializeWalletBonus,
} from '../lib/offers/offers.ts';

export const offersMessages = {
  brand: 'Brand not found.',
  campaign: 'Campaign not found.',
  flashSale: 'Flash sale not found.',
};

export const offersHandlers = defineHandlers((ctx) => ({
  getWalletBonuses: async (req) => {
    const { date } = localClock(req.scope.now);
    const rows = await runningWalletBonuses(ctx.db, date);
    return rows.map((r) => serializeWalletBonus(r, req.scope.locale));
  },

  getCashbackList: async (req) => {
    if (!req.user) throw unauthenticated();
    const { date } = localClock(req.scope.now);
    const rows = await runningCashbacks(ctx.db, date, req.user.id);
    return rows.map((r) => serializeCashback(r, req.scope.locale));
  },

  getCashbackAmount: async (req) => {
    if (!req.user) throw unauthenticated();
    const { date } = localClock(req.scope.now);
    const rows = await runningCashbacks(ctx.db, date, req.user.id);
    const best = bestReward(req.query.amount, rows.map(cashbackRule));
    if (!best) return { calculated_amount: 0, cashback_amount: 0, cashback_type: '', min_purchase: 0, max_discount: 0 };
    const { row } = best.rule;
    return {
      calculated_amount: round2(best.reward),
      cashback_amount: row.cashbackAmount,
      cashback_type: row.cashbackType,
      min_purchase: row.minPurchase,
      max_discount: row.maxDiscount,
    };
  },

  getBrands: async (req) => {
    const module = req.scope.module();
    const zoneIds = req.scope.zoneIds();
    const rows = await ctx.db
      .select()
      .from(brands)
      .where(and(eq(brands.status, 1), module ? eq(brands.moduleId, module.id) : undefined))
      .orderBy(asc(brands.name));
    const counts = await ctx.db
      .select({ brandId: brandItems.brandId, n: count() })
      .from(brandItems)
      .innerJoin(items, eq(items.id, brandItems.itemId))
      .innerJoin(stores, eq(stores.id, items.storeId))
      .where(and(eq(items.status, 1), eq(stores.status, 1), zoneIds ? inArray(stores.zoneId, zoneIds) : undefined))
      .groupBy(brandItems.brandId);
    const countOf = new Map(counts.map((c) => [c.brandId, c.n]));
    return rows.map((r) => serializeBrand(r, req.scope.locale, countOf.get(r.id) ?? 0));
  },

  getBrandItems: async (req) => {
    const [brand] = await ctx.db.select().from(brands).where(eq(brands.id, req.params.brand_id));
    if (!brand || brand.status !== 1) throw notFound('brand_id', offersMessages.brand);
    const ids = ctx.db.select({ id: brandItems.itemId }).from(brandItems).where(eq(brandItems.brandId, brand.id));
    return listItems(ctx, req, [inArray(items.id, ids)], [asc(items.name)]);
  },

  getFlashSale: async (req) => {
    const zoneIds = req.scope.zoneIds(true);
    const module = req.scope.module(true);
    const sale = await runningFlashSale(ctx.db, module.id, req.scope.now);
    if (!sale) return {};
    const { products } = await flashSaleProducts(ctx.db, sale.id, zoneIds, null, req.scope.serialize);
    return serializeFlashSale(sale, req.scope.locale, products);
  },

  getFlashSaleItems: async (req) => {
    const zoneIds = req.scope.zoneIds(true);
    const module = req.scope.module();
    const sale = await runningFlashSale(ctx.db, module?.id ?? null, req.scope.now, req.query.flash_sale_id);
    if (!sale) throw notFound('flash_sale_id', offersMessages.flashSale);
    const page = req.scope.page(req.query);
    const { total, products } = await flashSaleProducts(ctx.db, sale.id, zoneIds, page, req.scope.serialize);
    return {
      total_size: total,
      limit: page.limit,
      offset: page.offset,
      flash_sale: serializeFlashSale(sale, req.scope.locale, []),
      products,
    };
  },

  getAdvertisements: async (req) => {
    const zoneIds = req.scope.zoneIds(true);
    const module = req.scope.module();
    return runningAdvertisements(ctx.db, zoneIds, module?.id ?? null, req.scope.serialize);
  },

  getBasicCampaigns: async (req) => {
    req.scope.zoneIds(true);
    const module = req.scope.module();
    const { date } = localClock(req.scope.now);
    const rows = await runningCampaigns(ctx.db, date, module?.id ?? null);
    return rows.map((c) => serializeCampaign(c, req.scope.locale));
  },

  getBasicCampaignDetails: async (req) => {
    const zoneIds = req.scope.zoneIds(true);
    const module = req.scope.module();
    const { date } = localClock(req.scope.now);
    const campaign = (await runningCampaigns(ctx.db, date, module?.id ?? null)).find(
      (c) => c.id === req.query.basic_campaign_id,
    );
    if (!campaign) throw notFound('basic_campaign_id', offersMessages.campaign);
    const rows = campaign.storeIds.length
      ? await ctx.db
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
    return {
      ...serializeCampaign(campaign, req.scope.locale),
      stores: await serializeStores(ctx.db, rows, req.scope.serialize),
    };
  },
}));
