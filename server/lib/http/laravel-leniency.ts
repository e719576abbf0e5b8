// What the real 6amMart (Laravel) backend lets through, so clients written against it work here:
//   - an empty query parameter (`?top_rated=&sortby_price=`) is absent (Laravel's ConvertEmptyStringsToNull turns it
//     into null, and every optional rule accepts null) instead of a 403 for a malformed value;
//   - a route behind `auth:api` answers 401 before any validation of its headers or parameters (Laravel runs the auth
//     middleware first), e.g. `customer/wish-list` without a token and without `moduleId` is 401, not 403.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadContract } from './contract.ts';
import { ApiError } from './errors.ts';
import type { AuthUser } from './handler.ts';

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

export function registerLaravelLeniency(app: FastifyInstance) {
  const bearerOnly = bearerOnlyRoutes();
  app.addHook('preValidation', async (req: FastifyRequest & { user?: AuthUser | null }) => {
    if (!req.user && bearerOnly.has(`${req.method} ${req.routeOptions.url}`))
      throw new ApiError(401, { errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] });
    const query = req.query as Record<string, unknown> | undefined;
    if (query && typeof query === 'object')
      for (const [key, value] of Object.entries(query)) if (value === '') delete query[key];
  });
}
