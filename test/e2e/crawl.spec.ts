import type { APIRequestContext } from '@playwright/test';
import { catalogue } from '../../src/i18n/en/catalogue.ts';
import { common } from '../../src/i18n/en/common.ts';
import { home } from '../../src/i18n/en/home.ts';
import { pages } from '../../src/i18n/en/pages.ts';
import { rental } from '../../src/i18n/en/rental.ts';
import { expect, hydrationProblem, test } from './fixtures.ts';

// A crawler's visit: every URL of the shop's sitemap, fetched as a search engine does (no cookies, no storage, no
// script), must answer 200 with a page about its own subject: an h1 of its own (not the shop's name), a title, a
// canonical address naming the page, structured data (JSON-LD), and a main content that is neither a loading
// placeholder nor an error. A sample of them is then opened in Chromium as a stranger: the page takes over without a
// failed API call or a console error.

/** The words a page shows while it has nothing to show: placeholders and the catalogue's failures (English). */
const EMPTY_OR_FAILED = [
  common.loading,
  pages.loading,
  home.noLocation,
  home.loadError,
  catalogue.store.loadError,
  catalogue.product.loadError,
  rental.search.loadError,
  rental.details.loadError,
  rental.provider.loadError,
];

/** The page addresses the sitemap lists, on this server's origin (the sitemap names PUBLIC_URL's). */
async function sitemapUrls(request: APIRequestContext, baseURL: string) {
  const locs = async (path: string) => {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname + new URL(m[1]!).search,
    );
  };
  const parts = await locs('/sitemap.xml');
  const urls = (await Promise.all(parts.map(locs))).flat();
  return urls.map((u) => new URL(u, baseURL).toString());
}

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

test('every URL of the sitemap answers a stranger with its own subject', async ({ request, baseURL }) => {
  test.setTimeout(300_000);
  const config = (await (await request.get('/api/v1/config')).json()) as { business_name: string };
  const urls = await sitemapUrls(request, baseURL!);
  expect(urls.length).toBeGreaterThan(100);
  const problems: string[] = [];
  const check = async (url: string) => {
    const res = await request.get(url, { headers: { cookie: '' } });
    const html = await res.text();
    const say = (what: string) => problems.push(`${new URL(url).pathname}${new URL(url).search}: ${what}`);
    if (res.status() !== 200) return say(`status ${res.status()}`);
    const h1 = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]!));
    if (h1.length !== 1 || !h1[0]) say(`h1: ${JSON.stringify(h1)}`);
    else if (h1[0] === config.business_name && new URL(url).pathname !== '/') say(`h1 is the shop's name`);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim();
    if (!title) say('no title');
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    if (!canonical || new URL(canonical).pathname !== new URL(url).pathname) say(`canonical ${canonical}`);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    if (!jsonLd.length) say('no JSON-LD');
    for (const block of jsonLd)
      try {
        JSON.parse(block[1]!);
      } catch {
        say('JSON-LD that does not parse');
      }
    const main = [...html.matchAll(/<main[^>]*>([\s\S]*?)<\/main>/g)];
    if (main.length !== 1) return say(`${main.length} main elements`);
    const text = textOf(main[0]![1]!);
    for (const words of EMPTY_OR_FAILED) if (text.includes(words)) say(`main says "${words}"`);
  };
  // a few at a time, as a crawler does
  for (let i = 0; i < urls.length; i += 6) await Promise.all(urls.slice(i, i + 6).map(check));
  expect(problems, `${problems.length} of ${urls.length} URLs`).toEqual([]);
});

test('a sample of the sitemap opened cold in the browser: no failed call, no console error', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const urls = await sitemapUrls(request, baseURL!);
  // the first two of each kind of page (the sitemap lists them by kind: pages, stores, items, categories, vehicles…)
  const byKind = new Map<string, string[]>();
  for (const url of urls) {
    const kind = new URL(url).pathname.split('/')[1] ?? '';
    byKind.set(kind, [...(byKind.get(kind) ?? []), url]);
  }
  const sample = [...byKind.values()].flatMap((list) => list.slice(0, 2));
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !hydrationProblem(m.text())) problems.push(`${page.url()}: console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) problems.push(`${page.url()}: ${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => {
    if (r.url().includes('/api/')) problems.push(`${page.url()}: failed ${r.url()} (${r.failure()?.errorText})`);
  });
  for (const url of sample) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(problems, `${sample.length} pages opened`).toEqual([]);
});
