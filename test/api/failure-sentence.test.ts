// A failed call is shown as a sentence of the shop's catalogue chosen by its status and error code, with a way
// forward (no raw server text on screen): src/api/failure.ts, the one mapping every error display
// reads.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, errorMessage, failureOf, setFailureTranslator } from '../../src/api/errors.ts';
import { failureSentence, wordedRefusal } from '../../src/api/failure.ts';
import { en } from '../../src/i18n/en/index.ts';
import { ar } from '../../src/i18n/ar/index.ts';
import { bn } from '../../src/i18n/bn/index.ts';
import { es } from '../../src/i18n/es/index.ts';
import { NO_ANSWER_CODE } from '../../domain/no-answer.ts';

/** A catalogue's text under a dotted key (undefined when it has none). */
const textOf = (catalogue: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

const refusal = (status: number, code: string, message: string) =>
  new ApiError(status, message, { errors: [{ code, message }] }, code);

afterEach(() => setFailureTranslator((key) => String(textOf(en, key))));

describe('the failure mapping', () => {
  it.each([
    [{ status: 0, code: NO_ANSWER_CODE }, 'startup.offline', 'retry'],
    [{ status: 0, code: 'slow' }, 'startup.slow', 'retry'],
    [{ status: 429, retryAfter: null }, 'startup.tooManyRequests', 'retry'],
    [{ status: 429, retryAfter: 30 }, 'startup.tooManyRequestsIn', 'retry'],
    [{ status: 500, code: 'server_error' }, 'common.serverUnavailable', 'retry'],
    [{ status: 503 }, 'common.serverUnavailable', 'retry'],
    [{ status: 401, code: 'auth-001' }, 'common.failure.signIn', 'signIn'],
    [{ status: 403, code: 'moduleId' }, 'common.failure.module', 'chooseModule'],
    [{ status: 403, code: 'module_id' }, 'common.failure.module', 'chooseModule'],
    [{ status: 403, code: 'zoneId' }, 'common.failure.zone', 'setLocation'],
    [{ status: 404, code: 'product-001' }, 'common.failure.notFound', 'goHome'],
    [{ status: 403, code: 'coupon' }, 'common.failure.refused', 'goHome'],
    [{ status: 400 }, 'common.failure.refused', 'goHome'],
  ] as const)('words %o as %s with the way forward %s', (failure, key, way) => {
    expect(failureSentence(failure)).toMatchObject({ key, way });
    // a sentence of every catalogue
    expect(typeof textOf(en, key)).toBe('string');
    for (const catalogue of [ar, bn, es]) {
      expect(typeof textOf(catalogue, key)).toBe('string');
      expect(textOf(catalogue, key)).not.toBe(textOf(en, key));
    }
  });

  it("words what is not an answer at all as 'Something went wrong.'", () => {
    expect(failureSentence(null)).toEqual({ key: 'common.somethingWentWrong', way: 'retry' });
    expect(failureOf(new SyntaxError('Unexpected token <'))).toBeNull();
    expect(failureOf(new TypeError('Failed to fetch'))).toEqual({ status: 0, code: NO_ANSWER_CODE });
  });

  it('counts the seconds of a 429', () => {
    expect(failureSentence(failureOf(new ApiError(429, 'x', null, 'too_many_requests', 12)))).toEqual({
      key: 'startup.tooManyRequestsIn',
      count: 12,
      way: 'retry',
    });
  });

  it('keeps the server’s words for a toast only where the spec’s error catalogue shows them (a 4xx refusal)', () => {
    expect(wordedRefusal({ status: 403, code: 'moduleId' })).not.toBeNull();
    expect(wordedRefusal({ status: 403, code: 'zoneId' })).not.toBeNull();
    expect(wordedRefusal({ status: 403, code: 'coupon' })).toBeNull();
    expect(wordedRefusal({ status: 500, code: 'moduleId' })).toBeNull();
  });
});

describe('errorMessage', () => {
  it('never shows "Module id is required!" nor "Zone id is required!": the shop’s sentence, in its language', () => {
    setFailureTranslator((key) => String(textOf(en, key)));
    expect(errorMessage(refusal(403, 'moduleId', 'Module id is required!'))).toBe(
      'Choose what you want to shop for, then try again.',
    );
    expect(errorMessage(refusal(403, 'zoneId', 'Zone id is required!'))).toBe(
      'Set your location to see what is available near you.',
    );
    setFailureTranslator((key) => String(textOf(ar, key)));
    expect(errorMessage(refusal(403, 'moduleId', 'Module id is required!'))).toBe(textOf(ar, 'common.failure.module'));
  });

  it('shows the server’s message of another refusal, as the spec’s error catalogue asks', () => {
    expect(errorMessage(refusal(403, 'coupon', 'Coupon expired'))).toBe('Coupon expired');
  });
});
