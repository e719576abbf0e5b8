// A handler never runs for a request that is already answered. Fastify decides whether to go on to the handler after
// the preHandler hooks from `reply.sent`, which reads the response's end; a hook that answers early (a stopping
// process's 503, an Idempotency-Key's replay or 409, a rate limit's 429) only ends the response once the onSend hooks
// are done, and on a connection that is already gone (a client that gave up, a stopping process cutting its
// connections) it never ends. Fastify then runs the handler behind the answer: an order placed without its key, which
// the client's retry elsewhere places a second time. The first onSend hook marks the request answered (it runs inside
// `reply.send`, before any await), and every handler checks the mark.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const answered = new WeakSet<FastifyRequest>();

/** Marks each request answered as its answer starts. Register it first of all onSend hooks (buildApp's first line). */
export function registerAnsweredMark(app: FastifyInstance) {
  app.addHook('onSend', (req, _reply, payload, done) => {
    answered.add(req);
    done(null, payload);
  });
}

type AnyHandler = (this: unknown, req: FastifyRequest, reply: FastifyReply) => unknown;

/** `handlers`, each of which does nothing for a request already answered (it waits for that answer to be sent). */
export function unlessAnswered<M extends object>(handlers: M): M {
  const out: Record<string, unknown> = {};
  for (const [operation, handler] of Object.entries(handlers as Record<string, AnyHandler>))
    out[operation] = function (this: unknown, req: FastifyRequest, reply: FastifyReply) {
      if (answered.has(req)) return reply;
      return handler.call(this, req, reply);
    };
  return out as M;
}
