// The customer's side of 6amMart's ConversationController: list, search, a conversation's messages (marking them
// read) and sending. Only a conversation's two participants read or write it; a send is bounded (text length in the
// contract, at most 3 images sniffed by content, CHAT_SENDS_PER_MINUTE per customer counted under a row lock so it
// holds across processes) and one transaction with its events. See docs/architecture.md, "Chat".
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatAttachments, chatParticipants, conversationReads, conversations, messages } from '../../db/schema/chat.ts';
import { apiError, forbidden, notFound } from '../http/errors.ts';
import { MAX_ORDER_IMAGES, TOO_MANY_IMAGES_MESSAGE } from '../../../domain/uploads.ts';
import { uploadedImage } from '../http/image-upload.ts';
import type { Paging } from '../http/scope.ts';
import { recordChatEvents } from './events.ts';
import { customerParticipant, partyOf, partyTypeOf, type Participant, type PartyType } from './participants.ts';
import { serializeConversations, serializeMessage, type ConversationRow, type MessageRow } from './serialize.ts';

/** 6amMart's page size of the chat lists. */
export const CHAT_PAGE_SIZE = 10;
export const CHAT_SENDS_PER_MINUTE = 20;
export const TOO_MANY_MESSAGES_MESSAGE = 'Too many messages. Please wait a minute.';
export const NOT_YOURS_MESSAGE = 'This conversation is not yours.';

type OtherType = Exclude<PartyType, 'customer'>;

/** The conversation between two participants, in either direction. */
async function conversationBetween(db: Db, a: number, b: number): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      or(
        and(eq(conversations.senderId, a), eq(conversations.receiverId, b)),
        and(eq(conversations.senderId, b), eq(conversations.receiverId, a)),
      ),
    );
  return row ?? null;
}

/** A conversation the customer takes part in: 404 unknown, 403 someone else's. */
async function ownConversation(db: Db, me: Participant, id: number): Promise<ConversationRow> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  if (!row) throw notFound('conversation_id', 'Conversation not found!');
  if (row.senderId !== me.id && row.receiverId !== me.id) throw forbidden('conversation_id', NOT_YOURS_MESSAGE);
  return row;
}

const mine = (me: Participant) => or(eq(conversations.senderId, me.id), eq(conversations.receiverId, me.id))!;

async function conversationPage(db: Db, me: Participant, where: SQL, page: Paging) {
  const [total] = await db.select({ n: count() }).from(conversations).where(where);
  const rows = await db
    .select()
    .from(conversations)
    .where(where)
    .orderBy(sql`${conversations.lastMessageTime} desc nulls last`, desc(conversations.id))
    .limit(page.limit)
    .offset(page.skip);
  return {
    total_size: total?.n ?? 0,
    limit: page.limit,
    offset: page.offset,
    conversations: await serializeConversations(db, me.id, rows),
  };
}

/** GET message/list: the customer's conversations, latest first; `type` keeps those with that kind of party. */
export async function listConversations(db: Db, userId: number, page: Paging, type?: OtherType) {
  const me = await customerParticipant(db, userId);
  const where = type
    ? and(
        mine(me),
        or(
          and(eq(conversations.senderId, me.id), eq(conversations.receiverType, type)),
          and(eq(conversations.receiverId, me.id), eq(conversations.senderType, type)),
        ),
      )!
    : mine(me);
  return { type: type ?? null, ...(await conversationPage(db, me, where, page)) };
}

const likeEscaped = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET message/search-list: conversations whose other party's name contains every word of `name`. */
export async function searchConversations(db: Db, userId: number, name: string, page: Paging) {
  const me = await customerParticipant(db, userId);
  const words = name.split(/\s+/).filter(Boolean);
  const named = words.map((w) =>
    or(ilike(chatParticipants.fName, likeEscaped(w)), ilike(chatParticipants.lName, likeEscaped(w))),
  );
  const others = db
    .select({ id: chatParticipants.id })
    .from(chatParticipants)
    .where(and(ne(chatParticipants.id, me.id), ...named));
  const where = and(mine(me), or(inArray(conversations.senderId, others), inArray(conversations.receiverId, others)))!;
  return conversationPage(db, me, where, page);
}

