// The chat's JSON as 6amMart answers it: user_info participants, messages (`file` as a JSON array string and
// `file_full_url`), conversations with `sender`/`receiver`/`last_message` and the reader's `unread_message_count`.
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { chatParticipants, conversationReads, type conversations, messages } from '../../db/schema/chat.ts';
import { iso, mediaUrl } from '../http/serialize.ts';
import type { Participant } from './participants.ts';

type ParticipantJson = components['schemas']['ChatParticipant'];
type MessageJson = components['schemas']['ChatMessage'];
export type ConversationJson = components['schemas']['Conversation'];
export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export const serializeParticipant = (p: Participant): ParticipantJson => ({
  id: p.id,
  f_name: p.fName,
  l_name: p.lName,
  phone: p.phone,
  email: p.email,
  image: p.image,
  image_full_url: p.image ? mediaUrl(p.image) : null,
  user_id: p.userId,
  vendor_id: p.vendorId,
  deliveryman_id: p.deliverymanId,
  admin_id: p.adminId,
  created_at: iso(p.createdAt),
  updated_at: iso(p.updatedAt),
});

export const serializeMessage = (m: MessageRow): MessageJson => ({
  id: m.id,
  conversation_id: m.conversationId,
  sender_id: m.senderId,
  message: m.message,
  file: m.file?.length ? JSON.stringify(m.file) : null,
  file_full_url: (m.file ?? []).map(mediaUrl),
  is_seen: m.isSeen ? 1 : 0,
  created_at: iso(m.createdAt),
  updated_at: iso(m.updatedAt),
});

/** How many of the other party's messages `readerId` has not read, per conversation. */
export async function unreadCounts(db: Db, readerId: number, conversationIds: number[]): Promise<Map<number, number>> {
  if (!conversationIds.length) return new Map();
  const rows = await db
    .select({ id: messages.conversationId, n: sql<number>`count(*)::int` })
    .from(messages)
    .leftJoin(
      conversationReads,
      and(eq(conversationReads.conversationId, messages.conversationId), eq(conversationReads.participantId, readerId)),
    )
    .where(
      and(
        inArray(messages.conversationId, conversationIds),
        ne(messages.senderId, readerId),
        gt(messages.id, sql`coalesce(${conversationReads.lastReadMessageId}, 0)`),
      ),
    )
    .groupBy(messages.conversationId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Conversations as `readerId` sees them, in the given order. */
export async function serializeConversations(
  db: Db,
  readerId: number,
  rows: ConversationRow[],
): Promise<ConversationJson[]> {
  if (!rows.length) return [];
  const partyIds = [...new Set(rows.flatMap((c) => [c.senderId, c.receiverId]))];
  const lastIds = rows.map((c) => c.lastMessageId).filter((id): id is number => id !== null);
  const [parties, lasts, unread] = await Promise.all([
    db.select().from(chatParticipants).where(inArray(chatParticipants.id, partyIds)),
    lastIds.length ? db.select().from(messages).where(inArray(messages.id, lastIds)) : Promise.resolve([]),
    unreadCounts(
      db,
      readerId,
      rows.map((c) => c.id),
    ),
  ]);
  const party = new Map(parties.map((p) => [p.id, serializeParticipant(p)]));
  const last = new Map(lasts.map((m) => [m.id, serializeMessage(m)]));
  return rows.map((c) => ({
    id: c.id,
    sender_id: c.senderId,
    sender_type: c.senderType as ConversationJson['sender_type'],
    receiver_id: c.receiverId,
    receiver_type: c.receiverType as ConversationJson['receiver_type'],
    last_message_id: c.lastMessageId,
    last_message_time: c.lastMessageTime ? iso(c.lastMessageTime) : null,
    unread_message_count: unread.get(c.id) ?? 0,
    created_at: iso(c.createdAt),
    updated_at: iso(c.updatedAt),
    sender: party.get(c.senderId)!,
    receiver: party.get(c.receiverId)!,
    last_message: c.lastMessageId !== null ? (last.get(c.lastMessageId) ?? null) : null,
  }));
}
