// The chat's live delivery crosses API processes through PostgreSQL (NOTIFY on chat_events), never a
// process's memory: a stream held by one `server/main.ts` process receives a message sent through another, and its
// demo answer; a reconnect to the other process with Last-Event-ID resumes there. The cap on a customer's open
// streams counts them on every process.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DELIVERY_MEN } from '../../server/lib/chat/participants.ts';
import { MAX_STREAMS_PER_CUSTOMER } from '../../server/lib/chat/stream-slots.ts';
import { startApiProcess } from '../support/api-process.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';
import { openChatStream } from '../support/chat-stream.ts';
import { customerToken } from '../server/rental-helpers.ts';

let server: TestServer;
const children: ChildProcess[] = [];
let other: string;

beforeAll(async () => {
  server = await startTestServer();
  if (!server.database.url) throw new Error('the cross-process suite runs on PostgreSQL only');
  other = await startApiProcess(server.database.url, { RATE_LIMIT_PER_MINUTE: '0', DEMO_MODE: '1' }, children);
}, 300_000); // an API process starts slowly on a busy machine

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await server?.close();
});

/** `open()` once it succeeds (the ended stream's place is given back as its connection closes), within 4 s. */
async function eventually<T>(open: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await open();
    } catch (error) {
      if (i >= 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('chat delivery across 2 API processes sharing one PostgreSQL', () => {
  it('a message sent through one process reaches a stream held by the other, then resumes there', async () => {
    const c = await customerToken(server);
    const stream = await openChatStream(other, c.token);
    let lastId: string;
    try {
      const sent = await server.call('sendMessage', {
        token: c.token,
        body: { message: 'across', receiver_type: 'admin' },
      });
      const [mine, answer] = await stream.next(2);
      expect(mine!.data).toMatchObject({ conversation_id: sent.body.conversation.id, message: { message: 'across' } });
      expect(answer!.data.message.sender_id).toBe(sent.body.conversation.receiver_id);
      lastId = mine!.id;
    } finally {
      stream.close();
    }
    await server.call('sendMessage', {
      token: c.token,
      body: { message: 'later', receiver_type: 'delivery_man', receiver_id: DEMO_DELIVERY_MEN[0]!.deliverymanId },
    });
    const resumed = await openChatStream(server.url, c.token, lastId);
    try {
      const events = await resumed.next(2);
      expect(events.map((e) => e.data.message.message)).toEqual([
        'Thanks for contacting support! This is a demo: a real agent would answer you here.',
        'later',
      ]);
    } finally {
      resumed.close();
    }
  });

  it(`a customer holds at most ${MAX_STREAMS_PER_CUSTOMER} live streams across the processes, not that many on each`, async () => {
    const c = await customerToken(server);
    const streams = [];
    try {
      // half on each process: each would take 8 of its own if the cap were counted in its memory
      for (let i = 0; i < MAX_STREAMS_PER_CUSTOMER; i++)
        streams.push(await openChatStream(i % 2 ? other : server.url, c.token));
      await expect(openChatStream(other, c.token)).rejects.toThrow('stream answered 429');
      await expect(openChatStream(server.url, c.token)).rejects.toThrow('stream answered 429');
      // a stream that ends gives its place back, to either process
      streams.shift()!.close();
      streams.push(await eventually(() => openChatStream(other, c.token)));
      // another customer has places of their own
      const d = await customerToken(server);
      (await openChatStream(other, d.token)).close();
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
