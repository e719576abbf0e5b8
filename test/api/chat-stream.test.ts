// The chat's live client (src/api/chat.ts): SSE frames parsed across chunk boundaries; a dropped stream reconnects
// with the last event id; a backend without the stream (404, a real 6amMart one) is polled.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_POLL_MS, followChat, parseSseFrames, type ChatStreamEvent } from '../../src/api/chat.ts';

afterEach(() => vi.useRealTimers());

const streamOf = (...chunks: string[]) =>
  new Response(
    new ReadableStream({
      start(c) {
        for (const chunk of chunks) c.enqueue(new TextEncoder().encode(chunk));
        c.close();
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );

describe('parseSseFrames', () => {
  it('keeps an incomplete frame for the next chunk and skips comments', () => {
    const first = parseSseFrames(
      'retry: 3000\n\n: ping\n\nid: 7\nevent: message\ndata: {"conversation_id":3}\n\nid: 8\nev',
    );
    expect(first.events).toEqual([{ id: '7', type: 'message', conversationId: 3, data: { conversation_id: 3 } }]);
    const second = parseSseFrames(`${first.rest}ent: read\ndata: {"conversation_id":4}\n\n`);
    expect(second).toEqual({
      events: [{ id: '8', type: 'read', conversationId: 4, data: { conversation_id: 4 } }],
      rest: '',
    });
  });
});

describe('followChat', () => {
  it('reconnects after a drop with Last-Event-ID of the last event seen', async () => {
    const seen: ChatStreamEvent[] = [];
    const calls: (string | undefined)[] = [];
    const fetchImpl = vi.fn(async (_url: string, init?: RequestInit) => {
      calls.push((init?.headers as Record<string, string>)['Last-Event-ID']);
      return calls.length === 1
        ? streamOf('id: 41\nevent: message\ndata: {"conversation_id":1}\n\n')
        : streamOf('id: 42\nevent: read\ndata: {"conversation_id":1}\n\n');
    });
    const stop = followChat((e) => seen.push(e), fetchImpl as unknown as typeof fetch);
    await vi.waitFor(() => expect(seen.map((e) => e.id)).toEqual(['41', '42']), { timeout: 5000 });
    stop();
    expect(calls.slice(0, 2)).toEqual([undefined, '41']);
  });

  it('polls a backend that has no stream (404)', async () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 404 }));
    const stop = followChat((e) => seen.push(e.type), fetchImpl as unknown as typeof fetch);
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 2 + 10);
    stop();
    expect(seen).toEqual(['poll', 'poll']);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
