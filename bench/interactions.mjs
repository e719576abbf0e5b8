// `npm run bench:interactions`: how long the shop takes to answer a shopper's tap on a phone. Builds (or reuses) the
// production build as bench:web does, serves it with the embedded API (fresh data directory, free port), and in
// Chromium on a 390×844 touch screen with the CPU slowed down 4× (DevTools' Emulation.setCPUThrottlingRate) taps the
// common controls where shoppers tap them — Add to cart on a store's card, Quick view on the module home's card, the
// cart, the menu, a banner carousel's next slide, Sign In — for two visitors:
// - **a stranger**: a new browser context for every tap (no cache, no cookies, no storage: the cookie notice open, the
//   shop's default location);
// - **a returning shopper**: a location, zone and module in localStorage and in the cookies the SPA mirrors them into,
//   the cookie notice accepted, and the page visited once (unmeasured) before: a warm HTTP cache.
// Each tap comes once the page is live (`html[data-app-ready]`) and is measured as INP measures it: the longest Event
// Timing entry (PerformanceObserver, type 'event', durationThreshold 16) of the tap's interaction (interactionId) —
// from the touch to the next paint after its handlers. An interaction without an entry over 16 ms is "<16". BENCH_RUNS
// runs (3), medians printed with the load average, against a goal of 100 ms each. A benchmark, not a test: it prints
// numbers and exits 0.
// Options (env): BENCH_RUNS (3), BENCH_VISITORS (stranger,returning), BENCH_ACTIONS (names below, comma-separated),
// BENCH_SKIP_BUILD=1 (reuse .dist-bench), CHROMIUM_PATH (/usr/bin/chromium).
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumFlags } from '../scripts/chromium-flags.mjs';
import {
  allPageKinds,
  buildUnlessKept,
  cookiesFor,
  currentDist,
  loads,
  median,
  pagePaths,
  serveBuild,
  shopperStorage,
} from './web.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, '.test-results');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const visitors = (process.env.BENCH_VISITORS ?? 'stranger,returning').split(',').map((v) => v.trim());
const GOAL_MS = 100;
/** Event Timing's threshold: shorter events are not reported (16 ms is the lowest the API allows). */
const THRESHOLD_MS = 16;
/** How long a tap's visible answer may take before the tap counts as failed. */
const ANSWER_TIMEOUT = 15_000;

/**
 * The taps: the page they happen on (a route of bench:web's pages), the control (by role and name, as the e2e tests
 * find it) and what shows that the shop answered. A card's Add adds a simple item or opens the item's popup for one
 * with options: either answers.
 */
const allActions = [
  {
    name: 'add to cart',
    route: '/store/:slug',
    // a touch tap on a card's Add gets no click in this browser (pointer, touch and mouse down and up, then nothing:
    // the item stays out of the cart), so this one is pressed with the mouse
    press: 'click',
    control: (page) => page.getByRole('button', { name: /^Add .+ to cart$/ }).first(),
    // the item's Add turns into its quantity (every card of the item), or a popup or prompt opens: its options, or
    // what keeps it out of the cart
    answer: (page, name) =>
      page
        .getByRole('button', { name, exact: true })
        .waitFor({ state: 'detached', timeout: ANSWER_TIMEOUT })
        .then(() => 'in the cart')
        .catch(() => null),
  },
  {
    name: 'quick view',
    route: '/home',
    control: (page) => page.getByRole('button', { name: /^Quick view of / }).first(),
    answer: (page) => page.getByRole('dialog').first(),
  },
  {
    name: 'cart drawer',
    route: '/store/:slug',
    control: (page) =>
      page
        .getByRole('banner')
        .getByRole('button', { name: /^Cart\b/ })
        .first(),
    answer: (page) => page.getByRole('dialog').first(),
  },
  {
    name: 'menu',
    route: '/home',
    control: (page) => page.getByRole('button', { name: 'Open menu' }),
    answer: (page) => page.getByRole('dialog', { name: 'Menu' }),
  },
  {
    name: 'next slide',
    route: '/home',
    control: (page) => page.getByRole('button', { name: 'Next slide' }).first(),
    // the dots mark the slide shown: another than the first
    answer: (page) =>
      page.locator('[aria-current="true"][aria-label^="Go to slide"]:not([aria-label="Go to slide 1"])'),
  },
  {
    name: 'sign-in dialog',
    route: '/store/:slug',
    control: (page) => page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }),
    answer: (page) => page.getByRole('dialog', { name: 'Sign in' }),
  },
];
const onlyActions = process.env.BENCH_ACTIONS?.split(',').map((a) => a.trim());
const actions = onlyActions ? allActions.filter((a) => onlyActions.includes(a.name)) : allActions;

