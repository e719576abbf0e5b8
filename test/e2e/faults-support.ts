import type { Page, Route } from '@playwright/test';
import { expect } from './fixtures.ts';

// The faults the journeys inject at the network, and what the screen must never show.

export const OFFLINE_EN = 'We could not reach the shop. Check your internet connection, then try again.';
export const OFFLINE_AR = 'تعذّر الوصول إلى المتجر. تحقّق من اتصالك بالإنترنت ثم حاول مرة أخرى.';
export const SERVER_EN = 'The service is not available right now. Please try again later.';
export const SERVER_AR = 'الخدمة غير متاحة حاليًا. يرجى المحاولة مرة أخرى لاحقًا.';
export const SLOW_EN = 'The shop is taking longer than usual to answer. Please try again.';
export const tooManyEn = (seconds: number) =>
  `There are too many requests right now. Please try again in ${seconds} seconds.`;

/** The browser's and the engine's own words for a failure: none may reach the screen. */
const RAW =
  /Failed to fetch|NetworkError|Load failed|TypeError|Unexpected token|Too Many Attempts|Internal Server Error/;

export const expectNoRawText = (page: Page) => expect(page.getByText(RAW)).toHaveCount(0);

/** The API down: the connection is refused. */
export const down = (page: Page, url: string | RegExp) => page.route(url, (route) => route.abort('connectionrefused'));

/** The API answering 500 (with the server's own internal text, which must not show). */
export const answer500 = (page: Page, url: string | RegExp) =>
  page.route(url, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ code: 'server', message: 'Internal Server Error: SQLSTATE[HY000]' }] }),
    }),
  );

/** The API answering 429 with `Retry-After: seconds` (6amMart's English text, which must not show). */
export const answer429 = (page: Page, url: string | RegExp, seconds: number) =>
  page.route(url, (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'Retry-After': String(seconds) },
      body: JSON.stringify({ errors: [{ code: 'too_many_requests', message: 'Too Many Attempts.' }] }),
    }),
  );

/**
 * The API slow: every matching call is held until `release` (then answered as the API answers). With `refusing`, the
 * calls are refused (the API down) until `hold()`: a journey can then ask again and see that call held, with no answer
 * of the page's own recovery slipping in between (it runs on a clock that keeps going).
 */
export async function slow(page: Page, url: string | RegExp, { refusing = false } = {}) {
  const held: Route[] = [];
  let released = false;
  let refuse = refusing;
  let refused = 0;
  await page.route(url, async (route) => {
    if (refuse) return route.abort('connectionrefused').then(() => void refused++);
    if (released) return route.fallback();
    held.push(route);
  });
  return {
    held: () => held.length,
    /** How many calls were refused so far (`refusing`). */
    refused: () => refused,
    hold: () => {
      refuse = false;
    },
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((r) => r.fallback().catch(() => undefined)));
    },
  };
}
