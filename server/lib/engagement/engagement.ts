// Engagement: the stores a customer ordered from (visit again), the review reminder of the last delivered order (and
// dismissing it), and store reels.
import { and, count, desc, eq, inArray, isNotNull, max, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stores } from '../../db/schema/catalogue.ts';
import { reels } from '../../db/schema/engagement.ts';
import { orderDetails, orders } from '../../db/schema/orders.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { notFound } from '../http/errors.ts';
import type { Paging } from '../http/scope.ts';
import { iso, mediaUrl, tr, type SerializeOptions } from '../http/serialize.ts';
import { serializeStores } from '../stores/store.ts';

/** The active stores of the customer's zones they had an order delivered from in this module, last delivered first. */
export async function storesToVisitAgain(
  db: Db,
  userId: number,
  moduleId: number,
  zoneIds: number[],
  opts: SerializeOptions,
) {
  const last = await db
    .select({ storeId: orders.storeId, at: max(orders.deliveredAt) })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.moduleId, moduleId),
        eq(orders.orderStatus, 'delivered'),
        isNotNull(orders.deliveredAt),
        isNotNull(orders.storeId), // parcels have no store to visit again
      ),
    )
    .groupBy(orders.storeId);
  const storeIds = last.flatMap((l) => (l.storeId === null ? [] : [l.storeId]));
  if (!storeIds.length) return [];
  const rows = await db
    .select()
    .from(stores)
    .where(and(inArray(stores.id, storeIds), eq(stores.status, 1), inArray(stores.zoneId, zoneIds)));
  const when = new Map(last.map((l) => [l.storeId, l.at?.getTime() ?? 0]));
  const json = await serializeStores(db, rows, opts);
  return json.sort((a, b) => (when.get(b.id) ?? 0) - (when.get(a.id) ?? 0) || a.id - b.id);
}

/**
 * The review reminder: the customer's last delivered order (of the module, when one is chosen) that is not reviewed
 * and whose reminder was not dismissed, with its items' images.
 */
export async function reviewReminderOf(db: Db, userId: number, moduleId: number | null) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.orderStatus, 'delivered'),
        eq(orders.reviewReminderCanceled, 0), // dismissed by review-reminder-cancel
        // reviewed already (6amMart's is_reviewed)
        notExists(
          db
            .select({ one: sql`1` })
            .from(reviews)
            .where(eq(reviews.orderId, orders.id)),
        ),
        moduleId === null ? undefined : eq(orders.moduleId, moduleId),
      ),
    )
    .orderBy(desc(orders.deliveredAt), desc(orders.id))
    .limit(1);
  if (!order) return { order_id: null, images_full_url: [] };
  const details = await db
    .select({ item: orderDetails.itemDetails })
    .from(orderDetails)
    .where(eq(orderDetails.orderId, order.id))
    .orderBy(orderDetails.id);
  const images = details.flatMap(({ item }) => {
    const url = item.image_full_url ?? (typeof item.image === 'string' ? mediaUrl(item.image) : null);
    return typeof url === 'string' ? [url] : [];
  });
  return { order_id: order.id, images_full_url: images };
}

/** Dismisses the review reminder of the customer's own order (404 for another's: 6amMart updates any order). */
export async function dismissReviewReminder(db: Db, userId: number, orderId: number): Promise<void> {
  const [order] = await db
    .update(orders)
    .set({ reviewReminderCanceled: 1 })
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .returning({ id: orders.id });
  if (!order) throw notFound('order', 'Order not found.');
}

/** A page of the module's active reels of active stores in the customer's zones, newest first. */
export async function reelPage(db: Db, moduleId: number, zoneIds: number[], page: Paging, locale: string) {
  const { limit, offset, skip } = page;
  const where = and(
    eq(reels.status, 1),
    eq(reels.moduleId, moduleId),
    eq(stores.status, 1),
    inArray(stores.zoneId, zoneIds),
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(reels).innerJoin(stores, eq(stores.id, reels.storeId)).where(where),
    db
      .select({ reel: reels, store: stores })
      .from(reels)
      .innerJoin(stores, eq(stores.id, reels.storeId))
      .where(where)
      .orderBy(desc(reels.createdAt), desc(reels.id))
      .limit(limit)
      .offset(skip),
  ]);
  return {
    total_size: total?.n ?? 0,
    limit,
    offset,
    reels: rows.map(({ reel: r, store: s }) => ({
      id: r.id,
      title: tr(r.translations, locale, 'title', r.title),
      video_full_url: mediaUrl(`reels/${r.video}`),
      thumbnail_full_url: mediaUrl(`reels/${r.thumbnail}`),
      view_count: r.viewCount,
      store_id: r.storeId,
      module_id: r.moduleId,
      store: {
        id: s.id,
        name: tr(s.translations, locale, 'name', s.name),
        slug: s.slug,
        logo_full_url: mediaUrl(s.logo),
      },
      created_at: iso(r.createdAt),
    })),
  };
}
