// The database as every query sees it (drizzle over PGlite or node-postgres), and the time-outs towards PostgreSQL:
// their own module, so that a module client.ts imports (cache-triggers.ts, env.ts) can name them without an import
// circle.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export type Db = PgDatabase<PgQueryResultHKT>;

/** Time-outs towards PostgreSQL (server/env.ts reads them): a database that is down or stalled costs a request
 * seconds, never a hang. */
export interface DatabaseTimeouts {
  /** Opening a connection, and waiting for a free one of the pool. */
  connectMs: number;
  /** One statement, on the server (statement_timeout); the client gives up a second later (a frozen server). */
  statementMs: number;
  /** A transaction left idle (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
}
