// Item reviews (6amMart's `reviews`): the pages an item and a store show, and a customer's review of an item of a
// delivered order. See docs/architecture.md "Reviews".
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { items, stores } from '../../db/schema/catalogue.ts';
import { users } from '../../db/schema/customer.ts';
import { orderDetails, orders, type OrderStatus } from '../../db/schema/orders.ts';
import { deliveryManReviews, reviews } from '../../db/schema/reviews.ts';
import { customerImageUrl } from '../accounts/accounts.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { iso, mediaUrl, tr } from '../http/serialize.ts';
import type { Paging } from '../http/scope.ts';
import { saveOrderAttachments, type OrderAttachment } from '../orders/attachments.ts';
import { ownedOrder } from '../orders/orders.ts';
import { checkRating } from './rating.ts';

type ItemReviewJson = components['schemas']['ItemReview'];

export const NO_REVIEW_PLAN_MESSAGE = 'this store is not having any review plan.';
export const REVIEW_SUBMITTED_MESSAGE = 'Review submitted successfully.';
export const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this item for this order.';
/** 6amMart's messages.already_submitted for a delivery man's review. */
export const DM_ALREADY_REVIEWED_MESSAGE = 'Already submitted.';

/** The statuses of an order that was delivered (a refund request keeps the order reviewable). */
const DELIVERED: readonly OrderStatus[] = ['delivered', 'refund_requested', 'refunded'];

/** Whose reviews a page lists: one item's or one store's. */
export type ReviewsOf = { itemId: number } | { storeId: number };

/** A page of published reviews of an item or a store, newest first (every one without `page`), with their total. */
export async function reviewPage(
  db: Db,
  of: ReviewsOf,
  page: Paging | null,
  locale: string,
): Promise<{ total: number; reviews: ItemReviewJson[] }> {
  const where = 'itemId' in of ? eq(reviews.itemId, of.itemId) : eq(reviews.storeId, of.storeId);
  const published = and(where, eq(reviews.status, 1));
  const query = db
    .select({
      review: reviews,
      itemName: items.name,
      itemImage: items.image,
      translations: items.translations,
      customer: { id: users.id, fName: users.fName, lName: users.lName, image: users.image },
    })
    .from(reviews)
    .innerJoin(items, eq(items.id, reviews.itemId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(published)
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(reviews).where(published),
    page ? query.limit(page.limit).offset(page.skip) : query,
  ]);
  return {
    total: total?.n ?? 0,
    reviews: rows.map(({ review: r, itemName, itemImage, translations, customer: c }) => ({
      id: r.id,
      item_id: r.itemId,
      order_id: r.orderId,
      user_id: r.userId,
      module_id: r.moduleId,
      rating: r.rating,
      comment: r.comment,
      attachment: r.attachment,
      attachment_full_url: r.attachment.map(mediaUrl),
      reply: r.reply,
      status: r.status,
      item_name: tr(translations, locale, 'name', itemName),
      item_image_full_url: mediaUrl(itemImage),
      customer_name: c ? [c.fName, c.lName].filter(Boolean).join(' ') || null : null,
      customer: c ? { id: c.id, f_name: c.fName, l_name: c.lName, image_full_url: customerImageUrl(c) } : null,
      created_at: iso(r.createdAt),
      updated_at: iso(r.createdAt),
    })),
  };
}

/** How many published reviews of the item gave 5★, 4★, 3★, 2★ and 1★. */
export async function itemStarCounts(db: Db, itemId: number): Promise<number[]> {
  const rows = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(and(eq(reviews.itemId, itemId), eq(reviews.status, 1)))
    .groupBy(reviews.rating);
  return [5, 4, 3, 2, 1].map((star) => rows.find((r) => r.rating === star)?.n ?? 0);
}

/** The store, or 404; 403 'this store is not having any review plan.' when its plan has no reviews. */
export async function storeWithReviews(db: Db, storeId: number) {
  const [store] = await db
    .select({ id: stores.id, reviewPermission: stores.reviewPermission })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw notFound('store', 'Store not found.');
  if (store.reviewPermission !== 1) throw forbidden('review', NO_REVIEW_PLAN_MESSAGE);
  return store;
}

export interface ItemReviewInput {
  item_id: number;
  order_id: number;
  rating: number;
  comment: string;
}

