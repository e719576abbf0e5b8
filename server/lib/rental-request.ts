// Request helpers shared by the rental, trip and order handlers: who is asking (customer or guest), the module and
// zone headers, serializer options and paging.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { modules, stores } from '../db/schema/catalogue.ts';
import { ApiError, forbidden } from './errors.ts';
import { parseCoordinate } from './geo.ts';
import type { AppContext, AuthUser } from './handler.ts';
import { localeOf, type SerializeOptions } from './serializers/common.ts';
import { optionalZoneIds } from './serializers/scope.ts';

/** A cart/trip/order owner: the signed-in customer, or a guest by guest_id. */
export type Owner = { userId: number; guestId: null } | { userId: null; guestId: string };

interface RequestLike {
  user?: AuthUser | null;
  headers: Record<string, unknown>;
  query?: unknown;
  body?: unknown;
}

/** 6amMart's guest check: a bearer token names the customer; else a guest_id (query or body); neither → 401. */
export function ownerOf(req: RequestLike): Owner {
  if (req.user) return { userId: req.user.id, guestId: null };
  const fromQuery = (req.query as { guest_id?: unknown } | undefined)?.guest_id;
  const fromBody = (req.body as { guest_id?: unknown } | undefined)?.guest_id;
  const guestId = [fromQuery, fromBody].find((v) => typeof v === 'string' && v.trim() !== '') as string | undefined;
  if (guestId) return { userId: null, guestId: guestId.trim() };
  throw new ApiError(401, { errors: 'Unauthorized' });
}

export function serializeOptions(ctx: AppContext, req: RequestLike): SerializeOptions {
  return {
    locale: localeOf(req.headers),
    now: ctx.now(),
    lat: parseCoordinate(req.headers.latitude),
    lng: parseCoordinate(req.headers.longitude),
  };
}

/** The zone ids of a `zoneId` header ("[1,3]"); [] when absent. */
export function zoneIdsOf(headers: Record<string, unknown>): number[] {
  return optionalZoneIds({ headers } as Parameters<typeof optionalZoneIds>[0]) ?? [];
}

/** module-check: the moduleId header must name an existing module (403 moduleId otherwise). Absent passes. */
export async function checkModule(db: Db, headers: Record<string, unknown>): Promise<number | null> {
  const raw = headers.moduleid;
  if (raw === undefined || raw === null || raw === '') return null;
  const id = Number(raw);
  const [row] = Number.isInteger(id) ? await db.select({ id: modules.id }).from(modules).where(eq(modules.id, id)) : [];
  if (!row) throw forbidden('moduleId', 'Module not found!');
  return row.id;
}

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

/** 6amMart paging: `limit` per page (default 25), `offset` = page number from 1. */
export function paging(query: { limit?: number; offset?: number }, defaultLimit = 25) {
  const limit = query.limit ?? defaultLimit;
  const offset = query.offset ?? 1;
  // huge page numbers (fuzzing) must not overflow SQL OFFSET
  return { limit, offset, skip: Math.min((offset - 1) * limit, 2_000_000_000) };
}

/** Parses a JSON array query value ("[1,2]"); a bare value counts as a one-element list. */
export function jsonList(raw: string | undefined, field: string): unknown[] | null {
  if (raw === undefined || raw === '') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    if (/^[\w.+-]+$/.test(raw)) return [raw];
    throw forbidden(field, `The ${field.replace(/_/g, ' ')} must be a JSON array.`);
  }
}

/** A JSON list of positive integer ids. */
export function idList(raw: string | undefined, field: string): number[] | null {
  const list = jsonList(raw, field);
  if (!list) return null;
  const ids = list.map(Number);
  if (ids.some((n) => !Number.isInteger(n) || n < 1))
    throw forbidden(field, `The ${field.replace(/_/g, ' ')} must be a JSON array of ids.`);
  return ids;
}
