// @vitest-environment happy-dom
// The config as the formatters read it (src/api/config.ts, `configQueries.formatting`): a page calls them in each of
// its cards, and a card's observer of the config sets no timer of its own; the shell's observer of `config()`, on
// every page, keeps the config fresh. (In a browser environment: TanStack Query sets no timers on a server.)
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configOf, configQueries } from '../../src/api/config.ts';
import { config } from '../support/fake-api.ts';

afterEach(() => vi.restoreAllMocks());

describe("the formatters' config", () => {
  it('is read by every card without a timer each, while the shell’s observer keeps its stale timer', () => {
    const client = new QueryClient();
    client.setQueryData(configQueries.config().queryKey, configOf(config())); // fresh, as a rendered page starts with it
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const cards = Array.from({ length: 12 }, () =>
      new QueryObserver(client, configQueries.formatting()).subscribe(() => {}),
    );
    expect(timers).not.toHaveBeenCalled();
    const shell = new QueryObserver(client, configQueries.config()).subscribe(() => {});
    expect(timers).toHaveBeenCalledTimes(1);
    [...cards, shell].forEach((leave) => leave());
    client.clear();
  });

  it('is the shell’s query: the same key and answer, so a refresh of one is seen by the other', () => {
    expect(configQueries.formatting().queryKey).toEqual(configQueries.config().queryKey);
    expect(configQueries.formatting().queryFn).toBe(configQueries.config().queryFn);
  });
});
