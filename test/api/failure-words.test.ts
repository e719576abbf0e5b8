// Faults: whatever fails — no answer, an answer too slow, a 429, an engine's or library's exception — the
// screen says it in the shop's words (src/api/errors.ts), never the browser's text ('Failed to fetch', 'NetworkError
// …', 'Load failed') nor a TypeError's or a JSON parser's message.
import { afterEach, describe, expect, it, vi } from 'vitest';
import createClient from 'openapi-fetch';
import type { paths } from '../../openapi/storefront.d.ts';
import {
  ANSWER_DEADLINE_MS,
  errorResponses,
  fetchWithDeadline,
  sessionHeaders,
  unansweredCalls,
} from '../../src/api/client.ts';
import {
  ApiError,
  RECOVERY_MS,
  errorMessage,
  isRetriable,
  isSlow,
  recoveryDelay,
  retryAfterSeconds,
  setFailureTexts,
  setNetworkErrorText,
} from '../../src/api/errors.ts';
import { en } from '../../src/i18n/en/index.ts';
import { ar } from '../../src/i18n/ar/index.ts';

/** A catalogue's words for failures. */
const words = (c: typeof en) => {
  const startup = c.startup as Record<string, string>;
  const common = c.common as Record<string, string>;
  const word = (w: string | undefined) => w ?? 'missing';
  return {
    offline: word(startup.offline),
    slow: word(startup.slow),
    tooManyRequests: word(startup.tooManyRequests),
    tooManyRequestsIn: word(startup.tooManyRequestsIn),
    somethingWentWrong: word(common.somethingWentWrong),
  };
};
const EN = words(en);
const AR = words(ar);
const fill = (text: string, count: number | null) => text.replace('{{count}}', String(count));
/** The app's wiring (src/app/main.tsx) with a catalogue's words. */
function speak(w: typeof EN) {
  setNetworkErrorText(() => w.offline);
  setFailureTexts({
    slow: () => w.slow,
    tooManyRequests: (n) => (n === null ? w.tooManyRequests : fill(w.tooManyRequestsIn, n)),
    unknown: () => w.somethingWentWrong,
  });
}
afterEach(() => {
  speak(EN);
  vi.useRealTimers();
});

/** The browser's and the engine's own words: none may reach the screen. */
const RAW = /Failed to fetch|NetworkError|Load failed|Unexpected token|JSON|undefined|is not a function|aborted/;

/** The shop's client with its middlewares on `send`. */
function clientOn(send: (request: Request) => Promise<Response>) {
  const client = createClient<paths>({ baseUrl: 'http://shop.test', fetch: send });
  client.use(sessionHeaders, errorResponses, unansweredCalls);
  return client;
}

describe('errorMessage', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch')],
    ['Firefox', new TypeError('NetworkError when attempting to fetch resource.')],
    ['Safari', new TypeError('Load failed')],
  ])("words a %s network failure as the shop's 'could not reach', in the shop's language", (_, failure) => {
    speak(AR);
    expect(errorMessage(failure)).toBe(AR.offline);
    speak(EN);
    expect(errorMessage(failure)).toBe('We could not reach the shop. Check your internet connection, then try again.');
  });

  it("words any other engine or browser exception as 'Something went wrong.' (or the caller's words)", () => {
    const thrown = [
      new SyntaxError('Unexpected token < in JSON at position 0'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new RangeError('Invalid time value'),
      new DOMException('The operation was aborted.', 'AbortError'),
      new DOMException('signal timed out', 'TimeoutError'),
      'a string',
      undefined,
    ];
    speak(AR);
    for (const e of thrown) {
      const shown = errorMessage(e);
      expect(shown).not.toMatch(RAW);
      expect([AR.somethingWentWrong, AR.offline]).toContain(shown);
    }
    expect(errorMessage(new SyntaxError('Unexpected end of JSON input'), 'The store could not be loaded.')).toBe(
      'The store could not be loaded.',
    );
  });

  it("keeps an ApiError's worded message and an app's own refusal", () => {
    expect(errorMessage(new ApiError(403, 'The phone field is required.', null))).toBe('The phone field is required.');
    expect(errorMessage(new Error('Maximum 3 images can be send at a time.'))).toBe(
      'Maximum 3 images can be send at a time.',
    );
  });
});

