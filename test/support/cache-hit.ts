import { expect } from 'vitest';

/**
 * `call` again until it is answered from the response cache (`x-cache: hit`), and that answer. On PostgreSQL an
 * earlier write's notification (the seed's, a previous test's, the row's own insert) may reach an API process after
 * the read that filled its cache, and empty it — as it should: it cannot tell a late notice from a new change — so a
 * filled cache is only known by a hit.
 */
export async function hitOf<T extends { headers: Headers }>(call: () => Promise<T>) {
  let answer: T | undefined;
  await expect.poll(async () => (answer = await call()).headers.get('x-cache'), { timeout: 10_000 }).toBe('hit');
  return answer!;
}
