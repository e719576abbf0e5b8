import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { pagePaths } from '../../domain/page-routes.ts';
import { expect, test } from './fixtures.ts';
import { probeLayout, probeLayoutShifts, type LayoutOffender } from './layout-probe.ts';
import { settle, trackRequests } from './settle.ts';
import { visit, type ShopModule } from './support.ts';
import { worldOf, type World } from './world.ts';
import type { AppLanguage } from '../../domain/languages.ts';
import { location as enLocation } from '../../src/i18n/en/location.ts';
import arLocation from '../../src/i18n/ar/location.ts';
import bnLocation from '../../src/i18n/bn/location.ts';
import esLocation from '../../src/i18n/es/location.ts';

// Layout integrity: every page of the shop and every dialog the visual suite opens, as a whole page (not only its first
// screen), at every width from a small phone to a wide desktop, left to right and right to left, light and dark, as a
// stranger with nothing stored and as a signed-in shopper. One loaded page is resized through the widths; at each the
// page's geometry is read (layout-probe.ts: sideways scrolling, controls over each other or out of their box, clipped
// text) — in each of the shop's languages (Arabic right to left; English, Spanish and Bengali in turn down the list) and axe's target-size rule (WCAG 2.2, 2.5.8) is run; what moved on the first screen while the page loaded is
// summed (layout shifts, as Lighthouse's CLS); once per page a keyboard user tabs through the first
// controls and each must show that it has the focus. The test names every offender: kind, element, box, width.

const WIDTHS = [360, 390, 768, 1024, 1280, 1920] as const;
/** How much a page's first screen may move as it loads (Lighthouse's CLS; 0.1 is its "good", ours is stricter). */
const MAX_LAYOUT_SHIFT = 0.02;
/** How many controls the keyboard walk visits on each page. */
const TAB_STOPS = 6;

type Variant = 'cold' | 'session' | 'session-rtl' | 'cold-rtl';

interface Screen {
  /** The page's key in the route table (domain/page-routes.ts), or the dialog's name. */
  name: string;
  url: (w: World) => string;
  /** The module a shopper with a session has chosen for it (grocery unless named). */
  module?: (w: World) => ShopModule;
  /** An account page (see `variantsOf`). */
  account?: boolean;
  /** What the shopper does on the loaded page, in `language`, to open the dialog (a dialog no URL opens). */
  open?: (page: Page, language: AppLanguage) => Promise<void>;
}

const grocery = (w: World) => w.grocery;
const rental = (w: World) => w.rental;
const ecommerce = (w: World) => w.ecommerce;

/** Every page of the route table, with the ids of the seed's things. */
const pages: Record<Exclude<keyof typeof pagePaths, 'homeCampaigns' | 'storeRegistration'>, Omit<Screen, 'name'>> = {
  landing: { url: () => '/' },
  home: { url: () => '/home' },
  interest: { url: () => '/interest', account: true },
  forgotPassword: { url: () => '/forgot-password' },
  categories: { url: () => '/categories' },
  categoryPage: { url: (w) => `/category/${w.categoryId}` },
  productPage: { url: (w) => `/product/${w.product.id}`, module: ecommerce },
  latestStores: { url: () => '/store/latest' },
  popularStores: { url: () => '/store/popular' },
  flashSales: { url: () => '/flash-sales' },
  brands: { url: () => '/brands', module: ecommerce },
  brandPage: { url: (w) => `/brands/${w.brandId}`, module: ecommerce },
  campaignPage: { url: (w) => `/campaigns/${w.campaignId}` },
  storePage: {
    url: (w) => `/store/${w.store.id}?id=${w.store.id}&module_id=${w.grocery.id}&store_zone_id=${w.store.zone_id}`,
  },
  vehicleSearch: { url: () => pagePaths.vehicleSearch, module: rental },
  vehicleSearchPage: { url: () => '/rental/vehicle-search?all_category=0&trip_type=distance_wise', module: rental },
  vehicleDetailsPage: { url: (w) => `/rental/vehicle-details/${w.vehicle.id}`, module: rental },
  providerDetailsPage: { url: (w) => `/rental/provider-details/${w.vehicle.provider_id}`, module: rental },
  rentalCart: { url: () => '/rental/cart', module: rental },
  checkout: { url: () => '/checkout?page=cart' },
  orderSuccessful: { url: (w) => `/order-successful?order_id=${w.orderId}`, account: true },
  profile: { url: () => '/profile', account: true },
  myOrders: { url: () => '/my-orders?tab=running', account: true },
  orderDetailsPage: { url: (w) => `/my-orders/${w.orderId}`, account: true },
  myTrips: { url: () => '/my-trips', module: rental, account: true },
  wallet: { url: () => '/wallet', account: true },
  coupons: { url: () => '/coupons', account: true },
  loyaltyPoints: { url: () => '/loyalty-points', account: true },
  referralCode: { url: () => '/referral-code', account: true },
  settings: { url: () => '/settings' },
  trackOrder: { url: (w) => `/track-order?order_id=${w.orderId}` },
  parcelDeliveryInfo: { url: () => '/parcel-delivery-info', module: (w) => w.parcel },
  aboutUs: { url: () => '/about-us' },
  termsAndConditions: { url: () => '/terms-and-conditions' },
  privacyPolicy: { url: () => '/privacy-policy' },
  refundPolicy: { url: () => '/refund-policy' },
  cancellationPolicy: { url: () => '/cancellation-policy' },
  shippingPolicy: { url: () => '/shipping-policy' },
  helpAndSupport: { url: () => '/help-and-support' },
  storeRegistrationPage: { url: () => pagePaths.storeRegistration },
  deliverymanRegistration: { url: () => '/deliveryman-registration' },
  flows: { url: () => '/flows' },
};

