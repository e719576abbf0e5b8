// A server-rendered page's scripts start after its first paint (docs/architecture.md, "A stranger's first visit").
// The page is drawn from its HTML; its scripts — the entry and every module preload — only make it live. In the page
// they wait in a <template> (inert: nothing in it is fetched), and one inline script moves them into <head> once the
// first frame has been shown, so that on a slow connection none of their bytes competes with what the first screen
// shows (its lead picture is preloaded at the top of <head>). A page opened in a background tab, where no frame is
// drawn, starts them at once. The inline script is allowed by its hash in the page's Content-Security-Policy
// (security-headers.ts): no other inline script runs.
import { createHash } from 'node:crypto';
import { PAGE_TAKEN_OVER } from '../../../domain/page-boot.ts';

/** The id of the template that holds a rendered page's scripts. */
const TEMPLATE_ID = 'page-scripts';

/**
 * How many of the tags go into the document in one task: each starts a fetch (≈ 1 ms of a phone's main thread), and a
 * page has up to about 40.
 */
const BATCH = 10;

/** The attribute the app puts on <html> once the page is live (src/features/shell/footer.tsx). */
const PAGE_LIVE = 'data-app-ready';

/** The longest a page waits for its first paint to be reported before it starts its scripts anyway. */
const FALLBACK_MS = 2000;

/**
 * What the inline script does first: it asks for the page's storage areas without reading them. A browser loads an
 * origin's localStorage in one synchronous call on its first read, and for a new visitor (a fresh profile, as
 * Lighthouse's) it opens the storage database then. The app's first read is in the entry's evaluation, the longest
 * task after the first paint: on a quiet two-core machine it waited 1–3 ms, but with the machine busy up to
 * 100–230 ms, for ≈ 20 ms of the thread's own work — and Lighthouse counts a task's wall time, four times over.
 * Chromium connects an area when the page first asks for it (`window.localStorage`) and loads it on the first read:
 * asked for here, while the page streams in and paints, the database is being opened before the app reads it.
 * (`sessionStorage` likewise: React Router reads it as it starts.) Asking reads nothing, so it does not wait; where
 * storage is refused it throws, and the script goes on.
 */
const WARM_STORAGE = `try { localStorage; sessionStorage; } catch {}`;

/**
 * The inline script: the scripts go into the document when the browser reports the page's first contentful paint (a
 * frame shown, not only begun: `requestAnimationFrame` comes before its paint), at once in a background tab (no
 * frame is drawn there) or a browser that does not report paints, and after `FALLBACK_MS` whatever happens: a page
 * is never left dead. They go in ten at a time, a task each, the entry first. (`importNode`: scripts cloned out of a
 * template run when they are put in the document.) A press on a button before the app has taken the page over
 * (`PAGE_TAKEN_OVER`, sent by src/app/main.tsx) is held — a form is not sent by it — and handed to the button then:
 * React, attached to the page, hydrates what was pressed at once and runs its handler. A link works without them. No
 * form is sent by the browser itself until the page is live (`data-app-ready`, put on <html> once the footer's
 * content, the last part to hydrate, is in: src/features/shell/footer.tsx): React drops a press on markup it has not
 * taken over, and the browser would send the footer's newsletter form itself — Enter in its field — reloading the
 * page with the typed email in its URL.
 */
export const START_AFTER_FIRST_PAINT =
  `(() => {` +
  WARM_STORAGE +
  `const scripts = document.getElementById('${TEMPLATE_ID}');` +
  `let started = false;` +
  `const start = () => {` +
  `if (started) return;` +
  `started = true;` +
  `const tags = [...document.importNode(scripts.content, true).children];` +
  `const next = () => {` +
  `document.head.append(...tags.splice(0, ${BATCH}));` +
  `if (tags.length) setTimeout(next);` +
  `};` +
  `next();` +
  `};` +
  `const early = [];` +
  `const hold = (event) => {` +
  `const button = event.target instanceof Element && event.target.closest('button');` +
  `if (!button) return;` +
  `event.preventDefault();` +
  `early.push(button);` +
  `};` +
  `document.addEventListener('click', hold, true);` +
  `document.addEventListener('submit', (event) => {` +
  `if (!document.documentElement.hasAttribute('${PAGE_LIVE}')) event.preventDefault();` +
  `}, true);` +
  `document.addEventListener('${PAGE_TAKEN_OVER}', () => {` +
  `document.removeEventListener('click', hold, true);` +
  `for (const button of early) if (button.isConnected) button.click();` +
  `}, { once: true });` +
  `setTimeout(start, ${FALLBACK_MS});` +
  `document.addEventListener('visibilitychange', start);` +
  `const paints = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');` +
  `if (document.visibilityState === 'hidden' || !paints) start();` +
  `else new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length && start())` +
  `.observe({ type: 'paint', buffered: true });` +
  `})();`;

/** The Content-Security-Policy source that allows the inline script, and only it. */
export const START_AFTER_FIRST_PAINT_SOURCE = `'sha256-${createHash('sha256').update(START_AFTER_FIRST_PAINT).digest('base64')}'`;

/** A rendered page's script tags (`<script type="module">`, `<link rel="modulepreload">`), held until the first paint. */
export function startedAfterFirstPaint(tags: string[]): string {
  return `<template id="${TEMPLATE_ID}">${tags.join('')}</template><script>${START_AFTER_FIRST_PAINT}</script>`;
}