describe('a 429', () => {
  const tooMany = (retryAfter?: string) =>
    clientOn(
      async () =>
        new Response(JSON.stringify({ errors: [{ code: 'too_many_requests', message: 'Too Many Attempts.' }] }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) },
        }),
    )
      .GET('/api/v1/config')
      .then(
        () => new ApiError(200, 'answered', null),
        (e: unknown) => e as ApiError,
      );

  it("says how many seconds its Retry-After asks to wait, in the shop's language, not the server's English", async () => {
    speak(AR);
    const failure = await tooMany('30');
    expect(failure).toMatchObject({ status: 429, retryAfter: 30, code: 'too_many_requests' });
    expect(failure.message).toBe('هناك طلبات كثيرة جدًا الآن. يُرجى المحاولة مرة أخرى بعد 30 ثانية.');
    speak(EN);
    expect((await tooMany('7')).message).toBe('There are too many requests right now. Please try again in 7 seconds.');
  });

  it('without a Retry-After asks to wait a moment', async () => {
    const failure = await tooMany();
    expect(failure.retryAfter).toBeNull();
    expect(failure.message).toBe(EN.tooManyRequests);
  });

  it('is asked again by itself after its Retry-After (at least RECOVERY_MS), not at once', async () => {
    const failure = await tooMany('45');
    expect(isRetriable(failure)).toBe(false);
    expect(recoveryDelay(failure)).toBe(45_000);
    expect(recoveryDelay(await tooMany('2'))).toBe(RECOVERY_MS);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Wed, 25 Nov 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('soon', now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
  });
});

describe('an answer that takes too long', () => {
  /** A server that never answers (until the call is cancelled). */
  const never = (request: Request) =>
    new Promise<Response>((_, reject) =>
      request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );

  it(`is given up after ${ANSWER_DEADLINE_MS / 1000} s with the worded 'taking longer than usual'`, async () => {
    vi.useFakeTimers();
    speak(AR);
    const call = clientOn((r) => fetchWithDeadline(r, never))
      .GET('/api/v1/config')
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(ANSWER_DEADLINE_MS - 1);
    let settled = false;
    void call.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const failure = await call;
    expect(isSlow(failure)).toBe(true);
    expect(errorMessage(failure)).toBe(AR.slow);
    expect(isRetriable(failure)).toBe(true);
    expect(recoveryDelay(failure)).toBe(RECOVERY_MS);
  });

  it("stays the caller's own cancel when the caller cancels first", async () => {
    const controller = new AbortController();
    const call = fetchWithDeadline(new Request('http://shop.test/x', { signal: controller.signal }), never).catch(
      (e: unknown) => e,
    );
    controller.abort();
    const failure = await call;
    expect(isSlow(failure)).toBe(false);
    expect((failure as Error).name).toBe('AbortError');
  });

  it('does not limit an upload (multipart): its time is the connection’s', async () => {
    vi.useFakeTimers();
    let answer: (r: Response) => void = () => undefined;
    const body = new FormData();
    body.set('file', new Blob(['x']), 'x.png');
    const call = fetchWithDeadline(
      new Request('http://shop.test/upload', { method: 'POST', body }),
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    await vi.advanceTimersByTimeAsync(ANSWER_DEADLINE_MS * 4);
    answer(new Response('{}', { status: 200 }));
    expect((await call).status).toBe(200);
  });
});

describe('a failure that would answer the same', () => {
  it('is not asked again by itself (a 4xx)', () => {
    expect(recoveryDelay(new ApiError(404, 'Order not found.', null))).toBeNull();
    expect(recoveryDelay(new ApiError(503, 'x', null))).toBe(RECOVERY_MS);
  });
});
