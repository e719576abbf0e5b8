// Absolute media URLs, as the real 6amMart backend sends them: a client served from another origin (a CDN, a separate
// host, a 6amMart client) resolves `/media/…` against its own origin and every image 404s. Serializers keep the stored
// path (`/media/items/1.svg`); one preSerialization hook prefixes every `*_url` field (a string or a list of strings,
// e.g. `image_full_url`, `images_full_url`, `base_urls.item_image_url`) that names a served media path with the
// configured public origin (PUBLIC_URL, never the request's Host header).
import type { FastifyInstance } from 'fastify';

const isMediaPath = (v: unknown): v is string => typeof v === 'string' && (v === '/media' || v.startsWith('/media/'));

/**
 * `value` with every media path under a `*_url` key made absolute on `origin` (no trailing slash): the objects and
 * arrays on the way to a changed path are copies, the rest is `value`'s own (never changed in place: a handler may
 * answer rows it keeps).
 */
export function withAbsoluteMediaUrls<T>(value: T, origin: string): T {
  const walk = (v: unknown, urlKey: boolean): unknown => {
    if (urlKey && isMediaPath(v)) return origin + v;
    if (Array.isArray(v)) {
      let out: unknown[] | undefined;
      for (let i = 0; i < v.length; i++) {
        const x = walk(v[i], urlKey);
        if (x !== v[i]) (out ??= v.slice())[i] = x;
      }
      return out ?? v;
    }
    if (v && typeof v === 'object' && !(v instanceof Date)) {
      let out: Record<string, unknown> | undefined;
      const o = v as Record<string, unknown>;
      for (const k of Object.keys(o)) {
        const x = walk(o[k], k.endsWith('_url'));
        if (x !== o[k]) (out ??= { ...o })[k] = x;
      }
      return out ?? v;
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
