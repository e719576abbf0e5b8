// @vitest-environment happy-dom
// The chat's live stream is asked for by the backend's advertised generation (src/api/backend-dialect.ts,
// hasChatStream): an older 6amMart (2.6, its recorded config) has no such route — asking would only fail its preflight
// on another origin, which the browser logs — so the chat polls from the start; a current backend is asked for it.
import { readFileSync } from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configOf, configQueries } from '../../src/api/config.ts';
import { followChatLive } from '../../src/shop/follow-chat.ts';

const recordedConfig = (
  JSON.parse(readFileSync('test/fixtures/6ammart-2.6-recorded/exchanges.json', 'utf8')) as {
    path: string;
    response: unknown;
  }[]
).find((e) => e.path === '/api/v1/config')!.response;

/**
 * Follows the chat on a backend whose config is `config` (already read, or asked for now when `cached` is false); the
 * URLs fetched and what the follower heard.
 */
function follow(config: unknown, cached = true) {
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request) => {
      const href = String(url instanceof Request ? url.url : url);
      fetched.push(href);
      if (new URL(href, 'http://shop.test').pathname === '/api/v1/config')
        return new Response(JSON.stringify(config), { headers: { 'Content-Type': 'application/json' } });
      return new Response(null, { status: 404 });
    }),
  );
  const queryClient = new QueryClient();
  if (cached) queryClient.setQueryData(configQueries.config().queryKey, configOf(config));
  const heard: string[] = [];
  stops.push(followChatLive(queryClient, (id, kind) => heard.push(`${id}:${kind}`)));
  return { fetched, heard };
}
const stops: (() => void)[] = [];

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the chat on an older backend', () => {
  it('never asks v2.6 for the stream: it polls every 10 s from the start', async () => {
    vi.useFakeTimers();
    const { fetched, heard } = follow(recordedConfig);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(heard).toEqual(['null:poll']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(heard).toEqual(['null:poll', 'null:poll']);
    expect(fetched.filter((u) => u.includes('/message/stream'))).toEqual([]);
  });

  it('asks a current backend (centralize_login advertised) for the stream', async () => {
    const { fetched } = follow(
      configOf({ ...(recordedConfig as object), centralize_login: { manual_login_status: 1 } }),
    );
    await vi.waitFor(() => expect(fetched.some((u) => u.endsWith('/api/v1/customer/message/stream'))).toBe(true));
  });

  it('waits for a config not read yet, and then does not ask v2.6 for the stream either', async () => {
    vi.useFakeTimers();
    const { fetched, heard } = follow(recordedConfig, false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetched.some((u) => u.endsWith('/api/v1/config'))).toBe(true);
    expect(heard).toEqual(['null:poll']);
    expect(fetched.filter((u) => u.includes('/message/stream'))).toEqual([]);
  });
});
