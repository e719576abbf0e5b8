// What the screen says of a failed call (no raw server text on screen): one mapping from the answer's
// status and error code to a sentence of the app's catalogue (en and ar) and the way forward the screen offers with
// it. Every error display reads it: a page's failed load (src/shop/load-failure.tsx) always shows the sentence; a
// toast or a form's message (`errorMessage`, src/api/errors.ts) shows the server's own words only for a refusal the
// shop does not word itself, which the spec's error catalogue shows as the server says it (part 2 §8: "the server's
// message is shown as an error toast").
import { NO_ANSWER_CODE } from '../../domain/no-answer.ts';

/** What the mapping reads of a failure: an ApiError's status (0: no answer) and code, and a 429's Retry-After. */
export interface Failure {
  status: number;
  code?: string;
  retryAfter?: number | null;
}

/**
 * The way forward offered with the sentence: ask again, sign in, set a location, choose a module, or leave for the
 * home page (a refusal that asking again would only repeat).
 */
export type WayForward = 'retry' | 'signIn' | 'setLocation' | 'chooseModule' | 'goHome';

export interface FailureSentence {
  /** The catalogue key of the sentence. */
  key: string;
  /** The count the sentence words (a 429's seconds). */
  count?: number;
  way: WayForward;
}

/** 6amMart's codes of a missing or unknown module (the module check) and zone (the zone check). */
const moduleCodes = new Set(['moduleId', 'module_id']);
const zoneCodes = new Set(['zoneId', 'zone_id']);

/** The call's failure as the shop words it; `null` for what is not an answer at all (a library's own exception). */
export function failureSentence(failure: Failure | null): FailureSentence {
  if (!failure) return { key: 'common.somethingWentWrong', way: 'retry' };
  const { status, code } = failure;
  if (status === 0) return { key: code === NO_ANSWER_CODE ? 'startup.offline' : 'startup.slow', way: 'retry' };
  if (status === 429)
    return failure.retryAfter == null
      ? { key: 'startup.tooManyRequests', way: 'retry' }
      : { key: 'startup.tooManyRequestsIn', count: failure.retryAfter, way: 'retry' };
  if (status >= 500) return { key: 'common.serverUnavailable', way: 'retry' };
  if (status === 401) return { key: 'common.failure.signIn', way: 'signIn' };
  if (code && moduleCodes.has(code)) return { key: 'common.failure.module', way: 'chooseModule' };
  if (code && zoneCodes.has(code)) return { key: 'common.failure.zone', way: 'setLocation' };
  if (status === 404 || status === 410) return { key: 'common.failure.notFound', way: 'goHome' };
  return { key: 'common.failure.refused', way: 'goHome' };
}

/**
 * The refusal every display words itself, toasts and forms included: a missing or unknown module or zone (6amMart's
 * "Module id is required!", "Zone id is required!"), which says nothing a shopper can act on; null for any other
 * failure. A toast or a form shows the server's own words for the other refusals (4xx), as the spec's error
 * catalogue asks.
 */
export function wordedRefusal(failure: Failure): FailureSentence | null {
  if (failure.status < 400 || failure.status >= 500 || failure.status === 429) return null;
  const sentence = failureSentence(failure);
  return sentence.way === 'chooseModule' || sentence.way === 'setLocation' ? sentence : null;
}