/** The dialogs the visual suite opens (looks.spec.ts), by their URL, and the profile's inbox. */
const dialogs: Screen[] = [
  { name: 'item popup', url: (w) => `/home?item=${w.items[0]!.id}` },
  { name: 'cart drawer', url: () => '/home?drawer=cart' },
  { name: 'sign-in dialog', url: () => '/home?auth=sign-in' },
  { name: 'module picker', url: () => '/home?picker=module' },
  { name: 'wishlist drawer', url: () => '/home?drawer=wishlist', account: true },
  { name: 'location picker', url: () => '/?picker=location' },
  {
    name: 'map dialog',
    url: () => '/',
    async open(page, language) {
      const pickOnMap = { en: enLocation, ar: arLocation, bn: bnLocation, es: esLocation }[language].pickOnMap;
      await page.getByRole('main').getByRole('button', { name: pickOnMap }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'campaigns', url: () => pagePaths.homeCampaigns },
  { name: 'inbox', url: () => '/profile?page=inbox', account: true },
];

const screens: Screen[] = [...Object.entries(pages).map(([name, s]) => ({ name, ...s })), ...dialogs];

/** A signed-in shopper in Gulshan reading `language`: dark in Arabic (right to left), light in the others. */
async function asShopper(page: Page, w: World, screen: Screen, language: AppLanguage) {
  const rtl = language === 'ar';
  await visit(page, {
    zoneId: w.zoneId,
    module: (screen.module ?? grocery)(w),
    token: w.token,
    theme: rtl ? 'dark' : 'light',
    returning: true,
    extra: {
      ...(language !== 'en' && { 'language-setting': language }),
      ...(rtl && { settings: JSON.stringify({ theme: 'dark', direction: 'rtl' }) }),
    },
  });
}

/**
 * A stranger with nothing stored but the language they chose (and, in Arabic, the dark theme): in the browser's
 * storage and its cookie mirror, as the shop keeps a choice, so the server renders the page in it. Having chosen
 * Bengali, they have read a page in it: its font is in the browser's cache (a first page in Bengali, on a machine
 * without a Bengali font, draws its letters as they arrive — docs/architecture.md, "Languages").
 */
async function asStranger(page: Page, language: AppLanguage) {
  if (language === 'en') return;
  if (language === 'bn') {
    await page.goto('/?lang=bn');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    await page.context().clearCookies();
  }
  const stored: Record<string, string> = { 'language-setting': language };
  if (language === 'ar') stored.settings = JSON.stringify({ theme: 'dark', direction: 'rtl' });
  await page.context().addCookies(
    Object.entries(stored).map(([name, value]) => ({
      name,
      value: encodeURIComponent(value),
      domain: '127.0.0.1',
      path: '/',
    })),
  );
  await page.addInitScript((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(stored));
}

/** The offenders at one width: the page's geometry and the targets too small and too close (axe's target-size). */
async function offendersAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await settle(page);
  const geometry = await page.evaluate(probeLayout);
  // axe, put in the page once by the test, run for its one rule
  const targets = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'rule', values: ['target-size'] },
      resultTypes: ['violations'],
    }),
  );
  const small: LayoutOffender[] = targets.violations.flatMap((v) =>
    v.nodes.map((n) => ({ kind: 'small-target' as const, what: n.target.join(' '), box: [0, 0, 0, 0] })),
  );
  return [...geometry, ...small].map(
    (o) => `${width} px ${o.kind}: ${o.what}${o.other ? ` ~ ${o.other}` : ''} [${o.box.join(', ')}]`,
  );
}

/**
 * Tabs through the first controls of the page's content (`fromTop`: of the whole page, the shell's header first; an
 * open dialog: of the dialog); each must look different focused than unfocused (its own box, or one around it).
 */
