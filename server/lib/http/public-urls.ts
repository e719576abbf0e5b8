// Absolute media URLs, as the real 6amMart backend sends them: a client served from another origin (a CDN, a separate
// host, a 6amMart client) resolves `/media/…` against its own origin and every image 404s. Serializers keep the stored
// path (`/media/items/1.svg`); one preSerialization hook prefixes every `*_url` field (a string or a list of strings,
// e.g. `image_full_url`, `images_full_url`, `base_urls.item_image_url`) that names a served media path with the
// configured public origin (PUBLIC_URL, never the request's Host header).
import type { FastifyInstance } from 'fastify';

const isMediaPath = (v: unknown): v is string => typeof v === 'string' && (v === '/media' || v.startsWith('/media/'));

/** A copy of `value` with every media path under a `*_url` key made absolute on `origin` (no trailing slash). */
export function withAbsoluteMediaUrls<T>(value: T, origin: string): T {
  const walk = (v: unknown, urlKey: boolean): unknown => {
    if (urlKey && isMediaPath(v)) return origin + v;
    if (Array.isArray(v)) return v.map((x) => walk(x, urlKey));
    if (v && typeof v === 'object' && !(v instanceof Date)) {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = walk(x, k.endsWith('_url'));
      return out;
    }
    return v;
  };
  return walk(value, false) as T;
}

/** Registers the hook on every JSON answer of the API (the origin is read per answer: `env.publicUrl`). */
export function registerPublicUrls(app: FastifyInstance, env: { publicUrl: string }) {
  app.addHook('preSerialization', async (req, _reply, payload) =>
    req.url.startsWith('/api/') && payload && typeof payload === 'object'
      ? withAbsoluteMediaUrls(payload, env.publicUrl)
      : payload,
  );
}
