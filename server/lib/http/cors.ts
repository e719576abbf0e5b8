// CORS (@fastify/cors): the SPA on a CDN or another host, and 6amMart's own web clients, call the API from another
// origin. Allowed origins come from CORS_ORIGINS (default: the served origin and PUBLIC_URL); `*` only when asked, and
// then without credentials. Preflight allows every header 6amMart clients send.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Request headers 6amMart clients send (the React/Next.js clients, the mobile apps, our SPA). */
export const allowedRequestHeaders = [
  'Accept',
  'Accept-Language',
  'Authorization',
  'Content-Type',
  'zoneId',
  'moduleId',
  'latitude',
  'longitude',
  'X-localization',
  'X-software-id',
  'X-Requested-With',
  'guest_id',
  'guest-id',
  'X-Guest-Id',
];

export async function registerCors(app: FastifyInstance, origins: string[] | '*') {
  const any = origins === '*';
  await app.register(cors, {
    origin: any ? '*' : origins,
    credentials: !any,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: allowedRequestHeaders,
    exposedHeaders: ['Retry-After', 'X-Cache'],
    maxAge: 600,
    strictPreflight: false,
  });
}