/** A phone: 390×844 CSS pixels at 3×, touch. */
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** In the page from its start: every Event Timing entry over the threshold, kept in `__benchEvents`. */
function observeEvents(threshold) {
  const entries = [];
  const keep = (list) =>
    list.getEntries().forEach((e) =>
      entries.push({
        name: e.name,
        interactionId: e.interactionId,
        startTime: e.startTime,
        duration: e.duration,
        processing: e.processingEnd - e.processingStart,
        delay: e.processingStart - e.startTime,
      }),
    );
  const observer = new globalThis.PerformanceObserver(keep);
  observer.observe({ type: 'event', durationThreshold: threshold, buffered: true });
  globalThis.__benchEvents = () => {
    keep({ getEntries: () => observer.takeRecords() });
    return entries;
  };
}

/**
 * What the page showed after the tap: the action's answer, or (for a tap that may be answered so) a dialog or an
 * alert — what it says; throws when nothing showed within ANSWER_TIMEOUT.
 */
async function answered(page, action, name) {
  if (typeof action.answer(page, name)?.then !== 'function') {
    await action.answer(page, name).waitFor({ state: 'visible', timeout: ANSWER_TIMEOUT });
    return 'shown';
  }
  const prompt = page.getByRole('dialog').or(page.getByRole('alertdialog')).first();
  const outcome = await Promise.race([
    action.answer(page, name),
    prompt
      .waitFor({ state: 'visible', timeout: ANSWER_TIMEOUT })
      .then(async () => `a prompt: ${((await prompt.innerText()) ?? '').replace(/\s+/g, ' ').slice(0, 80)}`)
      .catch(() => null),
  ]);
  if (!outcome) throw new Error(`no answer within ${ANSWER_TIMEOUT / 1000} s`);
  return outcome;
}

/**
 * One tap: loads `path` in `context` with the CPU slowed down 4×, waits until the page is live, taps the action's
 * control, waits for its answer and the paints after it, and returns the tap's interaction: its worst event (ms; null
 * when none passed the threshold) and its entries.
 */
async function measure(context, base, path, action) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    const control = action.control(page);
    await control.waitFor({ state: 'visible' });
    await control.scrollIntoViewIfNeeded();
    const name = await control.getAttribute('aria-label');
    const before = await page.evaluate(() => globalThis.performance.now());
    await (action.press === 'click' ? control.click() : control.tap());
    const answer = await answered(page, action, name);
    // Event Timing reports an event after the paint that follows it: two frames and a moment for the observer
    const events = await page.evaluate(async (since) => {
      await new Promise((r) => globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(r)));
      await new Promise((r) => setTimeout(r, 300));
      return globalThis.__benchEvents().filter((e) => e.startTime >= since && e.interactionId > 0);
    }, before);
    const interactions = new Set(events.map((e) => e.interactionId));
    const worst = events.length ? Math.max(...events.map((e) => e.duration)) : null;
    return { worst, interactions: interactions.size, events, answer };
  } finally {
    await page.close();
  }
}

/** A browser context for a visitor: a stranger's empty one, or a returning shopper's with storage and cookies. */
async function contextFor(browser, base, storage) {
  const context = await browser.newContext(phone);
  await context.addInitScript(observeEvents, THRESHOLD_MS);
  if (storage) {
    await context.addCookies(cookiesFor(base, storage));
    await context.addInitScript((values) => {
      for (const [key, value] of Object.entries(values)) globalThis.localStorage.setItem(key, value);
    }, storage);
  }
  return context;
}

const cell = (worst) => (worst === undefined ? '–' : worst === null ? `<${THRESHOLD_MS}` : String(Math.round(worst)));
/** The median of a tap's runs; an interaction under the threshold counts as 0 there and prints as "<16". */
function medianOf(results) {
  const done = results.filter((r) => !r.error);
  if (!done.length) return undefined;
  const m = median(done.map((r) => r.worst ?? 0));
  return m < THRESHOLD_MS ? null : m;
}

