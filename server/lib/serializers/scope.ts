// Reading 6amMart's catalogue request scope: zoneId / moduleId headers, paging, locale and position.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { modules } from '../../db/schema/catalogue.ts';
import { forbidden } from '../errors.ts';
import type { AppContext } from '../handler.ts';
import { parseCoordinate } from '../geo.ts';
import { localeOf, type SerializeOptions } from './common.ts';
import type { ModuleRow } from './module.ts';

type Req = Pick<FastifyRequest, 'headers'>;

/** Largest id a Postgres integer column holds. */
export const MAX_ID = 2 ** 31 - 1;

const header = (req: Req, name: string): string | undefined => {
  const v = req.headers[name.toLowerCase()];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
};

/** The zone ids of the zoneId header (a JSON array string); 403 `zoneId` when absent or empty. */
export function zoneIdsOf(req: Req): number[] {
  const ids = optionalZoneIds(req);
  if (!ids?.length) throw forbidden('zoneId', 'Zone id is required!');
  return ids;
}

/** The zone ids of the zoneId header, or null without one. */
export function optionalZoneIds(req: Req): number[] | null {
  const raw = header(req, 'zoneId');
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    const ids = list.map(Number).filter((n) => Number.isInteger(n) && n > 0 && n <= MAX_ID);
    return ids.length ? ids : null;
  } catch {
    throw forbidden('zoneId', 'Zone id is required!');
  }
}

/** The module of the moduleId header: required → 403 `moduleId` when absent; an unknown id is always 403. */
export async function moduleOf(db: Db, req: Req, required: true): Promise<ModuleRow>;
export async function moduleOf(db: Db, req: Req, required: false): Promise<ModuleRow | null>;
export async function moduleOf(db: Db, req: Req, required: boolean): Promise<ModuleRow | null> {
  const raw = header(req, 'moduleId');
  if (!raw) {
    if (required) throw forbidden('moduleId', 'Module id is required!');
    return null;
  }
  const [row] =
    /^\d+$/.test(raw) && Number(raw) <= MAX_ID
      ? await db
          .select()
          .from(modules)
          .where(eq(modules.id, Number(raw)))
      : [];
  if (!row) throw forbidden('moduleId', 'Module not found!');
  return row;
}

/** 1-based page number and page size (defaults: offset 1, limit 10). */
export function pageOf(query: { limit?: number; offset?: number }, defaultLimit = 10) {
  const limit = query.limit ?? defaultLimit;
  const offset = query.offset ?? 1;
  // a page far past the end is simply empty (and must not overflow the database's offset)
  return { limit, offset, skip: Math.min((offset - 1) * limit, 2 ** 31 - 1) };
}

/** Locale, clock and the customer's position for the serializers. */
export function serializeOptionsOf(ctx: AppContext, req: Req): SerializeOptions {
  const lat = parseCoordinate(header(req, 'latitude'));
  const lng = parseCoordinate(header(req, 'longitude'));
  // 6amMart clients send 0/0 when the position is unknown
  const known = lat !== null && lng !== null && !(lat === 0 && lng === 0);
  return { locale: localeOf(req.headers), now: ctx.now(), lat: known ? lat : null, lng: known ? lng : null };
}
