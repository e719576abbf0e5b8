// The request scope: who is asking and where, resolved once per request (a preHandler hook) from 6amMart's headers
// and parameters, so no handler parses them itself:
//   owner    – the signed-in customer (bearer), or a guest whose guest_id (query or body) was issued by
//              POST /auth/guest/request; anything else → 401 {"errors":"Unauthorized"} when a handler asks for it
//   module   – the moduleId header's module: an unknown id is 403 `moduleId` "Module not found!"; absent when required
//              → 403 "Module id is required!"; a module's slug or type in its place (6amMart web 3.9 sends
//              `moduleId: grocery` after the landing's module choice) is read as that module's id (the first active
//              module of the type), before validation
//   zones    – the zoneId header (a JSON array string): absent when required → 403 `zoneId` "Zone id is required!"
//   locale   – X-localization (default en)
//   position – latitude/longitude headers; 0/0 (what 6amMart clients send when unknown) counts as unknown
//   paging   – `limit` (default DEFAULT_PAGE_SIZE) and `offset` (page number from 1)
import { and, eq, isNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { LatLng } from '../../../domain/geo.ts';
import { modules } from '../../db/schema/catalogue.ts';
import { guests } from '../../db/schema/customer.ts';
import type { ModuleRow } from '../../db/row-types.ts';
import { ApiError, forbidden } from './errors.ts';
import type { AppContext, AuthUser } from './handler.ts';
import type { SerializeOptions } from './serialize.ts';
import { idOf } from './json-lists.ts';

/** A cart/trip/order owner: the signed-in customer, or an issued guest. */
export type Owner = { userId: number; guestId: null } | { userId: null; guestId: string };

/** Where-clause of the rows the owner owns (tables with userId / guestId; rows a customer took over are not a guest's). */
export function ownedBy(table: { userId: AnyPgColumn; guestId: AnyPgColumn }, owner: Owner) {
  return owner.userId !== null
    ? eq(table.userId, owner.userId)
    : and(isNull(table.userId), eq(table.guestId, owner.guestId));
}

/** The owner columns of a new order or trip: user_id, guest_id and is_guest. */
export const ownerColumns = (owner: Owner) => ({
  userId: owner.userId,
  guestId: owner.guestId,
  isGuest: owner.userId === null ? 1 : 0,
});

/** 6amMart's default page size of every paginated list (`{total_size, limit, offset, …}`). */
export const DEFAULT_PAGE_SIZE = 25;

/** Largest id a Postgres integer column holds. */
export const MAX_ID = 2 ** 31 - 1;

/** Where-clause of the row a route's `:id` names (digits: its id, else its slug); undefined when it can name none. */
export function idOrSlugWhere(table: { id: AnyPgColumn; slug: AnyPgColumn }, idOrSlug: string | number) {
  const key = String(idOrSlug);
  if (key.includes('\u0000')) return undefined;
  if (!/^\d+$/.test(key)) return eq(table.slug, key);
  return Number(key) <= MAX_ID ? eq(table.id, Number(key)) : undefined;
}

export interface Paging {
  limit: number;
  /** The page number, from 1. */
  offset: number;
  /** Rows to skip. */
  skip: number;
}

/** 1-based paging; a page far past the end is simply empty (and must not overflow the database's OFFSET). */
export function pageOf(query: { limit?: number; offset?: number } | undefined): Paging {
  const limit = query?.limit ?? DEFAULT_PAGE_SIZE;
  const offset = query?.offset ?? 1;
  return { limit, offset, skip: Math.min((offset - 1) * limit, MAX_ID) };
}

/** One page of a list already in memory: 6amMart's list envelope (`total_size`, `limit`, `offset`) and its rows. */
export function listPage<T>(rows: readonly T[], page: Paging) {
  return {
    envelope: { total_size: rows.length, limit: page.limit, offset: page.offset },
    rows: rows.slice(page.skip, page.skip + page.limit),
  };
}

/** The locale from the X-localization header (`en` when absent). */
export const localeOf = (headers: Record<string, unknown>): string => {
  const raw = headers['x-localization'];
  return typeof raw === 'string' && raw ? raw.toLowerCase().split(/[-_]/)[0]! : 'en';
};

const zoneRequired = () => forbidden('zoneId', 'Zone id is required!');

/**
 * The ids of a request's `zoneId` header ("[1,3]", or one bare id): the valid ids, null when absent or empty, the 403
 * `zoneId` error when garbled. (The SPA's stored zone ids, where anything unreadable is simply none, are read by
 * domain/module-wording.ts storedZoneIds.)
 */
export function zoneIdsOfHeader(raw: string | undefined): number[] | null | ApiError {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    const ids = list.map(idOf).filter((n) => Number.isInteger(n) && n > 0 && n <= MAX_ID);
    return ids.length ? ids : null;
  } catch {
    return zoneRequired();
  }
}

