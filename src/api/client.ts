import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../openapi/storefront.d.ts';
import { ApiError, answerMessage, failureInAnswer, retryAfterSeconds, slowCall, unansweredCall } from './errors.ts';
import { session } from '../session/storage.ts';

/**
 * The backend the SPA calls: `<meta name="api-base-url" content="…">` in the served index.html (set where the build is
 * served, no rebuild), else `VITE_API_BASE_URL` (build time), both for any 6amMart-compatible backend; else the
 * embedded API (same origin).
 */
export function resolveApiBaseUrl(
  doc: Pick<Document, 'querySelector'> | undefined,
  buildTime: string | undefined,
): string {
  const served = doc?.querySelector<HTMLMetaElement>('meta[name="api-base-url"]')?.content.trim();
  return (served || buildTime)?.replace(/\/$/, '') ?? '';
}

export const apiBaseUrl = resolveApiBaseUrl(
  globalThis.document,
  import.meta.env?.VITE_API_BASE_URL as string | undefined,
);

/** Sends the headers 6amMart reads: zoneId, moduleId, X-localization, latitude, longitude, Authorization. */
export const sessionHeaders: Middleware = {
  onRequest({ request }) {
    const h = request.headers;
    h.set('Accept', 'application/json');
    if (!h.has('X-localization')) h.set('X-localization', session.language());
    const zoneId = session.zoneId();
    if (zoneId && !h.has('zoneId')) h.set('zoneId', zoneId);
    const module = session.module();
    if (module && !h.has('moduleId')) h.set('moduleId', String(module.id));
    const latLng = session.latLng();
    if (latLng) {
      if (!h.has('latitude')) h.set('latitude', String(latLng.lat));
      if (!h.has('longitude')) h.set('longitude', String(latLng.lng));
    }
    const token = session.token();
    if (token && !h.has('Authorization')) h.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

/** Turns error responses into ApiError carrying the server's message. */
export const errorResponses: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return response;
    const body = await response
      .clone()
      .json()
      .catch(() => null);
    const retryAfter = response.status === 429 ? retryAfterSeconds(response.headers.get('Retry-After')) : null;
    const { message, code } = answerMessage(
      response.status,
      body,
      response.statusText || `Request failed (${response.status})`,
      retryAfter,
    );
    throw new ApiError(response.status, message, body, code, retryAfter);
  },
};

/**
 * How long the browser waits for an answer's headers before giving the call up as slow (`slowCall`: "taking longer
 * than usual", with Try again, instead of a spinner that may never end). An upload (multipart) is not limited: its
 * time is the shopper's connection's.
 */
export const ANSWER_DEADLINE_MS = 15_000;

/** The browser's fetch, given up after `ANSWER_DEADLINE_MS` without an answer (a cancel by the caller stays one). */
export async function fetchWithDeadline(
  request: Request,
  send: (request: Request) => Promise<Response> = (r) => globalThis.fetch(r),
): Promise<Response> {
  if (request.headers.get('Content-Type')?.startsWith('multipart/')) return send(request);
  const deadline = new AbortController();
  let late = false;
  const timer = setTimeout(() => {
    late = true;
    deadline.abort();
  }, ANSWER_DEADLINE_MS);
  const caller = request.signal;
  const cancel = () => deadline.abort();
  caller.addEventListener('abort', cancel);
  try {
    return await send(new Request(request, { signal: deadline.signal }));
  } catch (error) {
    if (late && !caller.aborted) throw slowCall();
    throw error;
  } finally {
    clearTimeout(timer);
    caller.removeEventListener('abort', cancel);
  }
}

/** How a request reaches the API: the browser's fetch; the server render's goes in-process (setApiTransport). */
let transport: (request: Request) => Promise<Response> = (request) => fetchWithDeadline(request);

/** The server render sends the typed client's requests to the embedded API without an HTTP hop. */
export function setApiTransport(send: (request: Request) => Promise<Response>) {
  transport = send;
}

/** A call without an answer fails with a worded ApiError (status 0), not the browser's text (`unansweredCall`). */
export const unansweredCalls: Middleware = {
  onError({ error, request }) {
    const failure = unansweredCall(error, request.signal);
    return failure instanceof Error ? failure : undefined;
  },
};

export const api = createClient<paths>({
  // no page origin on the server: any origin does, the transport reads the path
  baseUrl: apiBaseUrl || globalThis.location?.origin || 'http://localhost',
  fetch: (request) => transport(request),
});
api.use(sessionHeaders, errorResponses, unansweredCalls);

/**
 * Unwraps openapi-fetch's `{data}`: errors were already thrown by the middleware; a 2xx answer carrying 6amMart's
 * `errors` is a failure too (failureInAnswer), an ApiError of its status and first error.
 */
export async function unwrap<T>(promise: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, response } = await promise;
  if (!response.ok) throw new ApiError(response.status, response.statusText, null);
  const failure = failureInAnswer(data);
  if (failure) throw new ApiError(response.status, failure.message, data, failure.code);
  return data as T;
}
