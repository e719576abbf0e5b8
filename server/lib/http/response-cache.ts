// An in-memory cache of public catalogue reads (GET operations of the catalogue, config, geo, items, stores and
// rental tags that need no sign-in). PGlite runs every query on one thread, so repeated catalogue reads are served
// from memory for a few seconds instead. Keyed by URL plus the headers that shape the answer; never used for signed-in
// requests; emptied whenever the database notifies a change to what such a read shows (public-caches.ts). Bounded in bytes (an LRU: the
// least recently used answers leave first), and positions are rounded in the keys (≈ 11 m), so a flood of distinct
// coordinates cannot grow the process.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { loadContract } from './contract.ts';
import type { PublicCaches } from './public-caches.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

const cacheableTags = new Set(['catalogue', 'config', 'geo', 'items', 'stores', 'rental']);
const varyHeaders = ['zoneid', 'moduleid', 'x-localization'];
const positionHeaders = ['latitude', 'longitude'];

/** A coordinate header as it enters a cache key: 4 decimals (≈ 11 m); anything else as sent. */
export function roundedCoordinate(value: string | string[] | undefined): string {
  const raw = String(value ?? '');
  const n = Number(raw);
  return raw.trim() !== '' && Number.isFinite(n) ? n.toFixed(4) : raw;
}

/** Route URLs (Fastify syntax) of the cacheable operations, read from the contract. */
export function cacheableRoutes(): Set<string> {
  const routes = new Set<string>();
  for (const [path, item] of Object.entries<Record<string, { tags?: string[]; security?: unknown[] }>>(
    loadContract().paths,
  )) {
    const op = item.get;
    if (op && !op.security?.length && op.tags?.some((t) => cacheableTags.has(t)))
      routes.add(path.replace(/\{(\w+)\}/g, ':$1'));
  }
  return routes;
}

interface Entry {
  type: string;
  body: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This read's last answer, expired or not: served instead of a 503 while the database is away. */
    staleAnswer?: Entry;
  }
}

export function registerResponseCache(
  app: FastifyInstance,
  options: { ttlMs: number; maxBytes: number },
  caches: PublicCaches,
) {
  if (options.ttlMs <= 0 || options.maxBytes <= 0) return;
  const routes = cacheableRoutes();
  const cache = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    // UTF-16 in memory: two bytes a character, for the body and the key.
    sizeCalculation: (entry, key) => 2 * (entry.body.length + entry.type.length + key.length),
    ttl: options.ttlMs,
    // an expired answer stays (until the LRU needs its room) to be served while the database is away
    noDeleteOnStaleGet: true,
  });
  // An answer read before a change and sent after it must not be kept: it is kept only if no cache was emptied while
  // it was being made (the registry's epoch).
  const startedIn = new WeakMap<FastifyRequest, number>();
  caches.add(() => cache.clear());
  const keyOf = (req: FastifyRequest) =>
    [
      req.url,
      ...varyHeaders.map((h) => String(req.headers[h] ?? '')),
      ...positionHeaders.map((h) => roundedCoordinate(req.headers[h])),
    ].join('|');
  const cacheable = (req: FastifyRequest) =>
    req.method === 'GET' && !req.user && routes.has(req.routeOptions.url ?? '');

  app.addHook('preHandler', async (req, reply) => {
    if (!cacheable(req)) return;
    const key = keyOf(req);
    // the answer to serve if the database turns out to be away (the app's error handler sends it)
    req.staleAnswer = cache.get(key, { allowStale: true });
    try {
      await caches.check();
    } catch (error) {
      if (req.staleAnswer && isDatabaseUnavailable(error))
        return reply.header('content-type', req.staleAnswer.type).send(req.staleAnswer.body);
      throw error;
    }
    const hit = cache.get(key);
    if (!hit) return void startedIn.set(req, caches.epoch);
    return reply.header('content-type', hit.type).header('x-cache', 'hit').send(hit.body);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.getHeader('x-cache') === 'hit') return payload;
    if (reply.statusCode === 200 && typeof payload === 'string' && startedIn.get(req) === caches.epoch) {
      cache.set(keyOf(req), {
        type: String(reply.getHeader('content-type') ?? 'application/json'),
        body: payload,
      });
    }
    return payload;
  });
}
