// The module rail (issue 68): every module's name whole on one line at every wide width, left to right and right to
// left, the rail inside the window.
import { expect, test } from './fixtures.ts';
import { moduleOf, visit, zoneOf } from './support.ts';

for (const lang of ['en', 'ar', 'bn'] as const)
  test(`the module rail keeps each name whole from 1181 to 1920 px (${lang})`, async ({ page, request }) => {
    const zoneId = await zoneOf(request);
    await visit(page, { zoneId, module: await moduleOf(request, 'grocery') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/home?lang=${lang}`);
    const rail = page.getByRole('navigation', { name: { en: 'Modules', ar: 'الوحدات', bn: 'মডিউলসমূহ' }[lang] });
    await expect(rail).toBeVisible({ timeout: 30_000 });
    await expect(rail.getByRole('button')).not.toHaveCount(0);
    for (const width of [1181, 1280, 1400, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      // each name is one line box: a word broken inside ("Pharma / cy") or names on two lines make more
      const lines = await rail.getByRole('button').evaluateAll((tiles) =>
        tiles.map((t) => {
          const name = t.querySelector('span:not([aria-hidden]):not(.visually-hidden)')!;
          const range = document.createRange();
          range.selectNodeContents(name);
          // one rect per line the name's text takes
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          return [name.textContent, tops.size] as const;
        }),
      );
      for (const [name, count] of lines) expect(count, `${name} at ${width}px`).toBe(1);
      const box = (await rail.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= width, `the rail inside the window at ${width}px`).toBe(true);
    }
  });
