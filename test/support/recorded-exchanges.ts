// The answers real 6amMart backends gave, as recorded (test/fixtures/6ammart-<version>-recorded/exchanges.json), for
// the tests that replay them through the SPA's API boundary (test/api/recorded-*.test.ts) and the journeys' stand-in
// backends (test/views/checkout/journey-*.test.tsx): one reader for every version.
import { readFileSync } from 'node:fs';
import createClient from 'openapi-fetch';
import type { paths } from '../../openapi/storefront.d.ts';
import { errorResponses, sessionHeaders } from '../../src/api/client.ts';
import type { en } from '../../src/i18n/en/index.ts';

export interface Exchange {
  /** The contract's operation and what the exchange shows (those recorded by scripts/try-real-6ammart-*.mjs). */
  operation?: string;
  method: string;
  path: string;
  query: string;
  request_headers?: Record<string, string>;
  /** null: the browser got no answer (CORS refused, or no such route). */
  status: number | null;
  request_body: unknown;
  response: unknown;
}

export type RecordedVersion = '2.6' | '3.5';

/** A version's recorded exchanges, and the ones a test looks for. */
export function recordedExchanges(version: RecordedVersion) {
  // (from the repository's root, where vitest runs: a view test's module URL is not a file's)
  const all = JSON.parse(
    readFileSync(`test/fixtures/6ammart-${version}-recorded/exchanges.json`, 'utf8'),
  ) as Exchange[];
  const find = (method: string, path: string, which: (e: Exchange) => boolean = () => true): Exchange => {
    const found = all.find((e) => e.method === method && e.path === path && which(e));
    if (!found) throw new Error(`no recorded ${method} ${path} (${version})`);
    return found;
  };
  return {
    all,
    find,
    /** A copy of the first recorded answer of `METHOD path` (a test may change it). */
    answer: (method: string, path: string, which?: (e: Exchange) => boolean): unknown =>
      structuredClone(find(method, path, which).response),
    /** The exchange recorded for an operation (scripts/try-real-6ammart-*.mjs names them). */
    recordedAs: (operation: string): Exchange => {
      const found = all.find((e) => e.operation === operation);
      if (!found) throw new Error(`no recorded operation ${operation} (${version})`);
      return found;
    },
  };
}

/** The shop's client with its middlewares, answered by the recorded exchange (a text answer sent as it was). */
export const replaying = (e: Exchange) => {
  const client = createClient<paths>({
    baseUrl: 'http://backend.test',
    fetch: async () =>
      new Response(typeof e.response === 'string' ? e.response : JSON.stringify(e.response), {
        status: e.status ?? 0,
        headers: { 'Content-Type': 'application/json' },
      }),
  });
  client.use(sessionHeaders, errorResponses);
  return client;
};

/** A key of a catalogue (`auth.failures.codeNotSent`) read from the catalogue itself. */
export const word = (catalogue: typeof en, key: string): string =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue) as string;

/** A translator of a catalogue (what the app's `t` gives the bindings). */
export const translator = (catalogue: typeof en) => (key: string) => word(catalogue, key);
