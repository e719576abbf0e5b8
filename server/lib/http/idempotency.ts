// Idempotency-Key on the requests that move money or stock: order placement (from the cart or a prescription), trip booking, trip payment, add-fund,
// an order's switch to cash on delivery or to the wallet;
// and on a chat message's send (a retried send has one effect).
// The same key with the same body answers the first response again (a parallel duplicate waits for it); the same key
// with another body answers 409. Keys belong to the caller (the request scope's owner: the customer or issued guest;
// else the IP) and live in the database (idempotency_keys), shared by every API process. A 5xx is not remembered: the
// client may retry. Registered after the request scope's hook (server/app.ts), whose owner it reads.
//
// Crashes: the first request claims the key in the name of its process (client.ts `holder`), and its handler runs in
// one transaction that records the answer with the effect (the order, the payment, the message): the effect and its
// answer commit together or not at all, and only while the claim is still this process's. A claim whose process is
// gone (killed, crashed: it has no connection left) or older than CLAIM_MS is taken over by the next retry, which
// runs the request; if the first one committed after all, the retry finds its answer instead. Never two effects per
// key. Keys expire IDEMPOTENCY_KEY_HOURS (default 24) after their claim: an expired key is a new one, and the expired
// rows are pruned every PRUNE_MS.
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { inRequestTransaction } from '../../db/request-transaction.ts';
import { idempotencyKeys } from '../../db/schema/core.ts';
import { every } from '../every.ts';
import { apiError } from './errors.ts';
import { loadContract } from './contract.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

const guardedOperations = [
  'placeOrder',
  'placePrescriptionOrder',
  'bookTrip',
  'payTrip',
  'addFund',
  'updateOrderPaymentMethod',
  'payOrderWithWallet',
  'sendMessage',
];
/** How long a duplicate waits for the first request's answer before answering 409 (the client retries later). */
const WAIT_MS = 15_000;
/** A claim older than this is taken over whatever its process: no request takes longer (the database's statement
 * time-out and the shutdown bound are far shorter). */
export const CLAIM_MS = 30_000;
/** How often the expired keys are pruned. */
const PRUNE_MS = 10 * 60_000;
/** How often a claim that could not be let go of (the database away) is tried again. */
const RELEASE_RETRY_MS = 500;

/** `METHOD /route` (Fastify syntax) → operationId, for the guarded operations. */
function guardedRoutes(): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, item] of Object.entries<Record<string, { operationId?: string }>>(loadContract().paths))
    for (const [method, op] of Object.entries(item))
      if (op?.operationId && guardedOperations.includes(op.operationId))
        out.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, op.operationId);
  return out;
}

const conflict = (reply: FastifyReply, message: string) =>
  reply.status(409).send({ errors: [{ code: 'idempotency_key', message }] });

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { owner: string; operation: string; key: string; recorded?: boolean };
  }
}

type KeyId = { owner: string; operation: string; key: string };
const whereKey = (id: KeyId) =>
  and(
    eq(idempotencyKeys.owner, id.owner),
    eq(idempotencyKeys.operation, id.operation),
    eq(idempotencyKeys.key, id.key),
  );

