// A test client of the chat's Server-Sent Events stream (server/lib/chat/stream.ts): opens it with a bearer token
// (and a Last-Event-ID), parses the frames as the SPA does (parseSseFrames), and waits for the next events.
import { parseSseFrames } from '../../src/api/chat.ts';

export interface StreamEvent {
  id: string;
  event: string;
  data: any;
}

export async function openChatStream(baseUrl: string, token: string, lastEventId?: string, path?: string) {
  const controller = new AbortController();
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' };
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  const res = await fetch(new URL(path ?? '/api/v1/customer/message/stream', baseUrl), {
    headers,
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`stream answered ${res.status}`);
  const events: StreamEvent[] = [];
  let taken = 0;
  let buffer = '';
  const waiters = new Set<() => void>();
  /** Settles when the server ends the stream (or close() aborts it). */
  const ended = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        const parsed = parseSseFrames(buffer);
        buffer = parsed.rest;
        for (const e of parsed.events) events.push({ id: e.id, event: e.type, data: e.data });
        for (const w of waiters) w();
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    events,
    ended,
    /** The next `n` events not taken yet (rejects after `ms`). */
    async next(n: number, ms = 20_000): Promise<StreamEvent[]> {
      const until = Date.now() + ms;
      while (events.length < taken + n) {
        if (Date.now() > until) throw new Error(`expected ${n} more events, got ${events.length - taken}`);
        await new Promise<void>((resolve) => {
          const w = () => (waiters.delete(w), resolve());
          waiters.add(w);
          setTimeout(w, 100);
        });
      }
      taken += n;
      return events.slice(taken - n, taken);
    },
    close: () => controller.abort(),
  };
}
