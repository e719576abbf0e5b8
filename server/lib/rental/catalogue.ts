// Vehicle search: which providers serve the request's zones (and pickup point), and the search filters.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { modules, stores, zones } from '../../db/schema/catalogue.ts';
import { vehicleBrands, vehicleCategories, vehicles } from '../../db/schema/rental.ts';
import { forbidden } from '../http/errors.ts';
import { idList, jsonList } from '../http/json-lists.ts';
import { pointInPolygon } from '../../../domain/geo.ts';
import { listPage, type Paging } from '../http/scope.ts';
import type { SerializeOptions } from '../http/serialize.ts';
import { serializeVehicles, type VehicleRow } from './serializers.ts';

/** Ids of the rental modules (normally one). */
export async function rentalModuleIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: modules.id }).from(modules).where(eq(modules.moduleType, 'rental'));
  return rows.map((r) => r.id);
}

/** An approved provider (store of a rental module) by id, or undefined. */
export async function findProvider(db: Db, id: number) {
  const ids = await rentalModuleIds(db);
  if (!ids.length) return undefined;
  const [row] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.id, id), inArray(stores.moduleId, ids), eq(stores.status, 1)));
  return row;
}

/** Active zones containing a point. */
export async function zonesAt(db: Db, lat: number, lng: number): Promise<number[]> {
  const rows = await db.select({ id: zones.id, coordinates: zones.coordinates }).from(zones).where(eq(zones.status, 1));
  return rows.filter((z) => pointInPolygon(lat, lng, z.coordinates)).map((z) => z.id);
}

/** Parses `{"lat":..,"lng":..}` (lat/lng numbers or numeric strings). */
export function parsePoint(raw: unknown, field: string): { lat: number; lng: number } {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw forbidden(field, `The ${field.replace(/_/g, ' ')} must be a JSON object with lat and lng.`);
    }
  }
  const v = value as { lat?: unknown; lng?: unknown } | null;
  const lat = Number(v?.lat);
  const lng = Number(v?.lng);
  if (
    !v ||
    v.lat === '' ||
    v.lng === '' ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    Math.abs(lat) > 90 ||
    Math.abs(lng) > 180
  )
    throw forbidden(field, `The ${field.replace(/_/g, ' ')} must have a valid lat and lng.`);
  return { lat, lng };
}

/** Approved rental providers (store rows) of the given zones (all zones when `zoneIds` is null). */
export async function providersOfZones(db: Db, zoneIds: number[] | null) {
  const moduleIds = await rentalModuleIds(db);
  if (!moduleIds.length || (zoneIds && !zoneIds.length)) return [];
  return db
    .select()
    .from(stores)
    .where(
      and(
        inArray(stores.moduleId, moduleIds),
        eq(stores.status, 1),
        zoneIds ? inArray(stores.zoneId, zoneIds) : undefined,
      ),
    );
}

/** Active vehicles of providers, with their category and brand names for the name search. */
export async function vehiclesOfProviders(db: Db, providerIds: number[]) {
  if (!providerIds.length) return [];
  return db
    .select({ vehicle: vehicles, categoryName: vehicleCategories.name, brandName: vehicleBrands.name })
    .from(vehicles)
    .innerJoin(vehicleCategories, eq(vehicleCategories.id, vehicles.categoryId))
    .innerJoin(vehicleBrands, eq(vehicleBrands.id, vehicles.brandId))
    .where(and(inArray(vehicles.providerId, providerIds), eq(vehicles.status, 1)));
}

/** A seating filter: "n" (at least n), "a-b", "a+", or a list of those. */
export function seatsMatcher(list: unknown[] | null): ((seats: number) => boolean) | null {
  if (!list?.length) return null;
  const tests = list.map((entry) => {
    const text = String(entry).trim();
    let m = /^(\d+)\s*-\s*(\d+)$/.exec(text);
    if (m) return (s: number) => s >= Number(m![1]) && s <= Number(m![2]);
    m = /^(\d+)\s*\+?$/.exec(text);
    if (m) return (s: number) => s >= Number(m![1]);
    throw forbidden('seating_capacity', 'The seating capacity must be a count, a range like "5-7" or a list of them.');
  });
  return (seats) => tests.some((t) => t(seats));
}

