// The cap on a customer's live chat streams across processes (server/lib/chat/stream-slots.ts), with two "processes"
// on one database told apart by their holder names: the cap counts both, a process that is gone frees its places,
// and a place a process failed to give back (the database away when the stream ended) is taken back by the next
// stream (test/server-pg/chat-live.test.ts: the cap across two real API processes).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../server/db/client.ts';
import { chatStreams } from '../../server/db/schema/chat.ts';
import { users } from '../../server/db/schema/customer.ts';
import { customerParticipant } from '../../server/lib/chat/participants.ts';
import { MAX_STREAMS_PER_CUSTOMER, streamSlots } from '../../server/lib/chat/stream-slots.ts';
import { openFreshDatabase } from '../support/api-server.ts';

let database: Database;
let participantId: number;
const alive = new Set(['a', 'b']);
beforeAll(async () => {
  database = await openFreshDatabase();
  const [user] = await database.db.select({ id: users.id }).from(users).limit(1);
  participantId = (await customerParticipant(database.db, user!.id)).id;
});
afterAll(() => database?.close());

const processOn = (holder: string, db: Db = database.db) =>
  streamSlots({ db, holder, isHolderAlive: async (name) => alive.has(name) });
const rows = () => database.db.select().from(chatStreams).where(eq(chatStreams.participantId, participantId));
const takeAll = async (slots: ReturnType<typeof streamSlots>, n: number) => {
  const taken = [];
  for (let i = 0; i < n; i++) taken.push(await slots.take(participantId));
  return taken;
};

describe('the live chat streams of one customer', () => {
  it('are capped across processes, freed when a stream ends or its process is gone', async () => {
    const [a, b] = [processOn('a'), processOn('b')];
    const fromA = await takeAll(a, 5);
    const fromB = await takeAll(b, MAX_STREAMS_PER_CUSTOMER - 5);
    expect([...fromA, ...fromB].every((slot) => typeof slot === 'number')).toBe(true);
    expect(await a.take(participantId)).toBeNull();
    expect(await b.take(participantId)).toBeNull();
    a.release(fromA[0]!);
    await expect.poll(async () => (await rows()).length).toBe(MAX_STREAMS_PER_CUSTOMER - 1);
    const again = await b.take(participantId);
    expect(again).not.toBeNull();
    // process a is killed: its 4 places count no more, and its rows go
    alive.delete('a');
    expect(await takeAll(b, 4)).not.toContain(null);
    expect(await b.take(participantId)).toBeNull();
    expect((await rows()).every((r) => r.holder === 'b')).toBe(true);
    for (const slot of [...fromB, again, ...(await rows()).map((r) => r.id)]) b.release(slot!);
    await expect.poll(async () => (await rows()).length).toBe(0);
  });

  it('takes back the places a process failed to give back when the database was away', async () => {
    let away = false;
    const flaky = new Proxy(database.db, {
      get(target, prop) {
        if (prop === 'delete' && away)
          return () => ({ where: () => Promise.reject(new Error('Connection terminated unexpectedly')) });
        const value: unknown = Reflect.get(target, prop, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const c = processOn('b', flaky);
    const taken = await takeAll(c, MAX_STREAMS_PER_CUSTOMER);
    away = true;
    for (const slot of taken.slice(0, 3)) c.release(slot!);
    away = false;
    expect(await rows()).toHaveLength(MAX_STREAMS_PER_CUSTOMER); // not given back
    expect(await takeAll(c, 3)).not.toContain(null);
    expect(await c.take(participantId)).toBeNull();
    expect(await rows()).toHaveLength(MAX_STREAMS_PER_CUSTOMER);
  });
});
