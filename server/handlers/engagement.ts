// Engagement: the stores a customer ordered from (visit again), the review reminder of the last delivered order (and
// dismissing it), store reels, the landing page's testimonials and the landing content's app download section.
import { defineHandlers } from '../lib/http/handler.ts';
import { mediaUrl } from '../lib/http/serialize.ts';
import { landingPage, withReactSections } from '../lib/catalogue/landing.ts';
import { activeTestimonials } from '../lib/catalogue/testimonials.ts';
import { dismissReviewReminder, reelPage, reviewReminderOf, storesToVisitAgain } from '../lib/engagement/engagement.ts';

export const engagementHandlers = defineHandlers((ctx) => ({
  getVisitAgainStores: async (req) => {
    const zoneIds = req.scope.zoneIds(true);
    const module = req.scope.module(true);
    return storesToVisitAgain(ctx.db, req.user!.id, module.id, zoneIds, req.scope.serialize);
  },

  getReviewReminder: async (req) => reviewReminderOf(ctx.db, req.user!.id, req.scope.module()?.id ?? null),

  cancelReviewReminder: async (req, reply) => {
    req.scope.module();
    await dismissReviewReminder(ctx.db, req.user!.id, req.query.order_id);
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
    return reelPage(ctx.db, module.id, zoneIds, req.scope.page(req.query), req.scope.locale);
  },

  getAppDownloadSection: async (req) =>
    withReactSections(await landingPage(ctx.db, req.scope.locale)).user_app_download_section,
}));
