import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import type { ServerEnv } from '../../env.ts';

export type OperationId = keyof operations;
type Op<Id extends OperationId> = operations[Id];
type Json<R> = R extends { content: { 'application/json': infer B } }
  ? B
  : R extends { content?: never }
    ? void
    : unknown;
type SuccessResponse<O> = O extends { responses: infer R }
  ? 200 extends keyof R
    ? Json<R[200]>
    : 201 extends keyof R
      ? Json<R[201]>
      : unknown
  : unknown;
type Params<O, K extends string> = O extends { parameters: infer P }
  ? P extends Record<K, infer Q>
    ? Q extends undefined | never
      ? Record<string, never>
      : NonNullable<Q>
    : Record<string, never>
  : Record<string, never>;
type Body<O> = O extends { requestBody?: { content: infer C } }
  ? C extends { 'application/json': infer B }
    ? B
    : C extends { 'multipart/form-data': infer M }
      ? M
      : C extends { 'application/x-www-form-urlencoded': infer F }
        ? F
        : unknown
  : unknown;

/** The signed-in customer resolved from the bearer token, if any. */
export interface AuthUser {
  id: number;
  tokenId: number;
}

/** A Fastify request typed from the contract's operation. */
export type ApiRequest<Id extends OperationId> = FastifyRequest<{
  Params: Params<Op<Id>, 'path'>;
  Querystring: Params<Op<Id>, 'query'>;
  Headers: Params<Op<Id>, 'header'>;
  Body: Body<Op<Id>>;
}> & { user?: AuthUser | null };

/**
 * What every handler can use. A business area adds what it keeps for the whole app by augmenting this interface
 * (`declare module '../http/handler.ts'`, as Fastify's decorators do), so this layer names none of them: the
 * catalogue rows' cache (`catalogue`, lib/catalogue/catalogue-rows.ts).
 */
export interface AppContext {
  db: Db;
  env: ServerEnv;
  /** The clock, injectable for OTP/cooldown tests. */
  now(): Date;
}

export type Handler<Id extends OperationId> = (
  req: ApiRequest<Id>,
  reply: FastifyReply,
) => Promise<SuccessResponse<Op<Id>>>;

/** Handlers for a tag: an object keyed by operationId. Build it with `defineHandlers(ctx => ({...}))`. */
export type HandlerMap = { [Id in OperationId]?: Handler<Id> };
export const defineHandlers =
  <M extends HandlerMap>(factory: (ctx: AppContext) => M) =>
  (ctx: AppContext): M =>
    factory(ctx);
