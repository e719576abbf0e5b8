// The storefront's route table, shared by the SPA (src/routes/paths.ts reads it: its `paths`) and the server, which must
// know the same pages to give each its head, a 404 to a path the SPA would not route, and robots.txt and the sitemap
// their lists (docs/architecture.md, "What search engines read"; which page is which: domain/page-kinds.ts). Pure
// data: it imports only the app's languages (domain/languages.ts).
import { appLanguages, type AppLanguage } from './languages.ts';

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
  /** The running flash sale's page (`flashSalePath` adds `?id=<flash sale id>`, as 6amMart's web client). */
  flashSales: '/flash-sales',
  /** The brands of the module (e-commerce). */
  brands: '/brands',
  /** The route pattern of a brand's items (`brandPath` builds its links). */
  brandPage: '/brands/:id',
  /** The route pattern of a basic campaign's page: its details and stores (`campaignPath` builds its links). */
  campaignPage: '/campaigns/:id',
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
  /** The footer's "Become a Vendor owner" (6amMart's link); `storeRegistrationPage` is its route pattern. */
  storeRegistration: '/store-registration?active=active',
  storeRegistrationPage: '/store-registration',
  deliverymanRegistration: '/deliveryman-registration',
  /** The flow viewer for designers and QA, shown with `?flows` or VITE_FLOWS=1. */
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
 * The language a URL asks for (`?lang=ar`, `?lang=bn`…): the canonical URL of a page in a language other than English
 * carries it, so a search engine (and a shared link) opens the page in that language; the SPA stores it as the chosen
 * language on start.
 */
export const LANG_PARAM = 'lang';

/** The language `?lang=` names, or null when absent or not one of ours. */
export function languageOfSearch(search: string | URLSearchParams): AppLanguage | null {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get(LANG_PARAM);
  return appLanguages.find((l) => l === value) ?? null;
}
