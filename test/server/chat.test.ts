// Chat (6amMart's customer/message/*): conversations with a store's vendor, a delivery man and support; paging as
// 6amMart pages it; only participants read or write; text stays text; images sniffed and bounded; a send rate per
// customer; an Idempotency-Key makes a retried send one message; demo answers, one per message.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/schema/catalogue.ts';
import { chatEvents, messages } from '../../server/db/schema/chat.ts';
import { DEMO_DELIVERY_MEN } from '../../server/lib/chat/participants.ts';
import { CHAT_SENDS_PER_MINUTE } from '../../server/lib/chat/conversations.ts';
import { DEMO_ANSWER_DELAY_MS } from '../../server/lib/chat/demo-answers.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { customerToken } from './rental-helpers.ts';
import { KEPT_PNG, pictureOf, PNG } from '../support/images.ts';

let server: TestServer;
let storeId: number;
let otherStoreId: number;
let storeName: string;
let storeZone: number;

const form = (fields: Record<string, string | number>, files: { data: BlobPart; name: string }[] = []) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, String(v));
  for (const f of files) fd.append('image[]', new Blob([f.data]), f.name);
  return fd;
};

const waitFor = async <T>(probe: () => Promise<T | undefined>, ms = DEMO_ANSWER_DELAY_MS + 8000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.database.db.select().from(stores).limit(2);
  storeId = rows[0]!.id;
  storeName = rows[0]!.name;
  storeZone = rows[0]!.zoneId;
  otherStoreId = rows[1]!.id;
});
afterAll(() => server?.close());

