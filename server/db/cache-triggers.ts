// Cross-process cache invalidation, in the database: every table a cached public answer may read (items and their
// stock, stores, reviews, banners, settings, zones …) carries a statement trigger `cache_invalidate` that, in the
// writing transaction, advances the sequence `cache_generation` and sends NOTIFY cache_invalidate '<table>'.
// PostgreSQL delivers the notification when (and only if) that transaction commits, to every process LISTENing
// (server/lib/http/public-caches.ts): each one empties its caches of public reads, so a cancelled order's stock is not
// shown stale by another process. The notification takes a few milliseconds to arrive; the sequence (visible at once,
// outside transactions) closes that gap: before a cached answer is served, the process compares the generation with
// the one it last saw. On PGlite the same trigger notifies the one process before the write returns. Whatever code path writes (a handler, the demo order timer, a seed, psql), the caches hear
// of it. The triggers are installed (and kept in step with the list below) whenever the database is opened, so a table
// a later migration adds is covered without anyone remembering to.
import { sql } from 'drizzle-orm';
import type { Db } from './db-type.ts';

export const CACHE_CHANNEL = 'cache_invalidate';
const SEQUENCE = 'cache_generation';
const TRIGGER = 'cache_invalidate';

/**
 * Tables no cached public answer reads: per-customer, per-session and bookkeeping rows (carts, tokens, wallets, chat,
 * orders — an order's effect on the catalogue is the stock it moves on `items`). Writes to them notify nobody, so cart
 * writes and sign-ins leave the caches warm.
 */
export const UNCACHED_TABLES: ReadonlySet<string> = new Set([
  'auth_tokens',
  'carts',
  'chat_attachments',
  'chat_events',
  'chat_participants',
  'chat_streams',
  'conversation_reads',
  'conversations',
  'coupon_usages',
  'customer_addresses',
  'customer_images',
  'guests',
  'idempotency_keys',
  'login_attempts',
  'loyalty_point_transactions',
  'messages',
  'newsletter_subscriptions',
  'offline_payments',
  'order_attachments',
  'order_details',
  'orders',
  'otps',
  'outbox',
  'phone_auth_sessions',
  'rate_limit_hits',
  'refunds',
  'rental_cart_user_data',
  'rental_carts',
  'rental_wishlists',
  'trip_details',
  'trips',
  'user_notifications',
  'wallet_payments',
  'wallet_transactions',
  'wishlists',
]);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The tables of the current schema, each with whether it carries the trigger. */
export async function cacheTriggerState(db: Db): Promise<{ table: string; triggered: boolean }[]> {
  const result = await db.execute(sql`
    select c.relname as "table",
           exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = ${TRIGGER}) as triggered
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p')
    order by c.relname`);
  return rowsOf<{ table: string; triggered: boolean }>(result);
}

/** The generation of the cached tables: it changes with every statement that writes one of them. */
export async function cacheGeneration(db: Db): Promise<string> {
  const result = await db.execute(sql`select last_value::text as n from ${sql.identifier(SEQUENCE)}`);
  return rowsOf<{ n: string }>(result)[0]!.n;
}

/** Adds the trigger to every table that lacks it (and drops it from the uncached ones); nothing to do: no DDL. */
export async function installCacheTriggers(db: Db): Promise<void> {
  const wrong = (state: { table: string; triggered: boolean }[]) =>
    state.filter((s) => s.triggered === UNCACHED_TABLES.has(s.table));
  const hasSequence = async (d: Db) =>
    rowsOf<{ ok: boolean }>(await d.execute(sql`select to_regclass(${SEQUENCE}) is not null as ok`))[0]!.ok;
  if (!wrong(await cacheTriggerState(db)).length && (await hasSequence(db))) return;
  await db.transaction(async (tx) => {
    // two processes opening a new database at once: one installs, the other then finds nothing to do
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${TRIGGER}))`);
    await tx.execute(sql`create sequence if not exists ${sql.identifier(SEQUENCE)}`);
    await tx.execute(sql`
      create or replace function cache_invalidate_notify() returns trigger language plpgsql as $$
      begin
        perform nextval(${sql.raw(`'${SEQUENCE}'`)});
        perform pg_notify(${sql.raw(`'${CACHE_CHANNEL}'`)}, tg_table_name);
        return null;
      end $$`);
    for (const { table, triggered } of wrong(await cacheTriggerState(tx as unknown as Db))) {
      const name = sql.identifier(table);
      await tx.execute(
        triggered
          ? sql`drop trigger ${sql.identifier(TRIGGER)} on ${name}`
          : sql`create trigger ${sql.identifier(TRIGGER)} after insert or update or delete or truncate on ${name}
                for each statement execute function cache_invalidate_notify()`,
      );
    }
  });
}
