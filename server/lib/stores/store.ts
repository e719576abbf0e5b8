// The 6amMart store JSON (components.schemas.Store). Rental providers are stores of the rental module.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { items, modules, storeSchedules, stores, type StoreDiscount } from '../../db/schema/catalogue.ts';
import { straightLineMeters } from '../../../domain/geo.ts';
import { isDiscountRunning, isStoreOpen, nextOpeningToday, type OpeningPeriod } from '../../../domain/availability.ts';
import { round2 } from '../../../domain/pricing/money.ts';
import { fullTime } from '../../../domain/shop-time.ts';
import { idOrSlugWhere } from '../http/scope.ts';
import { columns, flags, mediaUrl, stamps, tr, type SerializeOptions } from '../http/serialize.ts';
import type { ModuleRow } from '../../db/row-types.ts';
import { serializeModuleRef } from '../catalogue/module.ts';

export type { StoreRow, StoreScheduleRow } from '../../db/row-types.ts';
import type { StoreRow, StoreScheduleRow } from '../../db/row-types.ts';
export type StoreJson = components['schemas']['Store'];

export interface StoreRefs {
  module: ModuleRow;
  schedules: StoreScheduleRow[];
  /** Active items of the store (total_items). */
  totalItems?: number;
}

/** The store's schedule rows as opening periods (the Store JSON's `schedules[]`). */
export const openingPeriods = (schedules: StoreScheduleRow[]): (OpeningPeriod & { id: number; store_id: number })[] =>
  schedules.map((s) => ({
    id: s.id,
    store_id: s.storeId,
    day: s.day,
    opening_time: fullTime(s.openingTime),
    closing_time: fullTime(s.closingTime),
  }));

/** Whether a store (or rental provider) is open at `at`, reading its schedule from the database. */
export async function storeOpenAt(db: Db, store: StoreRow, at: Date): Promise<boolean> {
  if (store.status !== 1 || !store.active) return false;
  const schedules = await db.select().from(storeSchedules).where(eq(storeSchedules.storeId, store.id));
  return isStoreOpen(store, openingPeriods(schedules), at);
}

/** The store's (or provider's) discount while it runs at `now`, as a pricing rule; else null. */
export const runningDiscount = (store: Pick<StoreRow, 'discount'>, now: Date): StoreDiscount | null =>
  store.discount && isDiscountRunning(store.discount, now) ? store.discount : null;

/** A store's vendor id (the chat's receiver_id): one vendor per store here, numbered as its store. */
export const vendorIdOf = (storeId: number) => storeId;

export function serializeStore(row: StoreRow, refs: StoreRefs, opts: SerializeOptions): StoreJson {
  const schedules = openingPeriods(refs.schedules);
  const open = isStoreOpen(row, schedules, opts.now);
  const ratings = row.ratings.length === 5 ? row.ratings : [0, 0, 0, 0, 0];
  const totalRatings = ratings.reduce((a, b) => a + b, 0);
  const distance =
    opts.lat != null && opts.lng != null
      ? round2(straightLineMeters(opts.lat, opts.lng, row.latitude, row.longitude))
      : 0;
  return {
    id: row.id,
    vendor_id: vendorIdOf(row.id),
    name: tr(row.translations, opts.locale, 'name', row.name),
    ...columns(row, ['slug', 'phone', 'email']),
    logo_full_url: mediaUrl(row.logo),
    cover_photo_full_url: mediaUrl(row.coverPhoto),
    latitude: String(row.latitude),
    longitude: String(row.longitude),
    address: tr(row.translations, opts.locale, 'address', row.address),
    ...columns(row, [
      'footerText',
      'minimumOrder',
      'scheduleOrder',
      'active',
      'delivery',
      'takeAway',
      'freeDelivery',
      'tax',
      'zoneId',
      'moduleId',
      'deliveryTime',
      'perKmShippingCharge',
      'minimumShippingCharge',
      'maximumShippingCharge',
      'prescriptionOrder',
      'cutlery',
      'announcementMessage',
      'ratingCount',
      'orderCount',
      'pickupZoneId',
      'storeBusinessModel',
    ]),
    ...flags(row, ['status', 'featured', 'selfDeliverySystem', 'veg', 'nonVeg', 'halalTagStatus', 'announcement']),
    open: open ? 1 : 0,
    module: serializeModuleRef(refs.module, opts.locale),
    avg_rating: round2(row.avgRating),
    ratings,
    positive_rating: totalRatings ? round2(((ratings[0]! + ratings[1]!) * 100) / totalRatings) : 0,
    total_items: refs.totalItems ?? 0,
    discount: row.discount ?? null,
    schedules,
    distance,
    current_opening_time: open ? null : nextOpeningToday(schedules, opts.now),
    ...stamps(row),
  };
}

/** Serializes store rows, loading their modules, schedules and item counts in three queries. */
export async function serializeStores(db: Db, rows: StoreRow[], opts: SerializeOptions): Promise<StoreJson[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const moduleIds = [...new Set(rows.map((r) => r.moduleId))];
  const [mods, schedules, counts] = await Promise.all([
    db.select().from(modules).where(inArray(modules.id, moduleIds)),
    db
      .select()
      .from(storeSchedules)
      .where(inArray(storeSchedules.storeId, ids))
      .orderBy(asc(storeSchedules.day), asc(storeSchedules.id)),
    db
      .select({ storeId: items.storeId, n: sql<number>`count(*)::int` })
      .from(items)
      .where(and(inArray(items.storeId, ids), eq(items.status, 1)))
      .groupBy(items.storeId),
  ]);
  const moduleById = new Map(mods.map((m) => [m.id, m]));
  const countByStore = new Map(counts.map((c) => [c.storeId, c.n]));
  return rows.map((row) =>
    serializeStore(
      row,
      {
        module: moduleById.get(row.moduleId)!,
        schedules: schedules.filter((s) => s.storeId === row.id),
        totalItems: countByStore.get(row.id) ?? 0,
      },
      opts,
    ),
  );
}

/** Stores by id (any status), serialized, keyed by id — for carts, wishlists, orders, rental providers. */
export async function loadStoresByIds(db: Db, ids: number[], opts: SerializeOptions): Promise<Map<number, StoreJson>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select().from(stores).where(inArray(stores.id, unique));
  const out = await serializeStores(db, rows, opts);
  return new Map(out.map((s) => [s.id, s]));
}

/** One store row by id or slug. */
export async function findStoreRow(db: Db, idOrSlug: string | number): Promise<StoreRow | undefined> {
  const where = idOrSlugWhere(stores, idOrSlug);
  if (!where) return undefined;
  const [row] = await db.select().from(stores).where(where);
  return row;
}
