// Offers: wallet bonuses, cashback (list and the cashback of an amount), brands and their items, the running flash
// sale and its items, advertisements and basic campaigns.
import { localClock } from '../../domain/shop-time.ts';
import { runningCampaigns, runningCampaignWithStores, serializeCampaign } from '../lib/discovery/campaign.ts';
import { notFound, unauthenticated } from '../lib/http/errors.ts';
import { defineHandlers } from '../lib/http/handler.ts';
import { brandItemPage, brandsWithItemCounts } from '../lib/offers/brands.ts';
import {
  cashbackOfAmount,
  flashSaleProducts,
  runningAdvertisements,
  runningCashbacks,
  runningFlashSale,
  runningWalletBonuses,
  serializeCashback,
  serializeFlashSale,
  serializeWalletBonus,
} from '../lib/offers/offers.ts';

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
    return cashbackOfAmount(ctx.db, req.query.amount, localClock(req.scope.now).date, req.user.id);
  },

  getBrands: async (req) => {
    const module = req.scope.module();
    const zoneIds = req.scope.zoneIds();
    return brandsWithItemCounts(ctx.db, module?.id ?? null, zoneIds, req.scope.locale);
  },

  getBrandItems: async (req) => brandItemPage(ctx, req, req.params.brand_id),

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
    if (!sale) throw notFound('flash_sale_id', 'Flash sale not found.');
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
    const id = req.query.basic_campaign_id;
    return runningCampaignWithStores(ctx.db, id, date, module?.id ?? null, zoneIds, req.scope.serialize);
  },
}));
