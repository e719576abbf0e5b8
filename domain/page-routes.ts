// The storefront's route table, shared by the SPA (src/app/paths.ts reads it: its `paths`) and the server, which must
// know the same pages to give each its head, a 404 to a path the SPA would not route, and robots.txt and the sitemap
// their lists (docs/architecture.md, "What search engines read"). Pure data and string matching: no import.

/** Pages of the storefront (spec part 1 §2 and part 2 §2 name them); the route files register the built ones. */
export const pagePaths = {
  landing: '/',
  home: '/home',
  /** The campaigns list on the home page (footer "Campaigns"). */
  homeCampaigns: '/home?data_type=campaigns',
  interest: '/interest',
  forgotPassword: '/forgot-password',
  categories: '/categories',
  /** The route pattern of a category's page (`categoryPath` builds its links). */
  categoryPage: '/category/:id',
  /** The route pattern of the e-commerce product page (`productPath` builds its links). */
  productPage: '/product/:id',
  latestStores: '/store/latest',
  popularStores: '/store/popular',
  /** The route pattern of a store's page (`storePath` builds its links). */
  storePage: '/store/:slug',
  /** The rental module's vehicle list (navbar "Vehicles"). */
  vehicleSearch: '/rental/vehicle-search?all_category=1',
  /** The route pattern of the vehicle search (`?categoryId=` or `?all_category=1`). */
  vehicleSearchPage: '/rental/vehicle-search',
  /** The route pattern of a vehicle's page (`vehicleDetailsPath` builds its links). */
  vehicleDetailsPage: '/rental/vehicle-details/:vehicleId',
  /** The route pattern of a provider's page. */
  providerDetailsPage: '/rental/provider-details/:providerId',
  /** The trip cart page (small screens). */
  rentalCart: '/rental/cart',
  /** The checkout page (`checkoutPath` adds `?page=`). */
  checkout: '/checkout',
  /** Where a placed order (and a digital payment's return) lands: `orderSuccessPath` adds `?order_id=`. */
  orderSuccessful: '/order-successful',
  /** The profile page (`?page=profile-settings|inbox`; `?page=wallet` is the wallet payment's return, sent on to /wallet). */
  profile: '/profile',
  myOrders: '/my-orders',
  /** The route pattern of an order's details (`orderDetailsPath` builds its links). */
  orderDetailsPage: '/my-orders/:orderId',
  myTrips: '/my-trips',
  wallet: '/wallet',
  coupons: '/coupons',
  loyaltyPoints: '/loyalty-points',
  referralCode: '/referral-code',
  settings: '/settings',
  trackOrder: '/track-order',
  /** Sending a parcel (the parcel module): category, sender, receiver, payment (`?category_id=` preselects one). */
  parcelDeliveryInfo: '/parcel-delivery-info',
  aboutUs: '/about-us',
  termsAndConditions: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
  refundPolicy: '/refund-policy',
  cancellationPolicy: '/cancellation-policy',
  shippingPolicy: '/shipping-policy',
  helpAndSupport: '/help-and-support',
  storeRegistration: '/store-registration?active=active',
  deliverymanRegistration: '/deliveryman-registration',
  /** The flow viewer for designers and QA (issue 13), shown with `?flows` or VITE_FLOWS=1. */
  flows: '/flows',
} as const;

/** A store's page: `/store/<slug or id>?id=…&module_id=…&store_zone_id=…` (6amMart's store URL). */
export function storePath(store: { id: number; slug?: string | null; module_id: number; zone_id: number }) {
  const query = new URLSearchParams({
    id: store.slug || String(store.id),
    module_id: String(store.module_id),
    store_zone_id: String(store.zone_id),
  });
  return `/store/${store.slug || store.id}?${query}`;
}

/** The e-commerce product page (`/product/<slug or id>`), where items sold by variation are configured. */
export const productPath = (item: { id: number; slug?: string | null }) => `/product/${item.slug || item.id}`;

export type PathKey = keyof typeof pagePaths;

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
 * ranks them. `storeRegistration` and `deliverymanRegistration` are links to pages this storefront does not build
 * (its not-found page), `homeCampaigns` and `vehicleSearch` are other URLs of routed pages.
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
];

/** The path part of a table entry (`/rental/vehicle-search?all_category=1` → `/rental/vehicle-search`). */
export const patternOf = (key: PathKey): string => pagePaths[key].split('?')[0]!;

/** A routed page matched by a path, with its `:param` values (decoded). */
export interface PageMatch extends RoutedPage {
  params: Record<string, string>;
}

/** The routed page `pathname` shows, or null (the SPA's not-found page). A trailing slash is ignored, as the SPA does. */
export function matchPage(pathname: string): PageMatch | null {
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
export const privatePrefixes = (): string[] => [
  ...new Set(
    routedPages.filter((p) => p.visibility === 'private').map((p) => patternOf(p.key).replace(/\/:[^/]+$/, '')),
  ),
];

/**
 * The language a URL asks for (`?lang=ar`): the canonical URL of a page in Arabic carries it, so a search engine
 * (and a shared link) opens the page in that language; the SPA stores it as the chosen language on start.
 */
export const LANG_PARAM = 'lang';
export const pageLanguages = ['en', 'ar'] as const;
export type PageLanguage = (typeof pageLanguages)[number];

/** The language `?lang=` names, or null when absent or not one of ours. */
export function languageOfSearch(search: string | URLSearchParams): PageLanguage | null {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get(LANG_PARAM);
  return pageLanguages.find((l) => l === value) ?? null;
}
