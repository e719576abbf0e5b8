// Sends fuzz requests to the real server and judges the answers. Unlike `server.call`, it does not record hits for
// the operation-coverage check (random requests must not count as an operation's deliberate success/error test),
// and it can send any framing: raw bytes, wrong content types, repeated query keys.
import type { OperationInfo } from './contract-validator.ts';
import { assertResponseMatches } from './contract-validator.ts';
import { deref, type FuzzBody, type FuzzRequest } from './fuzz-arbitraries.ts';

export interface FuzzResponse {
  status: number;
  contentType: string | null;
  body: unknown;
}

function isFormFile(op: OperationInfo, field: string): boolean {
  const schema = deref<any>(op.spec.requestBody)?.content?.['multipart/form-data']?.schema;
  const prop = deref<any>(deref<any>(schema)?.properties?.[field]);
  return prop?.format === 'binary' || prop?.contentMediaType !== undefined || /image|file|attachment/i.test(field);
}

function encodeBody(op: OperationInfo, body: FuzzBody, headers: Record<string, string>): BodyInit | undefined {
  switch (body.kind) {
    case 'none':
      return undefined;
    case 'json':
      headers['Content-Type'] = 'application/json';
      return JSON.stringify(body.value) ?? 'null';
    case 'raw':
      if (body.contentType) headers['Content-Type'] = body.contentType;
      return body.data;
    case 'form': {
      const form = new FormData();
      for (const [key, value] of Object.entries(body.fields)) {
        if (value === undefined) continue;
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        if (isFormFile(op, key)) form.append(key, new Blob([text], { type: 'image/png' }), 'fuzz.png');
        else form.append(key, text);
      }
      return form;
    }
  }
}

/** Lone surrogates → U+FFFD (what a browser sends; encodeURIComponent throws on them). */
const wellFormed = (s: string) =>
  s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** Sends one fuzz request for `op` to the server at `baseUrl`. */
export async function sendFuzz(baseUrl: string, op: OperationInfo, req: FuzzRequest): Promise<FuzzResponse> {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(wellFormed(req.params[name] ?? '1')));
  const query = new URLSearchParams();
  for (const [k, v] of req.query) query.append(k, v);
  const qs = query.toString();
  const headers: Record<string, string> = { Accept: 'application/json', ...req.headers };
  const body = encodeBody(op, req.body, headers);
  const res = await fetch(`${baseUrl}${path}${qs ? `?${qs}` : ''}`, {
    method: op.method.toUpperCase(),
    headers,
    body,
    redirect: 'manual',
  });
  const contentType = res.headers.get('content-type');
  const text = await res.text();
  let parsed: unknown = text;
  if (contentType?.includes('json') && text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(
        `${op.operationId} ${res.status}: the content type says JSON but the body is not: ${text.slice(0, 200)}`,
      );
    }
  }
  return { status: res.status, contentType, body: parsed };
}

/** Is `status` documented for the operation (exactly, as `4XX`, or `default`)? */
export function isDocumented(op: OperationInfo, status: number): boolean {
  return Boolean(op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default);
}

/** 6amMart's error shape `{errors:[{code,message}]}` (401 may also be `{message}`). */
export function hasErrorShape(status: number, body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const { errors, message } = body as { errors?: unknown; message?: unknown };
  if (status === 401 && typeof message === 'string') return true;
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every((e) => e && typeof e === 'object' && typeof e.code === 'string' && typeof e.message === 'string')
  );
}

/** A short, replayable description of a request for failure messages. */
export function describeRequest(op: OperationInfo, req: FuzzRequest): string {
  const body =
    req.body.kind === 'json'
      ? `json ${JSON.stringify(req.body.value)}`
      : req.body.kind === 'raw'
        ? `${req.body.contentType ?? 'no content type'} ${JSON.stringify(req.body.data)}`
        : req.body.kind === 'form'
          ? `form ${JSON.stringify(req.body.fields)}`
          : 'no body';
  const text = `${op.method.toUpperCase()} ${op.path} params=${JSON.stringify(req.params)} query=${JSON.stringify(req.query)} headers=${JSON.stringify(req.headers)} ${body}`;
  return text.length > 1500 ? `${text.slice(0, 1500)}…` : text;
}

export interface Finding {
  operationId: string;
  status: number;
  request: string;
  body: string;
}

/**
 * Judges one answer: never 5xx; a documented status must match the contract's response schema; an error without
 * documentation must still carry the errors shape. Undocumented statuses are returned as findings.
 */
export function judge(op: OperationInfo, req: FuzzRequest, res: FuzzResponse): Finding | null {
  const where = () =>
    `\n  request: ${describeRequest(op, req)}\n  response: ${res.status} ${JSON.stringify(res.body).slice(0, 600)}`;
  if (res.status >= 500) throw new Error(`${op.operationId} answered ${res.status}${where()}`);
  if (isDocumented(op, res.status)) {
    try {
      assertResponseMatches(op.operationId, res.status, res.contentType, res.body);
    } catch (err) {
      throw new Error(`${(err as Error).message.split('\nbody:')[0]}${where()}`, { cause: err });
    }
    return null;
  }
  if (res.status >= 400 && !hasErrorShape(res.status, res.body))
    throw new Error(`${op.operationId} ${res.status} lacks the {errors:[{code,message}]} shape${where()}`);
  return {
    operationId: op.operationId,
    status: res.status,
    request: describeRequest(op, req),
    body: JSON.stringify(res.body).slice(0, 300),
  };
}

/**
 * The fuzz of one operation passes only on its full sample: fewer random runs than required (its time budget ran
 * out, or the property was interrupted) fail it, never a quietly smaller sample.
 */
export function assertEveryRun(operationId: string, ran: number, required: number, budgetMs: number): void {
  if (ran < required)
    throw new Error(`${operationId}: ${ran} of the ${required} required random runs within FUZZ_BUDGET_MS=${budgetMs}`);
}

/**
 * Every operation of the contract has a handler: one without fails its fuzz (a contract ahead of the server is
 * unfinished work, not a test to skip).
 */
export function assertImplemented(operationId: string, implemented: ReadonlySet<string>): void {
  if (!implemented.has(operationId))
    throw new Error(`${operationId} is in the contract but has no handler (server/handlers)`);
}
