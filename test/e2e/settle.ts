import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures.ts';

// Waiting until a page is drawn, for the specs that look at it as a whole (looks.spec.ts, layout.spec.ts): nothing in
// flight, nothing busy, fonts in, the images on screen decoded.

/**
 * The page's requests in flight, but for a live stream of events (the signed-in chat's, read with fetch): it stays
 * open as long as the page.
 */
function requestsInFlight(page: Page) {
  const pending = new Set<Request>();
  page.on('request', (r) => {
    const stream =
      ['eventsource', 'websocket'].includes(r.resourceType()) || r.headers().accept === 'text/event-stream';
    if (!stream) pending.add(r);
  });
  const done = (r: Request) => pending.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return pending;
}

const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's requests: call it before the page's first navigation. */
export function trackRequests(page: Page) {
  inFlight.set(page, requestsInFlight(page));
}

/**
 * Waits until the screen is drawn: no request in flight (twice, a frame apart: an answer may start another one), nothing
 * busy, fonts in, the images on screen decoded.
 */
export async function settle(page: Page) {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('settle: trackRequests(page) was not called before the page loaded');
  for (let i = 0; i < 2; i++) {
    await expect.poll(() => pending.size, { timeout: 20_000 }).toBe(0);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const onScreen = [...document.images].filter((img) => {
      const r = img.getBoundingClientRect();
      // (a carousel's later slides are beside the screen, not on it: lazy, they are not loaded)
      return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth && r.width > 0;
    });
    await Promise.all(onScreen.map((img) => img.decode().catch(() => undefined)));
  });
}
