// A route loader's queries (src/api/query-client.ts, fetchInto): in the browser a load that failed stays in the
// cache with its error, so the page that reads the same query shows the failure (worded, with Try again) instead of
// starting the load over as if nothing had been asked. (On the server a failed one is dropped so the page renders as
// loading and the browser asks again: test/server/server-render.test.ts.)
import { afterEach, describe, expect, it } from 'vitest';
import { appQueryClient, fetchInto } from '../../src/api/query-client.ts';
import { ApiError } from '../../src/api/errors.ts';

afterEach(() => appQueryClient().clear());

describe('fetchInto in the browser', () => {
  it('keeps a failed query with its error for the page to show', async () => {
    const queryKey = ['loader-test', 'slow'];
    const error = new ApiError(0, 'The shop is taking longer than usual to answer.', null, 'slow');
    await fetchInto({ queryKey, queryFn: () => Promise.reject(error), retry: false } as never);
    const state = appQueryClient().getQueryState(queryKey);
    expect(state?.status).toBe('error');
    expect(state?.error).toBe(error);
  });

  it('keeps a successful query and skips a disabled one', async () => {
    await fetchInto(
      { queryKey: ['loader-test', 'ok'], queryFn: () => Promise.resolve(7) } as never,
      { queryKey: ['loader-test', 'off'], queryFn: () => Promise.resolve(8), enabled: false } as never,
    );
    expect(appQueryClient().getQueryData(['loader-test', 'ok'])).toBe(7);
    expect(appQueryClient().getQueryState(['loader-test', 'off'])).toBeUndefined();
  });
});
