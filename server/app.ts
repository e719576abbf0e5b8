import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerFactory } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { cleanUpload } from './lib/http/image-upload.ts';
import type { Database } from './db/client.ts';
import type { ServerEnv } from './env.ts';
import { buildHandlers } from './handlers/index.ts';
import { registerMediaRoutes } from './media.ts';
import { registerJoiningImageRoutes } from './lib/joining/applications.ts';
import { registerOrderAttachmentRoutes } from './lib/orders/attachments.ts';
import { scheduleDemoRefunds } from './lib/orders/refunds.ts';
import { scheduleDemoOrders } from './lib/orders/demo-progress.ts';
import { registerChatRoutes } from './lib/chat/routes.ts';
import { paymentPages } from './payment.ts';
import { registerSpa } from './static.ts';
import { loadContract } from './lib/http/contract.ts';
import { ApiError } from './lib/http/errors.ts';
import type { AppContext } from './lib/http/handler.ts';
import { isMalformedMultipart, registerRequestGuards } from './lib/http/request-guards.ts';
import { recordAnswersWithEffects, registerIdempotency } from './lib/http/idempotency.ts';
import { requestScopedDb } from './db/request-transaction.ts';
import { registerResponseCache } from './lib/http/response-cache.ts';
import { publicCaches } from './lib/http/public-caches.ts';
import { catalogueCache } from './lib/catalogue/catalogue-rows.ts';
import { registerRequestScope } from './lib/http/scope.ts';
import { toErrorItem } from './lib/http/validation-errors.ts';
import { registerCors } from './lib/http/cors.ts';
import { registerSecurityHeaders } from './lib/http/security-headers.ts';
import { registerValidator } from './lib/http/validator.ts';
import { registerSerializer } from './lib/http/serializer.ts';
import { registerPublicUrls } from './lib/http/public-urls.ts';
import { registerLaravelLeniency } from './lib/http/laravel-leniency.ts';
import { registerAuthentication } from './lib/accounts/authentication.ts';
import { registerRateLimits } from './lib/http/rate-limit-store.ts';
import { uniqueViolationError } from './lib/http/unique-violation.ts';
import { wordedConstraints } from './unique-violation.ts';
import { isDatabaseUnavailable, replyUnavailable } from './lib/http/unavailable.ts';
import { registerAnsweredMark, unlessAnswered } from './lib/http/answered.ts';

export interface AppOptions {
  database: Database;
  env: ServerEnv;
  now?: () => Date;
  /** Serve the built SPA from env.staticDir (when it exists). */
  serveSpa?: boolean;
  /** The HTTP server to serve on (server/main.ts: one that listens before the database is open). */
  serverFactory?: FastifyServerFactory;
}

/** The largest JSON body (1 MiB: an order with a hundred lines is ~60 KiB). Larger → 413. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** Fastify's trustProxy for `n` hops (its types have no number form). */
const trustHops = (n: number) => (_address: string, hop: number) => hop < n;