/** Marks the conversation read up to its last message for `me` (and the others' messages seen). */
async function markRead(db: Db, me: Participant, conv: ConversationRow) {
  if (conv.lastMessageId === null) return;
  const lastId = conv.lastMessageId;
  await db.transaction(async (tx) => {
    const raised = await tx
      .insert(conversationReads)
      .values({ conversationId: conv.id, participantId: me.id, lastReadMessageId: lastId })
      .onConflictDoUpdate({
        target: [conversationReads.conversationId, conversationReads.participantId],
        set: { lastReadMessageId: lastId },
        setWhere: sql`${conversationReads.lastReadMessageId} < ${lastId}`,
      })
      .returning({ id: conversationReads.conversationId });
    await tx
      .update(messages)
      .set({ isSeen: 1 })
      .where(and(eq(messages.conversationId, conv.id), ne(messages.senderId, me.id), eq(messages.isSeen, 0)));
    if (raised.length)
      await recordChatEvents(tx as unknown as Db, [me.id], {
        type: 'read',
        conversationId: conv.id,
        messageId: lastId,
      });
  });
}

async function messagePage(db: Db, me: Participant, conv: ConversationRow | null, page: Paging) {
  if (!conv)
    return { total_size: 0, limit: page.limit, offset: page.offset, status: true, messages: [], conversation: null };
  const [total] = await db.select({ n: count() }).from(messages).where(eq(messages.conversationId, conv.id));
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conv.id))
    .orderBy(desc(messages.id))
    .limit(page.limit)
    .offset(page.skip);
  const [fresh] = await db.select().from(conversations).where(eq(conversations.id, conv.id));
  const [conversation] = await serializeConversations(db, me.id, [fresh ?? conv]);
  return {
    total_size: total?.n ?? 0,
    limit: page.limit,
    offset: page.offset,
    status: true,
    messages: rows.map(serializeMessage),
    conversation: conversation ?? null,
  };
}

export interface DetailsQuery {
  conversation_id?: number;
  vendor_id?: number;
  delivery_man_id?: number;
  admin_id?: number;
}

/** GET message/details: by conversation id or by the other party; reading marks it read. */
export async function conversationDetails(db: Db, userId: number, q: DetailsQuery, page: Paging) {
  const me = await customerParticipant(db, userId);
  let conv: ConversationRow | null;
  if (q.conversation_id !== undefined) conv = await ownConversation(db, me, q.conversation_id);
  else {
    const other =
      q.vendor_id !== undefined
        ? await partyOf(db, 'vendor', q.vendor_id)
        : q.delivery_man_id !== undefined
          ? await partyOf(db, 'delivery_man', q.delivery_man_id)
          : q.admin_id !== undefined
            ? await partyOf(db, 'admin', q.admin_id)
            : null;
    if (!other) throw forbidden('conversation_id', 'The conversation id field is required.');
    conv = await conversationBetween(db, me.id, other.id);
  }
  if (conv) await markRead(db, me, conv);
  return messagePage(db, me, conv, page);
}

export interface SendBody {
  message?: string;
  conversation_id?: number;
  receiver_type?: OtherType;
  receiver_id?: number;
  limit?: number;
  offset?: number;
}

/** The images sent as `image[]` (or `image`): at most 3, each a jpg / png / gif of at most 2 MB (403 otherwise). */
export function chatImagesOf(body: object) {
  const b = body as Record<string, unknown>;
  const sent = b['image[]'] ?? b.image;
  const files = sent === undefined || sent === null || sent === '' ? [] : Array.isArray(sent) ? sent : [sent];
  if (files.length > MAX_ORDER_IMAGES) throw forbidden('image', TOO_MANY_IMAGES_MESSAGE);
  return files.map((f) => uploadedImage('image', f));
}

