// The caches of public answers in this process (the response cache of catalogue reads, the pages' heads), emptied
// whenever the database says a table they may read changed: NOTIFY cache_invalidate, sent by the triggers of
// server/db/cache-triggers.ts in the writing transaction, whichever process (or tool) wrote. With several API
// processes on one PostgreSQL database, an order cancelled through one is shown with its stock back by all of them at
// once, not after RESPONSE_CACHE_SECONDS. PGlite delivers the same notification in process.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { CACHE_CHANNEL } from '../../db/cache-triggers.ts';

export interface PublicCaches {
  /** A cache of public answers, by the way to empty it. */
  add(clear: () => void): void;
}

/** The registry of `buildApp`: the caches register, then `listen` empties them all on every notification. */
export function publicCaches() {
  const clears: (() => void)[] = [];
  return {
    add: (clear: () => void) => void clears.push(clear),
    /** LISTENs (one connection per process on PostgreSQL) when there is a cache to empty; stops at close. */
    async listen(app: FastifyInstance, database: Pick<Database, 'listen'>) {
      if (!clears.length) return;
      const stop = await database.listen(CACHE_CHANNEL, () => {
        for (const clear of clears) clear();
      });
      app.addHook('onClose', stop);
    },
  };
}
