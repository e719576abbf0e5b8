// Engagement (issue 9 item 8): the stores a customer ordered from (visit again), the review reminder of the last
// delivered order (and dismissing it), store reels, the landing page's testimonials and the landing content's app
// download section.
import { and, count, desc, eq, inArray, isNotNull, max, notExists, sql } from 'drizzle-orm';
import { stores } from '../db/schema/catalogue.ts';
import { reels } from '../db/schema/engagement.ts';
import { orderDetails, orders } from '../db/schema/orders.ts';
import { reviews } from '../db/schema/reviews.ts';
import { notFound } from '../lib/http/errors.ts';
import { defineHandlers } from '../lib/http/handler.ts';
import { iso, mediaUrl, tr } from '../lib/http/serialize.ts';
import { withReactSections } from '../lib/catalogue/landing.ts';
import { activeTestimonials } from '../lib/catalogue/testimonials.ts';
import { serializeStores } from '../lib/stores/store.ts';
import { landingPage } from './catalogue.ts';

export const engagementHandlers = defineHandlers((ctx) => ({
  getVisitAgainStores: async (req) => {
    const zoneIds = req.scope.zoneIds(true);
    const module = req.scope.module(true);
    const last = await ctx.db
      .select({ storeId: orders.storeId, at: max(orders.deliveredAt) })
      .from(orders)
      .where(
        and(
          eq(orders.userId, req.user!.id),
          eq(orders.moduleId, module.id),
          eq(orders.orderStatus, 'delivered'),
          isNotNull(orders.deliveredAt),
          isNotNull(orders.storeId), // parcels have no store to visit again
        ),
      )
      .groupBy(orders.storeId);
    const storeIds = last.flatMap((l) => (l.storeId === null ? [] : [l.storeId]));
    if (!storeIds.length) return [];
    const rows = await ctx.db
      .select()
      .from(stores)
      .where(and(inArray(stores.id, storeIds), eq(stores.status, 1), inArray(stores.zoneId, zoneIds)));
    const when = new Map(last.map((l) => [l.storeId, l.at?.getTime() ?? 0]));
    const json = await serializeStores(ctx.db, rows, req.scope.serialize);
    return json.sort((a, b) => (when.get(b.id) ?? 0) - (when.get(a.id) ?? 0) || a.id - b.id);
  },

  getReviewReminder: async (req) => {
    const module = req.scope.module();
    const [order] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.userId, req.user!.id),
          eq(orders.orderStatus, 'delivered'),
          eq(orders.reviewReminderCanceled, 0), // dismissed by review-reminder-cancel
          // reviewed already (6amMart's is_reviewed)
          notExists(
            ctx.db
              .select({ one: sql`1` })
              .from(reviews)
              .where(eq(reviews.orderId, orders.id)),
          ),
          module ? eq(orders.moduleId, module.id) : undefined,
        ),
      )
      .orderBy(desc(orders.deliveredAt), desc(orders.id))
      .limit(1);
    if (!order) return { order_id: null, images_full_url: [] };
    const details = await ctx.db
      .select({ item: orderDetails.itemDetails })
      .from(orderDetails)
      .where(eq(orderDetails.orderId, order.id))
      .orderBy(orderDetails.id);
    const images = details.flatMap(({ item }) => {
      const url = item.image_full_url ?? (typeof item.image === 'string' ? mediaUrl(item.image) : null);
      return typeof url === 'string' ? [url] : [];
    });
    return { order_id: order.id, images_full_url: images };
  },

  cancelReviewReminder: async (req, reply) => {
    req.scope.module();
    // the customer's own order only (6amMart updates any order of that id)
    const [order] = await ctx.db
      .update(orders)
      .set({ reviewReminderCanceled: 1 })
      .where(and(eq(orders.id, req.query.order_id), eq(orders.userId, req.user!.id)))
      .returning({ id: orders.id });
    if (!order) throw notFound('order', 'Order not found.');
    // 6amMart answers the JSON string "success"; Fastify sends a string payload as is, so it is encoded here
    reply.type('application/json; charset=utf-8');
    return JSON.stringify('success') as 'success';
  },

  getTestimonials: async (req) =>
    (await activeTestimonials(ctx.db, req.scope.locale)).map((t) => ({
      id: t.id,
      img: t.image,
      brand_image: t.brandImage,
      name: t.name,
      position: t.designation,
      detail: t.review,
      img_full_url: t.image === null ? null : mediaUrl(t.image),
      brand_image_full_url: t.brandImage === null ? null : mediaUrl(t.brandImage),
    })),

  getReels: async (req) => {
    const zoneIds = req.scope.zoneIds(true);
    const module = req.scope.module(true);
    const { limit, offset, skip } = req.scope.page(req.query);
    const locale = req.scope.locale;
    const where = and(
      eq(reels.status, 1),
      eq(reels.moduleId, module.id),
      eq(stores.status, 1),
      inArray(stores.zoneId, zoneIds),
    );
    const [[total], rows] = await Promise.all([
      ctx.db.select({ n: count() }).from(reels).innerJoin(stores, eq(stores.id, reels.storeId)).where(where),
      ctx.db
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
  },

  getAppDownloadSection: async (req) =>
    withReactSections(await landingPage(ctx, req.scope.locale)).user_app_download_section,
}));
