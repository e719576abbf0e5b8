import { NO_ANSWER_CODE } from '../../domain/no-answer.ts';
import { failureSentence, wordedRefusal, type Failure } from './failure.ts';
import { isBareStatusWord } from './status-word.ts';

/** A failed API call: the HTTP status and the server's message (6amMart `{errors:[{code,message}]}`). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body: unknown,
    public readonly code?: string,
    /** A 429's `Retry-After`, in seconds (null: not said). */
    public readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The `{code,message}` entries of 6amMart's error body (empty for other shapes). */
  get errors(): { code: string; message: string }[] {
    const errors = (this.body as { errors?: unknown })?.errors;
    return Array.isArray(errors) ? errors : [];
  }
}

let serverErrorText = () => 'The service is not available right now. Please try again later.';
let networkErrorText = () => 'We could not reach the shop. Check your internet connection, then try again.';
// (until the app sets the translated words: the English ones; a 429's seconds are the app's to word)
let slowText = () => 'The shop is taking longer than usual to answer. Please try again.';
let tooManyText = (_seconds: number | null) => 'There are too many requests right now.';
let unknownText = () => 'Something went wrong.';

/** The worded (translated) message a 5xx answer shows instead of the server's internal text (set by the app). */
export function setServerErrorText(text: () => string) {
  serverErrorText = text;
}

/** The worded (translated) message of a call that got no answer at all (set by the app). */
export function setNetworkErrorText(text: () => string) {
  networkErrorText = text;
}

/**
 * The other worded (translated) messages of a failed call (set by the app): an answer that took too long, a 429 (with
 * the seconds of its `Retry-After` when it says them) and a failure that is neither an answer nor its absence (a
 * library's or the browser's own exception: its text never reaches the screen).
 */
export function setFailureTexts(texts: {
  slow: () => string;
  tooManyRequests: (seconds: number | null) => string;
  unknown: () => string;
}) {
  slowText = texts.slow;
  tooManyText = texts.tooManyRequests;
  unknownText = texts.unknown;
}

/** The catalogue's words for a failure's sentence (src/api/failure.ts; set by the app with its translator). */
let translate: ((key: string) => string) | null = null;

export function setFailureTranslator(t: (key: string) => string) {
  translate = t;
}

/** The code of an answer that holds nothing the shop can read (no JSON, or not the shape asked for). */
export const UNREADABLE_CODE = 'unreadable_answer';

/**
 * An answer of status `status` that holds nothing to read (6amMart 3.5's place search offline answers 200 with an
 * empty body): a failure worded by the catalogue's `key`, never the engine's text ("Cannot read properties of
 * undefined", "Unexpected end of JSON input").
 */
export const unreadableAnswer = (status: number, key: string) =>
  new ApiError(status, translate?.(key) ?? unknownText(), null, UNREADABLE_CODE);

/** What the failure mapping (src/api/failure.ts) reads of an error: an ApiError's status and code; null for others. */
export const failureOf = (error: unknown): Failure | null =>
  error instanceof ApiError
    ? { status: error.status, code: error.code, retryAfter: error.retryAfter }
    : isUnanswered(error)
      ? { status: 0, code: NO_ANSWER_CODE }
      : null;

/** The seconds a `Retry-After` header asks to wait (a number of seconds or an HTTP date); null when it says none. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | null {
  const text = header?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The code of a call whose answer took longer than `ANSWER_DEADLINE_MS` (it was given up; see src/api/client.ts). */
export const SLOW_CODE = 'slow';

/** A call given up after waiting `ANSWER_DEADLINE_MS` for its answer: the worded "taking longer than usual". */
export const slowCall = () => new ApiError(0, slowText(), null, SLOW_CODE);

/**
 * A call that got no answer (offline, the API down or unreachable, refused by CORS) as an ApiError of status 0 with
 * the worded message: never the browser's own text ("Failed to fetch", "NetworkError when attempting to fetch
 * resource.", in English whatever the shop's language). A cancelled call (an abort) stays what it is: React Query and
 * the machines tell it apart.
 */
export function unansweredCall(error: unknown, signal?: AbortSignal): unknown {
  if (error instanceof ApiError) return error;
  if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) return error;
  return new ApiError(0, networkErrorText(), null, NO_ANSWER_CODE);
}