describe('sending and reading', () => {
  it('opens a conversation with a store on the first message; lists it with the last message and no unread', async () => {
    const c = await customerToken(server);
    const sent = await server.call('sendMessage', {
      token: c.token,
      body: form({ message: 'Do you have mangoes?', receiver_type: 'vendor', receiver_id: storeId }),
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('successfully sent!');
    expect(sent.body.messages.map((m: { message: string }) => m.message)).toEqual(['Do you have mangoes?']);
    const conv = sent.body.conversation;
    expect(conv.sender_type).toBe('customer');
    expect(conv.receiver_type).toBe('vendor');
    expect(conv.receiver.vendor_id).toBe(storeId);
    expect(conv.receiver.f_name).toBe(storeName);
    expect(conv.sender.user_id).toBe(c.userId);
    expect(conv.last_message.message).toBe('Do you have mangoes?');
    expect(conv.unread_message_count).toBe(0);

    const list = await server.call('getConversations', { token: c.token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total_size: 1, limit: 10, offset: 1, type: null });
    expect(list.body.conversations[0].id).toBe(conv.id);
  });

  it('the store (vendor_id in the store JSON) answers once in demo mode: unread until the customer reads', async () => {
    const c = await customerToken(server);
    const store = await server.call('getStoreDetails', { params: { id: storeId }, zoneId: `[${storeZone}]` });
    expect(store.body.vendor_id).toBe(storeId);
    const vendorId: number = store.body.vendor_id;
    const sent = await server.call('sendMessage', {
      token: c.token,
      body: { message: 'Hello', receiver_type: 'vendor', receiver_id: vendorId },
    });
    const convId = sent.body.conversation.id;
    const answered = await waitFor(async () => {
      const l = await server.call('getConversations', { token: c.token });
      return l.body.conversations[0].unread_message_count === 1 ? l.body.conversations[0] : undefined;
    });
    expect(answered.last_message.message).toBe(
      'Thanks for your message! This is a demo store: a real store would answer you here.',
    );
    expect(answered.last_message.sender_id).toBe(sent.body.conversation.receiver_id);

    const details = await server.call('getConversationMessages', { token: c.token, query: { vendor_id: vendorId } });
    expect(details.status).toBe(200);
    expect(details.body.messages.map((m: { message: string }) => m.message)).toEqual([
      answered.last_message.message,
      'Hello',
    ]);
    expect(details.body.conversation.unread_message_count).toBe(0);
    expect(details.body.messages[0].is_seen).toBe(1);
    // One answer per message, and the answer is never answered.
    await new Promise((r) => setTimeout(r, DEMO_ANSWER_DELAY_MS + 500));
    const all = await server.database.db.select().from(messages).where(eq(messages.conversationId, convId));
    expect(all).toHaveLength(2);
  });

  it('support answers too; a delivery man does not; ar answers in Arabic', async () => {
    const c = await customerToken(server);
    const dm = DEMO_DELIVERY_MEN[0]!;
    const toDm = await server.call('sendMessage', {
      token: c.token,
      body: { message: 'The gate is blue', receiver_type: 'delivery_man', receiver_id: dm.deliverymanId },
    });
    expect(toDm.status).toBe(200);
    expect(toDm.body.conversation.receiver).toMatchObject({ deliveryman_id: dm.deliverymanId, f_name: dm.fName });
    const toSupport = await server.call('sendMessage', {
      token: c.token,
      headers: { 'X-localization': 'ar' },
      body: { message: 'Help', receiver_type: 'admin' },
    });
    expect(toSupport.status).toBe(200);
    expect(toSupport.body.conversation.receiver.admin_id).not.toBeNull();
    const answer = await waitFor(async () => {
      const d = await server.call('getConversationMessages', { token: c.token, query: { admin_id: 0 } });
      return d.body.messages.length === 2 ? d.body.messages[0].message : undefined;
    });
    expect(answer).toBe('شكرًا لتواصلك مع الدعم! هذه نسخة تجريبية: سيجيبك موظف حقيقي هنا.');
    const dmMessages = await server.call('getConversationMessages', {
      token: c.token,
      query: { delivery_man_id: dm.deliverymanId },
    });
    expect(dmMessages.body.total_size).toBe(1);

    const onlyDm = await server.call('getConversations', { token: c.token, query: { type: 'delivery_man' } });
    expect(onlyDm.body.conversations.map((x: { receiver_type: string }) => x.receiver_type)).toEqual(['delivery_man']);
    const found = await server.call('searchConversations', { token: c.token, query: { name: dm.fName.toLowerCase() } });
    expect(found.status).toBe(200);
    expect(found.body.conversations.map((x: { receiver: { f_name: string } }) => x.receiver.f_name)).toEqual([
      dm.fName,
    ]);
    const none = await server.call('searchConversations', { token: c.token, query: { name: '%' } });
    expect(none.body.total_size).toBe(0);
    // a guest has no conversations to search
    expect((await server.call('searchConversations', { query: { name: dm.fName } })).status).toBe(401);
  });

  it('pages messages newest first as 6amMart (offset is the page)', async () => {
    const c = await customerToken(server);
    let convId = 0;
    for (let i = 1; i <= 5; i++) {
      const r = await server.call('sendMessage', {
        token: c.token,
        body: { message: `m${i}`, receiver_type: 'delivery_man', receiver_id: DEMO_DELIVERY_MEN[1]!.deliverymanId },
      });
      convId = r.body.conversation.id;
    }
    const p2 = await server.call('getConversationMessages', {
      token: c.token,
      query: { conversation_id: convId, limit: 2, offset: 2 },
    });
    expect(p2.body).toMatchObject({ total_size: 5, limit: 2, offset: 2 });
    expect(p2.body.messages.map((m: { message: string }) => m.message)).toEqual(['m3', 'm2']);
  });

  it('no conversation yet: conversation null, no messages', async () => {
    const c = await customerToken(server);
    const d = await server.call('getConversationMessages', { token: c.token, query: { vendor_id: otherStoreId } });
    expect(d.status).toBe(200);
    expect(d.body).toMatchObject({ total_size: 0, messages: [], conversation: null });
  });
});

describe('safety and bad input', () => {
  it("another customer's conversation can be neither read nor written (403), an unknown one is 404", async () => {
    const a = await customerToken(server);
    const b = await customerToken(server);
    const sent = await server.call('sendMessage', {
      token: a.token,
      body: { message: 'private', receiver_type: 'vendor', receiver_id: otherStoreId },
    });
    const convId = sent.body.conversation.id;
    const read = await server.call('getConversationMessages', { token: b.token, query: { conversation_id: convId } });
    expect(read.status).toBe(403);
    expect(read.body.errors[0]).toEqual({ code: 'conversation_id', message: 'This conversation is not yours.' });
    const write = await server.call('sendMessage', {
      token: b.token,
      body: { message: 'hi', conversation_id: convId },
    });
    expect(write.status).toBe(403);
    expect(
      (await server.call('getConversationMessages', { token: b.token, query: { conversation_id: 999999 } })).status,
    ).toBe(404);
    // b's own list does not show a's conversation; a's messages are unchanged.
    expect((await server.call('getConversations', { token: b.token })).body.total_size).toBe(0);
    const mine = await server.call('getConversationMessages', { token: a.token, query: { conversation_id: convId } });
    expect(mine.body.messages.map((m: { message: string }) => m.message)).toContain('private');
    expect(mine.body.messages.map((m: { message: string }) => m.message)).not.toContain('hi');
    expect((await server.call('getConversations', {})).status).toBe(401);
  });

  it('keeps text as text (markup comes back as the same characters)', async () => {
    const c = await customerToken(server);
    const text = '<img src=x onerror=alert(1)> & <b>bold</b>';
    const sent = await server.call('sendMessage', {
      token: c.token,
      body: { message: text, receiver_type: 'admin' },
    });
    expect(sent.body.messages[0].message).toBe(text);
  });

  it('rejects an empty message, an unknown store or delivery man, a missing receiver, and a text over 1000 characters', async () => {
    const c = await customerToken(server);
    const empty = await server.call('sendMessage', {
      token: c.token,
      body: { message: '   ', receiver_type: 'admin' },
    });
    expect(empty.status).toBe(403);
    expect(empty.body.errors[0]).toEqual({ code: 'message', message: 'The message field is required.' });
    const noStore = await server.call('sendMessage', {
      token: c.token,
      body: { message: 'x', receiver_type: 'vendor', receiver_id: 999999 },
    });
    expect(noStore.status).toBe(404);
    const noDm = await server.call('sendMessage', {
      token: c.token,
      body: { message: 'x', receiver_type: 'delivery_man', receiver_id: 999 },
    });
    expect(noDm.status).toBe(404);
    const noReceiver = await server.call('sendMessage', { token: c.token, body: { message: 'x' } });
    expect(noReceiver.status).toBe(403);
    expect(noReceiver.body.errors[0].code).toBe('receiver_type');
    const long = await server.call('sendMessage', {
      token: c.token,
      body: { message: 'a'.repeat(1001), receiver_type: 'admin' },
    });
    expect(long.status).toBe(403);
    expect(long.body.errors[0].message).toBe('The message may not be greater than 1000 characters.');
  });

  it('takes images sniffed by content (not by name), at most 3, and serves them', async () => {
    const c = await customerToken(server);
    const sent = await server.call('sendMessage', {
      token: c.token,
      body: form({ receiver_type: 'admin' }, [{ data: PNG, name: 'photo.txt' }]),
    });
    expect(sent.status).toBe(200);
    const msg = sent.body.messages[0];
    expect(msg.message).toBeNull();
    expect(JSON.parse(msg.file)).toHaveLength(1);
    expect(msg.file_full_url).toHaveLength(1);
    const img = await fetch(new URL(msg.file_full_url[0], server.url));
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(await pictureOf(await img.arrayBuffer())).toEqual(KEPT_PNG);

    const fake = await server.call('sendMessage', {
      token: c.token,
      body: form({ receiver_type: 'admin' }, [{ data: '<svg onload=alert(1)>', name: 'photo.png' }]),
    });
    expect(fake.status).toBe(403);
    expect(fake.body.errors[0].code).toBe('image');
    const four = await server.call('sendMessage', {
      token: c.token,
      body: form(
        { receiver_type: 'admin' },
        [1, 2, 3, 4].map(() => ({ data: PNG, name: 'p.png' })),
      ),
    });
    expect(four.status).toBe(403);
    expect(four.body.errors[0]).toEqual({ code: 'image', message: 'Maximum 3 images can be send at a time.' });
    expect((await fetch(new URL('/media/conversation/nothing.png', server.url))).status).toBe(404);
  });

  it('a retried send with the same Idempotency-Key is one message; another body with it is 409', async () => {
    const c = await customerToken(server);
    const send = (message: string) =>
      server.call('sendMessage', {
        token: c.token,
        headers: { 'Idempotency-Key': 'msg-1' },
        body: { message, receiver_type: 'delivery_man', receiver_id: DEMO_DELIVERY_MEN[2]!.deliverymanId },
      });
    const first = await send('once');
    const again = await send('once');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.messages[0].id).toBe(first.body.messages[0].id);
    const rows = await server.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, first.body.conversation.id));
    expect(rows).toHaveLength(1);
    expect((await send('other')).status).toBe(409);
  });

  it(`limits a customer to ${CHAT_SENDS_PER_MINUTE} messages a minute (429), others unaffected`, async () => {
    const c = await customerToken(server);
    const dm = DEMO_DELIVERY_MEN[0]!.deliverymanId;
    const send = (token: string) =>
      server.call('sendMessage', { token, body: { message: 'spam', receiver_type: 'delivery_man', receiver_id: dm } });
    for (let i = 0; i < CHAT_SENDS_PER_MINUTE; i++) expect((await send(c.token)).status).toBe(200);
    const over = await send(c.token);
    expect(over.status).toBe(429);
    expect(over.body.errors[0]).toEqual({ code: 'message', message: 'Too many messages. Please wait a minute.' });
    expect((await send((await customerToken(server)).token)).status).toBe(200);
  });

  it('logs an event per participant for each message (the live stream resumes from them)', async () => {
    const c = await customerToken(server);
    const sent = await server.call('sendMessage', {
      token: c.token,
      body: { message: 'evt', receiver_type: 'delivery_man', receiver_id: DEMO_DELIVERY_MEN[1]!.deliverymanId },
    });
    const conv = sent.body.conversation;
    const events = await server.database.db
      .select()
      .from(chatEvents)
      .where(and(eq(chatEvents.conversationId, conv.id), eq(chatEvents.type, 'message')));
    expect(events.map((e) => e.participantId).sort()).toEqual([conv.sender_id, conv.receiver_id].sort());
  });
});