/**
 * Stores the customer's review of one item of their delivered order, its images, and the item's and store's ratings,
 * in one transaction; the order row is locked so two submits of the same item cannot both pass the "once" check (the
 * unique index on item and order backs it).
 */
export async function submitItemReview(
  db: Db,
  userId: number,
  input: ItemReviewInput,
  images: OrderAttachment[],
  now: Date,
): Promise<void> {
  const order = await ownedOrder(db, { userId, guestId: null }, input.order_id);
  if (!DELIVERED.includes(order.orderStatus)) throw forbidden('order', 'Only delivered orders can be reviewed.');
  const [line] = await db
    .select({ storeId: items.storeId })
    .from(orderDetails)
    .innerJoin(items, eq(items.id, orderDetails.itemId))
    .where(and(eq(orderDetails.orderId, order.id), eq(orderDetails.itemId, input.item_id)));
  if (!line) throw notFound('item', 'This item is not part of the order.');
  await storeWithReviews(db, line.storeId);
  const rating = input.rating;
  checkRating(rating);

  await db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
    const [already] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.itemId, input.item_id), eq(reviews.orderId, order.id)));
    if (already) throw forbidden('review', ALREADY_REVIEWED_MESSAGE);
    const attachment = await saveOrderAttachments(tx, order.id, images, now, 'review');
    await tx.insert(reviews).values({
      itemId: input.item_id,
      storeId: line.storeId,
      orderId: order.id,
      userId,
      moduleId: order.moduleId,
      rating,
      comment: input.comment.trim(),
      attachment,
      createdAt: now,
    });
    // each aggregate moves in one statement from its stored value, so parallel reviews of other orders add up
    await tx
      .update(items)
      .set({
        avgRating: sql`round(((${items.avgRating} * ${items.ratingCount} + ${rating}) / (${items.ratingCount} + 1))::numeric, 2)::float8`,
        ratingCount: sql`${items.ratingCount} + 1`,
      })
      .where(eq(items.id, input.item_id));
    const star = sql.raw(String(5 - rating)); // index of the star in [5★ … 1★]; rating is an integer 1–5
    const counts = sql`(case when jsonb_array_length(${stores.ratings}) = 5 then ${stores.ratings} else '[0,0,0,0,0]'::jsonb end)`;
    await tx
      .update(stores)
      .set({
        avgRating: sql`round(((${stores.avgRating} * ${stores.ratingCount} + ${rating}) / (${stores.ratingCount} + 1))::numeric, 2)::float8`,
        ratingCount: sql`${stores.ratingCount} + 1`,
        ratings: sql`jsonb_set(${counts}, '{${star}}', to_jsonb(coalesce((${counts}->>${star})::int, 0) + 1))`,
      })
      .where(eq(stores.id, line.storeId));
  });
}

export interface DeliveryManReviewInput {
  delivery_man_id: number;
  order_id: number;
  rating: number;
  comment: string;
}

/**
 * POST /delivery-man/reviews/submit: the customer's review of the delivery man of their delivered order, once per
 * order (the order row is locked and the unique index `delivery_man_reviews_order` backs it). The delivery man must
 * be the order's (404 `delivery_man_id` otherwise, as 6amMart's "not found"); the comment is required (6amMart).
 */
export async function submitDeliveryManReview(
  db: Db,
  userId: number,
  input: DeliveryManReviewInput,
  images: OrderAttachment[],
  now: Date,
): Promise<void> {
  const comment = input.comment.trim();
  if (!comment) throw forbidden('comment', 'The comment field is required.');
  checkRating(input.rating);
  const order = await ownedOrder(db, { userId, guestId: null }, input.order_id);
  if (order.deliveryManId === null || order.deliveryManId !== input.delivery_man_id)
    throw notFound('delivery_man_id', 'Delivery man not found.');
  if (!DELIVERED.includes(order.orderStatus)) throw forbidden('order', 'Only delivered orders can be reviewed.');
  await db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
    const [already] = await tx
      .select({ id: deliveryManReviews.id })
      .from(deliveryManReviews)
      .where(eq(deliveryManReviews.orderId, order.id));
    if (already) throw forbidden('review', DM_ALREADY_REVIEWED_MESSAGE);
    const attachment = await saveOrderAttachments(tx, order.id, images, now, 'review');
    await tx.insert(deliveryManReviews).values({
      deliveryManId: input.delivery_man_id,
      orderId: order.id,
      userId,
      rating: input.rating,
      comment,
      attachment,
      createdAt: now,
    });
  });
}
