// Stock of items and e-commerce variations: reserved when an order is placed (never below 0), given back when it
// is cancelled. Food has no stock (as in the cart's checks). Both run inside the order's transaction; the guarded
// UPDATE (… WHERE stock >= quantity) makes parallel orders of the last units fail instead of overselling.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { itemCampaigns, items, modules } from '../../db/schema/catalogue.ts';
import { orderDetails } from '../../db/schema/orders.ts';
import { forbidden } from '../http/errors.ts';

export interface StockLine {
  itemId: number;
  campaign: boolean;
  /** The chosen e-commerce variation's type, or null for the item's own stock. */
  variationType: string | null;
  quantity: number;
  name: string;
}

/** The variation type chosen in a cart or order line (`[{ type: 'Red-M', … }]`), or null. */
export function chosenVariation(variation: unknown): string | null {
  if (!Array.isArray(variation)) return null;
  const found = variation.find((v) => typeof (v as { type?: unknown })?.type === 'string') as
    { type: string } | undefined;
  return found?.type ?? null;
}

/** Rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
const rowCount = (result: unknown) => (result as { rows?: unknown[] }).rows?.length ?? 0;

/** Whether a module's items keep stock (food does not). */
const keepsStock = (moduleType: string | undefined) => moduleType !== 'food';

async function hasStock(db: Db, moduleId: number): Promise<boolean> {
  const [m] = await db.select({ type: modules.moduleType }).from(modules).where(eq(modules.id, moduleId));
  return keepsStock(m?.type);
}

/** Moves `delta` units (negative: take) of one line's stock; false when taking would go below 0. */
async function moveStock(db: Db, line: StockLine, delta: number): Promise<boolean> {
  const table = line.campaign ? itemCampaigns : items;
  const need = Math.max(0, -delta);
  if (line.variationType !== null) {
    const rows = await db.execute(sql`
      UPDATE ${table} SET variations = (
        SELECT jsonb_agg(CASE WHEN e.v->>'type' = ${line.variationType}
                              THEN jsonb_set(e.v, '{stock}', to_jsonb(coalesce((e.v->>'stock')::int, 0) + ${delta}::int))
                              ELSE e.v END ORDER BY e.o)
        FROM jsonb_array_elements(${table.variations}) WITH ORDINALITY AS e(v, o))
      WHERE ${table.id} = ${line.itemId}
        AND EXISTS (SELECT 1 FROM jsonb_array_elements(${table.variations}) AS x(v)
                    WHERE x.v->>'type' = ${line.variationType} AND coalesce((x.v->>'stock')::int, 0) >= ${need}::int)
      RETURNING ${table.id}`);
    if (rowCount(rows) > 0) return true;
    const known = await db.execute(sql`
      SELECT 1 FROM ${table}, jsonb_array_elements(${table.variations}) AS x(v)
      WHERE ${table.id} = ${line.itemId} AND x.v->>'type' = ${line.variationType}`);
    if (rowCount(known) > 0) return false; // the variation is short
    // a variation the item no longer has: its own stock is the limit
  }
  const rows = await db
    .update(table)
    .set({ stock: sql`${table.stock} + ${delta}::int` })
    .where(sql`${table.id} = ${line.itemId} AND ${table.stock} >= ${need}::int`)
    .returning({ id: table.id });
  return rows.length > 0;
}

/** Takes the lines' stock (of a module of that type), or throws 403 `stock` naming the first item that does not fit. */
export async function reserveStock(db: Db, moduleType: string, lines: StockLine[]): Promise<void> {
  if (!keepsStock(moduleType)) return;
  for (const line of lines)
    if (!(await moveStock(db, line, -line.quantity)))
      throw forbidden('stock', `${line.name} does not have enough stock for this order.`);
}

/** Gives an order's stock back (its lines as ordered). */
export async function releaseStock(db: Db, orderId: number, moduleId: number): Promise<void> {
  if (!(await hasStock(db, moduleId))) return;
  const lines = await db.select().from(orderDetails).where(eq(orderDetails.orderId, orderId));
  for (const d of lines) {
    const campaign = d.itemCampaignId !== null;
    const itemId = campaign ? d.itemCampaignId! : d.itemId;
    if (itemId === null) continue;
    await moveStock(
      db,
      { itemId, campaign, variationType: chosenVariation(d.variation), quantity: d.quantity, name: '' },
      d.quantity,
    );
  }
}
