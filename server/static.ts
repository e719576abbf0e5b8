// Serving the built SPA next to the API: caching that matches what is served, precompressed text files, and the
// SPA fallback (every other GET path answers index.html so the client router can take it). With the server entry in
// the build, the public pages answer rendered (server/render.ts).
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { loadPageRenderer, SSR_DIR } from './render.ts';

/** Only the API counts against the per-minute limit; the SPA's files, index.html and /media never do. */
export const isRateLimited = (url: string): boolean => url.startsWith('/api/');

/** Vite names its output `/assets/<name>-<hash>.<ext>`: the content never changes under one name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and any other unhashed file) is revalidated on every visit with its ETag. */
export const REVALIDATE = 'no-cache';

const isHashedAsset = (path: string) => /[/\\]assets[/\\][^/\\]+$/.test(path);

/** Serves `root` (a Vite build) with long-lived caching for hashed assets and `.br`/`.gz` siblings when present. */
export async function registerSpa(app: FastifyInstance, root: string): Promise<void> {
  const renderPage = await loadPageRenderer(app, root);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // with a server entry, `/` is a page like any other (the fallback below renders it)
    index: renderPage ? false : 'index.html',
    allowedPath: (path) => !path.startsWith(`/${SSR_DIR}/`), // the server entry's files are not the site's
    preCompressed: true, // `<file>.br` / `<file>.gz` written by the build (vite.config.ts) when Accept-Encoding allows
    cacheControl: false, // set below, per kind of file
    etag: true,
    lastModified: true,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', isHashedAsset(path) ? IMMUTABLE : REVALIDATE);
    },
  });
  app.setNotFoundHandler(async (req, reply) => {
    // A missing hashed asset (a chunk of an older build) must fail as a 404, not as index.html with status 200.
    const asset = req.url.startsWith('/assets/') || req.url.startsWith('/media/');
    if ((req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/api/') && !asset) {
      const page = await renderPage?.(req).catch((error: unknown) => {
        req.log.error({ err: error }, 'server render failed: the browser renders the page');
        return null;
      });
      if (!page) return reply.type('text/html').sendFile('index.html');
      if ('location' in page) return reply.redirect(page.location, page.status);
      // rendered for this shopper's session (the mirrored cookies)
      return reply
        .status(page.status)
        .header('Cache-Control', REVALIDATE)
        .header('Vary', 'Cookie')
        .type('text/html')
        .send(page.html);
    }
    return reply.status(404).send({ errors: [{ code: 'not_found', message: 'Not found.' }] });
  });
}
