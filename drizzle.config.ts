import { defineConfig } from 'drizzle-kit';

// One schema file per area under server/db/schema; migrations are shared by PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/*.ts',
  out: './server/db/migrations',
});
