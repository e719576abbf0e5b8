// The database as every query sees it (drizzle over PGlite or node-postgres): its own module, so that a module client.ts
// imports (cache-triggers.ts) can name it without an import circle.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export type Db = PgDatabase<PgQueryResultHKT>;
