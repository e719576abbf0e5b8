// Chat (issue 24): 6amMart's customer/message/* (list, search, a conversation's messages, send) and the embedded
// API's live stream (GET /api/v1/customer/message/stream, Server-Sent Events read with fetch, since it needs the
// bearer token). Against a backend without the stream (a real 6amMart one answers 404) the client polls instead.
import { queryOptions } from '@tanstack/react-query';
import { api, apiBaseUrl, unwrap } from './client.ts';
import { multipartForm } from './multipart.ts';
import { session } from '../session/storage.ts';

export type ChatParty = { vendor_id: number } | { delivery_man_id: number } | { admin_id: 0 };

export const fetchConversations = (offset = 1) =>
  unwrap(api.GET('/api/v1/customer/message/list', { params: { query: { offset } } }));

export const searchConversations = (name: string, offset = 1) =>
  unwrap(api.GET('/api/v1/customer/message/search-list', { params: { query: { name, offset } } }));

export const fetchConversationMessages = (target: { conversation_id: number } | ChatParty, offset = 1) =>
  unwrap(api.GET('/api/v1/customer/message/details', { params: { query: { ...target, offset } } }));

export const chatQueries = {
  list: () =>
    queryOptions({
      queryKey: ['chat', 'list'],
      queryFn: () => fetchConversations(),
      enabled: !!session.token(),
    }),
};

/** Where a message goes: an open conversation, or a party (the first message opens the conversation). */
export type SendTarget =
  | { conversation_id: number }
  | { receiver_type: 'vendor' | 'delivery_man'; receiver_id: number }
  | { receiver_type: 'admin' };

/** POST message/send (multipart, as 6amMart's clients send it) with one Idempotency-Key per message. */
export function sendChatMessage(target: SendTarget, text: string, images: Blob[], idempotencyKey: string) {
  // a Blob without a name goes as "blob", as FormData names it
  const form = multipartForm({ ...target, message: text || null }, { 'image[]': images }, 'blob');
  return unwrap(
    api.POST('/api/v1/customer/message/send', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body: form as never,
      bodySerializer: (b: unknown) => b as FormData,
    }),
  );
}

export interface ChatStreamEvent {
  id: string;
  type: string;
  conversationId: number | null;
  /** The event's data, parsed (null when not JSON). */
  data: unknown;
}

/** Splits SSE text into complete frames' events (those with data) and the incomplete rest. */
export function parseSseFrames(buffer: string): { events: ChatStreamEvent[]; rest: string } {
  const events: ChatStreamEvent[] = [];
  const frames = buffer.split('\n\n');
  const rest = frames.pop() ?? '';
  for (const frame of frames) {
    const fields = new Map<string, string>();
    for (const line of frame.split('\n')) {
      const i = line.indexOf(':');
      if (i > 0) fields.set(line.slice(0, i), line.slice(i + 1).trimStart());
    }
    const data = fields.get('data');
    if (data === undefined) continue;
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(data);
    } catch {
      // not JSON: still an event, of no conversation
    }
    const conversationId = (parsed as { conversation_id?: unknown } | null)?.conversation_id;
    events.push({
      id: fields.get('id') ?? '',
      type: fields.get('event') ?? 'message',
      conversationId: typeof conversationId === 'number' ? conversationId : null,
      data: parsed,
    });
  }
  return { events, rest };
}

export const CHAT_POLL_MS = 10_000;
const MAX_BACKOFF_MS = 30_000;

/**
 * Follows the chat live: `onEvent` for each streamed event (or, polling, one `poll` event every CHAT_POLL_MS).
 * Reconnects with back-off (1 s, 2 s, 4 s … 30 s) resuming from the last event id; a backend without the stream
 * (404) is polled. Returns the way to stop.
 */
export function followChat(onEvent: (e: ChatStreamEvent) => void, fetchImpl: typeof fetch = fetch): () => void {
  let stopped = false;
  let lastEventId = '';
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const later = (ms: number, run: () => void) => {
    if (!stopped) timer = setTimeout(run, ms);
  };
  const poll = () => {
    onEvent({ id: '', type: 'poll', conversationId: null, data: null });
    later(CHAT_POLL_MS, poll);
  };
  const connect = async (attempt: number) => {
    controller = new AbortController();
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${session.token()}` };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    try {
      const res = await fetchImpl(`${apiBaseUrl || globalThis.location?.origin}/api/v1/customer/message/stream`, {
        headers,
        signal: controller.signal,
      });
      if (res.status === 404 || res.status === 405) return later(CHAT_POLL_MS, poll);
      if (!res.ok || !res.body) throw new Error(String(res.status));
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        attempt = 0; // connected and reading: the next drop starts the back-off again
        const parsed = parseSseFrames(buffer + decoder.decode(value, { stream: true }));
        buffer = parsed.rest;
        for (const e of parsed.events) {
          if (e.id) lastEventId = e.id;
          onEvent(e);
        }
      }
    } catch {
      // dropped or refused: reconnect below
    }
    later(Math.min(1000 * 2 ** attempt, MAX_BACKOFF_MS), () => void connect(attempt + 1));
  };
  void connect(0);
  return () => {
    stopped = true;
    controller?.abort();
    if (timer) clearTimeout(timer);
  };
}
