// A keyboard path as good as a mouse, and a cookie notice that covers nothing (issue 65), in Chromium at a phone's
// and a desktop's width: no control that takes the focus sits under the open notice (WCAG 2.2 "focus not obscured"),
// the notice's Accept comes first after the skip link, a store on a module home is reached in at most 20 key presses,
// every text field shows a ring of at least 2 px on focus, and a route change puts the focus on the new page's heading.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { moduleOf, visit, zoneOf } from './support.ts';

const widths = [390, 1280];

test.beforeEach(async ({ page, request }) => {
  // a stranger (no consent stored) with a place and the food module: the notice is shown
  await visit(page, { zoneId: await zoneOf(request), module: await moduleOf(request, 'food') });
});

/** How the focused element lies against the notice: its box, and whether part of it is under the notice's strip. */
const focusAgainstNotice = (page: Page) =>
  page.evaluate(() => {
    const notice = document.querySelector('section[aria-label="Cookie notice"]');
    const el = document.activeElement as HTMLElement | null;
    if (!notice || !el || el === document.body) return { name: 'body', covered: false };
    const name = `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}`;
    if (notice.contains(el)) return { name, covered: false };
    const box = el.getBoundingClientRect();
    const strip = notice.getBoundingClientRect();
    const shown = box.width > 0 && box.height > 0;
    return { name, covered: shown && box.bottom > strip.top + 0.5 && box.top < strip.bottom };
  });

for (const width of widths) {
  test(`the open cookie notice covers no focused control, its Accept reached first (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/home');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Food home' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(notice.getByRole('button', { name: 'Accept cookies' })).toBeFocused();
    const covered: string[] = [];
    for (let i = 0; i < 90; i++) {
      await page.keyboard.press('Tab');
      const focus = await focusAgainstNotice(page);
      if (focus.covered) covered.push(focus.name);
    }
    expect(covered).toEqual([]);
    // accepted, it is gone and remembered
    await notice.getByRole('button', { name: 'Accept cookies' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Food home' })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(notice).toBeHidden();
  });

  test(`a store on the food home is at most 20 key presses from the page's start (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/home');
    // food's first store list, the skip link's target: its popular restaurants, above the dishes
    const stores = page.getByRole('region', { name: 'Popular restaurants' });
    await expect(stores.getByRole('link').first()).toBeVisible();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    let presses = 0;
    // to "Skip to the restaurants" (past the top bar and the navigation), through it, then to the first store
    while (presses < 20 && (await focused()) !== 'Skip to the restaurants') {
      await page.keyboard.press('Tab');
      presses++;
    }
    await page.keyboard.press('Enter');
    presses++;
    const inStores = () =>
      stores.evaluate((region) => region.contains(document.activeElement) && document.activeElement?.tagName === 'A');
    while (presses < 20 && !(await inStores())) {
      await page.keyboard.press('Tab');
      presses++;
    }
    expect(await inStores()).toBe(true);
    expect(presses).toBeLessThanOrEqual(20);
    // and on to its page: the focus is on the new page's heading
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/store\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
}

test('every text field shows a focus ring of at least 2 px, by key or by click', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/home?auth=sign-in');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  const fields = [
    page.getByRole('combobox', { name: /Search/ }).first(),
    dialog.getByLabel(/Email or phone/),
    dialog.getByLabel(/^Password/),
  ];
  await expect(fields[1]).toBeVisible();
  /** The widest focus outline on the field or the box drawn around it. */
  const ring = (field: (typeof fields)[number]) =>
    field.evaluate((el) => {
      const width = (e: Element | null) =>
        e && getComputedStyle(e).outlineStyle !== 'none' ? parseFloat(getComputedStyle(e).outlineWidth) : 0;
      return Math.max(width(el), width(el.parentElement));
    });
  for (const field of fields.slice(1)) {
    await field.click();
    expect(await ring(field)).toBeGreaterThanOrEqual(2);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await fields[0].click();
  expect(await ring(fields[0])).toBeGreaterThanOrEqual(2);
});
