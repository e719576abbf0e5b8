import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notFound } from '../http/errors.ts';

/** A table with a numeric id and a status column (1 = active). */
type ActiveTable = PgTable & { id: PgColumn; status: PgColumn };

/** The active rows (status 1) of `table` whose id is in `ids`; no query when `ids` is empty. */
export async function activeRowsByIds<T extends ActiveTable>(
  db: Db,
  table: T,
  ids: number[],
): Promise<T['$inferSelect'][]> {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(inArray(table.id, ids), eq(table.status, 1)));
  return rows as T['$inferSelect'][];
}

/** The row when it exists and is active (status 1); otherwise a 404 with this code and message. */
export function requireActive<T extends { status: number }>(row: T | undefined, code: string, message: string): T {
  if (!row || row.status !== 1) throw notFound(code, message);
  return row;
}

/** A request whose path names a row by `:id`: a number, or an id or a slug where the operation takes slugs. */
type RowParamRequest = Pick<FastifyRequest, 'scope'> & { params: { id: number | string } };

/**
 * The active row named by the request's `:id` (an id, or a slug where the contract allows one), looked up with `find`;
 * a 404 with this code and message when there is none. The module header is checked first: an unknown moduleId is still
 * a 403.
 */
export async function activeRowOfParam<T extends { status: number }>(
  req: RowParamRequest,
  find: (idOrSlug: number | string) => Promise<T | undefined>,
  code: string,
  message: string,
): Promise<T> {
  req.scope.module();
  return requireActive(await find(req.params.id), code, message);
}
