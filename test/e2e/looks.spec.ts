import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessibleInBothThemes, switchTheme, test } from './fixtures.ts';
import { fillCart } from './shop-cart.ts';
import { settle, trackRequests } from './settle.ts';
import { newGuest, visit, type Visitor } from './support.ts';
import { worldOf, type World } from './world.ts';

// How the shop looks: the key screens and dialogs of a shopper's day, each opened fresh at a phone's width (390 px) and
// a laptop's (1280 px) and compared, as a whole page, with a committed screenshot (test/e2e/__screenshots__,
// playwright.config.ts `snapshotPathTemplate`); seven in the dark theme too, three in Arabic, right to left, and the
// public pages also as a stranger opens a shared link (nothing stored: no location, module, consent or account). A
// change that moves, hides, recolours or overlaps what a shopper sees fails here until its new screenshots are looked
// at and committed:
//   npm run test:e2e -- looks.spec.ts --update-snapshots
//   npm run contact-sheet        (every baseline on one page, the committed one beside each that changed)
// Each screen is also checked with axe at both widths in both themes (expectAccessibleInBothThemes: every WCAG A/AA
// rule in one theme, the colour rules in the other).
//
// What differs from one run to the next is masked (a box of one colour in the screenshot): dates and times, order
// numbers, the customer's email and phone. Each screen is set up through the API for visitors of this spec's own (new
// guests, and a customer signed up here), so what other specs do on the same server never shows. Motion is reduced,
// so the banner carousel stays on its first slide.

const WIDTHS = [390, 1280] as const;
type Width = (typeof WIDTHS)[number];
const viewportOf = (width: Width) => ({ width, height: width === 390 ? 844 : 900 });

interface Screen {
  name: string;
  /** Stores what the visitor has (with `v` on top) and opens the screen; returns once it is drawn. */
  open(page: Page, w: World, v: Partial<Visitor>): Promise<void>;
  /** Parts that differ from run to run, masked in the screenshot (dates and times are masked on every screen). */
  mask?: (page: Page, w: World) => Locator[];
  /** A screenshot in the dark theme too. */
  dark?: boolean;
  /** Also opened in Arabic (right to left), Bengali and Spanish at 390 px, checked and compared. */
  languages?: boolean;
}

/** A public page as a stranger opens a shared link to it: nothing stored. */
interface StrangerScreen {
  name: string;
  url: (w: World) => string;
  /** Its heading once the page shows its subject. */
  heading: (w: World) => string | RegExp;
}

const strangerScreens: StrangerScreen[] = [
  { name: 'home', url: () => '/home', heading: () => /./ },
  { name: 'categories', url: () => '/categories', heading: () => /./ },
  { name: 'category', url: (w) => `/category/${w.categoryId}`, heading: () => /./ },
  {
    name: 'store',
    url: (w) => `/store/${w.store.id}?id=${w.store.id}&module_id=${w.grocery.id}&store_zone_id=${w.store.zone_id}`,
    heading: (w) => w.store.name,
  },
  { name: 'product', url: (w) => `/product/${w.product.id}`, heading: (w) => w.product.name },
  { name: 'vehicle-search', url: () => '/rental/vehicle-search?all_category=1', heading: () => /./ },
  { name: 'vehicle-details', url: (w) => `/rental/vehicle-details/${w.vehicle.id}`, heading: (w) => w.vehicle.name },
  { name: 'provider-details', url: (w) => `/rental/provider-details/${w.vehicle.provider_id}`, heading: () => /./ },
];

/** A visitor in Gulshan with the grocery module (or `extra.module`), light theme, left to right. */
const as = (page: Page, w: World, extra: Partial<Visitor> = {}) =>
  visit(page, { zoneId: w.zoneId, module: w.grocery, theme: 'light', ...extra });

/** What a visitor reading the shop in another language has stored besides (`extra` entries come after the theme's). */
const READERS: Record<'ar' | 'bn' | 'es', Partial<Visitor>> = {
  ar: { extra: { 'language-setting': 'ar', settings: JSON.stringify({ theme: 'light', direction: 'rtl' }) } },
  bn: { extra: { 'language-setting': 'bn' } },
  es: { extra: { 'language-setting': 'es' } },
};

/** This spec's customer, signed in. */
const asCustomer = (page: Page, w: World, extra: Partial<Visitor> = {}) => as(page, w, { token: w.token, ...extra });

