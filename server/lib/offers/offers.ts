// Offers: serializers of wallet bonuses, cashback offers, brands, flash sales and advertisements, and the running
// rows of each. The reward rules are domain/pricing/cashback.ts; the item discount rule discount.ts.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import { bestReward } from '../../../domain/pricing/cashback.ts';
import { rawDiscount } from '../../../domain/pricing/discount.ts';
import { round2 } from '../../../domain/pricing/money.ts';
import { formatShopTime } from '../../../domain/shop-time.ts';
import type { Db } from '../../db/client.ts';
import { items, stores } from '../../db/schema/catalogue.ts';
import {
  advertisements,
  cashBacks,
  flashSaleItems,
  flashSales,
  type brands,
  walletBonuses,
} from '../../db/schema/promotions.ts';
import { iso, mediaUrl, stamps, tr, type SerializeOptions } from '../http/serialize.ts';
import { serializeItems } from '../items/item.ts';
import { loadStoresByIds } from '../stores/store.ts';
import { forCustomer, runsAt } from '../catalogue/running.ts';

type Schemas = components['schemas'];
export type CashbackRow = typeof cashBacks.$inferSelect;

/** Wallet bonuses running on `date` (`YYYY-MM-DD`, shop time). */
export const runningWalletBonuses = (db: Db, date: string) =>
  db
    .select()
    .from(walletBonuses)
    .where(and(eq(walletBonuses.status, 1), runsAt(walletBonuses.startDate, walletBonuses.endDate, date)))
    .orderBy(asc(walletBonuses.id));

export const serializeWalletBonus = (
  row: typeof walletBonuses.$inferSelect,
  locale: string,
): Schemas['WalletBonus'] => ({
  id: row.id,
  title: tr(row.translations, locale, 'title', row.title),
  description: tr(row.translations, locale, 'description', row.description),
  bonus_type: row.bonusType,
  bonus_amount: row.bonusAmount,
  minimum_add_amount: row.minimumAddAmount,
  maximum_bonus_amount: row.maximumBonusAmount,
  start_date: row.startDate,
  end_date: row.endDate,
  status: row.status,
  ...stamps(row),
});

/** Cashback offers running on `date` for a customer (offers for everyone or naming them). */
export async function runningCashbacks(db: Db, date: string, userId: number): Promise<CashbackRow[]> {
  const rows = await db
    .select()
    .from(cashBacks)
    .where(and(eq(cashBacks.status, 1), runsAt(cashBacks.startDate, cashBacks.endDate, date)))
    .orderBy(asc(cashBacks.id));
  return rows.filter((r) => forCustomer(r, userId));
}

export const serializeCashback = (row: CashbackRow, locale: string): Schemas['Cashback'] => ({
  id: row.id,
  title: tr(row.translations, locale, 'title', row.title),
  customer_id: row.customerIds,
  cashback_type: row.cashbackType,
  same_user_limit: row.sameUserLimit,
  cashback_amount: row.cashbackAmount,
  min_purchase: row.minPurchase,
  max_discount: row.maxDiscount,
  start_date: row.startDate,
  end_date: row.endDate,
  status: row.status,
  ...stamps(row),
});

/** A cashback row as a reward rule of domain/pricing/cashback.ts. */
export const cashbackRule = (row: CashbackRow) => ({
  row,
  type: row.cashbackType,
  value: row.cashbackAmount,
  minimum: row.minPurchase,
  maximum: row.maxDiscount,
});

/** The best running cashback for an order of `amount` and what it gives back (all zeros when none applies). */
export async function cashbackOfAmount(db: Db, amount: number, date: string, userId: number) {
  const rows = await runningCashbacks(db, date, userId);
  const best = bestReward(amount, rows.map(cashbackRule));
  if (!best)
    return { calculated_amount: 0, cashback_amount: 0, cashback_type: '' as const, min_purchase: 0, max_discount: 0 };
  const { row } = best.rule;
  return {
    calculated_amount: round2(best.reward),
    cashback_amount: row.cashbackAmount,
    cashback_type: row.cashbackType,
    min_purchase: row.minPurchase,
    max_discount: row.maxDiscount,
  };
}

export const serializeBrand = (
  row: typeof brands.$inferSelect,
  locale: string,
  itemsCount: number,
): Schemas['Brand'] => ({
  id: row.id,
  module_id: row.moduleId,
  name: tr(row.translations, locale, 'name', row.name),
  slug: row.slug,
  image: row.image.split('/').pop()!,
  image_full_url: mediaUrl(row.image),
  status: row.status,
  items_count: itemsCount,
  ...stamps(row),
});

export type FlashSaleRow = typeof flashSales.$inferSelect;

