// Who is calling, and the one place that turns an anonymous caller away from a customer's route. The bearer token is
// resolved on every request (guest routes read `req.user` too). A route that needs a signed-in customer answers 401
// before anything reads its body — before parsing, the request guards and validation — as Laravel runs its `auth:api`
// middleware first: `customer/update-profile` without a token is 401 whatever it sends, never a 403 about its fields.
// The per-IP and per-user limits (route-level onRequest) still count the request.
// A customer's route is one the contract secures with `bearer` alone (`[{}, {bearer: []}]` lets guests through), or a
// route outside the contract that declares `config: { signedIn: true }` (the chat's live stream).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, resolveUser } from './auth-session.ts';
import { loadContract } from '../http/contract.ts';
import { unauthenticated } from '../http/errors.ts';
import type { AppContext, AuthUser } from '../http/handler.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, or null (no token, or one that is revoked, unknown or of a blocked account). */
    user?: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** The route needs a signed-in customer: an anonymous caller gets 401 before its body is read. */
    signedIn?: boolean;
  }
}

/** `METHOD /route/:param` keys of the operations that require a bearer token (from the contract). */
export function bearerOnlyRoutes(): Set<string> {
  const keys = new Set<string>();
  for (const [path, item] of Object.entries<Record<string, { security?: Record<string, unknown>[] }>>(
    loadContract().paths,
  )) {
    for (const [method, op] of Object.entries(item)) {
      // `security: [{bearer: []}]` only; `[{}, {bearer: []}]` (bearer optional) is not a bearer-only route.
      if (op?.security?.length && op.security.every((s) => 'bearer' in s))
        keys.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    }
  }
  return keys;
}

/** Resolves `req.user` on every request and answers 401 to an anonymous caller of a customer's route. */
export function registerAuthentication(app: FastifyInstance, ctx: AppContext) {
  const bearerOnly = bearerOnlyRoutes();
  const signedInOnly = (req: FastifyRequest) =>
    req.routeOptions.config.signedIn === true ||
    bearerOnly.has(`${req.method === 'HEAD' ? 'GET' : req.method} ${req.routeOptions.url}`);

  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    const token = bearerToken(req);
    req.user = token ? await resolveUser(ctx, token) : null;
  });
  // preParsing: after the limits (route-level onRequest), before the body is parsed and anything validates it
  app.addHook('preParsing', async (req) => {
    if (!req.user && signedInOnly(req)) throw unauthenticated();
  });
}
