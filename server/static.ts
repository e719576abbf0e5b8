// Serving the built SPA next to the API: caching that matches what is served, precompressed text files, and the
// SPA fallback: every other GET path answers index.html so the client router can take it, with the page's own head
// (server/lib/seo/head.ts) in place of its generic title and description, and the page's status (404 for a path the
// SPA does not route or an unknown store, item…; 400 for a malformed one). robots.txt and the sitemaps beside it.
// With the server entry in the build, a public page (and every 4xx page) arrives rendered in that index.html
// (server/render.ts): one page assembly, the head and status from server/lib/seo, the body from the render.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { LRUCache } from 'lru-cache';
import type { AppContext } from './lib/http/handler.ts';
import { pageHeads } from './lib/seo/head.ts';
import type { PublicCaches } from './lib/http/public-caches.ts';
import { injectHead } from './lib/seo/inject.ts';
import { registerSeoFiles } from './lib/seo/routes.ts';
import { assemblePage, loadPageRenderer, SSR_DIR, type PageAnswer, type PageRenderer } from './render.ts';

/** Vite names its output `/assets/<name>-<hash>.<ext>`: the content never changes under one name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and any other unhashed file) is revalidated on every visit with its ETag. */
export const REVALIDATE = 'no-cache';

const isHashedAsset = (path: string) => /[/\\]assets[/\\][^/\\]+$/.test(path);

/** index.html as last built, read again when the file changes (a rebuild under a running server). */
function indexShell(root: string) {
  const file = join(root, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

/**
 * A page's HTML: no-cache with an ETag (304 to If-None-Match) and the page's status. A rendered page differs by the
 * shopper's cookies (their zone, module, language): `Vary: Cookie`. It is compressed as every other answer
 * (@fastify/compress, server/app.ts: brotli, else gzip, off the event loop), not here.
 */
function sendPage(req: FastifyRequest, reply: FastifyReply, status: number, html: string, rendered = false) {
  const etag = `"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`;
  // The type goes on the 304 too: the browser keeps the 304's headers with its cached page, and the security headers
  // (lib/http/security-headers.ts) choose the page's Content-Security-Policy by it — without it a revalidated page got
  // the API's `default-src 'none'` and loaded none of its scripts.
  reply
    .header('Cache-Control', REVALIDATE)
    .header('ETag', etag)
    // lower case: @fastify/compress adds `accept-encoding` unless it finds it written so
    .header('Vary', rendered ? 'accept-encoding, cookie' : 'accept-encoding')
    .type('text/html; charset=utf-8');
  const known = String(req.headers['if-none-match'] ?? '')
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''));
  if (status === 200 && known.includes(etag)) return reply.status(304).send();
  return reply.status(status).send(html);
}

/** The server render of a page, or null when it failed (logged: the browser renders the page as without one). */
function renderPage(renderer: PageRenderer, req: FastifyRequest, status: number) {
  return renderer.render(req, status).catch((error: unknown) => {
    req.log.error({ err: error }, 'server render failed: the browser renders the page');
    return null;
  });
}

/** A kept page's memory: its characters (UTF-16, two bytes each), its module preloads included. */
const pageBytes = (page: PageAnswer) =>
  2 *
  ('html' in page
    ? page.html.length + page.leadImages.length + page.styles.length + page.state.length + page.preloads.length
    : 32);

/**
 * The pages rendered lately, by URL, language and the session the render reads (`sessionKey`: zone, location,
 * module, language, settings, and whether the shopper has a guest id — never which), for `ttlMs`
 * (PAGE_CACHE_SECONDS: as long as the browser keeps a page's data fresh; a change to what they show empties them at
 * once): a page asked for often is rendered once, for crawlers, first visits and returning shoppers alike. What is a
 * shopper's own (their cart) is not in a rendered page: the browser asks for it once the page has hydrated
 * (docs/architecture.md, "A page request"). Bounded in bytes (RESPONSE_CACHE_MAX_BYTES, an LRU) and emptied by a
 * change of the demo's switches. `clock`: milliseconds (tests).
 */
