// BENCH_PROCESS_CPU (bench/api.ts): each API process gets a fixed share of one core through a Linux cgroup CPU
// quota, so that 1, 2 … N processes can be compared on a machine with fewer free cores than processes plus PostgreSQL
// plus the load generator. On a 2-core box without it, a second process competes with PostgreSQL and autocannon for
// the same two cores and the comparison measures the machine, not the server (bench/README.md). With a share of
// 0.4, one process has 0.4 of a core and two have 0.8: what is left (1.2 cores) keeps PostgreSQL and the load
// generator from being the limit, so the ratio says whether the processes share anything that does not scale (a
// lock, a hot row, the database) — a scaled-down machine, not a faster one. Needs root (or a delegated cgroup) on
// Linux, cgroup v2 or v1's `cpu` controller; throws with the reason otherwise.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const period = 100_000; // µs, the kernel's default CFS period

interface Hierarchy {
  root: string;
  /** Writes the quota of `share` of one core into a new group. */
  limit(dir: string, share: number): void;
}

function hierarchy(): Hierarchy {
  const v2 = '/sys/fs/cgroup';
  if (existsSync(join(v2, 'cgroup.controllers'))) {
    if (!readFileSync(join(v2, 'cgroup.controllers'), 'utf8').split(/\s+/).includes('cpu'))
      throw new Error('BENCH_PROCESS_CPU: cgroup v2 without the cpu controller');
    return {
      root: v2,
      limit: (dir, share) => writeFileSync(join(dir, 'cpu.max'), `${Math.round(share * period)} ${period}`),
    };
  }
  const v1 = '/sys/fs/cgroup/cpu';
  if (existsSync(join(v1, 'cpu.cfs_quota_us')))
    return {
      root: v1,
      limit: (dir, share) => {
        writeFileSync(join(dir, 'cpu.cfs_period_us'), String(period));
        writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(Math.round(share * period)));
      },
    };
  throw new Error('BENCH_PROCESS_CPU: no cgroup CPU controller on this machine (Linux only)');
}

/** The processes that answer requests: the server itself, or its cluster workers when it has forked any. */
export function servingProcesses(serverPid: number, processes: number): number[] {
  if (processes === 1) return [serverPid];
  const children = readFileSync(`/proc/${serverPid}/task/${serverPid}/children`, 'utf8')
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  if (children.length !== processes)
    throw new Error(`BENCH_PROCESS_CPU: expected ${processes} workers, found ${children.length}`);
  return children;
}

/** Parses BENCH_PROCESS_CPU: a fraction of one core in (0, 1], or undefined when unset. */
export function shareSetting(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const share = Number(raw);
  if (!(share > 0 && share <= 1)) throw new Error(`BENCH_PROCESS_CPU: ${raw} is not a share of one core in (0, 1]`);
  return share;
}

/**
 * Puts each of `pids` in a cgroup of its own limited to `share` of one core. Returns the function that removes the
 * groups once the processes have exited.
 */
export function capProcesses(pids: number[], share: number): () => void {
  const h = hierarchy();
  const dirs = pids.map((pid) => {
    const dir = join(h.root, `bench-api-${process.pid}-${pid}`);
    mkdirSync(dir, { recursive: true });
    h.limit(dir, share);
    writeFileSync(join(dir, 'cgroup.procs'), String(pid));
    return dir;
  });
  return () => {
    for (const dir of dirs)
      try {
        rmdirSync(dir);
      } catch {
        /* a process still in it (it is killed with the bench) or already gone */
      }
  };
}