/** Parses a header/query coordinate; null when absent or not a finite number. */
export function parseCoordinate(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The customer's position from the latitude/longitude headers; 0/0 means unknown. */
export function positionOf(lat: unknown, lng: unknown): LatLng | null {
  const la = parseCoordinate(lat);
  const ln = parseCoordinate(lng);
  if (la === null || ln === null || (la === 0 && ln === 0)) return null;
  return { lat: la, lng: ln };
}

/** A guest_id the request carries (query first, then body), trimmed; null without one. */
export function guestIdOf(req: { query?: unknown; body?: unknown }): string | null {
  const fromQuery = (req.query as { guest_id?: unknown } | undefined)?.guest_id;
  const fromBody = (req.body as { guest_id?: unknown } | null | undefined)?.guest_id;
  const id = [fromQuery, fromBody].find((v) => typeof v === 'string' && v.trim() !== '') as string | undefined;
  return id?.trim() ?? null;
}

const unauthorized = () => new ApiError(401, { errors: 'Unauthorized' });

/** What a handler knows about the request's scope. Accessors throw the 6amMart error when a required part is missing. */
export class RequestScope {
  constructor(
    private readonly parts: {
      owner: Owner | null;
      module: ModuleRow | ApiError | null;
      zoneIds: number[] | ApiError | null;
      locale: string;
      position: LatLng | null;
      now: Date;
    },
  ) {}

  get locale(): string {
    return this.parts.locale;
  }
  get position(): LatLng | null {
    return this.parts.position;
  }
  get now(): Date {
    return this.parts.now;
  }
  /** Locale, clock and position for the serializers. */
  get serialize(): SerializeOptions {
    const { locale, now, position } = this.parts;
    return { locale, now, lat: position?.lat ?? null, lng: position?.lng ?? null };
  }

  /** The customer or issued guest; 401 {"errors":"Unauthorized"} otherwise. */
  owner(): Owner {
    if (!this.parts.owner) throw unauthorized();
    return this.parts.owner;
  }

  /** The customer or issued guest, null otherwise (no 401): for what is only keyed by the caller. */
  ownerIfAny(): Owner | null {
    return this.parts.owner;
  }

  /** The moduleId header's module: required → 403 when absent; an unknown id is always 403. */
  module(required: true): ModuleRow;
  module(required?: false): ModuleRow | null;
  module(required = false): ModuleRow | null {
    const m = this.parts.module;
    if (m instanceof ApiError) throw m;
    if (!m && required) throw forbidden('moduleId', 'Module id is required!');
    return m;
  }

  /** The zoneId header's ids: required → 403 `zoneId` when absent; a garbled header is always 403. */
  zoneIds(required: true): number[];
  zoneIds(required?: false): number[] | null;
  zoneIds(required = false): number[] | null {
    const z = this.parts.zoneIds;
    if (z instanceof ApiError) throw z;
    if (!z && required) throw zoneRequired();
    return z;
  }

  /** Paging of a list query (one default page size). */
  page(query: { limit?: number; offset?: number } | undefined): Paging {
    return pageOf(query);
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    scope: RequestScope;
  }
}

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name.toLowerCase()];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
};

