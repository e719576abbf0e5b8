// /robots.txt, /sitemap.xml and its pages /sitemaps/<kind>-<n>.xml next to the SPA (docs/architecture.md, "What search
// engines read"); /manifest.webmanifest is a file of the build (scripts/vite-web-manifest.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/handler.ts';
import { robotsTxt, sitemapIndex, sitemapPage } from './sitemap.ts';

/** A crawler reads these often; an hour is fresh enough for a catalogue (the sitemap's lastmod says the rest). */
const CACHE = 'public, max-age=3600';

export function registerSeoFiles(app: FastifyInstance, ctx: AppContext) {
  const origin = ctx.env.publicUrl;
  app.get('/robots.txt', async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', CACHE).send(robotsTxt(origin)),
  );
  app.get('/sitemap.xml', async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', CACHE)
      .send(await sitemapIndex(ctx.db, origin)),
  );
  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (req, reply) => {
    const match = /^([a-z]+)-(\d{1,6})\.xml$/.exec(req.params.file);
    const xml = match ? await sitemapPage(ctx.db, origin, match[1]!, Number(match[2])) : null;
    if (!xml) return reply.status(404).send({ errors: [{ code: 'not_found', message: 'Not found.' }] });
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', CACHE).send(xml);
  });
}
