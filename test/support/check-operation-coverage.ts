// After the server tests: every operation in the contract must have been called by a test with at least one
// success (2xx/3xx) and one error (4xx) response. Exits non-zero otherwise.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../server/env.ts';
import { allOperations } from './contract-validator.ts';

const dir = join(projectRoot, '.test-results/api-hits');
const seen = new Map<string, { ok: boolean; error: boolean }>();
if (existsSync(dir)) {
  for (const file of readdirSync(dir)) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (!line) continue;
      const { operationId, status } = JSON.parse(line) as { operationId: string; status: number };
      const entry = seen.get(operationId) ?? { ok: false, error: false };
      if (status < 400) entry.ok = true;
      else if (status < 500) entry.error = true;
      seen.set(operationId, entry);
    }
  }
}
const missing: string[] = [];
for (const op of allOperations()) {
  const hit = seen.get(op.operationId);
  const lacks = [!hit?.ok && 'a success', !hit?.error && 'an error'].filter(Boolean);
  if (lacks.length)
    missing.push(`${op.operationId} (${op.method.toUpperCase()} ${op.path}): no test saw ${lacks.join(' or ')}`);
}
const total = allOperations().length;
if (missing.length) {
  console.error(
    `operation coverage: ${total - missing.length}/${total} operations fully tested\n  ${missing.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`operation coverage: ${total}/${total} operations have a success and an error test`);
