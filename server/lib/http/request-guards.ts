// Request guards for framework-level 500s found by the fuzz tests (test/server/fuzz.test.ts). Each now answers 403 in
// 6amMart's `{errors:[{code,message}]}` shape, as Laravel's validator would:
//  - a multipart request without a boundary (busboy throws a plain Error while parsing);
//  - a truncated/malformed multipart body (busboy's parse errors; mapped by the app's error handler);
//  - NUL bytes in query, path or body strings (PostgreSQL text rejects them: error 22021);
//  - JSON nested deeper than MAX_BODY_DEPTH (a variation 5,000 levels deep overflowed the stack: 500);
//  - non-finite numbers ("Infinity", "1e999" pass Ajv's integer check when there is no maximum);
//  - a body the operation's schema never saw: Fastify validates bodies only for the media types the contract lists,
//    so a body-less request or a text/plain one reached the handler unvalidated (`req.body` undefined or a string)
//    and crashed it. Such bodies are now validated against the operation's schema (the JSON one first): an absent
//    required body as `{}` (→ the "field is required" errors), anything else as sent (a string fails `type: object`).
import type { FastifyInstance } from 'fastify';
import { loadContract } from './contract.ts';
import { forbidden } from './errors.ts';

type Validator = ((data: unknown) => boolean) & { errors?: unknown[] | null };

/** No operation's body nests deeper than a few levels (an order's cart lines with their variations: ~6). */
export const MAX_BODY_DEPTH = 32;

/** Depth of a parsed JSON value (0 for a scalar), walked without recursion; stops counting past `limit`. */
export function depthOf(value: unknown, limit = MAX_BODY_DEPTH): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (!v || typeof v !== 'object' || Buffer.isBuffer(v)) continue;
    deepest = Math.max(deepest, d + 1);
    if (deepest > limit) return deepest;
    for (const inner of Object.values(v)) stack.push([inner, d + 1]);
  }
  return deepest;
}

/** `METHOD /fastify/:path` of every operation whose request body is required. */
function operationsRequiringBody(): Set<string> {
  const contract = loadContract();
  const keys = new Set<string>();
  for (const [path, item] of Object.entries<Record<string, any>>(contract.paths ?? {})) {
    for (const [method, op] of Object.entries<any>(item)) {
      let body = op?.requestBody;
      if (body?.$ref) body = contract.components?.requestBodies?.[String(body.$ref).split('/').pop()!];
      if (body?.required) keys.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    }
  }
  return keys;
}

export function registerRequestGuards(app: FastifyInstance) {
  const requiresBody = operationsRequiringBody();

  // preParsing: after authentication.ts turned an anonymous caller of a customer's route away (401 comes first)
  app.addHook('preParsing', async (req) => {
    const type = req.headers['content-type'];
    if (type && /^\s*multipart\/form-data/i.test(type) && !/;\s*boundary=/i.test(type))
      throw forbidden('content_type', 'The multipart/form-data body has no boundary.');
  });

  // Before anything walks the body (Ajv, the NUL check, handlers, the database driver).
  app.addHook('preValidation', async (req) => {
    if (depthOf(req.body) > MAX_BODY_DEPTH)
      throw forbidden('request', `The request body may not be nested more than ${MAX_BODY_DEPTH} levels deep.`);
  });

  // PostgreSQL text cannot hold NUL bytes (22021 → 500): refuse them in any query, path or body string up front
  // (handlers also read query values the contract does not list, e.g. guest_id).
  app.addHook('preValidation', async (req) => {
    for (const value of [req.params, req.query, req.body]) {
      const field = findField(value, (v) => typeof v === 'string' && v.includes('\u0000'));
      if (field) throw forbidden(field, `The ${field.replace(/_/g, ' ')} contains an invalid character.`);
    }
  });

  // Ajv coerces "Infinity"/"1e999" into an `integer` without a maximum; no column or serializer takes it (→ 500).
  app.addHook('preHandler', async (req) => {
    for (const value of [req.params, req.query, req.body]) {
      const field = findField(value, (v) => typeof v === 'number' && !Number.isFinite(v));
      if (field) throw forbidden(field, `The ${field.replace(/_/g, ' ')} must be a finite number.`);
    }
  });

  app.addHook('preValidation', async (req) => {
    const compiled = req.getValidationFunction('body') as unknown as Validator | Record<string, Validator> | undefined;
    // No body schema, or one schema for every media type (Fastify then validates any body itself).
    if (!compiled || typeof compiled === 'function') return;
    const mediaType = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (mediaType && compiled[mediaType]) return; // a documented media type: Fastify validates it next
    let data = req.body;
    if (data === undefined) {
      if (!requiresBody.has(`${req.method} ${req.routeOptions.url}`)) return;
      data = {};
    }
    const validate = compiled['application/json'] ?? Object.values(compiled)[0];
    if (validate && !validate(data))
      throw Object.assign(new Error('The request body does not match the operation.'), {
        statusCode: 400,
        validation: validate.errors ?? [],
        validationContext: 'body',
      });
    req.body = data;
  });
}

/** The first field (its top-level name) holding, at any depth, a value `bad` accepts. */
function findField(value: unknown, bad: (v: unknown) => boolean, depth = 0, name = 'request'): string | null {
  if (bad(value)) return name;
  if (!value || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (bad(key)) return depth === 0 ? 'request' : name;
    const found = findField(inner, bad, depth + 1, depth === 0 ? key : name);
    if (found) return found;
  }
  return null;
}

/** busboy's errors for a malformed multipart body (no status code: they would be 500s). */
export const isMalformedMultipart = (err: { message?: string; statusCode?: number }) =>
  (!err.statusCode || err.statusCode === 500) &&
  /^(Unexpected end of (form|multipart data)|Malformed part header|Part terminated early|Multipart: )/.test(
    err.message ?? '',
  );
