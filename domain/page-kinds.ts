// Which page a path shows, for the server's head, its 404s, robots.txt and the sitemap, and for the SPA's title on
// client navigation (loaded lazily there: not part of the first load). The table of paths is domain/page-routes.ts;
// see docs/architecture.md, "What search engines read".
import type { pagePaths, PathKey } from './page-routes.ts';

/** The table of paths (domain/page-routes.ts's `pagePaths`, which the SPA reads as `paths`): passed in, so the
 * SPA's lazy chunk shares the first load's copy instead of a chunk of its own. */
export type PathTable = typeof pagePaths;

/**
 * What the server's head says about a routed page: `indexed` pages are public (their own title, description,
 * canonical URL, social tags and JSON-LD; listed in the sitemap when they have data); `private` pages (account, cart,
 * checkout, wallet, orders, trips) carry `noindex` and are disallowed in robots.txt; `plain` pages are public but
 * not worth a search result (their generic head, no sitemap entry).
 */
export type PageVisibility = 'indexed' | 'plain' | 'private';

/** The kind of page a path shows: its head and its title's wording (domain/page-head.ts). */
export type PageKind =
  | 'landing'
  | 'home'
  | 'categories'
  | 'category'
  | 'latestStores'
  | 'popularStores'
  | 'store'
  | 'product'
  | 'vehicleSearch'
  | 'vehicle'
  | 'provider'
  | 'business'
  | 'trackOrder'
  | 'other';

interface RoutedPage {
  key: PathKey;
  kind: PageKind;
  visibility: PageVisibility;
}

const indexed = (key: PathKey, kind: PageKind): RoutedPage => ({ key, kind, visibility: 'indexed' });
const plain = (key: PathKey): RoutedPage => ({ key, kind: 'other', visibility: 'plain' });
const privatePage = (key: PathKey): RoutedPage => ({ key, kind: 'other', visibility: 'private' });

/**
 * Every page the SPA routes (src/features/<area>/routes.tsx), static patterns before `:param` ones as React Router
 * ranks them. `storeRegistration` (the footer's link to `storeRegistrationPage`), `homeCampaigns` and `vehicleSearch` are other URLs of routed pages.
 */
export const routedPages: readonly RoutedPage[] = [
  indexed('landing', 'landing'),
  indexed('home', 'home'),
  indexed('categories', 'categories'),
  indexed('latestStores', 'latestStores'),
  indexed('popularStores', 'popularStores'),
  indexed('vehicleSearchPage', 'vehicleSearch'),
  indexed('aboutUs', 'business'),
  indexed('termsAndConditions', 'business'),
  indexed('privacyPolicy', 'business'),
  indexed('refundPolicy', 'business'),
  indexed('cancellationPolicy', 'business'),
  indexed('shippingPolicy', 'business'),
  indexed('trackOrder', 'trackOrder'),
  plain('interest'),
  plain('forgotPassword'),
  plain('parcelDeliveryInfo'),
  plain('helpAndSupport'),
  plain('storeRegistrationPage'),
  plain('deliverymanRegistration'),
  plain('flashSales'),
  plain('brands'),
  privatePage('flows'),
  privatePage('rentalCart'),
  privatePage('checkout'),
  privatePage('orderSuccessful'),
  privatePage('profile'),
  privatePage('myOrders'),
  privatePage('myTrips'),
  privatePage('wallet'),
  privatePage('coupons'),
  privatePage('loyaltyPoints'),
  privatePage('referralCode'),
  privatePage('settings'),
  indexed('categoryPage', 'category'),
  indexed('productPage', 'product'),
  indexed('storePage', 'store'),
  indexed('vehicleDetailsPage', 'vehicle'),
  indexed('providerDetailsPage', 'provider'),
  privatePage('orderDetailsPage'),
  plain('brandPage'),
  plain('campaignPage'),
];

/** A routed page matched by a path, with its `:param` values (decoded). */
export interface PageMatch extends RoutedPage {
  params: Record<string, string>;
}

/** Which page a path is, by `table`: its pattern, the page a path matches, the private prefixes. */
export function pageKinds(table: PathTable) {
  /** The path part of a table entry (`/rental/vehicle-search?all_category=1` → `/rental/vehicle-search`). */
  const patternOf = (key: PathKey): string => table[key].split('?')[0]!;

  /** The routed page `pathname` shows, or null (the SPA's not-found page). A trailing slash is ignored, as the SPA does. */
  function matchPage(pathname: string): PageMatch | null {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const segments = path.split('/');
    for (const page of routedPages) {
      const pattern = patternOf(page.key).split('/');
      if (pattern.length !== segments.length) continue;
      const params: Record<string, string> = {};
      const fits = pattern.every((part, i) => {
        const segment = segments[i]!;
        if (!part.startsWith(':')) return part === segment;
        if (!segment) return false;
        params[part.slice(1)] = segment;
        return true;
      });
      if (fits) return { ...page, params };
    }
    return null;
  }

  /** The pages robots.txt disallows (the private ones), as path prefixes. */
  const privatePrefixes = (): string[] => [
    ...new Set(
      routedPages.filter((p) => p.visibility === 'private').map((p) => patternOf(p.key).replace(/\/:[^/]+$/, '')),
    ),
  ];

  return { patternOf, matchPage, privatePrefixes };
}
