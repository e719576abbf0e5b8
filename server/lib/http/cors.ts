// CORS (@fastify/cors): the SPA on a CDN or another host, and 6amMart's own web clients, call the API from another
// origin. Allowed origins come from CORS_ORIGINS (default: the served origin and PUBLIC_URL); `*` only when asked, and
// then without credentials.
//
// Request headers: for an allowed origin the preflight answers every header the browser asks for (the
// Access-Control-Request-Headers are echoed, as 6amMart's Laravel backend does with `allowed_headers: ['*']`): 6amMart
// clients add headers of their own (the 3.x web client sends `ngrok-skip-browser-warning` on every call) and a fixed
// list broke every call of such a client. An origin that is not allowed gets no CORS header at all (not even the
// allowed headers or methods), and credentials go only with an echoed origin, never with `*`.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

export async function registerCors(app: FastifyInstance, origins: string[] | '*') {
  const any = origins === '*';
  const allowed = new Set(any ? [] : origins);
  await app.register(cors, {
    // a function, so that an origin not listed resolves to `false`: @fastify/cors then adds no header at all
    origin: any ? '*' : (origin, cb) => cb(null, origin !== undefined && allowed.has(origin) ? origin : false),
    credentials: !any,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // no `allowedHeaders`: @fastify/cors then echoes Access-Control-Request-Headers (and varies on it)
    exposedHeaders: ['Retry-After', 'X-Cache'],
    maxAge: 600,
    strictPreflight: false,
  });
}
