// Authentication before validation on every customer route (server/lib/accounts/authentication.ts): each route of the
// app's route table that needs a signed-in customer answers an anonymous caller 401 `auth-001`, whatever body,
// content type or parameters it sends — never a 403 about its fields, a 400 about its JSON or a 413 — as Laravel runs
// `auth:api` before its validator. A customer's route: the contract secures it with `bearer` alone, or it lies
// outside the contract under /api/v1/customer/ (the chat's live stream).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOperations } from '../support/contract-validator.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';

const unauthenticated = { errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** `METHOD /path/:param` of every route in the app's route table (read from Fastify's printed radix tree). */
function routeTable(app: TestServer['app']): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + m[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of m[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

const contractSecurity = new Map(
  allOperations().map((op) => [
    `${op.method.toUpperCase()} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`,
    (op.spec.security ?? []) as Record<string, unknown>[],
  ]),
);
const isCustomerRoute = (route: string) => {
  const security = contractSecurity.get(route);
  if (security) return security.length > 0 && security.every((s) => 'bearer' in s);
  return route.split(' ')[1]!.startsWith('/api/v1/customer/');
};

/** The ways an anonymous caller may send a request a customer's route would refuse on its own grounds. */
const invalidRequests = [
  { name: 'a JSON body of the wrong shape', contentType: 'application/json', body: '"not an object"' },
  { name: 'a JSON body missing every field', contentType: 'application/json', body: '{}' },
  { name: 'JSON that does not parse', contentType: 'application/json', body: '{"a":' },
  { name: 'a multipart body without a boundary', contentType: 'multipart/form-data', body: 'x' },
  { name: 'a text body', contentType: 'text/plain', body: 'x' },
  { name: 'a body over the limit', contentType: 'application/json', body: `{"a":"${'x'.repeat(1100 * 1024)}"}` },
];

async function send(route: string, request: (typeof invalidRequests)[number], token?: string) {
  const [method, path] = route.split(' ') as [string, string];
  const url = `${server.url}${path.replace(/:(\w+)/g, '0')}?limit=x&offset=-1&id=%00`;
  const headers: Record<string, string> = { moduleId: 'x', zoneId: 'x', ...(token && { Authorization: token }) };
  const hasBody = method !== 'GET' && method !== 'HEAD';
  if (hasBody) headers['Content-Type'] = request.contentType;
  const res = await fetch(url, { method, headers, body: hasBody ? request.body : undefined });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('an anonymous caller of a customer route', () => {
  it('is answered 401 before anything validates what it sent, on every customer route of the route table', async () => {
    const customerRoutes = routeTable(server.app).filter(isCustomerRoute);
    expect(customerRoutes).toContain('POST /api/v1/customer/update-profile');
    expect(customerRoutes).toContain('GET /api/v1/customer/message/stream');
    expect(customerRoutes.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const route of customerRoutes)
      for (const request of invalidRequests)
        for (const token of [undefined, 'Bearer not-a-token']) {
          const answer = await send(route, request, token);
          if (answer.status !== 401 || JSON.stringify(answer.body) !== JSON.stringify(unauthenticated))
            wrong.push(`${route} with ${request.name}${token ? ' and an unknown token' : ''}: ${answer.status}`);
        }
    expect(wrong).toEqual([]);
  }, 180_000);

  it("still has a guest route's body validated (the rule is the customer routes', not every route's)", async () => {
    const guestRoute = 'POST /api/v1/customer/cart/add';
    expect(isCustomerRoute(guestRoute)).toBe(false);
    expect((await send(guestRoute, invalidRequests[0]!)).status).toBe(403);
  });
});