/** Builds the embedded 6amMart-compatible API (routes and validation from openapi/storefront.yaml). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: false,
    bodyLimit: JSON_BODY_LIMIT, // JSON bodies; multipart uploads have their own limits below
    // TRUST_PROXY: req.ip from X-Forwarded-For, through the named proxies (or that many hops) only
    trustProxy: typeof env.trustProxy === 'number' ? trustHops(env.trustProxy) : env.trustProxy,
    // a request that reaches a stopping server on a connection it still holds is answered (with Connection: close),
    // not refused: its client sent it before it could know (server/main.ts)
    return503OnClosing: false,
    ...(options.serverFactory && { serverFactory: options.serverFactory }),
  });
  // the first onSend hook: a request answered before its handler never runs the handler (lib/http/answered.ts)
  registerAnsweredMark(app);
  registerValidator(app); // Ajv from the contract; no arrays or booleans coerced into numbers
  registerSerializer(app); // fast-json-stringify, each response schema's serializer built once per process
  // the caches of what the database says, emptied on its NOTIFY cache_invalidate (whichever process wrote)
  const caches = publicCaches(options.database);
  // a request that records its answer with its effect runs all its queries in one transaction (idempotency.ts)
  const db = requestScopedDb(options.database.db);
  const ctx: AppContext = {
    db,
    env,
    now: options.now ?? (() => new Date()),
    catalogue: catalogueCache(caches, db),
  };
  if (env.demoMode) scheduleDemoRefunds(app, ctx);
  if (env.demoMode) scheduleDemoOrders(app, ctx);

  // One line per request.
  app.addHook('onResponse', async (req, reply) => {
    if (env.logRequests) console.log(`${req.method} ${req.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`);
  });

  // CORS first, so preflights and every answer (429 and errors too) carry the headers; media URLs absolute.
  await registerCors(app, env.corsOrigins);
  registerSecurityHeaders(app, env, env.paymentCallbackOrigins);
  registerPublicUrls(app, env);

  // req.user on every request; an anonymous caller of a customer's route is 401 before its body is read
  registerAuthentication(app, ctx);

  // the per-minute limits, counted in the database: one budget per key across every API process
  await registerRateLimits(app, options.database.db, env, ctx.now);

  // every uploaded image is drawn anew as it arrives (upright, at most 2048 px, without its metadata): the handlers
  // check and keep what cleanUpload made of it
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 4 * 1024 * 1024 },
    onFile: async (part) => {
      (part as typeof part & { value: Buffer }).value = await cleanUpload(await part.toBuffer());
    },
  });
  registerRequestGuards(app); // bodies the contract would not validate, multipart without boundary → 403 (found by fuzzing)
  registerLaravelLeniency(app); // empty query parameters are absent, JSON-encoded fields decoded

  app.setErrorHandler((err: FastifyError & { validationContext?: string }, req, reply) => {
    if (err instanceof ApiError) return reply.status(err.statusCode).send(err.body);
    if (isDatabaseUnavailable(err)) {
      // a catalogue read answered before keeps being served while the database is away
      if (req.staleAnswer) return reply.header('content-type', req.staleAnswer.type).send(req.staleAnswer.body);
      return replyUnavailable(reply);
    }
    if (isMalformedMultipart(err))
      return reply.status(403).send({ errors: [{ code: 'request', message: 'The multipart body is malformed.' }] });
    if (err.validation) {
      const seen = new Set<string>();
      const errors = err.validation
        .map((v) => toErrorItem(v, err.validationContext))
        .filter((e) => (seen.has(e.code) ? false : (seen.add(e.code), true)));
      return reply.status(403).send({ errors });
    }
    if (err.name === 'SecurityError' || err.statusCode === 401)
      return reply.status(401).send({ errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] });
    if (err.statusCode === 429) return reply.status(429).send(err);
    const duplicate = uniqueViolationError(err, wordedConstraints);
    if (duplicate) return reply.status(duplicate.statusCode).send(duplicate.body);
    // A value the database cannot hold (an id past int4, a malformed number) is the client's error, not a 500.
    const pgCode = (err as { cause?: { code?: string } }).cause?.code;
    if (pgCode === '22003' || pgCode === '22P02' || pgCode === '22008')
      return reply
        .status(403)
        .send({ errors: [{ code: 'request', message: 'A value in the request is out of range.' }] });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const code = err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'content_type' : 'request';
      return reply
        .status(err.statusCode === 415 ? 403 : err.statusCode)
        .send({ errors: [{ code, message: err.message }] });
    }
    console.error(`${req.method} ${req.url}`, err);
    return reply.status(500).send({ errors: [{ code: 'server_error', message: 'Something went wrong.' }] });
  });

  // Answers over 1 KB go compressed to a client that accepts it (brotli at a fast quality, else gzip): a page of items is
  // 18 KB of JSON, 2 KB compressed; a rendered page (server/static.ts) likewise. Files the build precompressed and the
  // chat's event stream (hijacked) carry their own encoding or none.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerResponseCache(app, { ttlMs: env.responseCacheSeconds * 1000, maxBytes: env.responseCacheMaxBytes }, caches);
  // req.scope: owner, module, zones, locale, position, paging — resolved once per request (after a cache hit, never)
  registerRequestScope(app, ctx);
  // Idempotency-Key on order placement, trip booking and payment, add-fund, chat sends
  registerIdempotency(app, options.database, env.idempotencyKeyHours);

  const handlers = unlessAnswered(recordAnswersWithEffects(await buildHandlers(ctx), options.database));
  await app.register(openapiGlue, {
    specification: loadContract(),
    serviceHandlers: handlers,
    // an anonymous caller of a bearer-only operation was answered 401 before its body was read (authentication.ts)
    securityHandlers: { bearer: async () => undefined },
  });
  await app.register(paymentPages, { ctx }); // wallet payment page + customer photos
  registerOrderAttachmentRoutes(app, ctx.db); // prescription images under /media/order
  registerJoiningImageRoutes(app, ctx.db); // a joining store's logo and cover under /media/store
  registerChatRoutes(app, ctx, options.database); // the chat's live stream, its images under /media/conversation
  await registerMediaRoutes(app); // generated SVG images under /media

  if (options.serveSpa && existsSync(join(env.staticDir, 'index.html'))) {
    await registerSpa(app, env.staticDir, ctx, caches);
  } else {
    app.setNotFoundHandler((_req, reply) =>
      reply.status(404).send({ errors: [{ code: 'not_found', message: 'Not found.' }] }),
    );
  }
  await caches.listen(app, options.database);
  return app;
}
