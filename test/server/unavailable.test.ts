// The 503 the API answers while the database is away or the process stops (server/lib/http/unavailable.ts): its
// sentence is the shop's own (the catalogue's `common.serverUnavailable`, which the SPA shows for it in English and
// Arabic), and the contract documents it, with Retry-After, on every API operation. The answer itself is checked
// against a stopped and a frozen PostgreSQL in test/server-pg/chaos.test.ts.
import { describe, expect, it } from 'vitest';
import { failureSentence } from '../../src/api/failure.ts';
import { ar } from '../../src/i18n/ar/index.ts';
import { en } from '../../src/i18n/en/index.ts';
import { loadContract } from '../../server/lib/http/contract.ts';
import {
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
  SERVICE_UNAVAILABLE_MESSAGE,
} from '../../server/lib/http/unavailable.ts';

describe('the 503 answer', () => {
  it("says the catalogue's sentence, which the SPA shows in the shopper's language", () => {
    expect(SERVICE_UNAVAILABLE_MESSAGE).toBe(en.common.serverUnavailable);
    const sentence = failureSentence({ status: 503, code: 'service_unavailable', retryAfter: RETRY_AFTER_SECONDS });
    expect(sentence).toEqual({ key: 'common.serverUnavailable', way: 'retry' });
    expect(ar.common.serverUnavailable).toBe('الخدمة غير متاحة حاليًا. يرجى المحاولة مرة أخرى لاحقًا.');
  });

  it('is documented with its Retry-After on every API operation of the contract', () => {
    const contract = loadContract();
    const undocumented: string[] = [];
    for (const [path, item] of Object.entries<Record<string, { responses?: Record<string, unknown> }>>(contract.paths))
      for (const [method, op] of Object.entries(item))
        if (path.startsWith('/api/') && op?.responses && !op.responses['503']) undocumented.push(`${method} ${path}`);
    expect(undocumented).toEqual([]);
    const response = contract.components.responses.ServiceUnavailable;
    expect(Object.keys(response.headers)).toEqual(['Retry-After']);
    expect(response.description).toContain(SERVICE_UNAVAILABLE_MESSAGE);
  });

  it('answers for a database that is down, restarting, frozen or out of connections, and only for those', () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
    for (const cause of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
    ])
      expect(isDatabaseUnavailable(wrapped(cause))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