/** The conversation a send goes to, opened on the first message to a party. */
async function sendTarget(db: Db, me: Participant, body: SendBody) {
  if (body.conversation_id !== undefined) {
    const conv = await ownConversation(db, me, body.conversation_id);
    const otherId = conv.senderId === me.id ? conv.receiverId : conv.senderId;
    const [other] = await db.select().from(chatParticipants).where(eq(chatParticipants.id, otherId));
    return { conv, other: other! };
  }
  if (!body.receiver_type) throw forbidden('receiver_type', 'The receiver type field is required.');
  const other = await partyOf(db, body.receiver_type, body.receiver_id);
  const found = await conversationBetween(db, me.id, other.id);
  if (found) return { conv: found, other };
  await db
    .insert(conversations)
    .values({ senderId: me.id, senderType: 'customer', receiverId: other.id, receiverType: partyTypeOf(other) })
    .onConflictDoNothing();
  return { conv: (await conversationBetween(db, me.id, other.id))!, other };
}

/**
 * Writes one message (text and/or stored images) from `from` in `conv`, moves the conversation's last message,
 * counts it read by its sender and logs the events of both participants; inside `tx`.
 */
export async function writeMessage(
  tx: Db,
  conv: ConversationRow,
  from: Participant,
  content: { text: string | null; images?: ReturnType<typeof chatImagesOf>; answerTo?: number },
  now: Date,
): Promise<MessageRow | null> {
  const images = (content.images ?? []).map((img) => ({
    ...img,
    name: `conversation/${randomBytes(12).toString('hex')}.${img.ext}`,
  }));
  const [msg] = await tx
    .insert(messages)
    .values({
      conversationId: conv.id,
      senderId: from.id,
      message: content.text,
      file: images.length ? images.map((i) => i.name) : null,
      answerTo: content.answerTo ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!msg) return null; // a demo answer already given
  if (images.length)
    await tx.insert(chatAttachments).values(
      images.map((i) => ({
        name: i.name,
        messageId: msg.id,
        mime: i.mime,
        data: i.data.toString('base64'),
        createdAt: now,
      })),
    );
  await tx
    .update(conversations)
    .set({ lastMessageId: msg.id, lastMessageTime: now, updatedAt: now })
    .where(eq(conversations.id, conv.id));
  await tx
    .insert(conversationReads)
    .values({ conversationId: conv.id, participantId: from.id, lastReadMessageId: msg.id })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.participantId],
      set: { lastReadMessageId: msg.id },
    });
  await recordChatEvents(tx, [conv.senderId, conv.receiverId], {
    type: 'message',
    conversationId: conv.id,
    messageId: msg.id,
  });
  return msg;
}

/** POST message/send: one message from the customer; answers the conversation's first page and the other party. */
export async function sendMessage(db: Db, userId: number, body: SendBody, page: Paging, now: Date) {
  const me = await customerParticipant(db, userId);
  const text = body.message?.trim() ? body.message : null;
  const images = chatImagesOf(body);
  if (!text && !images.length) throw forbidden('message', 'The message field is required.');
  const { conv, other } = await sendTarget(db, me, body);
  const msg = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // The customer's row lock orders their sends (every process): the count below sees every earlier one.
    await t
      .select({ id: chatParticipants.id })
      .from(chatParticipants)
      .where(eq(chatParticipants.id, me.id))
      .for('update');
    const [recent] = await t
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.senderId, me.id), gt(messages.createdAt, new Date(now.getTime() - 60_000))));
    if ((recent?.n ?? 0) >= CHAT_SENDS_PER_MINUTE) throw apiError(429, 'message', TOO_MANY_MESSAGES_MESSAGE);
    return (await writeMessage(t, conv, me, { text, images }, now))!;
  });
  return { me, other, conv, msg, page: { message: 'successfully sent!', ...(await messagePage(db, me, conv, page)) } };
}