/** The module's published flash sale running at `now` (the earliest ending first), or undefined. */
export async function runningFlashSale(db: Db, moduleId: number | null, now: Date, id?: number) {
  const [sale] = await db
    .select()
    .from(flashSales)
    .where(
      and(
        eq(flashSales.isPublish, 1),
        runsAt(flashSales.startDate, flashSales.endDate, now),
        moduleId ? eq(flashSales.moduleId, moduleId) : undefined,
        id ? eq(flashSales.id, id) : undefined,
      ),
    )
    .orderBy(asc(flashSales.endDate), asc(flashSales.id))
    .limit(1);
  return sale;
}

/** Conditions of a flash sale's available products: active, stock left, an active item of an approved store in the zones. */
const availableProducts = (saleId: number, zoneIds: number[]) =>
  and(
    eq(flashSaleItems.flashSaleId, saleId),
    eq(flashSaleItems.status, 1),
    gt(flashSaleItems.stock, flashSaleItems.sold),
    eq(items.status, 1),
    eq(stores.status, 1),
    inArray(stores.zoneId, zoneIds),
  );

/** A page of a flash sale's available products, serialized with their items. */
export async function flashSaleProducts(
  db: Db,
  saleId: number,
  zoneIds: number[],
  page: { limit: number; skip: number } | null,
  opts: SerializeOptions,
): Promise<{ total: number; products: Schemas['FlashSaleProduct'][] }> {
  const where = availableProducts(saleId, zoneIds);
  const base = db
    .select({ product: flashSaleItems, item: items })
    .from(flashSaleItems)
    .innerJoin(items, eq(items.id, flashSaleItems.itemId))
    .innerJoin(stores, eq(stores.id, items.storeId))
    .where(where)
    .orderBy(asc(flashSaleItems.id));
  const [rows, [count]] = await Promise.all([
    page ? base.limit(page.limit).offset(page.skip) : base,
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(flashSaleItems)
      .innerJoin(items, eq(items.id, flashSaleItems.itemId))
      .innerJoin(stores, eq(stores.id, items.storeId))
      .where(where),
  ]);
  const serialized = await serializeItems(
    db,
    rows.map((r) => r.item),
    opts,
  );
  return {
    total: count?.n ?? 0,
    products: rows.map(({ product: p, item }, i) => ({
      id: p.id,
      flash_sale_id: p.flashSaleId,
      item_id: p.itemId,
      stock: p.stock,
      sold: p.sold,
      available_stock: p.stock - p.sold,
      discount_type: p.discountType,
      discount: p.discount,
      price: round2(Math.max(0, item.price - rawDiscount(item.price, p.discount, p.discountType))),
      item: serialized[i]!,
    })),
  };
}

export const serializeFlashSale = (
  sale: FlashSaleRow,
  locale: string,
  products: Schemas['FlashSaleProduct'][],
): Schemas['FlashSale'] => ({
  id: sale.id,
  module_id: sale.moduleId,
  title: tr(sale.translations, locale, 'title', sale.title),
  start_date: formatShopTime(sale.startDate)!,
  end_date: formatShopTime(sale.endDate)!,
  is_publish: sale.isPublish,
  active_products: products,
});

/** Approved advertisements running at `now` in the zones (module when given), by priority, serialized with their stores. */
export async function runningAdvertisements(
  db: Db,
  zoneIds: number[],
  moduleId: number | null,
  opts: SerializeOptions,
): Promise<Schemas['Advertisement'][]> {
  const rows = await db
    .select({ ad: advertisements })
    .from(advertisements)
    .innerJoin(stores, eq(stores.id, advertisements.storeId))
    .where(
      and(
        eq(advertisements.status, 'approved'),
        runsAt(advertisements.startDate, advertisements.endDate, opts.now),
        inArray(advertisements.zoneId, zoneIds),
        eq(stores.status, 1),
        moduleId ? eq(advertisements.moduleId, moduleId) : undefined,
      ),
    )
    .orderBy(asc(advertisements.priority), asc(advertisements.id));
  const storeById = await loadStoresByIds(
    db,
    rows.map((r) => r.ad.storeId),
    opts,
  );
  const media = (path: string | null) => (path ? mediaUrl(path) : null);
  return rows.map(({ ad }) => ({
    id: ad.id,
    module_id: ad.moduleId,
    zone_id: ad.zoneId,
    store_id: ad.storeId,
    add_type: ad.addType,
    title: tr(ad.translations, opts.locale, 'title', ad.title),
    description: tr(ad.translations, opts.locale, 'description', ad.description),
    cover_image_full_url: media(ad.coverImage),
    profile_image_full_url: media(ad.profileImage),
    video_attachment_full_url: media(ad.videoAttachment),
    start_date: iso(ad.startDate),
    end_date: iso(ad.endDate),
    priority: ad.priority,
    is_rating_active: ad.isRatingActive,
    is_review_active: ad.isReviewActive,
    status: ad.status,
    store: storeById.get(ad.storeId)!,
  }));
}
