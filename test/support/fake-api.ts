// A fake 6amMart backend for view tests: installed as globalThis.fetch BEFORE src/api/client.ts is imported
// (openapi-fetch captures fetch when the client is created), so import this file first in a test file.
// Routes answer like the 6amMart API; tests change answers per test and read the requests made.

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Reply = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;
type Handler = (req: FakeRequest) => Reply;

const handlers = new Map<string, Handler>();
export const requests: FakeRequest[] = [];

/** Sets the answer for `METHOD /api/v1/...` (a body, or a handler returning {status, body}). */
export function route(key: string, reply: Handler | { status?: number; body: unknown }) {
  handlers.set(key, typeof reply === 'function' ? reply : () => reply);
}

export function resetFakeApi() {
  handlers.clear();
  requests.length = 0;
}

export const requestsTo = (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key);

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  const text = request.method === 'GET' ? '' : await request.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    /* keep text */
  }
  const req: FakeRequest = {
    method: request.method,
    path: url.pathname,
    query: url.searchParams,
    headers: request.headers,
    body,
  };
  requests.push(req);
  const handler = handlers.get(`${req.method} ${req.path}`);
  const reply = handler
    ? await handler(req)
    : { status: 404, body: { errors: [{ code: 'not_found', message: `No fake for ${req.method} ${req.path}` }] } };
  return new Response(JSON.stringify(reply.body), {
    status: reply.status ?? 200,
    headers: { 'content-type': 'application/json' },
  });
}

globalThis.fetch = fakeFetch as typeof fetch;
