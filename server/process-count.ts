// How many API processes to run: WEB_CONCURRENCY (`npm start`, `npm run serve:api`) and BENCH_PROCESSES (bench/api.ts)
// take a number or `auto`, one process per core (os.availableParallelism()). PGlite serves one process: there `auto`
// means 1, and an explicit number above 1 is refused.
import { availableParallelism } from 'node:os';

export type ProcessCount = { count: number; note?: string } | { error: string };

export function processCount(raw: string | undefined, postgres: boolean, cores = availableParallelism()): ProcessCount {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === '1') return { count: 1 };
  if (value === 'auto') {
    if (!postgres)
      return {
        count: 1,
        note: 'WEB_CONCURRENCY=auto: 1 process (PGlite serves one process; set DATABASE_URL for more)',
      };
    return { count: Math.max(1, cores), note: `WEB_CONCURRENCY=auto: ${Math.max(1, cores)} processes, one per core` };
  }
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    return { error: `WEB_CONCURRENCY must be a whole number ≥ 1 or auto, not "${raw}"` };
  if (n > 1 && !postgres)
    return { error: 'WEB_CONCURRENCY > 1 needs DATABASE_URL (PostgreSQL): PGlite serves one process.' };
  return { count: n };
}