/**
 * The air-conditioning filter of a vehicle search, as 6amMart reads `air_condition` and `no_air_condition` (each 1 to
 * ask for it; `0` is absent): one of them keeps the vehicles with (or without) air conditioning, both or neither
 * keep every vehicle. Null when it keeps every vehicle.
 */
export function airConditionMatcher(
  withAc: number | undefined,
  withoutAc: number | undefined,
): ((airCondition: number) => boolean) | null {
  const wantsAc = withAc === 1;
  const wantsNone = withoutAc === 1;
  if (wantsAc === wantsNone) return null;
  return wantsAc ? (ac) => ac >= 1 : (ac) => ac < 1;
}

/** The vehicle filters of 6amMart's rental clients (search and a provider's vehicles), as the query sends them. */
export interface VehicleFilterQuery {
  name?: string;
  brand_ids?: string;
  category_ids?: string;
  seating_capacity?: string;
  air_condition?: number;
  no_air_condition?: number;
  transmission_type?: string;
  fuel_type?: string;
}

const lowerSet = (list: unknown[] | null) => (list ? new Set(list.map((v) => String(v).toLowerCase())) : null);

/**
 * Whether a vehicle (with its category's and brand's names) passes the query's filters: the name (of the vehicle, its
 * category or brand), brands, categories, seats, air conditioning, transmission and fuel; a malformed list is 403.
 */
export function vehicleFilter(
  q: VehicleFilterQuery,
): (row: { vehicle: VehicleRow; categoryName: string; brandName: string }) => boolean {
  const brandIds = idList(q.brand_ids, 'brand_ids');
  const categoryIds = idList(q.category_ids, 'category_ids');
  const seats = seatsMatcher(jsonList(q.seating_capacity, 'seating_capacity'));
  const airCondition = airConditionMatcher(q.air_condition, q.no_air_condition);
  const transmissions = lowerSet(jsonList(q.transmission_type, 'transmission_type'));
  const fuels = lowerSet(jsonList(q.fuel_type, 'fuel_type'));
  const name = (q.name ?? '').trim().toLowerCase();
  return ({ vehicle: v, categoryName, brandName }) => {
    if (name && ![v.name, categoryName, brandName].some((s) => s.toLowerCase().includes(name))) return false;
    if (brandIds?.length && !brandIds.includes(v.brandId)) return false;
    if (categoryIds?.length && !categoryIds.includes(v.categoryId)) return false;
    if (seats && !seats(v.seatingCapacity)) return false;
    if (airCondition && !airCondition(v.airCondition)) return false;
    if (transmissions?.size && !transmissions.has(v.transmissionType.toLowerCase())) return false;
    if (fuels?.size && !fuels.has(v.fuelType.toLowerCase())) return false;
    return true;
  };
}

/** Prices a vehicle is offered at for the trip type (both when no type is chosen). */
export function pricesFor(v: VehicleRow, tripType: string | undefined): number[] {
  if (tripType === 'hourly') return v.tripHourly ? [v.hourlyPrice] : [];
  if (tripType === 'distance_wise') return v.tripDistance ? [v.distancePrice] : [];
  return [...(v.tripHourly ? [v.hourlyPrice] : []), ...(v.tripDistance ? [v.distancePrice] : [])];
}

/** The lowest and highest price the vehicles are offered at (0 and 0 for none): `min_price`/`max_price` of a list. */
export function priceRange(list: VehicleRow[], tripType?: string): { min_price: number; max_price: number } {
  const prices = list.flatMap((v) => pricesFor(v, tripType));
  return prices.length
    ? { min_price: Math.min(...prices), max_price: Math.max(...prices) }
    : { min_price: 0, max_price: 0 };
}

/** The price a vehicle is sorted by: the trip type's price, else the hourly price (the per-km one without hourly). */
export const sortPrice = (v: VehicleRow, tripType: string | undefined) =>
  tripType === 'distance_wise' || !v.tripHourly ? v.distancePrice : v.hourlyPrice;

/**
 * One page of a vehicle list as 6amMart answers it: the list envelope, the page's vehicles serialized, and the price
 * range (`min_price`, `max_price`) of the whole list, or of `range` when given (e.g. the list before a price filter).
 */
export async function vehiclePage(
  db: Db,
  list: VehicleRow[],
  page: Paging,
  opts: SerializeOptions,
  range = priceRange(list),
) {
  const { envelope, rows } = listPage(list, page);
  return { ...envelope, vehicles: await serializeVehicles(db, rows, opts), ...range };
}