export function renderedPages(
  app: FastifyInstance,
  ttlMs: number,
  maxBytes: number,
  caches?: PublicCaches,
  clock: { now(): number } = performance,
) {
  type Render = { renderer: PageRenderer; req: FastifyRequest; status: number };
  const cache =
    ttlMs > 0 && maxBytes > 0
      ? new LRUCache<string, PageAnswer, Render>({
          maxSize: maxBytes,
          sizeCalculation: (page, key) => pageBytes(page) + 2 * key.length,
          ttl: ttlMs,
          perf: clock,
          ttlResolution: 0,
          // A page past its time is sent once more while it is rendered again (one render for all who ask meanwhile):
          // nobody waits for the render of a page asked for often. A failed render is not kept.
          allowStale: true,
          fetchMethod: async (_key, _stale, { context }) =>
            (await renderPage(context.renderer, context.req, context.status)) ?? undefined,
        })
      : null;
  if (cache) {
    app.addHook('onResponse', async (req, reply) => {
      if (req.method !== 'GET' && reply.statusCode < 400 && req.url.startsWith('/api/v1/demo/')) cache.clear();
    });
    // emptied with the other public caches when the database notifies a change (whichever process wrote)
    caches?.add(() => cache.clear());
  }
  return async (renderer: PageRenderer, req: FastifyRequest, status: number, language: string) => {
    if (!cache) return renderPage(renderer, req, status);
    await caches?.check();
    const key = `${status} ${language} ${req.url}\n${renderer.sessionKey(req)}`;
    try {
      // each page's time 80–100 % of ttlMs: pages rendered together (a start, a cleared cache) are not all rendered
      // again together, keeping the one thread from the other requests for the sum of their renders
      const ttl = Math.round(ttlMs * (0.8 + 0.2 * Math.random()));
      return (await cache.fetch(key, { context: { renderer, req, status }, ttl })) ?? null;
    } catch {
      // the render was under way when the cache was emptied (a change of what pages show): not kept, rendered again
      return renderPage(renderer, req, status);
    }
  };
}

/**
 * Serves `root` (a Vite build) with long-lived caching for hashed assets and `.br`/`.gz` siblings when present; every
 * page path answers index.html with the page's head and status.
 */
export async function registerSpa(
  app: FastifyInstance,
  root: string,
  ctx: AppContext,
  caches: PublicCaches,
): Promise<void> {
  const renderer = await loadPageRenderer(app, root);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false, // `/` is a page like the others: its head and status below
    allowedPath: (path) => !path.startsWith(`/${SSR_DIR}/`), // the server entry's files are not the site's
    preCompressed: true, // `<file>.br` / `<file>.gz` written by the build (vite.config.ts) when Accept-Encoding allows
    cacheControl: false, // set below, per kind of file
    etag: true,
    lastModified: true,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', isHashedAsset(path) ? IMMUTABLE : REVALIDATE);
    },
  });
  registerSeoFiles(app, ctx);
  const shell = indexShell(root);
  const heads = pageHeads(ctx.env.responseCacheSeconds * 1000, caches);
  const pages = renderedPages(app, ctx.env.pageCacheSeconds * 1000, ctx.env.responseCacheMaxBytes, caches);
  // Every other GET (and HEAD) is a route of its own rather than the not-found handler: a route's answer goes through
  // @fastify/compress (server/app.ts), which hooks routes only. The not-found handler keeps the other methods.
  const answer = async (req: FastifyRequest, reply: FastifyReply) => {
    // A missing hashed asset (a chunk of an older build) must fail as a 404, not as index.html with status 200.
    const asset = req.url.startsWith('/assets/') || req.url.startsWith('/media/') || req.url.startsWith('/icons/');
    if ((req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/api/') && !asset) {
      const head = await heads(ctx, req.url, renderer?.language(req));
      const html = injectHead(shell(), head);
      const page = renderer?.renders(req, head.status) ? await pages(renderer, req, head.status, head.language) : null;
      if (page && 'location' in page) return reply.redirect(page.location, page.status);
      return sendPage(req, reply, head.status, page ? assemblePage(html, page) : html, !!page);
    }
    return reply.status(404).send({ errors: [{ code: 'not_found', message: 'Not found.' }] });
  };
  app.get('*', answer);
  app.setNotFoundHandler(answer);
}
