// The chat's live client (src/api/chat.ts): SSE frames parsed across chunk boundaries; one stream connection tells
// opened, each event, then dropped; a backend without the stream (404, a real 6amMart one) is unsupported; the
// last event id is sent as Last-Event-ID; nothing is told after the connection is closed. Reconnecting and polling
// are the chat-live chart's (test/machines/chat-live.test.ts).
import { describe, expect, it, vi } from 'vitest';
import { openChatStream, parseSseFrames } from '../../src/api/chat.ts';

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

/** What one connection told, in order. */
function record() {
  const told: string[] = [];
  return {
    told,
    on: {
      opened: () => told.push('opened'),
      event: (e: { id: string; type: string; conversationId: number | null }) =>
        told.push(`${e.type}:${e.id}:${e.conversationId}`),
      dropped: () => told.push('dropped'),
      unsupported: () => told.push('unsupported'),
    },
  };
}

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

describe('openChatStream', () => {
  it('tells opened, each event split across chunks, then dropped when the stream ends; sends Last-Event-ID', async () => {
    const { told, on } = record();
    const fetchImpl = vi.fn(async () =>
      streamOf(
        'retry: 3000\n\nid: 41\nevent: mess',
        'age\ndata: {"conversation_id":1}\n\nid: 42\nevent: read\ndata: {"conversation_id":1}\n\n',
      ),
    );
    openChatStream('40', on, fetchImpl as unknown as typeof fetch);
    await vi.waitFor(() => expect(told.at(-1)).toBe('dropped'));
    expect(told).toEqual(['opened', 'message:41:1', 'read:42:1', 'dropped']);
    const init = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect((init[1].headers as Record<string, string>)['Last-Event-ID']).toBe('40');
  });

  it('sends no Last-Event-ID before any event', async () => {
    const { told, on } = record();
    const fetchImpl = vi.fn(async (_url: string, _init: RequestInit) => streamOf(''));
    openChatStream('', on, fetchImpl as unknown as typeof fetch);
    await vi.waitFor(() => expect(told).toEqual(['opened', 'dropped']));
    expect(fetchImpl.mock.calls[0]![1].headers).not.toHaveProperty('Last-Event-ID');
  });

  it('a backend without the stream (404) is unsupported; a refused or failed one is a drop', async () => {
    const missing = record();
    openChatStream('', missing.on, (async () => new Response('{}', { status: 404 })) as unknown as typeof fetch);
    const refused = record();
    openChatStream('', refused.on, (async () => new Response('{}', { status: 500 })) as unknown as typeof fetch);
    const offline = record();
    openChatStream('', offline.on, (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch);
    await vi.waitFor(() =>
      expect([missing.told, refused.told, offline.told]).toEqual([['unsupported'], ['dropped'], ['dropped']]),
    );
  });

  it('tells nothing after it is closed', async () => {
    const { told, on } = record();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const fetchImpl = async (_url: string, init: RequestInit) => {
      await held;
      if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return streamOf('id: 1\nevent: message\ndata: {"conversation_id":1}\n\n');
    };
    const close = openChatStream('', on, fetchImpl as unknown as typeof fetch);
    close();
    release();
    await new Promise((r) => setTimeout(r, 20));
    expect(told).toEqual([]);
  });
});
