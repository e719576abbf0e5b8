import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Business settings: one row per key; `config` holds the overrides of the default business config. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * Idempotency-Key records of the money-moving requests (order placement, trip booking and payment, add-fund): the
 * first request's answer, replayed for the same key and body. In the database, not in memory: several API
 * processes share it. status 0 = still being processed.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    owner: text('owner').notNull(),
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    bodyHash: text('body_hash').notNull(),
    status: integer('status').notNull().default(0),
    response: text('response'),
    contentType: text('content_type'),
    /** When the key was claimed (again, after a claim of a process that is gone): its age decides its expiry. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The process handling it while the answer is not recorded (its name on the database, client.ts `holder`). */
    holder: text('holder'),
  },
  (t) => [primaryKey({ columns: [t.owner, t.operation, t.key] }), index('idempotency_keys_created_at').on(t.createdAt)],
);
