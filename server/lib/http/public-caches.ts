// The caches of public answers in this process (the response cache of catalogue reads, the pages' heads), emptied
// whenever the database says a table they may read changed, whichever process (or tool) wrote: NOTIFY
// cache_invalidate, sent by the triggers of server/db/cache-triggers.ts in the writing transaction, and, on
// PostgreSQL, the generation each cached answer's request checks first (one cheap query: the notification may still
// be on its way when the writer's client asks another process). With several API processes on one database, an order
// cancelled through one is shown with its stock back by all of them at once, not after RESPONSE_CACHE_SECONDS. PGlite
// delivers the notification in process before the write returns: no check needed.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { CACHE_CHANNEL, cacheGeneration } from '../../db/cache-triggers.ts';

export interface PublicCaches {
  /** A cache of public answers, by the way to empty it. */
  add(clear: () => void): void;
  /** Before serving from a cache: empties them all if the database changed since the last look (PostgreSQL). */
  check(): Promise<void>;
}

/** The registry of `buildApp`: the caches register, then `listen` empties them all on every notification. */
export function publicCaches(database: Pick<Database, 'db' | 'pglite'>) {
  const clears: (() => void)[] = [];
  const clearAll = () => {
    for (const clear of clears) clear();
  };
  let seen: string | null = null;
  return {
    add: (clear: () => void) => void clears.push(clear),
    check: async () => {
      if (database.pglite) return;
      const now = await cacheGeneration(database.db);
      if (seen !== null && now !== seen) clearAll();
      seen = now;
    },
    /** LISTENs (one connection per process on PostgreSQL) when there is a cache to empty; stops at close. */
    async listen(app: FastifyInstance, database: Pick<Database, 'listen'>) {
      if (!clears.length) return;
      const stop = await database.listen(CACHE_CHANNEL, clearAll);
      app.addHook('onClose', stop);
    },
  };
}
