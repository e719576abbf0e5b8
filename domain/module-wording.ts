// Wording that adapts to the module (spec part 1 §1, part 2 §1): foods, vehicles or items; restaurants, providers
// or stores. Returns stable kinds; the views translate them.

export const moduleTypes = ['grocery', 'pharmacy', 'ecommerce', 'food', 'parcel', 'rental'] as const;
export type ModuleType = (typeof moduleTypes)[number];

export type ItemKind = 'foods' | 'vehicles' | 'items';
export type StoreKind = 'restaurants' | 'providers' | 'stores';

export const isModuleType = (value: unknown): value is ModuleType => moduleTypes.includes(value as ModuleType);

/** What the module sells: foods (food), vehicles (rental), otherwise items. */
export function itemKind(moduleType: string | null | undefined): ItemKind {
  if (moduleType === 'food') return 'foods';
  if (moduleType === 'rental') return 'vehicles';
  return 'items';
}

/** Who sells it: restaurants (food), providers (rental), otherwise stores. */
export function storeKind(moduleType: string | null | undefined): StoreKind {
  if (moduleType === 'food') return 'restaurants';
  if (moduleType === 'rental') return 'providers';
  return 'stores';
}

/** Both kinds at once. */
export const moduleWording = (moduleType: string | null | undefined) => ({
  items: itemKind(moduleType),
  stores: storeKind(moduleType),
});

/** Parcel has no stores or items of its own: its home shows categories and banners only. */
export const hasStoreCatalogue = (moduleType: string | null | undefined) => moduleType !== 'parcel';

/** The /interest step is skipped for parcel (spec part 2 §2). */
export const asksForInterests = (moduleType: string | null | undefined) => moduleType !== 'parcel';

/**
 * The SPA's stored `zoneid` value (a JSON array string such as "[2,1]") as numbers; anything else → [] (no zone yet).
 * (The server reads the `zoneId` request header with its own errors: server/lib/http/scope.ts zoneIdsOfHeader.)
 */
export function storedZoneIds(raw: string | null | undefined): number[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.map(Number).filter((n) => Number.isInteger(n));
  } catch {
    return [];
  }
}

/** Module zones as ids, whether the API sends `zones: [{id}]` or plain ids. */
export const zoneIdsOf = (zones: ReadonlyArray<{ id: number } | number> | null | undefined): number[] =>
  (zones ?? []).map((z) => (typeof z === 'number' ? z : z.id));

/** Only modules whose zones match the stored zone ids (spec part 2 §2); with no stored zone, none. */
export function modulesInZones<M extends { zones?: ReadonlyArray<{ id: number } | number> | null }>(
  modules: readonly M[],
  zoneIds: readonly number[],
): M[] {
  if (zoneIds.length === 0) return [];
  const wanted = new Set(zoneIds);
  return modules.filter((m) => zoneIdsOf(m.zones).some((id) => wanted.has(id)));
}

/** Rental cart rule (spec part 2 §4): the provider's pickup zone matches one of the new module's zones. */
export function pickupZoneMatches(
  pickupZoneIds: readonly (number | string)[] | null | undefined,
  moduleZoneIds: readonly number[],
): boolean {
  const zones = new Set(moduleZoneIds);
  return (pickupZoneIds ?? []).some((id) => zones.has(Number(id)));
}
