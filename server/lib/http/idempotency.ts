// Idempotency-Key on the requests that move money or stock: order placement (from the cart or a prescription), trip booking, trip payment, add-fund,
// an order's switch to cash on delivery or to the wallet;
// and on a chat message's send (a retried send has one effect).
// The same key with the same body answers the first response again (a parallel duplicate waits for it); the same key
// with another body answers 409. Keys belong to the caller (the request scope's owner: the customer or issued guest;
// else the IP) and live in the database (idempotency_keys), shared by every API process. A 5xx is not remembered: the
// client may retry. Registered after the request scope's hook (server/app.ts), whose owner it reads.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/core.ts';
import { loadContract } from './contract.ts';

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
const WAIT_MS = 15_000;

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
    idempotency?: { owner: string; operation: string; key: string };
  }
}

export function registerIdempotency(app: FastifyInstance, db: Db) {
  const routes = guardedRoutes();
  const ownerOf = (req: FastifyRequest) => {
    const owner = req.scope.ownerIfAny();
    return owner === null ? `ip${req.ip}` : owner.userId !== null ? `u${owner.userId}` : `g${owner.guestId}`;
  };
  const rowOf = (id: { owner: string; operation: string; key: string }) =>
    db
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.owner, id.owner),
          eq(idempotencyKeys.operation, id.operation),
          eq(idempotencyKeys.key, id.key),
        ),
      );

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
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ ...id, bodyHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed) {
      req.idempotency = id; // the first request with this key: handled, and its answer stored in onSend
      return;
    }
    const started = Date.now();
    for (;;) {
      const [row] = await rowOf(id);
      if (!row) return conflict(reply, 'A request with this Idempotency-Key failed; send it again.');
      if (row.bodyHash !== bodyHash)
        return conflict(reply, 'This Idempotency-Key was already used with another request.');
      if (row.status !== 0)
        return reply
          .status(row.status)
          .header('content-type', row.contentType ?? 'application/json')
          .header('idempotent-replayed', 'true')
          .send(row.response);
      if (Date.now() - started > WAIT_MS)
        return conflict(reply, 'A request with this Idempotency-Key is still being processed.');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const id = req.idempotency;
    if (!id) return payload;
    req.idempotency = undefined;
    const where = and(
      eq(idempotencyKeys.owner, id.owner),
      eq(idempotencyKeys.operation, id.operation),
      eq(idempotencyKeys.key, id.key),
    );
    if (reply.statusCode >= 500 || typeof payload !== 'string') await db.delete(idempotencyKeys).where(where);
    else
      await db
        .update(idempotencyKeys)
        .set({
          status: reply.statusCode,
          response: payload,
          contentType: String(reply.getHeader('content-type') ?? 'application/json'),
        })
        .where(where);
    return payload;
  });
}