buildUnlessKept({ who: 'bench:interactions', label: 'this checkout', dist: currentDist });
const dataDir = join(outDir, 'bench-interactions-db');
const { server, base } = await serveBuild({ dist: currentDist, dataDir });
process.on('SIGINT', () => {
  server.kill('SIGTERM');
  process.exit(130);
});
try {
  console.log(`bench:interactions: served by the embedded API on ${base} (data dir ${dataDir})`);
  const routes = [...new Set(actions.map((a) => a.route))];
  const pages = Object.fromEntries(
    (
      await pagePaths(
        base,
        allPageKinds.filter((k) => routes.includes(k.route)),
      )
    ).map((p) => [p.route, p.path]),
  );
  // a returning shopper: bench:web's location, zone and module, and the cookie notice accepted
  const storage = { ...(await shopperStorage(base)).shop, 'cookie-consent': 'accepted' };
  console.log(`pages: ${Object.values(pages).join(' ')}`);
  console.log(`returning shopper's storage: ${JSON.stringify(storage)}`);

  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
  /** results[visitor][action]: one { worst, interactions, load } or { error } a run */
  const results = Object.fromEntries(visitors.map((v) => [v, Object.fromEntries(actions.map((a) => [a.name, []]))]));
  const runLoads = [];
  try {
    for (let run = 1; run <= runs; run++) {
      runLoads.push(loads());
      for (const visitor of visitors) {
        for (const action of actions) {
          const path = pages[action.route];
          const values = visitor === 'returning' ? storage : null;
          const context = await contextFor(browser, base, values);
          const load = loads();
          let result;
          try {
            // the returning shopper's earlier visit: the page's files in the HTTP cache
            if (values) {
              const warm = await context.newPage();
              await warm.goto(`${base}${path}`, { waitUntil: 'load' });
              await warm.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
              await warm.close();
            }
            result = { ...(await measure(context, base, path, action)), load };
          } catch (e) {
            result = { error: String(e.message ?? e).split('\n')[0], load };
          } finally {
            await context.close();
          }
          results[visitor][action.name].push(result);
          const what = result.error
            ? `failed: ${result.error}`
            : `${cell(result.worst)} ms (${result.events.map((e) => `${e.name} ${Math.round(e.duration)}`).join(', ') || `no event over ${THRESHOLD_MS} ms`}${result.interactions > 1 ? `; ${result.interactions} interactions` : ''}${result.answer === 'shown' ? '' : `; ${result.answer}`})`;
          console.log(`run ${run}, ${visitor}, ${action.name} on ${path}: ${what} (load ${load})`);
        }
      }
    }
  } finally {
    await browser.close();
  }

  const endLoad = loads();
  console.log(
    `\nbench:interactions — worst event per interaction, 390×844 touch, CPU 4× slower, median of ${runs}; ${cpus().length} cores, load average ${endLoad} (1, 5, 15 min) at the end, at the runs' starts: ${runLoads.join(' | ')}\n`,
  );
  console.log(`| action | page | ${visitors.map((v) => `${v} ms`).join(' | ')} | goal ≤ ${GOAL_MS} ms |`);
  console.log(`| --- | --- | ${visitors.map(() => '---:').join(' | ')} | --- |`);
  for (const action of actions) {
    const medians = visitors.map((v) => medianOf(results[v][action.name]));
    const failures = visitors.map((v) => results[v][action.name].filter((r) => r.error).length);
    const met = medians.every((m) => m !== undefined && (m ?? 0) <= GOAL_MS);
    const cells = medians.map((m, i) => cell(m) + (failures[i] ? ` (${failures[i]} of ${runs} failed)` : ''));
    console.log(`| ${action.name} | \`${action.route}\` | ${cells.join(' | ')} | ${met ? 'met' : 'NOT met'} |`);
  }
  const out = join(outDir, 'bench-interactions.json');
  writeFileSync(
    out,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        runs,
        cores: cpus().length,
        loads: { runs: runLoads, end: endLoad },
        pages,
        storage,
        results,
      },
      null,
      2,
    ),
  );
  console.log(`\nresults: ${out}`);
} finally {
  server.kill('SIGTERM');
}
