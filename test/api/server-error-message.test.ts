// A 5xx shows a worded, translated message — never the server's internal text (e.g. 'cURL error 6 …'); a call that
// gets no answer at all, a worded one too — never the browser's text ('Failed to fetch').
import { afterEach, describe, expect, it } from 'vitest';
import createClient from 'openapi-fetch';
import type { paths } from '../../openapi/storefront.d.ts';
import { errorResponses, sessionHeaders, unansweredCalls } from '../../src/api/client.ts';
import { ApiError, answerMessage, isRetriable, setNetworkErrorText, setServerErrorText } from '../../src/api/errors.ts';
import { en } from '../../src/i18n/en/index.ts';
import { ar } from '../../src/i18n/ar/index.ts';

const worded = (catalogue: typeof en) => String((catalogue.common as Record<string, unknown>).serverUnavailable);

afterEach(() => setServerErrorText(() => worded(en)));

describe('answerMessage', () => {
  const curl = { errors: [{ code: 'server', message: 'cURL error 6: Could not resolve host: maps.googleapis.com' }] };

  it('replaces the text of a 500 with the worded message of the current language', () => {
    setServerErrorText(() => worded(ar));
    const res = answerMessage(500, curl, 'Internal Server Error');
    expect(res).toEqual({ message: 'الخدمة غير متاحة حاليًا. يرجى المحاولة مرة أخرى لاحقًا.', code: 'server_error' });
    expect(answerMessage(502, 'Bad Gateway', 'Bad Gateway').message).not.toMatch(/Gateway/);
  });

  it("keeps the server's own message of a 4xx (6amMart's errors shape)", () => {
    setServerErrorText(() => worded(en));
    expect(answerMessage(403, { errors: [{ code: 'phone', message: 'The phone field is required.' }] }, 'x')).toEqual({
      message: 'The phone field is required.',
      code: 'phone',
    });
    expect(worded(en)).toBe('The service is not available right now. Please try again later.');
  });
});

describe('a call that gets no answer', () => {
  const networkWorded = (catalogue: typeof en) => String((catalogue.startup as Record<string, unknown>).offline);
  afterEach(() => setNetworkErrorText(() => networkWorded(en)));

  /** The shop's client with its middlewares, on a fetch that fails the way a browser's does when offline. */
  const offlineClient = (failure: Error) => {
    const client = createClient<paths>({
      baseUrl: 'http://shop.test',
      fetch: () => Promise.reject(failure),
    });
    client.use(sessionHeaders, errorResponses, unansweredCalls);
    return client;
  };

  it("fails with the worded message of the shop's language, never the browser's 'Failed to fetch'", async () => {
    setNetworkErrorText(() => networkWorded(ar));
    const call = offlineClient(new TypeError('Failed to fetch')).GET('/api/v1/config');
    await expect(call).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      code: 'network',
      message: 'تعذّر الوصول إلى المتجر. تحقّق من اتصالك بالإنترنت ثم حاول مرة أخرى.',
    });
    await expect(call).rejects.not.toThrow(/Failed to fetch/);
    expect(networkWorded(en)).toBe('We could not reach the shop. Check your internet connection, then try again.');
  });

  it('leaves a cancelled call cancelled (React Query and the machines tell an abort apart)', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    await expect(offlineClient(abort).GET('/api/v1/config')).rejects.toBe(abort);
    const controller = new AbortController();
    controller.abort();
    const failure = new TypeError('Failed to fetch');
    await expect(offlineClient(failure).GET('/api/v1/config', { signal: controller.signal })).rejects.toBe(failure);
  });

  it('is asked again by itself, as a 5xx is and a 4xx is not', async () => {
    const unanswered = await offlineClient(new TypeError('Failed to fetch'))
      .GET('/api/v1/config')
      .catch((e: unknown) => e);
    expect(isRetriable(unanswered)).toBe(true);
    expect(isRetriable(new ApiError(503, 'x', null))).toBe(true);
    expect(isRetriable(new ApiError(429, 'x', null))).toBe(false);
    expect(isRetriable(new ApiError(404, 'x', null))).toBe(false);
  });
});
