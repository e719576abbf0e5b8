import type { FastifyReply } from 'fastify';
import { loadConfig } from '../lib/config/business-config.ts';
import { ApiError } from '../lib/http/errors.ts';
import { defineHandlers } from '../lib/http/handler.ts';
import { pageMetaData } from '../lib/pages/page-meta.ts';
import { isPageHidden, loadPage, type PageKey } from '../lib/pages/business-pages.ts';

/** Laravel's `abort(404)` answer to a JSON request (a hidden policy page). */
const hidden = () => new ApiError(404, { message: 'Not Found' });

export const pagesHandlers = defineHandlers((ctx) => {
  /**
   * The page's HTML as a JSON string (6amMart: `response()->json($data)`), with `Last-Modified` from the last edit.
   * The string is serialized here: Fastify sends a string payload as is.
   */
  const serve = async (key: PageKey, locale: string, reply: FastifyReply): Promise<string> => {
    if (isPageHidden(key, await loadConfig(ctx.db))) throw hidden();
    const page = await loadPage(ctx.db, key, locale);
    if (page.updatedAt) reply.header('Last-Modified', page.updatedAt.toUTCString());
    reply.type('application/json; charset=utf-8');
    return JSON.stringify(page.html);
  };
  return {
    getPageMetaData: async (req) => pageMetaData(ctx.db, req.query.page_name, req.query.id, req.scope.locale),
    getAboutUs: (req, reply) => serve('about_us', req.scope.locale, reply),
    getTermsAndConditions: (req, reply) => serve('terms_and_conditions', req.scope.locale, reply),
    getPrivacyPolicy: (req, reply) => serve('privacy_policy', req.scope.locale, reply),
    getRefundPolicy: (req, reply) => serve('refund_policy', req.scope.locale, reply),
    getCancellationPolicy: (req, reply) => serve('cancellation_policy', req.scope.locale, reply),
    getShippingPolicy: (req, reply) => serve('shipping_policy', req.scope.locale, reply),
  };
});
