// The flash-sale price of an item (6amMart's item formatting): while a published flash sale runs and its product still
// has stock, the item is sold at the sale's discount instead of its own and without the store discount (the sale's
// stock left is the flash-sale product's `available_stock`; the item's own stock stays the item's). Read by the item JSON (server/lib/items/item.ts) and the order's pricing
// (server/lib/orders/place-order.ts), so what a shopper sees is what the order charges.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flashSaleItems, flashSales } from '../../db/schema/promotions.ts';
import { runsAt } from './running.ts';

export interface FlashPrice {
  /** The flash sale product (flash_sale_items.id). */
  productId: number;
  discount: number;
  discountType: 'percent' | 'amount';
  /** Stock the sale has left for the item. */
  available: number;
}

/** The running flash-sale prices of the items (by item id; the sale ending first wins). */
export async function runningFlashPrices(db: Db, itemIds: number[], now: Date): Promise<Map<number, FlashPrice>> {
  const ids = [...new Set(itemIds)];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ product: flashSaleItems })
    .from(flashSaleItems)
    .innerJoin(flashSales, eq(flashSales.id, flashSaleItems.flashSaleId))
    .where(
      and(
        inArray(flashSaleItems.itemId, ids),
        eq(flashSaleItems.status, 1),
        gt(flashSaleItems.stock, flashSaleItems.sold),
        eq(flashSales.isPublish, 1),
        runsAt(flashSales.startDate, flashSales.endDate, now),
      ),
    )
    .orderBy(asc(flashSales.endDate), asc(flashSaleItems.id));
  const prices = new Map<number, FlashPrice>();
  for (const { product: p } of rows)
    if (!prices.has(p.itemId))
      prices.set(p.itemId, {
        productId: p.id,
        discount: p.discount,
        discountType: p.discountType,
        available: p.stock - p.sold,
      });
  return prices;
}

/**
 * Counts the order's flash-sale lines as sold (in the order's transaction): each product's `sold` grows by the line's
 * quantity, never beyond its stock (the sale ends for the item when it reaches it).
 */
export async function recordFlashSales(tx: Db, lines: { flashProductId?: number; cart: { quantity: number } }[]) {
  for (const line of lines)
    if (line.flashProductId !== undefined)
      await tx
        .update(flashSaleItems)
        .set({ sold: sql`least(${flashSaleItems.stock}, ${flashSaleItems.sold} + ${line.cart.quantity})` })
        .where(eq(flashSaleItems.id, line.flashProductId));
}
