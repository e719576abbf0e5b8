// A server-rendered page's scripts start after its first paint (docs/architecture.md, "A stranger's first visit").
// The page is drawn from its HTML; its scripts — the entry and every module preload — only make it live. In the page
// they wait in a <template> (inert: nothing in it is fetched), and one inline script moves them into <head> once the
// first frame has been shown, so that on a slow connection none of their bytes competes with what the first screen
// shows (its lead picture is preloaded at the top of <head>). A page opened in a background tab, where no frame is
// drawn, starts them at once. The inline script is allowed by its hash in the page's Content-Security-Policy
// (security-headers.ts): no other inline script runs.
import { createHash } from 'node:crypto';
import { PAGE_LIVE, PAGE_LIVE_EVENT } from '../../../domain/page-boot.ts';

/** The id of the template that holds a rendered page's scripts. */
const TEMPLATE_ID = 'page-scripts';

/**
 * How many of the tags go into the document in one task: each starts a fetch (≈ 1 ms of a phone's main thread), and a
 * page has up to about 40.
 */
const BATCH = 10;

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
 * template run when they are put in the document.)
 *
 * Until the page is live (`PAGE_LIVE_EVENT`, src/shop/page-live.ts: its last part, the footer's content, drawn or
 * hydrated) a press on a button or on a guarded link (`data-requires`: the footer's links for signed-in shoppers) is
 * held — a form is not sent by it, a link not followed — and shown as pending (`aria-busy`, dimmed); a second press on
 * it is the same press. Once live, each held press is handed to its control, or, where the app drew the page afresh
 * (a signed-in shopper's page, src/app/hydration.ts), to the control of the same kind and name at the same place among
 * them: React runs its handler, so a tap before the page is live is carried out, not lost. Links without a guard work
 * without the app. No form is sent by the browser itself before the page is live: React drops a press on markup it has
 * not taken over, and the browser would send the footer's newsletter form itself — Enter in its field — reloading the
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
  `const held = [];` +
  `const named = (el) => el.getAttribute('aria-label') || el.textContent.trim();` +
  `const peers = (tag, name) => [...document.querySelectorAll('#root ' + tag)].filter((el) => named(el) === name);` +
  `const hold = (event) => {` +
  `const control = event.target instanceof Element && event.target.closest('button, a[data-requires]');` +
  `if (!control) return;` +
  `event.preventDefault();` +
  `if (held.some((press) => press.control === control)) return;` +
  `const tag = control.tagName.toLowerCase();` +
  `const name = named(control);` +
  `held.push({ control, tag, name, nth: peers(tag, name).indexOf(control), busy: control.getAttribute('aria-busy'), style: control.style.cssText });` +
  `control.setAttribute('aria-busy', 'true');` +
  `control.style.cursor = 'progress';` +
  `control.style.opacity = '0.6';` +
  `};` +
  `document.addEventListener('click', hold, true);` +
  `document.addEventListener('submit', (event) => {` +
  `if (!document.documentElement.hasAttribute('${PAGE_LIVE}')) event.preventDefault();` +
  `}, true);` +
  `document.addEventListener('${PAGE_LIVE_EVENT}', () => {` +
  `document.removeEventListener('click', hold, true);` +
  `for (const { control, tag, name, nth, busy, style } of held) {` +
  `if (busy === null) control.removeAttribute('aria-busy');` +
  `else control.setAttribute('aria-busy', busy);` +
  `control.style.cssText = style;` +
  `(control.isConnected ? control : peers(tag, name)[nth])?.click();` +
  `}` +
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
