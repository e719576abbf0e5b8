import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../../server/env.ts';
import { ensureTemplate } from './template-db.ts';

export default async function setup(project: TestProject) {
  rmSync(join(projectRoot, '.test-results/api-hits'), { recursive: true, force: true });
  project.provide('templateDb', await ensureTemplate());
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string;
  }
}
