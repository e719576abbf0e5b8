// The process count (WEB_CONCURRENCY, BENCH_PROCESSES) and the proxies whose X-Forwarded-For is believed
// (TRUST_PROXY), as the server reads them.
import { describe, expect, it } from 'vitest';
import { trustProxyOf } from '../../server/env.ts';
import { processCount } from '../../server/process-count.ts';

describe('WEB_CONCURRENCY', () => {
  it('is a whole number or auto (one per core) on PostgreSQL', () => {
    expect(processCount(undefined, true, 8)).toEqual({ count: 1 });
    expect(processCount('3', true, 8)).toEqual({ count: 3 });
    expect(processCount('auto', true, 8)).toEqual({
      count: 8,
      note: 'WEB_CONCURRENCY=auto: 8 processes, one per core',
    });
    expect(processCount('two', true, 8)).toEqual({
      error: 'WEB_CONCURRENCY must be a whole number ≥ 1 or auto, not "two"',
    });
    expect(processCount('0', true, 8)).toHaveProperty('error');
  });

  it('on PGlite: auto means 1, said in the log; an explicit number above 1 is refused', () => {
    expect(processCount('auto', false, 8)).toEqual({
      count: 1,
      note: 'WEB_CONCURRENCY=auto: 1 process (PGlite serves one process; set DATABASE_URL for more)',
    });
    expect(processCount('2', false, 8)).toEqual({
      error: 'WEB_CONCURRENCY > 1 needs DATABASE_URL (PostgreSQL): PGlite serves one process.',
    });
  });
});

describe('TRUST_PROXY', () => {
  it('unset: no proxy is believed; a number is hops; anything else a list of addresses or ranges', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf(' ')).toBe(false);
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });
});
