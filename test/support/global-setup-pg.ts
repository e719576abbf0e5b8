// The `server-pg` project: the money, stock, cart and auth test files again, on PostgreSQL (TEST_DATABASE_URL, an
// administrative connection; `npm test` starts a throw-away cluster). Builds the template database once per run.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../../server/env.ts';
import { checkPostgres, ensurePostgresTemplate } from './template-db.ts';

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error(
      'TEST_DATABASE_URL is not set: the server-pg project needs a PostgreSQL server (`npm test` starts one).',
    );
  await checkPostgres(adminUrl);
  rmSync(join(projectRoot, '.test-results/api-hits'), { recursive: true, force: true });
  project.provide('postgres', { adminUrl, template: await ensurePostgresTemplate(adminUrl) });
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: { adminUrl: string; template: string } | undefined;
  }
}
