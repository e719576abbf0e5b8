import { NO_ANSWER_CODE } from '../../domain/no-answer.ts';

/** A failed API call: the HTTP status and the server's message (6amMart `{errors:[{code,message}]}`). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body: unknown,
    public readonly code?: string,
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

/** The worded (translated) message a 5xx answer shows instead of the server's internal text (set by the app). */
export function setServerErrorText(text: () => string) {
  serverErrorText = text;
}

/** The worded (translated) message of a call that got no answer at all (set by the app). */
export function setNetworkErrorText(text: () => string) {
  networkErrorText = text;
}

/**
 * A call that got no answer (offline, the API down or unreachable, refused by CORS) as an ApiError of status 0 with
 * the worded message: never the browser's own text ("Failed to fetch", "NetworkError when attempting to fetch
 * resource.", in English whatever the shop's language). A cancelled call (an abort) stays what it is: React Query and
 * the machines tell it apart.
 */
export function unansweredCall(error: unknown, signal?: AbortSignal): unknown {
  if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) return error;
  return new ApiError(0, networkErrorText(), null, NO_ANSWER_CODE);
}

/** The message of a failed answer: the server's own for 4xx; for 5xx never the server's text (e.g. 'cURL error 6'). */
export function answerMessage(status: number, body: unknown, fallback: string): { message: string; code?: string } {
  if (status >= 500) return { message: serverErrorText(), code: 'server_error' };
  return serverMessage(body, fallback);
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

/** Worth asking again by itself: no answer, or the server's own failure (5xx); a 4xx would answer the same. */
export const isRetriable = (error: unknown) =>
  isUnanswered(error) || !(error instanceof ApiError) || error.status >= 500;

export const errorMessage = (error: unknown, fallback = 'Something went wrong.') =>
  error instanceof Error && error.message ? error.message : fallback;
