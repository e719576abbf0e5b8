// The flash-sale price of an item (6amMart's item formatting): while a published flash sale runs and its product still
// has stock, the item is sold at the sale's discount instead of its own and without the store discount (the sale's
// stock left is the flash-sale product's `available_stock`; the item's own stock stays the item's). Read by the item JSON (server/lib/items/item.ts) and the order's pricing
// (server/lib/orders/place-order.ts), so what a shopper sees is what the order charges.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flashSaleItems, flashSales } from '../../db/schema/promotions.ts';
import { runsAtMoment } from './running.ts';

export interface FlashPrice {
  /** The flash sale product (flash_sale_items.id). */
  productId: number;
  discount: number;
  discountType: 'percent' | 'amount';
  /** Stock the sale has left for the item. */
  available: number;
}

/** A flash-sale product on offer: its published sale, whenever it runs, and stock left (`available` > 0). */
export interface FlashOffer extends FlashPrice {
  itemId: number;
  startDate: Date;
  endDate: Date;
}

/**
 * The flash-sale products on offer for the items, by item id (an item without any: an empty list), whenever their
 * sale runs: what the catalogue cache keeps (lib/catalogue/catalogue-rows.ts), the moment chosen when it is read.
 */
export async function flashOffers(db: Db, itemIds: number[]): Promise<Map<number, FlashOffer[]>> {
  const ids = [...new Set(itemIds)];
  const offers = new Map(ids.map((id) => [id, [] as FlashOffer[]]));
  if (!ids.length) return offers;
  const rows = await db
    .select({ product: flashSaleItems, startDate: flashSales.startDate, endDate: flashSales.endDate })
    .from(flashSaleItems)
    .innerJoin(flashSales, eq(flashSales.id, flashSaleItems.flashSaleId))
    .where(
      and(
        inArray(flashSaleItems.itemId, ids),
        eq(flashSaleItems.status, 1),
        gt(flashSaleItems.stock, flashSaleItems.sold),
        eq(flashSales.isPublish, 1),
      ),
    );
  for (const { product: p, startDate, endDate } of rows)
    offers.get(p.itemId)!.push({
      itemId: p.itemId,
      productId: p.id,
      discount: p.discount,
      discountType: p.discountType,
      available: p.stock - p.sold,
      startDate,
      endDate,
    });
  return offers;
}

/** The running flash-sale price of each item among its offers at `now` (the sale ending first wins, then the product). */
export function runningFlashPricesOf(offers: Map<number, FlashOffer[]>, now: Date): Map<number, FlashPrice> {
  const prices = new Map<number, FlashPrice>();
  for (const [itemId, list] of offers) {
    let best: FlashOffer | undefined;
    for (const o of list)
      if (
        runsAtMoment(o, now) &&
        (!best ||
          o.endDate.getTime() < best.endDate.getTime() ||
          (o.endDate.getTime() === best.endDate.getTime() && o.productId < best.productId))
      )
        best = o;
    if (best)
      prices.set(itemId, {
        productId: best.productId,
        discount: best.discount,
        discountType: best.discountType,
        available: best.available,
      });
  }
  return prices;
}

/** The running flash-sale prices of the items (by item id), read now. */
export async function runningFlashPrices(db: Db, itemIds: number[], now: Date): Promise<Map<number, FlashPrice>> {
  return runningFlashPricesOf(await flashOffers(db, itemIds), now);
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
