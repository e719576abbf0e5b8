// Chat area (6amMart's conversations): the participants (6amMart's `user_infos`: one row per customer, vendor,
// delivery man or admin who chats), conversations between two participants, their messages and image attachments,
// each participant's last-read message (the unread count), and the event log the live stream resumes from
// (`Last-Event-ID`). See docs/architecture.md, "Chat".
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './customer.ts';

/** A chatting party, as 6amMart's user_infos: exactly one of user_id / vendor_id / deliveryman_id / admin_id is set. */
export const chatParticipants = pgTable(
  'chat_participants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The store's vendor (one vendor per store in this shop: the vendor id is the store id). */
    vendorId: integer('vendor_id'),
    deliverymanId: integer('deliveryman_id'),
    adminId: integer('admin_id'),
    fName: text('f_name').notNull().default(''),
    lName: text('l_name').notNull().default(''),
    phone: text('phone'),
    email: text('email'),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_participants_user').on(t.userId),
    uniqueIndex('chat_participants_vendor').on(t.vendorId),
    uniqueIndex('chat_participants_deliveryman').on(t.deliverymanId),
    uniqueIndex('chat_participants_admin').on(t.adminId),
  ],
);

/** A conversation between two participants (the customer is the sender in those a customer opens). */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => chatParticipants.id, { onDelete: 'cascade' }),
    /** customer | vendor | delivery_man | admin */
    senderType: text('sender_type').notNull(),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => chatParticipants.id, { onDelete: 'cascade' }),
    receiverType: text('receiver_type').notNull(),
    lastMessageId: integer('last_message_id'),
    lastMessageTime: timestamp('last_message_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair').on(t.senderId, t.receiverId),
    index('conversations_receiver').on(t.receiverId),
  ],
);

/** One message: text and/or images (`file`: the stored images' media paths, in upload order). */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => chatParticipants.id, { onDelete: 'cascade' }),
    message: text('message'),
    file: jsonb('file').$type<string[]>(),
    isSeen: integer('is_seen').notNull().default(0),
    /** A demo answer: the customer's message it answers (unique: one answer per message). */
    answerTo: integer('answer_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation').on(t.conversationId, t.id),
    index('messages_sender_time').on(t.senderId, t.createdAt),
    uniqueIndex('messages_answer_to').on(t.answerTo),
  ],
);

/** Images sent with a message, served at /media/conversation/<name> (name `conversation/<random>.<ext>`). */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    /** base64 of the file. */
    data: text('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_attachments_message').on(t.messageId)],
);

/** Each participant's last-read message of a conversation: their unread count is the others' messages after it. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    participantId: integer('participant_id')
      .notNull()
      .references(() => chatParticipants.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.participantId] })],
);

/**
 * What the live stream delivers to a participant, in id order (the SSE event id): a new message (`message`) or a
 * change of a conversation's unread count (`read`). A client that reconnects with `Last-Event-ID` gets the rest.
 */
export const chatEvents = pgTable(
  'chat_events',
  {
    id: serial('id').primaryKey(),
    participantId: integer('participant_id')
      .notNull()
      .references(() => chatParticipants.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    conversationId: integer('conversation_id').notNull(),
    messageId: integer('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_events_participant').on(t.participantId, t.id)],
);

/**
 * The live chat streams open now, one row a stream, shared by every API process on the database: a customer holds at
 * most MAX_STREAMS_PER_CUSTOMER (server/lib/chat/stream.ts) whichever processes serve them. `holder` is the process's
 * name on the database (server/db/client.ts): the rows of a process that is gone no longer count.
 */
export const chatStreams = pgTable(
  'chat_streams',
  {
    id: serial('id').primaryKey(),
    participantId: integer('participant_id')
      .notNull()
      .references(() => chatParticipants.id, { onDelete: 'cascade' }),
    holder: text('holder').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_streams_participant').on(t.participantId)],
);