export function registerIdempotency(
  app: FastifyInstance,
  database: Pick<Database, 'db' | 'holder' | 'isHolderAlive'>,
  keyHours: number,
) {
  const { db, holder } = database;
  const routes = guardedRoutes();
  const keyMs = keyHours * 3_600_000;
  const ownerOf = (req: FastifyRequest) => {
    const owner = req.scope.ownerIfAny();
    return owner === null ? `ip${req.ip}` : owner.userId !== null ? `u${owner.userId}` : `g${owner.guestId}`;
  };
  /** The key for this request, or false when another request holds it. */
  const claim = async (id: KeyId, bodyHash: string) => {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ ...id, bodyHash, holder })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return !!claimed;
  };
  /** Takes over a claim of a process that is gone (or a claim too old): false when another retry took it first. */
  const takeOver = async (id: KeyId, from: string | null) => {
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ holder, createdAt: new Date() })
      .where(
        and(
          whereKey(id),
          eq(idempotencyKeys.status, 0),
          from === null ? isNull(idempotencyKeys.holder) : eq(idempotencyKeys.holder, from),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return !!taken;
  };
  const abandoned = async (row: { holder: string | null; createdAt: Date }) =>
    row.holder === null ||
    Date.now() - row.createdAt.getTime() > CLAIM_MS ||
    !(await database.isHolderAlive(row.holder));

  app.addHook('preHandler', async (req, reply) => {
    const header = req.headers['idempotency-key'];
    if (typeof header !== 'string' || !header) return;
    const operation = routes.get(`${req.method} ${req.routeOptions.url}`);
    if (!operation) return;
    if (header.length > 255) return conflict(reply, 'The Idempotency-Key is too long (255 characters at most).');
    const id = { owner: ownerOf(req), operation, key: header };
    const bodyHash = createHash('sha256')
      .update(JSON.stringify(req.body ?? null))
      .digest('hex');
    // an expired key is a new one
    await db
      .delete(idempotencyKeys)
      .where(and(whereKey(id), lt(idempotencyKeys.createdAt, new Date(Date.now() - keyMs))));
    const started = Date.now();
    for (;;) {
      if (await claim(id, bodyHash)) {
        req.idempotency = id; // the first request with this key: handled, its answer recorded with its effect
        return;
      }
      const [row] = await db.select().from(idempotencyKeys).where(whereKey(id));
      if (!row) continue; // the holder failed (5xx) and let it go: this request claims it
      if (row.bodyHash !== bodyHash)
        return conflict(reply, 'This Idempotency-Key was already used with another request.');
      if (row.status !== 0)
        return reply
          .status(row.status)
          .header('content-type', row.contentType ?? 'application/json')
          .header('idempotent-replayed', 'true')
          .send(row.response);
      if ((await abandoned(row)) && (await takeOver(id, row.holder))) {
        req.idempotency = id;
        return;
      }
      if (Date.now() - started > WAIT_MS)
        return conflict(reply, 'A request with this Idempotency-Key is still being processed.');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  // only while this process still holds the claim
  const ownClaim = (id: KeyId) => and(whereKey(id), eq(idempotencyKeys.status, 0), eq(idempotencyKeys.holder, holder));
  /**
   * Claims this process could not let go of because the database was away as their request failed: let go of as soon
   * as it answers again, so a retry runs at once instead of waiting for the claim to grow old (CLAIM_MS).
   */
  const unreleased = new Map<string, KeyId>();
  const release = (id: KeyId) => db.delete(idempotencyKeys).where(ownClaim(id));
  const releaseLater = (id: KeyId) => (error: unknown) => {
    if (!isDatabaseUnavailable(error)) throw error;
    unreleased.set(JSON.stringify(id), id);
  };
  every(app, RELEASE_RETRY_MS, 'letting go of the Idempotency-Keys of failed requests', async () => {
    for (const [name, id] of unreleased)
      try {
        await release(id);
        unreleased.delete(name);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        return; // still away: the next run tries again
      }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const id = req.idempotency;
    if (!id || id.recorded) return payload;
    req.idempotency = undefined;
    if (reply.statusCode >= 500 || typeof payload !== 'string') await release(id).catch(releaseLater(id));
    else
      await db
        .update(idempotencyKeys)
        .set({
          status: reply.statusCode,
          response: payload,
          contentType: String(reply.getHeader('content-type') ?? 'application/json'),
          holder: null,
        })
        .where(ownClaim(id))
        .catch(releaseLater(id)); // not recorded: the request had no effect, so its retry may run it
    return payload;
  });

  every(app, PRUNE_MS, 'pruning the expired Idempotency-Keys', () =>
    db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - keyMs))),
  );
}

/** The body Fastify will send for a handler's result: the route's JSON serializer for the status, as sending uses. */
function serializedAnswer(reply: FastifyReply, result: unknown): string {
  const serialize = reply.serializeInput as unknown as (input: unknown, status: number, contentType: string) => string;
  try {
    return serialize.call(reply, result, reply.statusCode, 'application/json');
  } catch {
    return JSON.stringify(result); // no schema for this status: Fastify sends JSON.stringify's text too
  }
}

type AnyHandler = (this: unknown, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * The guarded handlers of `handlers`, each run (when its request claimed a key) in one transaction of `db` that also
 * records its answer: the effect and the answer commit together, and only while this process holds the claim (else
 * the transaction is rolled back: another retry took the key over).
 */
export function recordAnswersWithEffects<M extends object>(handlers: M, database: Pick<Database, 'db' | 'holder'>): M {
  const out = { ...handlers } as Record<string, unknown>;
  for (const operation of guardedOperations) {
    const handler = out[operation] as AnyHandler | undefined;
    if (!handler) continue;
    out[operation] = async function (this: unknown, req: FastifyRequest, reply: FastifyReply) {
      const id = req.idempotency;
      if (!id) return handler.call(this, req, reply);
      return inRequestTransaction(database.db, async (tx) => {
        const result = await handler.call(this, req, reply);
        const [recorded] = await tx
          .update(idempotencyKeys)
          .set({
            status: reply.statusCode,
            response: serializedAnswer(reply, result),
            contentType: 'application/json; charset=utf-8',
            holder: null,
          })
          .where(and(whereKey(id), eq(idempotencyKeys.status, 0), eq(idempotencyKeys.holder, database.holder)))
          .returning({ key: idempotencyKeys.key });
        if (!recorded)
          throw apiError(409, 'idempotency_key', 'A request with this Idempotency-Key is still being processed.');
        id.recorded = true;
        return result;
      });
    };
  }
  return out as M;
}
