// The live chat stream (Server-Sent Events): a new message and its demo answer reach the customer's open stream,
// a reconnect with Last-Event-ID gets exactly the events after it, another customer's stream gets nothing, and a
// request without a token is 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DELIVERY_MEN } from '../../server/lib/chat/participants.ts';
import { CHAT_STREAM_PATH } from '../../server/lib/chat/stream.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { customerToken } from './rental-helpers.ts';
import { openChatStream } from '../support/chat-stream.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const dm = DEMO_DELIVERY_MEN[0]!.deliverymanId;

describe('chat stream', () => {
  it('delivers a new message to its sender’s stream, and nothing to another customer’s', async () => {
    const a = await customerToken(server);
    const b = await customerToken(server);
    const streamA = await openChatStream(server.url, a.token);
    const streamB = await openChatStream(server.url, b.token);
    try {
      const sent = await server.call('sendMessage', {
        token: a.token,
        body: { message: 'live one', receiver_type: 'delivery_man', receiver_id: dm },
      });
      const [event] = await streamA.next(1);
      expect(event!.event).toBe('message');
      expect(event!.data).toMatchObject({
        type: 'message',
        conversation_id: sent.body.conversation.id,
        message: { id: sent.body.messages[0].id, message: 'live one' },
      });
      // b reads its own (empty) list meanwhile; its stream stayed silent.
      await server.call('getConversations', { token: b.token });
      expect(streamB.events).toEqual([]);
    } finally {
      streamA.close();
      streamB.close();
    }
  });

  it('a store’s demo answer arrives live; a reconnect with Last-Event-ID resumes after it without doubles', async () => {
    const c = await customerToken(server);
    const first = await openChatStream(server.url, c.token);
    let lastId: string;
    try {
      await server.call('sendMessage', { token: c.token, body: { message: 'ping', receiver_type: 'admin' } });
      const [mine, answer] = await first.next(2);
      expect(mine!.data.message.message).toBe('ping');
      expect(answer!.data.message.message).toBe(
        'Thanks for contacting support! This is a demo: a real agent would answer you here.',
      );
      lastId = mine!.id; // the client saw only the first before the drop
    } finally {
      first.close();
    }
    await server.call('sendMessage', {
      token: c.token,
      body: { message: 'while away', receiver_type: 'delivery_man', receiver_id: dm },
    });
    const resumed = await openChatStream(server.url, c.token, lastId);
    try {
      const events = await resumed.next(2);
      expect(events.map((e) => e.data.message.message)).toEqual([
        'Thanks for contacting support! This is a demo: a real agent would answer you here.',
        'while away',
      ]);
      expect(Number(events[0]!.id)).toBeGreaterThan(Number(lastId));
    } finally {
      resumed.close();
    }
  });

  it('reading a conversation is an event of its own (unread counts move in every tab)', async () => {
    const c = await customerToken(server);
    const stream = await openChatStream(server.url, c.token);
    try {
      const sent = await server.call('sendMessage', {
        token: c.token,
        body: { message: 'hi', receiver_type: 'admin' },
      });
      const [, answer] = await stream.next(2);
      expect(answer!.event).toBe('message');
      await server.call('getConversationMessages', {
        token: c.token,
        query: { conversation_id: sent.body.conversation.id },
      });
      const [read] = await stream.next(1);
      expect(read).toMatchObject({ event: 'read', data: { conversation_id: sent.body.conversation.id } });
    } finally {
      stream.close();
    }
  });

  it('several streams of one customer, one resumed from an earlier event, each get every event once', async () => {
    const c = await customerToken(server);
    const send = (message: string) =>
      server.call('sendMessage', { token: c.token, body: { message, receiver_type: 'delivery_man', receiver_id: dm } });
    const first = await openChatStream(server.url, c.token);
    let firstId: string;
    try {
      await send('one');
      firstId = (await first.next(1))[0]!.id;
      await send('two');
      await first.next(1);
    } finally {
      first.close();
    }
    // a tab that saw only 'one' and two tabs up to date, then three messages in a burst
    const behind = await openChatStream(server.url, c.token, firstId);
    const tabs = [await openChatStream(server.url, c.token), await openChatStream(server.url, c.token)];
    try {
      await Promise.all(['three', 'four', 'five'].map(send));
      const texts = async (s: typeof behind, n: number) =>
        (await s.next(n)).map((e) => e.data.message.message as string).sort();
      expect(await texts(behind, 4)).toEqual(['five', 'four', 'three', 'two']);
      for (const tab of tabs) expect(await texts(tab, 3)).toEqual(['five', 'four', 'three']);
      await new Promise((r) => setTimeout(r, 200));
      expect([behind, ...tabs].map((s) => s.events.length)).toEqual([4, 3, 3]); // nothing twice
    } finally {
      [behind, ...tabs].forEach((s) => s.close());
    }
  });

  it('answers 401 without a token', async () => {
    const res = await fetch(new URL(CHAT_STREAM_PATH, server.url));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] });
  });
});
