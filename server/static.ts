// Serving the built SPA next to the API: caching that matches what is served, precompressed text files, and the
// SPA fallback (every other GET path answers index.html so the client router can take it).
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Only the API counts against the per-minute limit; the SPA's files, index.html and /media never do. */
export const isRateLimited = (url: string): boolean => url.startsWith('/api/');

/** Vite names its output `/assets/<name>-<hash>.<ext>`: the content never changes under one name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and any other unhashed file) is revalidated on every visit with its ETag. */
export const REVALIDATE = 'no-cache';

const isHashedAsset = (path: string) => /[/\\]assets[/\\][^/\\]+$/.test(path);

/** Serves `root` (a Vite build) with long-lived caching for hashed assets and `.br`/`.gz` siblings when present. */
export async function registerSpa(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: 'index.html',
    preCompressed: true, // `<file>.br` / `<file>.gz` written by the build (vite.config.ts) when Accept-Encoding allows
    cacheControl: false, // set below, per kind of file
    etag: true,
    lastModified: true,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', isHashedAsset(path) ? IMMUTABLE : REVALIDATE);
    },
  });
  app.setNotFoundHandler((req, reply) => {
    // A missing hashed asset (a chunk of an older build) must fail as a 404, not as index.html with status 200.
    const asset = req.url.startsWith('/assets/') || req.url.startsWith('/media/');
    if ((req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/api/') && !asset)
      return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ errors: [{ code: 'not_found', message: 'Not found.' }] });
  });
}
