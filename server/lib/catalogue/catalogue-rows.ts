// The catalogue rows cart writes and order placement read on every request — items, campaign items, stores, add-ons,
// the items' flash-sale offers, a store's opening hours, zones and the modules' charges in them — kept in this
// process in bounded LRUs and emptied through the same path as the public caches (lib/http/public-caches.ts): a write
// to one of their tables, by whatever process or tool, notifies cache_invalidate '<table>' from the database's own
// trigger, and on PostgreSQL the generation is checked once per use (`rows()`) before any hit is served. A cart write
// then reads its cart lines and nothing else, where it read the lines' items row by row, ~45 columns each, which
// PGlite decodes on the main thread; an order placement reads 5 statements instead of 17 (bench/README.md).
// Placement prices from these rows only where a hit is provably current (PGlite: `rows({ money: true })`).
// A row read while a cache was being emptied is used by its request but not kept (the registry's epoch). Kept rows
// are frozen: a caller that changed one would change it for every later request.
import { getTableName, inArray, type Table } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { addOns, itemCampaigns, items, moduleZones, storeSchedules, stores, zones } from '../../db/schema/catalogue.ts';
import { flashSaleItems, flashSales } from '../../db/schema/promotions.ts';
import type { PublicCaches } from '../http/public-caches.ts';
import type { AddOnRow, ItemCampaignRow, ItemRow, StoreRow, StoreScheduleRow } from '../../db/row-types.ts';
import { flashOffers, runningFlashPricesOf, type FlashOffer, type FlashPrice } from './flash-price.ts';

/** Catalogue rows by id (any status: the caller checks), from the database or the cache. */
export interface CatalogueRows {
  items(ids: number[]): Promise<Map<number, ItemRow>>;
  campaigns(ids: number[]): Promise<Map<number, ItemCampaignRow>>;
  stores(ids: number[]): Promise<Map<number, StoreRow>>;
  addOns(ids: number[]): Promise<AddOnRow[]>;
  /** The items' running flash-sale prices at `now` (lib/catalogue/flash-price.ts). */
  flashPrices(itemIds: number[], now: Date): Promise<Map<number, FlashPrice>>;
  /** A store's opening hours (its schedule rows). */
  schedules(storeId: number): Promise<StoreScheduleRow[]>;
  zone(id: number): Promise<ZoneRow | undefined>;
  /** The module's charges in the zone (module_zones), if it is served there. */
  moduleZone(moduleId: number, zoneId: number): Promise<ModuleZoneRow | undefined>;
}

export type ZoneRow = typeof zones.$inferSelect;
export type ModuleZoneRow = typeof moduleZones.$inferSelect;

const byId = async <T extends { id: number }>(rows: Promise<T[]>) => new Map((await rows).map((r) => [r.id, r]));

type Read<V> = (ids: number[]) => Promise<Map<number, V>>;
interface Readers {
  items: Read<ItemRow>;
  campaigns: Read<ItemCampaignRow>;
  stores: Read<StoreRow>;
  addOns: Read<AddOnRow>;
  flashOffers: Read<FlashOffer[]>;
  schedules: Read<StoreScheduleRow[]>;
  zones: Read<ZoneRow>;
  /** By module: the module's rows in every zone. */
  moduleZones: Read<ModuleZoneRow[]>;
}

/** Rows grouped by one of their columns, every id asked for present (an empty list when it has none). */
const groupedBy = async <T>(ids: number[], rows: Promise<T[]>, key: (row: T) => number) => {
  const groups = new Map(ids.map((id) => [id, [] as T[]]));
  for (const row of await rows) groups.get(key(row))?.push(row);
  return groups;
};

/** Each kind of row read by id (distinct ids, at least one): what the cache asks for what it lacks. */
const readers = (db: Db): Readers => ({
  items: (ids: number[]) => byId(db.select().from(items).where(inArray(items.id, ids))),
  campaigns: (ids: number[]) => byId(db.select().from(itemCampaigns).where(inArray(itemCampaigns.id, ids))),
  stores: (ids: number[]) => byId(db.select().from(stores).where(inArray(stores.id, ids))),
  addOns: (ids: number[]) => byId(db.select().from(addOns).where(inArray(addOns.id, ids))),
  flashOffers: (ids: number[]) => flashOffers(db, ids),
  schedules: (ids) =>
    groupedBy(ids, db.select().from(storeSchedules).where(inArray(storeSchedules.storeId, ids)), (r) => r.storeId),
  zones: (ids) => byId(db.select().from(zones).where(inArray(zones.id, ids))),
  moduleZones: (ids) =>
    groupedBy(ids, db.select().from(moduleZones).where(inArray(moduleZones.moduleId, ids)), (r) => r.moduleId),
});
/** The rows, read from the database on every call. */
export function readCatalogueRows(db: Db): CatalogueRows {
  return rowsFrom(readers(db));
}