/**
 * What the scope remembers between requests, per API instance: the rows it looked up that requests never change.
 * Modules are written by the seed only (before the server answers); a guest id, once issued, is never removed. So a
 * module row is kept for a short while (an operator's edit in SQL shows within `MODULE_TTL_MS`) and a guest id that
 * was found for good; an id that was not found is looked up again every time (another process on the same PostgreSQL
 * may issue it). Both are LRUs with a bounded number of entries, so a flood of made-up ids cannot grow the process.
 */
export interface ScopeLookups {
  modules: LRUCache<number, ModuleRow>;
  guests: LRUCache<string, true>;
}

const MODULE_TTL_MS = 30_000;

export const scopeLookups = (): ScopeLookups => ({
  modules: new LRUCache({ max: 1000, ttl: MODULE_TTL_MS }),
  guests: new LRUCache({ max: 50_000 }),
});

async function isIssuedGuest(ctx: AppContext, lookups: ScopeLookups, guestId: string): Promise<boolean> {
  if (lookups.guests.has(guestId)) return true;
  const [row] = await ctx.db.select({ id: guests.id }).from(guests).where(eq(guests.guestId, guestId));
  if (row) lookups.guests.set(guestId, true);
  return !!row;
}

async function moduleOfHeader(
  ctx: AppContext,
  lookups: ScopeLookups,
  raw: string | undefined,
): Promise<ModuleRow | ApiError | null> {
  if (raw === undefined) return null;
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || id > MAX_ID) return forbidden('moduleId', 'Module not found!');
  const known = lookups.modules.get(id);
  if (known) return known;
  const [row] = await ctx.db.select().from(modules).where(eq(modules.id, id));
  if (!row) return forbidden('moduleId', 'Module not found!');
  lookups.modules.set(id, row);
  return row;
}

/** Resolves the scope of a request (two indexed lookups at most, the module and the guest, each remembered once found). */
export async function resolveScope(
  ctx: AppContext,
  req: FastifyRequest & { user?: AuthUser | null },
  lookups: ScopeLookups,
): Promise<RequestScope> {
  const guestId = req.user ? null : guestIdOf(req);
  const [guest, module] = await Promise.all([
    guestId ? isIssuedGuest(ctx, lookups, guestId) : false,
    moduleOfHeader(ctx, lookups, header(req, 'moduleId')),
  ]);
  const owner: Owner | null = req.user
    ? { userId: req.user.id, guestId: null }
    : guest && guestId
      ? { userId: null, guestId }
      : null;
  return new RequestScope({
    owner,
    module,
    zoneIds: zoneIdsOfHeader(header(req, 'zoneId')),
    locale: localeOf(req.headers),
    position: positionOf(header(req, 'latitude'), header(req, 'longitude')),
    now: ctx.now(),
  });
}

/**
 * The module's slug as 6amMart stores it (Laravel's Str::slug of the English name: "Rental Cars" → "rental-cars"):
 * a moduleId header may name a module by it, and the module list writes it.
 */
export const moduleSlug = (m: Pick<ModuleRow, 'moduleName'>) =>
  m.moduleName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The id of the module a moduleId header names by slug or type (the first active one of a type), or null. */
export async function moduleIdOfName(ctx: AppContext, name: string): Promise<number | null> {
  const wanted = name.trim().toLowerCase();
  const rows = (await ctx.db.select().from(modules).where(eq(modules.status, 1))).sort((a, b) => a.id - b.id);
  return (rows.find((m) => moduleSlug(m) === wanted) ?? rows.find((m) => m.moduleType === wanted))?.id ?? null;
}

/** Registers the scope hook: every route handler finds `req.scope` resolved. */
export function registerRequestScope(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('scope', null as unknown as RequestScope);
  const lookups = scopeLookups();
  app.addHook('preValidation', async (req) => {
    const named = header(req, 'moduleId');
    if (named === undefined || /^\d+$/.test(named)) return;
    const id = await moduleIdOfName(ctx, named);
    if (id !== null) req.headers['moduleid'] = String(id);
  });
  app.addHook('preHandler', async (req) => {
    req.scope = await resolveScope(ctx, req, lookups);
  });
}