/**
 * The message of a failed answer: the server's own for 4xx; for 5xx never the server's text (e.g. 'cURL error 6');
 * for 429 the worded "too many requests", with the seconds of its Retry-After.
 */
export function answerMessage(
  status: number,
  body: unknown,
  fallback: string,
  retryAfter: number | null = null,
): { message: string; code?: string } {
  if (status >= 500) return { message: serverErrorText(), code: 'server_error' };
  if (status === 429) return { message: tooManyText(retryAfter), code: 'too_many_requests' };
  return serverMessage(body, fallback);
}

/**
 * The failure an answer of status 2xx carries in 6amMart's error shape (`{errors: [{code, message}]}`: v2.6 answers
 * a forgot-password whose SMS failed with 200 and `Failed to send sms`), or null for a real success.
 */
export function failureInAnswer(body: unknown): { message: string; code?: string } | null {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  return serverMessage(body, 'Request failed');
}

/** The user-facing message of a 6amMart error body. */
export function serverMessage(body: unknown, fallback: string): { message: string; code?: string } {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    if (Array.isArray(b.errors) && b.errors[0] && typeof b.errors[0] === 'object') {
      const first = b.errors[0] as { code?: string; message?: string };
      if (first.message) return { message: first.message, code: first.code };
    }
    if (typeof b.errors === 'string') return { message: b.errors };
    if (typeof b.message === 'string') return { message: b.message };
    if (typeof b.error === 'string') return { message: b.error };
  }
  return { message: fallback };
}

/** A call that got no answer at all (`unansweredCall`'s ApiError, or a raw network TypeError from elsewhere). */
export const isUnanswered = (error: unknown) =>
  (error instanceof ApiError && error.code === NO_ANSWER_CODE) || error instanceof TypeError;

/** A call given up because its answer took too long (`slowCall`). */
export const isSlow = (error: unknown) => error instanceof ApiError && error.code === SLOW_CODE;

/** Worth asking again by itself: no answer, an answer too slow, or the server's own failure (5xx); a 4xx would answer the same. */
export const isRetriable = (error: unknown) =>
  isUnanswered(error) || !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/**
 * How long a failed load waits before it is asked again by itself while its page shows the failure (the page recovers
 * without a click once the API is back): a 429's `Retry-After`, else `RECOVERY_MS`; null for a failure that would
 * answer the same (a 4xx).
 */
export const RECOVERY_MS = 10_000;

/** A failure that may go away by itself (no answer, too slow, 5xx, 429): worth Try again, unlike a refusal (4xx). */
export const isTransient = (error: unknown) => recoveryDelay(error) !== null;

export function recoveryDelay(error: unknown): number | null {
  if (error instanceof ApiError && error.status === 429) return Math.max(RECOVERY_MS, (error.retryAfter ?? 0) * 1000);
  return isRetriable(error) ? RECOVERY_MS : null;
}

/**
 * What a toast or a form says of a failure: the ApiError's worded message — the server's text for a 4xx refusal
 * (the spec's error catalogue), the shop's words for a 5xx, a 429, no answer or a slow one — except a missing module
 * or zone, worded by the failure mapping (`wordedRefusal`, src/api/failure.ts); the worded "no answer" for a
 * browser's network TypeError ('Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed');
 * the worded fallback for any other engine or browser exception; an Error of the app's own (a worded refusal) keeps
 * its message. A page's failed load says the mapping's sentence instead (src/shop/load-failure.tsx).
 */
export function errorMessage(error: unknown, fallback?: string): string {
  const refusal = error instanceof ApiError ? wordedRefusal(error) : null;
  if (refusal) return translate?.(refusal.key) ?? unknownText();
  if (error instanceof ApiError && error.status >= 400 && isBareStatusWord(error.message))
    return fallback ?? translate?.(failureSentence(error).key) ?? unknownText();
  if (error instanceof ApiError) return error.message || fallback || unknownText();
  if (error instanceof TypeError) return networkErrorText();
  // only the app's own Error keeps its words: an engine's or browser's subclass (SyntaxError, DOMException…) is theirs
  if (error instanceof Error && error.constructor === Error && error.message) return error.message;
  return fallback ?? unknownText();
}