/** A new guest with two lines of the store in the cart. */
async function asGuestWithCart(page: Page, w: World, v: Partial<Visitor>) {
  const guest = await newGuest(page.request);
  await fillCart(page.request, { guest }, w.grocery.id, [
    [w.items[0]!, 2],
    [w.items[1]!, 1],
  ]);
  await as(page, w, { guestId: guest, token: null, ...v });
}

/**
 * Stops the page's clock at 11:00 of today in the shop's time zone (Dhaka, UTC+6), timers still running: a screen
 * whose figures follow the hour (checkout's delivery fee takes the zone's evening surge, 18:00 to 22:00) is drawn the
 * same at every hour of a run.
 */
async function atElevenInTheShop(page: Page) {
  const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
  await page.clock.setFixedTime(new Date(`${today}T11:00:00+06:00`));
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
const dialog = (page: Page, name?: string | RegExp) =>
  expect(page.getByRole('dialog', name === undefined ? {} : { name }).first()).toBeVisible();

const screens: Screen[] = [
  {
    name: 'landing',
    async open(page) {
      await page.goto('/');
      await heading(page);
    },
    dark: true,
  },
  {
    name: 'home',
    async open(page, w, v) {
      await as(page, w, v);
      await page.goto('/home');
      await heading(page);
      await expect(page.getByRole('article').first()).toBeVisible(); // the item cards are in
    },
    dark: true,
    languages: true,
  },
  {
    name: 'categories',
    async open(page, w, v) {
      await as(page, w, v);
      await page.goto('/categories');
      await heading(page);
    },
  },
  {
    name: 'store',
    async open(page, w, v) {
      await as(page, w, v);
      await page.goto(
        `/store/${w.store.id}?id=${w.store.id}&module_id=${w.grocery.id}&store_zone_id=${w.store.zone_id}`,
      );
      await expect(page.getByRole('heading', { level: 1, name: w.store.name })).toBeVisible();
    },
    dark: true,
  },
  {
    name: 'item-popup',
    async open(page, w, v) {
      await as(page, w, v);
      await page.goto(`/home?item=${w.items[0]!.id}`);
      await dialog(page, w.items[0]!.name);
    },
  },
  {
    name: 'product',
    async open(page, w, v) {
      await as(page, w, { module: w.ecommerce, ...v });
      await page.goto(`/product/${w.product.id}`);
      await expect(page.getByRole('heading', { level: 1, name: w.product.name })).toBeVisible();
    },
  },
  {
    name: 'cart-drawer',
    async open(page, w, v) {
      await asGuestWithCart(page, w, v);
      await page.goto('/home?drawer=cart');
      await expect(page.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('listitem')).toHaveCount(2);
    },
  },
  {
    name: 'checkout',
    async open(page, w, v) {
      await atElevenInTheShop(page);
      await asGuestWithCart(page, w, v);
      await page.goto('/checkout?page=cart');
      await heading(page);
      await expect(page.getByRole('listitem').filter({ hasText: w.items[1]!.name }).first()).toBeVisible();
    },
    dark: true,
    languages: true,
  },
  {
    name: 'sign-in',
    async open(page, w, v) {
      await as(page, w, v);
      await page.goto('/home?auth=sign-in');
      await dialog(page);
    },
  },
  {
    name: 'module-picker',
    async open(page, w, v) {
      await as(page, w, v);
      await page.goto('/home?picker=module');
      await dialog(page);
    },
  },
  {
    name: 'wishlist-drawer',
    async open(page, w, v) {
      await asCustomer(page, w, v);
      await page.goto('/home?drawer=wishlist');
      await expect(page.getByRole('dialog', { name: 'Wishlist' }).getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    name: 'my-orders',
    async open(page, w, v) {
      await asCustomer(page, w, v);
      await page.goto('/my-orders?tab=running');
      await heading(page);
      await expect(page.getByRole('link', { name: new RegExp(`${w.orderId}`) }).first()).toBeVisible();
    },
    mask: (page) => [page.getByText(/^Order #\d+$/)],
  },
  {
    name: 'order-details',
    async open(page, w, v) {
      await asCustomer(page, w, v);
      await page.goto(`/my-orders/${w.orderId}`);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(`${w.orderId}`) })).toBeVisible();
    },
    mask: (page) => [page.getByRole('heading', { level: 1 })],
  },
  {
    name: 'track-order',
    async open(page, w, v) {
      await asCustomer(page, w, v);
      await page.goto(`/track-order?order_id=${w.orderId}`);
      await expect(page.getByTestId('order-status')).toBeVisible();
    },
    mask: (page) => [
      page.getByRole('textbox', { name: /Order ID/ }),
      page.getByRole('region', { name: /#\d+/ }).getByRole('heading'),
    ],
  },
  {
    name: 'profile',
    async open(page, w, v) {
      await asCustomer(page, w, v);
      await page.goto('/profile');
      await expect(page.getByText(/^nadia\.\d+@example\.com$/).first()).toBeVisible();
    },
    mask: (page) => [
      page.getByText(/^nadia\.\d+@example\.com$/),
      page.getByText(/^\+88019\d+$/),
      page.getByRole('textbox', { name: /^(Phone|Email)/ }),
    ],
  },
  {
    name: 'chat',
    async open(page, w, v) {
      await asCustomer(page, w, v);
      await page.goto('/profile?page=inbox&support=1');
      await expect(page.getByRole('log')).toBeVisible(); // the conversation is in (in any language)
    },
    languages: true,
  },
  {
    name: 'wallet',
    async open(page, w, v) {
      await asCustomer(page, w, v);
      await page.goto('/wallet');
      await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    },
  },
  {
    name: 'vehicle-search',
    async open(page, w, v) {
      await as(page, w, { module: w.rental, ...v });
      await page.goto('/rental/vehicle-search?all_category=1');
      await heading(page);
      await expect(page.getByRole('article', { name: w.vehicle.name, exact: true })).toBeVisible();
    },
    dark: true,
    languages: true,
  },
  {
    name: 'vehicle-details',
    async open(page, w, v) {
      await as(page, w, { module: w.rental, ...v });
      await page.goto(`/rental/vehicle-details/${w.vehicle.id}?from=search`);
      await expect(page.getByRole('heading', { level: 1, name: w.vehicle.name })).toBeVisible();
    },
  },
  {
    name: 'trip-cart',
    async open(page, w, v) {
      await as(page, w, { module: w.rental, token: null, ...v });
      await page.goto('/rental/vehicle-search?all_category=1');
      await page
        .getByRole('article', { name: w.vehicle.name, exact: true })
        .getByRole('button', { name: 'Add to cart' })
        .click();
      await expect(page.getByText('The vehicle successfully added to your cart.')).toBeVisible();
      await page.goto('/rental/cart');
      await expect(page.getByRole('region', { name: 'Trip cart' }).getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    name: 'my-trips',
    async open(page, w, v) {
      await asCustomer(page, w, { module: w.rental, ...v });
      await page.goto('/my-trips');
      await heading(page);
    },
  },
];

/**
 * What every run draws differently, masked on every screen: dates and times, and an item's stock (the other specs on
 * the same server buy the seed's items).
 */
const changingParts = (page: Page) => [page.locator('time'), page.getByText(/^\d+ in stock$/)];
/** Gives each `<time>` one width, so the layout around a masked date is the same at every hour of every day. */
const SCREENSHOT_STYLE = fileURLToPath(new URL('looks.css', import.meta.url));

/**
 * Scrolls the page to its end a screen at a time, as a shopper reading it does, then back to the top: a section that
 * loads when the shopper comes near it (the home page's offers: their chunk, then their call) is in the full page then.
 * Only `/home` and a vehicle's page (its provider's reviews) are looked at so (a paged list's end would load its next
 * page on the other pages).
 */
const SCROLLED = /^\/(home|rental\/vehicle-details\/\d+)$/;
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      await frames();
    }
    scrollTo(0, 0);
    await frames();
  });
}

/**
 * Loads every picture of the page, also those below the first screen that wait to be scrolled to (`loading=lazy`),
 * and those of a section drawn once scrolled to (`scrollThrough`): until the page has as many pictures as a moment
 * before and none of them is still loading.
 */
async function loadAllImages(page: Page) {
  let before = -1;
  const settled = async () => {
    const { count, loading } = await page.evaluate(async () => {
      for (const img of document.images) img.loading = 'eager';
      await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
      return {
        count: document.images.length,
        loading: [...document.images].filter((img) => img.src && !img.complete).length,
      };
    });
    const steady = count === before && loading === 0;
    before = count;
    return steady;
  };
  await expect.poll(settled, { timeout: 20_000, intervals: [750] }).toBe(true);
}

async function checkScreen(page: Page, screen: Screen, w: World, file: string) {
  await settle(page);
  if (SCROLLED.test(new URL(page.url()).pathname)) {
    await scrollThrough(page);
    await settle(page);
  }
  await loadAllImages(page);
  await settle(page);
  await expectAccessibleInBothThemes(page);
  const mask = [...changingParts(page), ...(screen.mask?.(page, w) ?? [])];
  await expect(page).toHaveScreenshot(`${file}.png`, { fullPage: true, mask, stylePath: SCREENSHOT_STYLE });
  return mask;
}

test.beforeEach(({ page }) => trackRequests(page));

test.use({ reducedMotion: 'reduce' });

for (const width of WIDTHS)
  test.describe(`${width} px`, () => {
    test.use({ viewport: viewportOf(width) });
    for (const screen of screens)
      test(screen.name, async ({ page, request }) => {
        const w = await worldOf(request);
        await screen.open(page, w, {});
        const mask = await checkScreen(page, screen, w, `${screen.name}-${width}`);
        if (screen.dark) {
          await switchTheme(page, 'dark');
          await settle(page);
          await expect(page).toHaveScreenshot(`${screen.name}-${width}-dark.png`, {
            fullPage: true,
            mask,
            stylePath: SCREENSHOT_STYLE,
          });
          await switchTheme(page, 'light'); // the page as axe last saw it: the check at the test's end is skipped
        }
      });
  });

for (const width of WIDTHS)
  test.describe(`${width} px, a stranger`, () => {
    test.use({ viewport: viewportOf(width) });
    for (const screen of strangerScreens)
      test(screen.name, async ({ page, request }) => {
        const w = await worldOf(request);
        await page.goto(screen.url(w));
        await expect(page.getByRole('heading', { level: 1, name: screen.heading(w) })).toBeVisible();
        await checkScreen(page, { name: screen.name, open: async () => undefined }, w, `${screen.name}-${width}-cold`);
      });
  });

for (const [language, suffix] of [
  ['ar', 'rtl'],
  ['bn', 'bn'],
  ['es', 'es'],
] as const)
  test.describe(`390 px, in ${language}`, () => {
    test.use({ viewport: viewportOf(390) });
    for (const screen of screens.filter((s) => s.languages))
      test(screen.name, async ({ page, request }) => {
        const w = await worldOf(request);
        await screen.open(page, w, READERS[language]);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await checkScreen(page, screen, w, `${screen.name}-390-${suffix}`);
      });
  });

/** Presses Tab until `target` has the focus (a keyboard user reaches it in the page's order), at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${max} presses of Tab never reached ${target.toString()}`);
}

const focusInside = (dialog: Locator) => dialog.evaluate((d) => d.contains(document.activeElement));

/**
 * A keyboard user opens a dialog from its control, moves through it without leaving it (Tab and Shift+Tab stay
 * inside), closes it with Escape and is back on the control.
 */
async function keyboardRound(page: Page, control: Locator, dialog: Locator) {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(dialog)).toBe(true);
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInside(dialog), `focus left the dialog after ${key}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(control).toBeFocused();
}

test.describe('1280 px, keyboard', () => {
  test.use({ viewport: viewportOf(1280) });
  test('a keyboard user reaches, stays in and leaves the cart, sign-in and item dialogs', async ({ page, request }) => {
    const w = await worldOf(request);
    await asGuestWithCart(page, w, {});
    await page.goto('/home');
    await expect(page.getByRole('article').first()).toBeVisible();
    const banner = page.getByRole('banner');
    await keyboardRound(
      page,
      banner.getByRole('button', { name: /^Cart/ }),
      page.getByRole('dialog', { name: 'Shopping Cart' }),
    );
    await keyboardRound(page, banner.getByRole('button', { name: 'Sign In' }), page.getByRole('dialog').first());
    // the first product card's name: a link to the item's page, which opens the item popup (quick view)
    const nameLink = page.getByRole('main').getByRole('article').first().locator('a[href*="/product/"]');
    const name = (await nameLink.textContent())!.trim();
    await keyboardRound(page, nameLink, page.getByRole('dialog', { name }));
  });
});
