// The <head> of a page as the server sends it (docs/architecture.md, "What search engines read"): `pageHead(ctx, url)`
// says which status the page answers with and which tags it carries — title, description, canonical URL, hreflang
// alternates (`?lang=ar`, `?lang=bn`…), Open Graph and Twitter card tags with an absolute image, robots noindex on private pages,
// and the JSON-LD (BreadcrumbList everywhere, plus the page's Product / Store / Organization + WebSite). The SPA
// fallback (server/static.ts) injects it into index.html; a server render reuses it the same way.
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../http/handler.ts';
import { loadConfig } from '../config/business-config.ts';
import { LANG_PARAM, languageOfSearch, pagePaths } from '../../../domain/page-routes.ts';
import { appLanguages, ogLocales, type AppLanguage } from '../../../domain/languages.ts';
import { pageKinds } from '../../../domain/page-kinds.ts';

const { matchPage } = pageKinds(pagePaths);
import { escapeHtml, jsonForScript, linkTag, metaTag } from './markup.ts';
import { headLoaders, notFoundHead, plainHead, type HeadContext, type HeadData } from './page-data.ts';
import type { PublicCaches } from '../http/public-caches.ts';

export interface PageHead {
  /** 200, 404 (an unknown path, store, item…) or 400 (a malformed id or an absurd URL). */
  status: number;
  /** The tags to put in <head> in place of index.html's generic title and description. */
  head: string;
  /** The page's language (`<html lang dir>`). */
  language: AppLanguage;
}

/** Longer URLs are not pages anyone links to: a 400 without a database query. */
export const MAX_PAGE_URL_LENGTH = 2048;

/** `https://shop.test/store/x` with `?lang=ar` when the page is in Arabic, and so on (English is the default: no parameter). */
export function languageUrl(origin: string, path: string, language: AppLanguage): string {
  const url = new URL(path, `${origin}/`);
  if (language !== 'en') url.searchParams.set(LANG_PARAM, language);
  return `${origin}${url.pathname}${url.search}`;
}

/** The tags of one page's head. */
export function headTags(data: HeadData, origin: string, language: AppLanguage): string {
  const canonical = languageUrl(origin, data.path, language);
  const image = /^https?:/.test(data.image) ? data.image : `${origin}${data.image}`;
  const crumbs = {
    '@type': 'BreadcrumbList',
    itemListElement: data.crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: languageUrl(origin, c.path, language),
    })),
  };
  const graph = { '@context': 'https://schema.org', '@graph': [...data.jsonLd, crumbs] };
  return [
    `<title>${escapeHtml(data.title)}</title>`,
    metaTag('name', 'description', data.description),
    ...(data.noindex ? [metaTag('name', 'robots', 'noindex')] : []),
    ...(data.status === 200
      ? [
          linkTag('canonical', canonical),
          ...appLanguages.map((l) => linkTag('alternate', languageUrl(origin, data.path, l), l)),
          linkTag('alternate', languageUrl(origin, data.path, 'en'), 'x-default'),
        ]
      : []),
    metaTag('property', 'og:type', data.ogType),
    metaTag('property', 'og:title', data.title),
    metaTag('property', 'og:description', data.description),
    metaTag('property', 'og:url', canonical),
    metaTag('property', 'og:image', image),
    metaTag('property', 'og:locale', ogLocales[language]),
    metaTag('name', 'twitter:card', 'summary_large_image'),
    metaTag('name', 'twitter:title', data.title),
    metaTag('name', 'twitter:description', data.description),
    metaTag('name', 'twitter:image', image),
    `<script type="application/ld+json">${jsonForScript(graph)}</script>`,
  ].join('\n    ');
}

/**
 * Computes the head of a page URL (`/store/fresh-mart?lang=ar`); never throws for a bad URL (400 instead). The
 * language is `?lang=`'s, else `chosen` (the shopper's, when the server renders the page in it), else English.
 */
async function computeHead(ctx: AppContext, url: string, chosen?: AppLanguage): Promise<PageHead> {
  const config = await loadConfig(ctx.db);
  let parsed: URL | null;
  try {
    parsed = url.length <= MAX_PAGE_URL_LENGTH ? new URL(url, 'http://page.invalid') : null;
  } catch {
    parsed = null;
  }
  const language = (parsed && languageOfSearch(parsed.searchParams)) ?? chosen ?? 'en';
  const hc: HeadContext = { db: ctx.db, config, language, origin: ctx.env.publicUrl };
  const write = (data: HeadData): PageHead => ({
    status: data.status,
    head: headTags(data, hc.origin, language),
    language,
  });
  if (!parsed) return write(notFoundHead(hc, '/', 400));
  let pathname: string;
  try {
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return write(notFoundHead(hc, '/', 400));
  }
  const page = matchPage(pathname);
  if (!page) return write(notFoundHead(hc, parsed.pathname));
  const loader = headLoaders[page.kind];
  return write(loader ? await loader(hc, page, parsed.searchParams) : plainHead(hc, page));
}

/**
 * The heads computed lately, by URL, for `ttlMs` (RESPONSE_CACHE_SECONDS, as the API's public reads): a page asked
 * for often (a link shared in a chat, a crawler's round) costs its queries once. At most 500 entries of ≈ 3 KB;
 * emptied when the database notifies a change (server/lib/http/public-caches.ts).
 */
export function pageHeads(ttlMs: number, caches: PublicCaches) {
  const cache = ttlMs > 0 ? new LRUCache<string, Promise<PageHead>>({ max: 500, ttl: ttlMs }) : null;
  if (cache) caches.add(() => cache.clear()); // a head being computed is dropped too: it may have read the old rows
  return async (ctx: AppContext, url: string, language?: AppLanguage): Promise<PageHead> => {
    if (!cache) return computeHead(ctx, url, language);
    await caches.check();
    const key = `${language ?? ''} ${url}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const head = computeHead(ctx, url, language);
    cache.set(key, head);
    head.catch(() => cache.delete(key));
    return head;
  };
}

/** One page's head, uncached (tests, a server render that caches on its own). */
export const pageHead = (ctx: AppContext, url: string): Promise<PageHead> => computeHead(ctx, url);
