// One transaction around a whole request's work, for the requests whose answer must be recorded with their effect
// (an Idempotency-Key's answer commits with the order, payment or message it answers: server/lib/http/idempotency.ts).
// The handlers' `ctx.db` is `requestScopedDb(db)`: inside `inRequestTransaction` every query of the request, however
// deep, runs on that transaction (a `db.transaction` in it becomes a savepoint); everywhere else, and once the
// transaction has ended (work the request left behind on a timer), on the database itself.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './db-type.ts';

const current = new AsyncLocalStorage<{ tx: Db; open: boolean }>();

/** `db`, or the request transaction under way in the caller's async context. */
export function requestScopedDb(db: Db): Db {
  return new Proxy(db, {
    get(target, prop) {
      const store = current.getStore();
      const on = store?.open ? store.tx : target;
      const value: unknown = Reflect.get(on, prop, on);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(on) : value;
    },
  });
}

/** Runs `work` in one transaction of `db` that every `requestScopedDb` query inside it joins. */
export function inRequestTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (transaction) => {
    const store = { tx: transaction as unknown as Db, open: true };
    try {
      return await current.run(store, () => work(store.tx));
    } finally {
      store.open = false;
    }
  });
}
