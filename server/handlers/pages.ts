import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { items, stores } from '../db/schema/catalogue.ts';
import { loadConfig } from '../lib/config/business-config.ts';
import { ApiError } from '../lib/http/errors.ts';
import { defineHandlers } from '../lib/http/handler.ts';
import { mediaUrl, tr } from '../lib/http/serialize.ts';
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
  /** An active store's or item's meta, by id or slug (6amMart's `is_numeric($id)` rule); null when none. */
  const storeMeta = async (ref: number | string, locale: string) => {
    const [row] = await ctx.db
      .select()
      .from(stores)
      .where(typeof ref === 'number' ? eq(stores.id, ref) : eq(stores.slug, ref));
    if (!row || row.status !== 1) return null;
    return { title: tr(row.translations, locale, 'name', row.name), description: row.address, image: row.logo };
  };
  const itemMeta = async (ref: number | string, locale: string) => {
    const [row] = await ctx.db
      .select()
      .from(items)
      .where(typeof ref === 'number' ? eq(items.id, ref) : eq(items.slug, ref));
    if (!row || row.status !== 1) return null;
    return {
      title: tr(row.translations, locale, 'name', row.name),
      description: tr(row.translations, locale, 'description', row.description),
      image: row.image,
    };
  };
  return {
    getPageMetaData: async (req) => {
      const { page_name, id } = req.query;
      const locale = req.scope.locale;
      const ref = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
      const own =
        ref === undefined
          ? null
          : page_name === 'store'
            ? await storeMeta(ref, locale)
            : page_name === 'item' || page_name === 'product'
              ? await itemMeta(ref, locale)
              : null;
      const config = await loadConfig(ctx.db);
      return {
        title: own?.title ?? config.business_name,
        description: own?.description ?? config.footer_text ?? null,
        image_full_url: own ? mediaUrl(own.image) : config.logo_full_url,
        meta_data: null,
      };
    },
    getAboutUs: (req, reply) => serve('about_us', req.scope.locale, reply),
    getTermsAndConditions: (req, reply) => serve('terms_and_conditions', req.scope.locale, reply),
    getPrivacyPolicy: (req, reply) => serve('privacy_policy', req.scope.locale, reply),
    getRefundPolicy: (req, reply) => serve('refund_policy', req.scope.locale, reply),
    getCancellationPolicy: (req, reply) => serve('cancellation_policy', req.scope.locale, reply),
    getShippingPolicy: (req, reply) => serve('shipping_policy', req.scope.locale, reply),
  };
});
