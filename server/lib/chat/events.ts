// The chat's event log: every new message and every read is written to chat_events for each participant it concerns
// (its id is the live stream's event id, so a client resumes with Last-Event-ID), and announced on the PostgreSQL
// channel `chat_events` (pg_notify, delivered at commit to every API process that listens). See
// docs/architecture.md, "Chat".
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatEvents } from '../../db/schema/chat.ts';

export const CHAT_CHANNEL = 'chat_events';

/** A new message, a read, or a notification for the customer (conversation 0: of no conversation). */
export type ChatEventType = 'message' | 'read' | 'notification';

/** Logs one event per participant and notifies the listeners (inside the caller's transaction: sent at commit). */
export async function recordChatEvents(
  db: Db,
  participantIds: number[],
  event: { type: ChatEventType; conversationId: number; messageId: number | null },
) {
  if (!participantIds.length) return;
  await db.insert(chatEvents).values(participantIds.map((participantId) => ({ participantId, ...event })));
  await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${participantIds.join(',')})`);
}
