// The item popup's actions (issue 68): the quantity stepper and Add to cart share one row at every width, left to
// right and right to left; a required single choice is a radio group; the discount chip leaves the picture alone.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { moduleOf, popularItems, visit, zoneOf } from './support.ts';

interface ApiItem {
  id: number;
  name: string;
  food_variations: { name: string; type: string; required: string }[];
}

/** A popular food item of the visitor's zone with a required single choice, and that choice's group. */
async function requiredChoiceItem(request: APIRequestContext) {
  const zoneId = await zoneOf(request);
  const food = await moduleOf(request, 'food');
  const items = await popularItems<ApiItem>(request, food.id, zoneId);
  const single = (g: ApiItem['food_variations'][number]) => g.type !== 'multi' && g.required === 'on';
  const item = items.find((i) => i.food_variations.some(single))!;
  return { zoneId, food, item, group: item?.food_variations.find(single) };
}

for (const lang of ['en', 'ar'] as const)
  test(`the item popup: quantity and Add to cart on one row from 360 to 1920 px (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { zoneId, food, item, group } = await requiredChoiceItem(request);
    expect(item && group).toBeTruthy();
    await visit(page, { zoneId, module: food });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/home?item=${item.id}&lang=${lang}`);
    // (named by the item's name in the page's language)
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible({ timeout: 30_000 });
    const required = popup.getByRole('group', { name: new RegExp(`^${group!.name}`) });
    await expect(required.getByRole('radio').first()).toBeVisible();
    await expect(required.getByRole('checkbox')).toHaveCount(0);
    const quantity = popup.getByRole('group', { name: lang === 'en' ? 'Quantity' : 'الكمية', exact: true });
    const add = popup.getByRole('button', { name: lang === 'en' ? 'Add to cart' : 'أضف إلى السلة' });
    for (const width of [360, 390, 768, 1024, 1280, 1400, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(add).toBeVisible();
      const [q, a] = [await quantity.boundingBox(), await add.boundingBox()];
      // one row: the two boxes overlap vertically, side by side (the stepper first in reading order)
      expect(q && a, `${width}px`).toBeTruthy();
      expect(q!.y < a!.y + a!.height && a!.y < q!.y + q!.height, `one row at ${width}px`).toBe(true);
      if (lang === 'en') expect(q!.x + q!.width <= a!.x + 1, `stepper before the button at ${width}px`).toBe(true);
      else expect(a!.x + a!.width <= q!.x + 1, `stepper before the button (RTL) at ${width}px`).toBe(true);
      // the button holds its words and its total within the popup
      const dialog = (await popup.boundingBox())!;
      expect(a!.x >= dialog.x - 1 && a!.x + a!.width <= dialog.x + dialog.width + 1, `${width}px`).toBe(true);
    }
  });
