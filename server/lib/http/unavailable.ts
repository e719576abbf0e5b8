// A database that is down, restarting, frozen or out of connections is the service's temporary state, not a fault
// of the request: 503 with Retry-After (the client, or the proxy in front, tries again), never 500 and never a hang
// (the time-outs of server/db/client.ts bound the wait).
import type { FastifyReply } from 'fastify';
import { apiError } from './errors.ts';

/** Seconds a client is asked to wait before trying again (Retry-After). */
export const RETRY_AFTER_SECONDS = 2;

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57014', // query_canceled: the statement time-out
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout
]);
const unavailableMessages =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection error|Cannot use a pool after calling end|the database system is (starting up|shutting down)/i;

/** Whether `error` (or an error it wraps: drizzle puts the driver's in `cause`) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
  }
  return false;
}

/** The answer's sentence: the shop's own for any 5xx (src/i18n `common.serverUnavailable`, en). */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is not available right now. Please try again later.';

/** The 503's body (also a starting process's, server/main.ts, before Fastify answers). */
export const UNAVAILABLE_BODY = apiError(503, 'service_unavailable', SERVICE_UNAVAILABLE_MESSAGE).body;

/** The answer while the database is away, or to a request a stopping process cuts: 503 with Retry-After. */
export const replyUnavailable = (reply: FastifyReply) =>
  reply.status(503).header('retry-after', RETRY_AFTER_SECONDS).send(UNAVAILABLE_BODY);
