// The caches of this process that hold what the database says (the response cache of catalogue reads, the pages'
// heads, the catalogue rows cart writes and order placement read — lib/catalogue/catalogue-rows.ts), emptied whenever
// the database says a table they may read changed, whichever process (or tool) wrote: NOTIFY cache_invalidate '<table>',
// sent by the triggers of server/db/cache-triggers.ts in the writing transaction, and, on PostgreSQL, the generation
// each cached answer's request checks first (one cheap query: the notification may still be on its way when the
// writer's client asks another process). With several API processes on one database, an order cancelled through one
// is shown with its stock back by all of them at once, not after RESPONSE_CACHE_SECONDS. PGlite delivers the
// notification in process before the write returns: no check needed.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { CACHE_CHANNEL, cacheGeneration } from '../../db/cache-triggers.ts';

export interface PublicCaches {
  /**
   * A cache, by the way to empty it. With `tables`, only a notification naming one of them empties it (a changed
   * generation on PostgreSQL, which names no table, empties every cache); without, any change does.
   */
  add(clear: () => void, tables?: readonly string[]): void;
  /** Before serving from a cache: empties them all if the database changed since the last look (PostgreSQL). */
  check(): Promise<void>;
  /**
   * How many times a cache was emptied so far. What was read from the database while this number stayed the same is
   * current: a value read before a change and kept after it would be stale, so a cache keeps what it read only if the
   * epoch it noted before reading is still the epoch once the rows arrive.
   */
  readonly epoch: number;
  /**
   * Whether a cache hit is as current as a read would be at the same moment: PGlite (one process owns the database,
   * and the notification empties the caches before the writing statement returns). On PostgreSQL a change committed
   * by another process reaches this one by notification a few milliseconds later (the generation check catches a
   * change only once its statement ran, which can be before it commits): a price charged must be read, not cached.
   */
  readonly current: boolean;
}

/** The registry of `buildApp`: the caches register, then `listen` empties them on every notification. */
export function publicCaches(database: Pick<Database, 'db' | 'pglite'>) {
  const caches: { clear: () => void; tables?: readonly string[] }[] = [];
  let epoch = 0;
  /** Empties the caches that may show `table` (all of them without one). */
  const clear = (table?: string) => {
    epoch += 1;
    for (const c of caches) if (table === undefined || !c.tables || c.tables.includes(table)) c.clear();
  };
  let seen: string | null = null;
  return {
    add: (clear: () => void, tables?: readonly string[]) => void caches.push({ clear, tables }),
    check: async () => {
      if (database.pglite) return;
      const now = await cacheGeneration(database.db);
      if (seen !== null && now !== seen) clear();
      seen = now;
    },
    get epoch() {
      return epoch;
    },
    current: !!database.pglite,
    /** LISTENs (one connection per process on PostgreSQL) when there is a cache to empty; stops at close. */
    async listen(app: FastifyInstance, database: Pick<Database, 'listen'>) {
      if (!caches.length) return;
      // What changed while the LISTEN connection was away was not heard: once back, everything may have changed. (Not
      // emptied when it drops: the answers kept are served while the database is away, response-cache.ts.)
      const stop = await database.listen(CACHE_CHANNEL, (table) => clear(table || undefined), {
        onResume: () => clear(),
      });
      app.addHook('onClose', stop);
    },
  };
}
