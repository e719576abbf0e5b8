import type { Page } from '@playwright/test';
import { expect, switchTheme, test } from './fixtures.ts';
import { moduleOf, popularItems, zoneOf } from './support.ts';

// The browser takes every server-rendered page over as the server drew it (issue 22: no hydration warning on any
// page), whichever pages the server rendered before. The styled-components class names of the shell once depended on
// the order the modules were evaluated in (a component's id was its display name's running count), and the server
// (its route chunks imported as requests came) and the browser (its own chunks) evaluate them in different orders:
// the product page's shell mismatched after the server had rendered other pages (docs/architecture.md, "A page
// request", item 8).

/** The class attributes of the shell's markup (the header and the footer) in `html`, in document order. */
const shellClasses = (page: Page, html?: string) =>
  page.evaluate((text) => {
    const doc = text === undefined ? document : new DOMParser().parseFromString(text, 'text/html');
    return [...doc.querySelectorAll('#root header, #root header *, #root footer, #root footer > *')].map(
      (e) => `${e.tagName.toLowerCase()}.${e.getAttribute('class') ?? ''}`,
    );
  }, html);

test('every server-rendered page hydrates with the server’s markup, whatever the server rendered before', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const zoneId = await zoneOf(request);
  const grocery = await moduleOf(request, 'grocery');
  const [item] = await popularItems<{ slug: string }>(request, grocery.id, zoneId);
  const stores = await request.get('/api/v1/stores/get-stores/all?offset=1&limit=1', {
    headers: { zoneId, moduleId: String(grocery.id) },
  });
  expect(stores.ok()).toBe(true);
  const [store] = ((await stores.json()) as { stores: { slug: string }[] }).stores;
  const pages = [
    '/',
    '/categories',
    `/store/${store.slug}?id=${store.slug}&module_id=${grocery.id}`,
    '/no-such-page',
    `/product/${item.slug}`,
  ];
  // The server renders (and so imports the chunks of) the pages in the other order first.
  for (const path of [...pages].reverse()) expect((await request.get(path)).status()).toBeLessThan(500);

  for (const path of pages) {
    const response = await page.goto(path);
    const html = await response!.text();
    expect(html, `${path} is rendered on the server`).toContain('id="page-state"');
    const server = await shellClasses(page, html);
    expect(server.length, `${path}: the shell's markup`).toBeGreaterThan(1);
    // The browser's own class names: a theme switched there and back makes every styled component render again in
    // the browser (React keeps the server's attributes at hydration). Each of the server's is among them.
    await switchTheme(page, 'dark');
    await switchTheme(page, 'light');
    const browser = await shellClasses(page);
    expect(
      server.filter((c) => !browser.includes(c)),
      `${path}: the server's class names the browser does not draw`,
    ).toEqual([]);
  }
  // the fixture's noHydrationProblem fails the test on a hydration error any of these pages logged
});
