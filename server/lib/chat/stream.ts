// The live chat stream: GET /api/v1/customer/message/stream (Server-Sent Events, bearer token; not a 6amMart
// operation — a client without it polls message/list). Each event is a row of chat_events for the customer
// (`id:` its id, `event: message | read`, `data: {type, conversation_id, message}`); a client that reconnects with
// `Last-Event-ID` (header, or `last_event_id` in the query) gets every event after it, so nothing is lost or doubled
// across a drop. Processes learn of new events from PostgreSQL's NOTIFY on `chat_events` (one LISTEN connection per
// process), never from memory: a message sent through one process reaches streams held by another. See
// docs/architecture.md, "Chat".
import { and, asc, eq, gt, inArray, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import { chatEvents, messages } from '../../db/schema/chat.ts';
import type { AppContext } from '../http/handler.ts';
import { CHAT_CHANNEL } from './events.ts';
import { customerParticipant } from './participants.ts';
import { serializeMessage } from './serialize.ts';
import { streamSlots } from './stream-slots.ts';

export const CHAT_STREAM_PATH = '/api/v1/customer/message/stream';
/** A comment line this often keeps proxies from closing an idle stream. */
export const KEEP_ALIVE_MS = 20_000;
/** Events read per query while catching up. */
const BATCH = 200;

interface Connection {
  participantId: number;
  cursor: number;
  write(chunk: string): void;
  /** Ends the stream and its socket (a stopping server must not wait for the client). */
  end(): void;
  /** The deliveries of this connection, one after another. */
  queue: Promise<void>;
}

/** The SSE frames of a participant's events after `cursor`, oldest first, and the new cursor. */
export async function eventFrames(db: Db, participantId: number, cursor: number) {
  const rows = await db
    .select()
    .from(chatEvents)
    .where(and(eq(chatEvents.participantId, participantId), gt(chatEvents.id, cursor)))
    .orderBy(asc(chatEvents.id))
    .limit(BATCH);
  const ids = rows.map((r) => r.messageId).filter((id): id is number => id !== null);
  const msgs = ids.length ? await db.select().from(messages).where(inArray(messages.id, ids)) : [];
  const byId = new Map(msgs.map((m) => [m.id, serializeMessage(m)]));
  const frames = rows.map((r) => {
    const data = { type: r.type, conversation_id: r.conversationId, message: byId.get(r.messageId ?? 0) ?? null };
    return { id: r.id, frame: `id: ${r.id}\nevent: ${r.type}\ndata: ${JSON.stringify(data)}\n\n` };
  });
  return { frames, cursor: rows.at(-1)?.id ?? cursor, more: rows.length === BATCH };
}

/** Where a new stream starts: after the given Last-Event-ID, else after the participant's latest event. */
async function startCursor(db: Db, participantId: number, lastEventId: unknown): Promise<number> {
  const n = typeof lastEventId === 'string' && /^\d{1,10}$/.test(lastEventId) ? Number(lastEventId) : null;
  if (n !== null && n <= 2 ** 31 - 1) return n;
  const [row] = await db
    .select({ id: max(chatEvents.id) })
    .from(chatEvents)
    .where(eq(chatEvents.participantId, participantId));
  return row?.id ?? 0;
}

/** Not a route of the contract: no schema, so `last_event_id` is what was sent (startCursor checks it). */
type StreamRoute = { Querystring: { last_event_id?: unknown } };

export function registerChatStream(
  app: FastifyInstance,
  ctx: AppContext,
  database: Pick<Database, 'listen' | 'db' | 'holder' | 'isHolderAlive'>,
) {
  const open = new Map<number, Set<Connection>>();
  const slots = streamSlots(database);
  let listening: Promise<() => Promise<void>> | null = null;

  const deliver = (conn: Connection) => {
    conn.queue = conn.queue
      .then(async () => {
        for (;;) {
          const batch = await eventFrames(ctx.db, conn.participantId, conn.cursor);
          // a frame the participant-wide delivery wrote meanwhile is not written twice
          for (const f of batch.frames) if (f.id > conn.cursor) conn.write(f.frame);
          conn.cursor = Math.max(conn.cursor, batch.cursor);
          if (!batch.more) return;
        }
      })
      .catch(() => undefined); // the database closed (a stopping server): the client reconnects and resumes
  };

  /**
   * A participant's new events to all their open streams with one read: from the earliest cursor among them, each
   * stream writes the frames after its own cursor (a participant with 10 tabs open costs one query, not 10).
   */
  const queues = new Map<number, Promise<void>>();
  const deliverAll = (participantId: number) => {
    const next = (queues.get(participantId) ?? Promise.resolve())
      .then(async () => {
        for (;;) {
          const conns = [...(open.get(participantId) ?? [])];
          if (!conns.length) return;
          const from = Math.min(...conns.map((c) => c.cursor));
          const batch = await eventFrames(ctx.db, participantId, from);
          for (const conn of conns) {
            for (const f of batch.frames) if (f.id > conn.cursor) conn.write(f.frame);
            conn.cursor = Math.max(conn.cursor, batch.cursor);
          }
          if (!batch.more) return;
        }
      })
      .catch(() => undefined); // the database closed (a stopping server): the client reconnects and resumes
    queues.set(participantId, next);
    void next.then(() => {
      if (queues.get(participantId) === next) queues.delete(participantId);
    });
  };

  const onNotify = (payload: string) => {
    for (const id of payload.split(',')) if (open.has(Number(id))) deliverAll(Number(id));
  };

  app.addHook('preClose', async () => {
    for (const set of open.values()) for (const conn of set) conn.end();
    const stop = await listening?.catch(() => null);
    await stop?.();
  });

  app.get<StreamRoute>(CHAT_STREAM_PATH, { config: { signedIn: true } }, async (req, reply) => {
    const user = req.user!; // signedIn: an anonymous caller got 401 (server/lib/accounts/authentication.ts)
    // The LISTEN connection comes back after a drop (a restart of PostgreSQL): every open stream then reads what was
    // sent meanwhile. If it stays away, the streams end: their clients reconnect (Last-Event-ID) and resume.
    listening ??= database
      .listen(CHAT_CHANNEL, onNotify, {
        onResume: () => {
          for (const id of open.keys()) deliverAll(id);
        },
        onGiveUp: () => {
          for (const set of open.values()) for (const conn of set) conn.end();
        },
      })
      .catch((error: unknown) => {
        listening = null; // the next stream tries again
        throw error;
      });
    await listening;
    const me = await customerParticipant(ctx.db, user.id);
    const cursor = await startCursor(ctx.db, me.id, req.headers['last-event-id'] ?? req.query.last_event_id);
    // the customer's streams across every process (MAX_STREAMS_PER_CUSTOMER); given back when this one ends
    const slot = await slots.take(me.id);
    if (slot === null)
      return reply
        .status(429)
        .send({ errors: [{ code: 'too_many_streams', message: 'Too many live chat streams are open.' }] });
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    const conn: Connection = {
      participantId: me.id,
      cursor,
      write: (chunk) => {
        if (!res.writableEnded) res.write(chunk);
      },
      end: () => res.destroy(),
      queue: Promise.resolve(),
    };
    const set = open.get(me.id) ?? new Set();
    open.set(me.id, set.add(conn));
    const ping = setInterval(() => res.write(': ping\n\n'), KEEP_ALIVE_MS);
    res.on('close', () => {
      clearInterval(ping);
      slots.release(slot);
      set.delete(conn);
      if (!set.size) open.delete(me.id);
    });
    deliver(conn); // what happened since Last-Event-ID
  });
}