async function unseenFocus(page: Page, fromTop: boolean) {
  const unseen: string[] = [];
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const dialogOpen = (await page.getByRole('dialog').count()) > 0;
  if (!dialogOpen) await page.locator(fromTop ? 'body' : '#main-content').focus();
  for (let i = 0, again = 0; i < TAB_STOPS; i++) {
    if (!again) await page.keyboard.press('Tab');
    const result = await page.evaluate(async () => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // a style is read once its change has been drawn (a transition, however short, starts from the old value)
      const drawn = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const look = () =>
        // the control, its children and siblings, and the boxes around it up to a card's (a radio card rings itself)
        [
          el,
          el.parentElement,
          el.parentElement?.parentElement,
          el.parentElement?.parentElement?.parentElement,
          ...el.children,
          ...(el.parentElement?.children ?? []),
        ]
          .filter((e): e is Element => !!e)
          .map((e) => {
            const s = getComputedStyle(e);
            return [
              s.outlineStyle,
              s.outlineWidth,
              s.outlineColor,
              s.boxShadow,
              s.borderColor,
              s.backgroundColor,
              s.textDecorationLine,
              s.color,
            ].join();
          })
          .join('|');
      await drawn();
      const focused = look();
      el.blur();
      await drawn();
      const blurred = look();
      el.focus();
      await drawn();
      // a lazy control that took its place as it got the focus (the place search's field): read the new one
      if (!el.isConnected) return 'replaced';
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      return focused === blurred ? `${el.tagName.toLowerCase()} "${name}"` : '';
    });
    if (result === null) break;
    if (result === 'replaced' && again < 3) {
      again++;
      i--;
      continue;
    }
    again = 0;
    if (result) unseen.push(`no visible focus: ${result}`);
  }
  return unseen;
}

/** The pages a shared link most often opens, and the dialogs of a purchase: checked in both ways (`variantsOf`). */
const KEY_SCREENS = new Set([
  'landing',
  'home',
  'categoryPage',
  'storePage',
  'productPage',
  'vehicleSearch',
  'vehicleDetailsPage',
  'providerDetailsPage',
  'checkout',
  'item popup',
  'cart drawer',
]);

/**
 * How each screen is opened. A public page: as a stranger (left to right, light) or as a signed-in shopper (right to
 * left, dark); an account page: signed in, left to right and light or right to left and dark. A key screen is checked
 * both ways; the others take one of the two in turn down the list, so each way covers half of them. What a stranger
 * is shown on an account page (the sign-in prompt, the same on each) is checked once, on the profile.
 */
function variantsOf(screen: Screen, index: number): Variant[] {
  const ways: Variant[] = screen.account ? ['session', 'session-rtl'] : ['cold', 'session-rtl'];
  const chosen = KEY_SCREENS.has(screen.name) ? ways : [ways[index % 2]!];
  return screen.name === 'profile' ? ['cold-rtl', ...chosen] : chosen;
}

/** The language a screen is read in: Arabic right to left; left to right, English, Spanish and Bengali in turn. */
const languageOf = (variant: Variant, index: number): AppLanguage =>
  variant.endsWith('rtl') ? 'ar' : (['en', 'es', 'bn'] as const)[index % 3]!;

test.describe.configure({ mode: 'default' });
test.use({ reducedMotion: 'reduce' });
test.beforeEach(({ page }) => trackRequests(page));

test('the check opens every page of the route table', () => {
  const routeKeys = Object.keys(pagePaths).filter((k) => k !== 'homeCampaigns' && k !== 'storeRegistration');
  expect(Object.keys(pages).sort()).toEqual(routeKeys.sort());
});

for (const [index, screen] of screens.entries())
  for (const variant of variantsOf(screen, index))
    test(`${screen.name} (${variant}, ${languageOf(variant, index)})`, async ({ page, request }) => {
      const w = await worldOf(request);
      const language = languageOf(variant, index);
      if (variant.startsWith('cold')) await asStranger(page, language);
      else await asShopper(page, w, screen, language);
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto(screen.url(w));
      await settle(page);
      const offenders: string[] = [];
      // a phone's first screen as it loads, the server's page hydrating: nothing of a page may move under the
      // visitor's eyes (a dialog a link opens draws over the page as its parts arrive: not counted)
      const shifts = await page.evaluate(probeLayoutShifts);
      if (!dialogs.includes(screen) && shifts.score > MAX_LAYOUT_SHIFT)
        offenders.push(
          `${WIDTHS[0]} px layout-shift: ${shifts.score.toFixed(3)} while loading, moved ${shifts.moved.join(', ')}`,
        );
      if (screen.open) {
        await screen.open(page, language);
        await settle(page);
      }
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      // the whole page: what is drawn when it is scrolled to (lazy sections) is in before it is measured
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await settle(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate(axe.source);
      for (const width of WIDTHS) offenders.push(...(await offendersAt(page, width)));
      offenders.push(...(await unseenFocus(page, screen.name === 'landing')));
      expect(offenders, `${screen.url(w)} (${variant}, ${language})`).toEqual([]);
    });
