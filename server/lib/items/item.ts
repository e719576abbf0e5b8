// The 6amMart item JSON (components.schemas.Item), for items and item campaigns.
import { inArray, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { itemCampaigns, items, modules, stores } from '../../db/schema/catalogue.ts';
import { isItemAvailable, type AvailabilityWindow } from '../../../domain/availability.ts';
import { round2 } from '../../../domain/pricing/money.ts';
import { fullTime } from '../../../domain/shop-time.ts';
import { idOrSlugWhere } from '../http/scope.ts';
import { columns, flags, mediaUrl, stamps, tr, type SerializeOptions } from '../http/serialize.ts';
import type { ModuleRow } from '../../db/row-types.ts';
import { serializeModuleRef } from '../catalogue/module.ts';
import { runningDiscount, type StoreRow } from '../stores/store.ts';
import type { FlashPrice } from '../catalogue/flash-price.ts';
import { readCatalogueRows, type CatalogueRows } from '../catalogue/catalogue-rows.ts';

export type { AddOnRow, ItemCampaignRow, ItemRow } from '../../db/row-types.ts';
import type { AddOnRow, ItemCampaignRow, ItemRow } from '../../db/row-types.ts';
export type ItemJson = components['schemas']['Item'];

/**
 * The store columns an item's JSON shows (its name, tax, discount, zone, …): all that item lists and carts read of the
 * stores — a whole store row is some forty columns PGlite decodes one by one.
 */
export const itemStoreColumns = {
  id: stores.id,
  name: stores.name,
  translations: stores.translations,
  tax: stores.tax,
  zoneId: stores.zoneId,
  scheduleOrder: stores.scheduleOrder,
  halalTagStatus: stores.halalTagStatus,
  discount: stores.discount,
};
export type ItemStore = Pick<StoreRow, keyof typeof itemStoreColumns>;

export interface ItemRefs {
  store: ItemStore;
  module: ModuleRow;
  /** The store's add-ons (only those listed in the item's add_ons are used). */
  addOns: AddOnRow[];
  /** Wishlist count when the caller knows it (default 0). */
  wishlistCount?: number;
  /** The running flash sale's price of the item, when it is in one (server/lib/catalogue/flash-price.ts). */
  flash?: FlashPrice;
}

const isCampaign = (row: ItemRow | ItemCampaignRow): row is ItemCampaignRow => 'startDate' in row;

/** When the item (or campaign item) can be ordered: its daily window, and a campaign's date range. */
export const availabilityOf = (row: ItemRow | ItemCampaignRow): AvailabilityWindow => ({
  timeStarts: row.availableTimeStarts,
  timeEnds: row.availableTimeEnds,
  dateStarts: isCampaign(row) ? row.startDate : null,
  dateEnds: isCampaign(row) ? row.endDate : null,
});

export function serializeItem(row: ItemRow | ItemCampaignRow, refs: ItemRefs, opts: SerializeOptions): ItemJson {
  const { store, module } = refs;
  const addOnById = new Map(refs.addOns.map((a) => [a.id, a]));
  const { flash } = refs;
  const storeDiscount = flash ? 0 : (runningDiscount(store, opts.now)?.discount ?? 0);
  const json: ItemJson = {
    id: row.id,
    name: tr(row.translations, opts.locale, 'name', row.name),
    slug: row.slug,
    description: tr(row.translations, opts.locale, 'description', row.description),
    image_full_url: mediaUrl(row.image),
    images_full_url: (row.images.length ? row.images : [row.image]).map(mediaUrl),
    ...columns(row, ['categoryId', 'categoryIds', 'variations', 'foodVariations']),
    add_ons: row.addOns
      .map((id) => addOnById.get(id))
      .filter((a): a is AddOnRow => !!a && a.status === 1)
      .map((a) => ({
        id: a.id,
        name: tr(a.translations, opts.locale, 'name', a.name),
        price: a.price,
        store_id: a.storeId,
        status: a.status,
        stock_type: a.stockType as 'unlimited' | 'limited',
        addon_stock: a.addonStock,
      })),
    ...columns(row, ['attributes', 'choiceOptions', 'price']),
    tax: store.tax,
    tax_type: 'percent',
    discount: flash ? flash.discount : row.discount,
    discount_type: flash ? flash.discountType : row.discountType,
    available_time_starts: fullTime(row.availableTimeStarts),
    available_time_ends: fullTime(row.availableTimeEnds),
    store_id: store.id,
    store_name: tr(store.translations, opts.locale, 'name', store.name),
    zone_id: store.zoneId,
    module_type: module.moduleType,
    module: serializeModuleRef(module, opts.locale),
    store_discount: storeDiscount,
    schedule_order: store.scheduleOrder,
    ...flags(store, ['halalTagStatus']),
    unit_type: row.unit,
    avg_rating: round2(row.avgRating),
    ...columns(row, [
      'moduleId',
      'stock',
      'ratingCount',
      'orderCount',
      'maximumCartQuantity',
      'genericName',
      'commonCondition',
      'nutritionsName',
      'allergiesName',
      'tags',
    ]),
    ...flags(row, ['veg', 'status', 'recommended', 'organic', 'isHalal', 'isPrescriptionRequired']),
    whislists_count: refs.wishlistCount ?? 0,
    is_available_now: isItemAvailable(availabilityOf(row), opts.now),
    ...stamps(row),
  };
  if (isCampaign(row)) {
    json.available_date_starts = row.startDate;
    json.available_date_ends = row.endDate;
  }
  return json;
}

/** Where item JSON's stores (their shown columns), add-ons and flash-sale prices come from. */
export type ItemRefRows = Pick<CatalogueRows, 'addOns' | 'flashPrices'> & {
  stores(ids: number[]): Promise<Map<number, ItemStore>>;
};

/** Read from the database: the stores' shown columns only (item lists). */
const readItemRefs = (db: Db): ItemRefRows => ({
  ...readCatalogueRows(db),
  stores: async (ids) =>
    new Map(
      ids.length
        ? (await db.select(itemStoreColumns).from(stores).where(inArray(stores.id, ids))).map((s) => [s.id, s])
        : [],
    ),
});

/** Rows a caller already read with its items (a cart's join, the scope's module), and where to find the others. */
export interface KnownRefs {
  stores?: readonly ItemStore[];
  modules?: readonly ModuleRow[];
  /** The stores, add-ons and flash-sale prices (default: read; the catalogue cache for carts and orders). */
  rows?: ItemRefRows;
}

/**
 * Serializes item (or campaign) rows, loading their stores, modules, add-ons and flash-sale prices (one query each;
 * none for the stores and modules in `known`, none for add-ons when no item lists any).
 */
export async function serializeItems(
  db: Db,
  rows: (ItemRow | ItemCampaignRow)[],
  opts: SerializeOptions,
  wishlistCounts?: Map<number, number>,
  known: KnownRefs = {},
): Promise<ItemJson[]> {
  if (!rows.length) return [];
  const refs = known.rows ?? readItemRefs(db);
  const storeById = new Map((known.stores ?? []).map((s) => [s.id, s]));
  const moduleById = new Map((known.modules ?? []).map((m) => [m.id, m]));
  const storeIds = [...new Set(rows.map((r) => r.storeId))].filter((id) => !storeById.has(id));
  const moduleIds = [...new Set(rows.map((r) => r.moduleId))].filter((id) => !moduleById.has(id));
  const addOnIds = [...new Set(rows.flatMap((r) => r.addOns))];
  const plainIds = rows.filter((r) => !isCampaign(r)).map((r) => r.id);
  const [storeRows, moduleRows, addOnRows, flashPrices] = await Promise.all([
    refs.stores(storeIds),
    moduleIds.length ? db.select().from(modules).where(inArray(modules.id, moduleIds)) : [],
    refs.addOns(addOnIds),
    refs.flashPrices(plainIds, opts.now),
  ]);
  for (const s of storeRows.values()) storeById.set(s.id, s);
  for (const m of moduleRows) moduleById.set(m.id, m);
  return rows.map((row) =>
    serializeItem(
      row,
      {
        store: storeById.get(row.storeId)!,
        module: moduleById.get(row.moduleId)!,
        addOns: addOnRows,
        wishlistCount: wishlistCounts?.get(row.id),
        flash: isCampaign(row) ? undefined : flashPrices.get(row.id),
      },
      opts,
    ),
  );
}

/** Items by id (any status), serialized, keyed by id — for carts, wishlists and orders (`model: Item`). */
export async function loadItemsByIds(db: Db, ids: number[], opts: SerializeOptions): Promise<Map<number, ItemJson>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select().from(items).where(inArray(items.id, unique));
  return new Map((await serializeItems(db, rows, opts)).map((i) => [i.id, i]));
}

