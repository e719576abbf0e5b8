// Against a server with the default rate limit (600 API requests per minute per IP): the SPA's files and media are
// never counted, so reloading or a few shoppers behind one router never get locked out; a repeat visit loads its
// JavaScript from the browser cache.
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { moduleOf, visit, zoneOf } from './support.ts';

test.beforeEach(async ({ page, request }) => {
  await visit(page, { zoneId: await zoneOf(request), module: await moduleOf(request, 'grocery') });
});

async function expectHomeRendered(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Grocery home' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest stores' }).getByRole('article').first()).toBeVisible();
}

test('a shopper reloads /home 20 times within a minute and every load renders', async ({ page }) => {
  test.setTimeout(180_000);
  const limited: string[] = [];
  const counted: string[] = [];
  const uncountedFiles: string[] = [];
  const limits = new Set<string>();
  page.on('response', (res) => {
    if (res.status() === 429) limited.push(res.url());
    const limit = res.headers()['x-ratelimit-limit'];
    if (limit) {
      counted.push(res.url());
      limits.add(limit);
    } else if (!res.url().includes('/api/')) uncountedFiles.push(res.url());
  });
  const started = Date.now();
  for (let load = 1; load <= 20; load++) {
    await (load === 1 ? page.goto('/home') : page.reload());
    await expectHomeRendered(page);
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(`20 loads of /home in ${seconds.toFixed(1)} s: ${counted.length} API calls counted by the limit`);

  expect(limited).toEqual([]);
  expect([...limits]).toEqual(['600']); // the server's default limit is in force on the API
  // Only API calls count: index.html, the JS and the media never carry the limiter's headers…
  expect(counted.filter((url) => !new URL(url).pathname.startsWith('/api/'))).toEqual([]);
  expect(uncountedFiles.some((url) => new URL(url).pathname === '/home')).toBe(true);
  // …and 20 loads stay well inside one minute's budget however fast they come (the time taken here depends on the
  // machine; a shopper's 20 reloads within a minute make these same calls).
  expect(counted.length).toBeGreaterThan(20);
  expect(counted.length).toBeLessThan(600);
});

interface Loaded {
  url: string;
  type?: string;
  cached: boolean;
  status?: number;
  bytes: number;
}

/** Records what one navigation fetched over the network and what came from the browser cache (Chromium CDP). */
async function recordLoad(cdp: CDPSession, page: Page, go: () => Promise<unknown>) {
  const seen = new Map<string, Loaded>();
  const entry = (id: string) => seen.get(id) ?? seen.set(id, { url: '', cached: false, bytes: 0 }).get(id)!;
  const onSent = (e: { requestId: string; request: { url: string }; type?: string }) =>
    Object.assign(entry(e.requestId), { url: e.request.url, type: e.type });
  const onCache = (e: { requestId: string }) => (entry(e.requestId).cached = true);
  const onResponse = (e: { requestId: string; response: { status: number; fromDiskCache?: boolean } }) => {
    const r = entry(e.requestId);
    r.status = e.response.status;
    if (e.response.fromDiskCache) r.cached = true;
  };
  const onFinished = (e: { requestId: string; encodedDataLength: number }) =>
    (entry(e.requestId).bytes = e.encodedDataLength);
  cdp.on('Network.requestWillBeSent', onSent);
  cdp.on('Network.requestServedFromCache', onCache);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  await go();
  await expectHomeRendered(page);
  // the store logos are lazy images: in view and loaded, so that each visit asks for the same files (without this
  // the first visit could end before asking for them, and the repeat fetch them for the first time)
  const logos = page.getByRole('region', { name: 'Latest stores' }).locator('img');
  await logos.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() => logos.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)))
    .toBe(true);
  await page.waitForLoadState('networkidle');
  cdp.off('Network.requestWillBeSent', onSent);
  cdp.off('Network.requestServedFromCache', onCache);
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.loadingFinished', onFinished);
  const all = [...seen.values()].filter((r) => r.url.startsWith('http'));
  const network = all.filter((r) => !r.cached);
  return {
    all,
    network,
    bytes: network.reduce((sum, r) => sum + r.bytes, 0),
    js: network.filter((r) => /\.js(\?|$)/.test(r.url)),
  };
}

test('a repeat visit to /home loads no JavaScript from the network', async ({ page }, testInfo) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const first = await recordLoad(cdp, page, () => page.goto('/home'));
  const repeat = await recordLoad(cdp, page, () => page.goto('/home'));

  for (const [name, load] of [
    ['first /home load', first],
    ['repeat /home load', repeat],
  ] as const) {
    const kinds = Object.entries(
      load.network.reduce<Record<string, number>>(
        (acc, r) => ((acc[r.type ?? '?'] = (acc[r.type ?? '?'] ?? 0) + 1), acc),
        {},
      ),
    )
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    const description = `${load.all.length} requests, ${load.network.length} over the network (${kinds}), ${load.bytes} bytes transferred`;
    testInfo.annotations.push({ type: name, description });
    console.log(`${name}: ${description}`);
  }
  expect(first.js.length).toBeGreaterThan(0);
  expect(repeat.js.map((r) => r.url)).toEqual([]);
  expect(first.network.some((r) => r.url.includes('/media/'))).toBe(true);
  expect(repeat.network.filter((r) => r.url.includes('/media/')).map((r) => r.url)).toEqual([]);
});