function rowsFrom(read: Readers): CatalogueRows {
  const some = async <V>(ids: number[], r: Read<V>) => (ids.length ? r([...new Set(ids)]) : new Map<number, V>());
  return {
    items: (ids) => some(ids, read.items),
    campaigns: (ids) => some(ids, read.campaigns),
    stores: (ids) => some(ids, read.stores),
    addOns: async (ids) => [...(await some(ids, read.addOns)).values()],
    flashPrices: async (ids, now) => runningFlashPricesOf(await some(ids, read.flashOffers), now),
    schedules: async (storeId) => (await read.schedules([storeId])).get(storeId) ?? [],
    zone: async (id) => (await read.zones([id])).get(id),
    moduleZone: async (moduleId, zoneId) =>
      (await read.moduleZones([moduleId])).get(moduleId)?.find((p) => p.zoneId === zoneId),
  };
}

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
};

/** Rows of one kind by id, in a bounded LRU emptied by a write to `tables`; ids the database lacks are kept as such. */
function cachedReader<V>(caches: PublicCaches, tables: Table[], max: number, read: Read<V>) {
  const lru = new LRUCache<number, { row: V | null }>({ max });
  caches.add(
    () => lru.clear(),
    tables.map((t) => getTableName(t)),
  );
  /** `epoch`: the registry's, noted before anything of the request was looked up. */
  return (epoch: number): Read<V> =>
    async (ids) => {
      const found = new Map<number, V>();
      const missing: number[] = [];
      for (const id of ids) {
        const hit = lru.get(id);
        if (!hit) missing.push(id);
        else if (hit.row !== null) found.set(id, hit.row);
      }
      if (!missing.length) return found;
      const read_ = await read(missing);
      // kept only if no cache was emptied since the request looked: else these rows may predate that change
      const keep = caches.epoch === epoch;
      for (const id of missing) {
        const row = read_.get(id) ?? null;
        if (row !== null) found.set(id, row);
        if (keep) lru.set(id, { row: deepFreeze(row) });
      }
      return found;
    };
}

declare module '../http/handler.ts' {
  interface AppContext {
    /** The catalogue rows cart writes and order placement read, cached in this process. */
    catalogue: CatalogueCache;
  }
}

export interface CatalogueCache {
  /**
   * The rows as of now (on PostgreSQL after one generation check). `money`: the order's price will be charged from
   * them — served from the cache only where a hit is provably current (PGlite; on PostgreSQL a change committed by
   * another process may still be on its way: read).
   */
  rows(options?: { money?: boolean }): Promise<CatalogueRows>;
}

/** The process's catalogue cache (`buildApp`), registered with the public caches. */
export function catalogueCache(caches: PublicCaches, db: Db, max = 5000): CatalogueCache {
  const read = readers(db);
  const cached = {
    items: cachedReader(caches, [items], max, read.items),
    campaigns: cachedReader(caches, [itemCampaigns], max, read.campaigns),
    stores: cachedReader(caches, [stores], max, read.stores),
    addOns: cachedReader(caches, [addOns], max, read.addOns),
    flashOffers: cachedReader(caches, [flashSaleItems, flashSales], max, read.flashOffers),
    schedules: cachedReader(caches, [storeSchedules], max, read.schedules),
    zones: cachedReader(caches, [zones], max, read.zones),
    moduleZones: cachedReader(caches, [moduleZones], max, read.moduleZones),
  };
  return {
    async rows(options = {}) {
      if (options.money && !caches.current) return rowsFrom(read);
      await caches.check();
      const epoch = caches.epoch;
      return rowsFrom({
        items: cached.items(epoch),
        campaigns: cached.campaigns(epoch),
        stores: cached.stores(epoch),
        addOns: cached.addOns(epoch),
        flashOffers: cached.flashOffers(epoch),
        schedules: cached.schedules(epoch),
        zones: cached.zones(epoch),
        moduleZones: cached.moduleZones(epoch),
      });
    },
  };
}