/** Campaign items by id, serialized, keyed by id — for carts and orders (`model: ItemCampaign`). */
export async function loadCampaignItemsByIds(
  db: Db,
  ids: number[],
  opts: SerializeOptions,
): Promise<Map<number, ItemJson>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select().from(itemCampaigns).where(inArray(itemCampaigns.id, unique));
  return new Map((await serializeItems(db, rows, opts)).map((i) => [i.id, i]));
}

/** One item row by id or slug. */
export async function findItemRow(db: Db, idOrSlug: string | number): Promise<ItemRow | undefined> {
  const where = idOrSlugWhere(items, idOrSlug);
  if (!where) return undefined;
  const [row] = await db.select().from(items).where(where);
  return row;
}

/** An item campaign by id or slug (what 6amMart's `items/details/{id}?campaign=…` names). */
export async function findItemCampaignRow(db: Db, idOrSlug: string | number): Promise<ItemCampaignRow | undefined> {
  const where = idOrSlugWhere(itemCampaigns, idOrSlug);
  if (!where) return undefined;
  const [row] = await db.select().from(itemCampaigns).where(where);
  return row;
}

/** SQL: items whose category_ids list the category (root or sub). */
export const inCategory = (categoryId: number) =>
  sql`${items.categoryIds} @> ${JSON.stringify([{ id: String(categoryId) }])}::jsonb`;
