// Chat: 6amMart's customer/message/* (list, search, a conversation's messages, send) and the embedded
// API's live stream (GET /api/v1/customer/message/stream, Server-Sent Events read with fetch, since it needs the
// bearer token). Against a backend without the stream (a real 6amMart one answers 404) the chat-live chart polls.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, apiBaseUrl, unwrap } from './client.ts';
import { multipartForm } from './multipart.ts';
import { nextPageOf } from './paging.ts';
import { session } from '../session/storage.ts';
import type { ChatTarget } from '../../domain/chat.ts';

/** Conversations per page of the inbox (the first page also gives the navbar's unread count). */
export const CONVERSATIONS_PER_PAGE = 20;
/** Messages per page of a conversation. */
export const MESSAGES_PER_PAGE = 30;

export const fetchConversations = (offset = 1) =>
  unwrap(api.GET('/api/v1/customer/message/list', { params: { query: { offset, limit: CONVERSATIONS_PER_PAGE } } }));

export const searchConversations = (name: string, offset = 1) =>
  unwrap(
    api.GET('/api/v1/customer/message/search-list', {
      params: { query: { name, offset, limit: CONVERSATIONS_PER_PAGE } },
    }),
  );

export const fetchConversationMessages = (target: ChatTarget, offset = 1) =>
  unwrap(
    api.GET('/api/v1/customer/message/details', {
      params: { query: { ...target, offset, limit: MESSAGES_PER_PAGE } },
    }),
  );

export type ConversationPage = Awaited<ReturnType<typeof fetchConversations>>;

/** The next page of a conversation list (src/api/paging.ts). */
const nextConversationPage = nextPageOf((page: ConversationPage) => page.conversations);

export const chatQueries = {
  /** The customer's conversations, the latest message first; `name` keeps those whose other party's name matches. */
  list: (name = '') =>
    infiniteQueryOptions({
      queryKey: ['chat', 'list', name],
      queryFn: ({ pageParam }) => (name ? searchConversations(name, pageParam) : fetchConversations(pageParam)),
      initialPageParam: 1,
      getNextPageParam: nextConversationPage,
      enabled: !!session.token(),
    }),
  /** The first page of conversations, for the navbar's unread count. */
  unread: () =>
    queryOptions({
      queryKey: ['chat', 'unread'],
      queryFn: () => fetchConversations(1),
      select: (page) => page.conversations.reduce((n, c) => n + c.unread_message_count, 0),
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

/** What one stream connection tells its owner (the chat-live chart decides what follows a drop). */
export interface ChatStreamHandlers {
  /** The stream answered and is open. */
  opened(): void;
  /** An event arrived. */
  event(e: ChatStreamEvent): void;
  /** The stream closed, failed or could not be opened. */
  dropped(): void;
  /** The backend has no stream (a real 6amMart one answers 404): poll instead. */
  unsupported(): void;
}

/**
 * Opens the live stream once, from `lastEventId` (the server sends every event after it): tells `opened`, then each
 * event, then `dropped` when it ends or fails, or `unsupported` on a 404 / 405. Returns the way to close it (nothing is
 * told after that). Reconnecting, its back-off and polling are the chat-live chart's (machines/chat-live.machine.ts).
 */
export function openChatStream(
  lastEventId: string,
  on: ChatStreamHandlers,
  fetchImpl: typeof fetch = fetch,
): () => void {
  const controller = new AbortController();
  const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${session.token()}` };
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  const read = async () => {
    const res = await fetchImpl(`${apiBaseUrl || globalThis.location?.origin}/api/v1/customer/message/stream`, {
      headers,
      signal: controller.signal,
    });
    if (res.status === 404 || res.status === 405) return on.unsupported();
    if (!res.ok || !res.body) return on.dropped();
    on.opened();
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done || controller.signal.aborted) break;
      const parsed = parseSseFrames(buffer + decoder.decode(value, { stream: true }));
      buffer = parsed.rest;
      for (const e of parsed.events) if (!controller.signal.aborted) on.event(e);
    }
    if (!controller.signal.aborted) on.dropped();
  };
  read().catch(() => {
    if (!controller.signal.aborted) on.dropped();
  });
  return () => controller.abort();
}
