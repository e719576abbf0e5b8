import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { probeLayoutShifts } from './layout-probe.ts';
import { settle, trackRequests } from './settle.ts';

// The shop's own typefaces (docs/architecture.md, "The shop's fonts"): a stranger's English page draws its text in
// Inter and fetches no Arabic face; an Arabic page draws its letters in Noto Sans Arabic; and a face that comes late
// moves nothing: the page is drawn with the metrics-matched fallback face first, then the face swaps in.

/** How long each face's file is held back: the page is drawn and laid out with the fallback faces meanwhile. */
const LATE_MS = 3_000;

/** The font files the page fetches, by their unhashed names; each one held back LATE_MS before it is fetched. */
async function lateFonts(page: Page) {
  const fetched: string[] = [];
  await page.route(/\/assets\/.*\.woff2$/, async (route) => {
    fetched.push(new URL(route.request().url()).pathname.replace(/^\/assets\/|-[\w-]{8}\.woff2$/g, ''));
    await new Promise((done) => setTimeout(done, LATE_MS));
    await route.continue();
  });
  return fetched;
}

/** The families of the faces the document has loaded. */
const loadedFamilies = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')),
  );

test.use({ reducedMotion: 'reduce' });
test.beforeEach(({ page }) => trackRequests(page));

for (const { language, path, heading } of [
  { language: 'English', path: '/', heading: 'Inter' },
  { language: 'Arabic', path: '/?lang=ar', heading: 'Noto Sans Arabic' },
])
  test(`a stranger's ${language} landing page draws its text in ${heading}, and nothing moves when it comes late`, async ({
    page,
  }) => {
    const fetched = await lateFonts(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    // drawn before the faces are in: with the fallback faces
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await loadedFamilies(page)).toEqual([]);
    await settle(page);
    expect((await page.evaluate(probeLayoutShifts)).score).toBe(0);
    if (language === 'English') {
      expect(fetched).toEqual(['inter-latin-wght-normal']);
      expect(await loadedFamilies(page)).toEqual(['Inter']);
    } else {
      expect(fetched.sort()).toEqual(['inter-latin-wght-normal', 'noto-sans-arabic-arabic-wght-normal']);
      expect((await loadedFamilies(page)).sort()).toEqual(['Inter', 'Noto Sans Arabic']);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    }
  });
