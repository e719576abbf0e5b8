// What the head of each public page says, read from the database: its title and description (worded by
// domain/page-head.ts), its canonical path, its image, its breadcrumbs and its schema.org data. An unknown store,
// item, vehicle, provider or category is a 404; a malformed id a 400 (docs/architecture.md, "What search engines read").
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, modules, storeSchedules, stores } from '../../db/schema/catalogue.ts';
import { vehicles } from '../../db/schema/rental.ts';
import { formatMoney, formatRating } from '../../../domain/format.ts';
import { headWords, pageTitle, hasStaticTitle, type TitleSubject } from '../../../domain/page-head.ts';
import { pagePaths, productPath, storePath } from '../../../domain/page-routes.ts';
import { appLanguages, type AppLanguage } from '../../../domain/languages.ts';
import type { PageMatch } from '../../../domain/page-kinds.ts';
import { itemDiscount } from '../../../domain/pricing/discount.ts';
import { round2 } from '../../../domain/pricing/money.ts';
import { quantityBlock } from '../../../domain/quantity.ts';
import type { BusinessConfig } from '../config/business-config.ts';
import { findItemRow } from '../items/item.ts';
import { isPageHidden, type PageKey } from '../pages/business-pages.ts';
import { findProvider } from '../rental/catalogue.ts';
import { vehicleMedia, vehicleRatings } from '../rental/serializers.ts';
import { mediaUrl, tr } from '../http/serialize.ts';
import { MAX_ID } from '../http/scope.ts';
import { findStoreRow } from '../stores/store.ts';
import { clip } from './markup.ts';
import { descriptionWords } from './descriptions.ts';

/** A crumb of the BreadcrumbList: its name and its path on the site. */
export interface Crumb {
  name: string;
  path: string;
}

/** Everything the head of one page is written from (server/lib/seo/head.ts writes the tags). */
export interface HeadData {
  status: 200 | 400 | 404;
  title: string;
  description: string;
  /** The canonical path (with the query that names the page, never the language). */
  path: string;
  /** A media path (`/media/…`) or a path of the site; made absolute on PUBLIC_URL. */
  image: string;
  ogType: 'website' | 'product' | 'business.business';
  /** schema.org objects besides the BreadcrumbList (which is made from `crumbs`). */
  jsonLd: Record<string, unknown>[];
  crumbs: Crumb[];
  noindex: boolean;
}

export interface HeadContext {
  db: Db;
  config: BusinessConfig;
  language: AppLanguage;
  /** PUBLIC_URL: the origin absolute URLs are made on. */
  origin: string;
}

/** The image of the pages without one of their own: the app's icon (a PNG every link preview reads). */
export const DEFAULT_IMAGE = '/icons/icon-512.png';

/** ISO 4217 codes of the currency symbols an admin may configure (the config carries only the symbol). */
const currencyCodes: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '৳': 'BDT',
  '₹': 'INR',
  '¥': 'JPY',
  '₩': 'KRW',
  '₦': 'NGN',
  '₱': 'PHP',
  '₺': 'TRY',
  'ر.س': 'SAR',
  'د.إ': 'AED',
  'ج.م': 'EGP',
  'د.ك': 'KWD',
  'ر.ق': 'QAR',
  Rs: 'PKR',
  RM: 'MYR',
  R$: 'BRL',
};

/** The configured currency's ISO code (a symbol already written as a code, e.g. "SAR", is kept). */
export function currencyCode(config: BusinessConfig): string {
  const symbol = config.currency_symbol.trim();
  return currencyCodes[symbol] ?? (/^[A-Z]{3}$/.test(symbol) ? symbol : 'USD');
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const hhmm = (time: string) => time.slice(0, 5);

/** A malformed id (not a positive integer within int4) or slug (too long, control characters). */
const isNumericId = (raw: string) => /^\d{1,10}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= MAX_ID;
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const isSlugOrId = (raw: string) => raw.length <= 200 && !/[\u0000-\u001f\u007f/\\]/.test(raw);

export type HeadLoader = (hc: HeadContext, page: PageMatch, search: URLSearchParams) => Promise<HeadData>;

const business = (hc: HeadContext) => hc.config.business_name;
const words = (hc: HeadContext) => headWords[hc.language];
const said = (hc: HeadContext) => descriptionWords[hc.language];
const title = (hc: HeadContext, subject: TitleSubject) => pageTitle(subject, hc.language, business(hc));
const homeCrumb = (hc: HeadContext): Crumb => ({ name: words(hc).pages.home, path: pagePaths.home });
const money = (hc: HeadContext, value: number) =>
  formatMoney(value, {
    symbol: hc.config.currency_symbol,
    direction: hc.config.currency_symbol_direction,
    decimals: hc.config.digit_after_decimal_point,
  });

/** The head of a page without data of its own (a list, a business page, the landing page, a private page). */
export function plainHead(hc: HeadContext, page: PageMatch): HeadData {
  const named = hasStaticTitle(page.key) && page.visibility !== 'private';
  const path = page.key === 'landing' ? pagePaths.landing : pagePaths[page.key].split('?')[0]!;
  return {
    status: 200,
    title: title(hc, named ? { page: page.key as never } : null),
    description: said(hc).tagline,
    path,
    image: DEFAULT_IMAGE,
    ogType: 'website',
    jsonLd: [],
    crumbs:
      page.key === 'landing'
        ? [{ name: business(hc), path: pagePaths.landing }]
        : page.key === 'home' || !named
          ? [homeCrumb(hc)]
          : [homeCrumb(hc), { name: words(hc).pages[page.key as 'categories'], path }],
    noindex: page.visibility === 'private',
  };
}

/** The head of a page that does not exist (an unknown path, store, item…): its status and the not-found title. */
export function notFoundHead(hc: HeadContext, path: string, status: 400 | 404 = 404): HeadData {
  return {
    status,
    title: title(hc, { notFound: true }),
    description: said(hc).tagline,
    path,
    image: DEFAULT_IMAGE,
    ogType: 'website',
    jsonLd: [],
    crumbs: [homeCrumb(hc)],
    noindex: true,
  };
}

/** `/`: the Organization and the WebSite with its search (`/home?search=…&data_type=searched`). */
const landingHead: HeadLoader = async (hc, page) => {
  const head = plainHead(hc, page);
  const org = {
    '@type': 'Organization',
    name: business(hc),
    url: `${hc.origin}/`,
    logo: `${hc.origin}${mediaUrl(hc.config.logo_full_url)}`,
    email: hc.config.email,
    telephone: hc.config.phone,
    address: { '@type': 'PostalAddress', streetAddress: hc.config.address, addressCountry: hc.config.country },
  };
  const site = {
    '@type': 'WebSite',
    name: business(hc),
    url: `${hc.origin}/`,
    inLanguage: [...appLanguages],
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${hc.origin}/home?search={search_term_string}&data_type=searched`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
  return { ...head, jsonLd: [org, site] };
};

/** The 6amMart key of each business page (its admin text, and the config flag that may hide it). */
const businessPageKeys: Partial<Record<PageMatch['key'], PageKey>> = {
  aboutUs: 'about_us',
  termsAndConditions: 'terms_and_conditions',
  privacyPolicy: 'privacy_policy',
  refundPolicy: 'refund_policy',
  cancellationPolicy: 'cancellation_policy',
  shippingPolicy: 'shipping_policy',
};

/** A business page: 404 while the config hides it (as the SPA's page shows Not found). */
const businessHead: HeadLoader = async (hc, page) => {
  const key = businessPageKeys[page.key];
  const head = plainHead(hc, page);
  return key && isPageHidden(key, hc.config) ? notFoundHead(hc, head.path) : head;
};

const aggregateRating = (avg: number, count: number) =>
  count > 0
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: round2(avg),
          ratingCount: count,
          bestRating: 5,
          worstRating: 1,
        },
      }
    : {};

/** `/store/:slug`: the store's Store (LocalBusiness) data — address, geo, opening hours, rating. */
const storeHead: HeadLoader = async (hc, page, search) => {
  const raw = search.get('id') || page.params.slug!;
  const fallbackPath = `/store/${page.params.slug}`;
  if (!isSlugOrId(raw)) return notFoundHead(hc, fallbackPath, 400);
  const row = await findStoreRow(hc.db, raw);
  if (!row || row.status !== 1) return notFoundHead(hc, fallbackPath);
  const [schedules, [module]] = await Promise.all([
    hc.db.select().from(storeSchedules).where(eq(storeSchedules.storeId, row.id)).orderBy(asc(storeSchedules.day)),
    hc.db.select({ type: modules.moduleType }).from(modules).where(eq(modules.id, row.moduleId)),
  ]);
  const name = tr(row.translations, hc.language, 'name', row.name);
  const address = tr(row.translations, hc.language, 'address', row.address);
  const path = storePath({ id: row.id, slug: row.slug, module_id: row.moduleId, zone_id: row.zoneId });
  const description =
    row.ratingCount > 0
      ? said(hc).store({ name, address, rating: formatRating(row.avgRating, 1), count: row.ratingCount })
      : said(hc).storeUnrated({ name, address });
  const data = {
    '@type': module?.type === 'food' ? 'Restaurant' : 'Store',
    name,
    url: `${hc.origin}${path}`,
    image: `${hc.origin}${mediaUrl(row.coverPhoto)}`,
    logo: `${hc.origin}${mediaUrl(row.logo)}`,
    telephone: row.phone,
    address: { '@type': 'PostalAddress', streetAddress: address },
    geo: { '@type': 'GeoCoordinates', latitude: row.latitude, longitude: row.longitude },
    openingHoursSpecification: schedules.map((s) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: DAYS[s.day],
      opens: hhmm(s.openingTime),
      closes: hhmm(s.closingTime),
    })),
    ...aggregateRating(row.avgRating, row.ratingCount),
  };
  return {
    status: 200,
    title: title(hc, { name }),
    description: clip(description),
    path,
    image: mediaUrl(row.coverPhoto),
    ogType: 'business.business',
    jsonLd: [data],
    crumbs: [homeCrumb(hc), { name, path }],
    noindex: false,
  };
};

/** `/product/:id`: a Product with its Offer (price after the item's own discount, currency, stock) and rating. */
const productHead: HeadLoader = async (hc, page) => {
  const raw = page.params.id!;
  if (!isSlugOrId(raw)) return notFoundHead(hc, `/product/${raw}`, 400);
  const row = await findItemRow(hc.db, raw);
  if (!row || row.status !== 1) return notFoundHead(hc, `/product/${raw}`);
  const [[store], [module]] = await Promise.all([
    hc.db.select().from(stores).where(eq(stores.id, row.storeId)),
    hc.db.select({ type: modules.moduleType }).from(modules).where(eq(modules.id, row.moduleId)),
  ]);
  const name = tr(row.translations, hc.language, 'name', row.name);
  const storeName = store ? tr(store.translations, hc.language, 'name', store.name) : business(hc);
  const price = round2(row.price - itemDiscount(row, row.price));
  const stock = row.variations.length ? Math.max(...row.variations.map((v) => v.stock)) : row.stock;
  const inStock = quantityBlock(1, { moduleType: module?.type ?? '', stock, maximumCartQuantity: null }) === null;
  const path = productPath(row);
  const description = tr(row.translations, hc.language, 'description', row.description);
  const data = {
    '@type': 'Product',
    name,
    sku: String(row.id),
    url: `${hc.origin}${path}`,
    image: (row.images.length ? row.images : [row.image]).map((i) => `${hc.origin}${mediaUrl(i)}`),
    ...(description ? { description: clip(description, 500) } : {}),
    offers: {
      '@type': 'Offer',
      url: `${hc.origin}${path}`,
      price,
      priceCurrency: currencyCode(hc.config),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(store ? { seller: { '@type': 'Organization', name: storeName } } : {}),
    },
    ...aggregateRating(row.avgRating, row.ratingCount),
  };
  const crumbs = [homeCrumb(hc)];
  if (store)
    crumbs.push({
      name: storeName,
      path: storePath({ id: store.id, slug: store.slug, module_id: store.moduleId, zone_id: store.zoneId }),
    });
  return {
    status: 200,
    title: title(hc, { name }),
    description: clip(said(hc).product({ name, price: money(hc, price), store: storeName })),
    path,
    image: mediaUrl(row.image),
    ogType: 'product',
    jsonLd: [data],
    crumbs: [...crumbs, { name, path }],
    noindex: false,
  };
};

/** `/rental/vehicle-details/:id`: a Product with the hourly (or per-km) price as its Offer, and its reviews' rating. */
const vehicleHead: HeadLoader = async (hc, page) => {
  const raw = page.params.vehicleId!;
  const path = `/rental/vehicle-details/${raw}`;
  if (!isNumericId(raw)) return notFoundHead(hc, path, /^\d+$/.test(raw) ? 404 : 400);
  const [row] = await hc.db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, Number(raw)), eq(vehicles.status, 1)));
  const provider = row && (await findProvider(hc.db, row.providerId));
  if (!row || !provider) return notFoundHead(hc, path);
  const rating = (await vehicleRatings(hc.db, [row.id])).get(row.id);
  const name = tr(row.translations, hc.language, 'name', row.name);
  const providerName = tr(provider.translations, hc.language, 'name', provider.name);
  const hourly = row.tripHourly === 1 || row.tripDistance !== 1;
  const unitPrice = hourly ? row.hourlyPrice : row.distancePrice;
  const image = vehicleMedia(row.thumbnail);
  const data = {
    '@type': 'Product',
    name,
    sku: `vehicle-${row.id}`,
    url: `${hc.origin}${path}`,
    image: [row.thumbnail, ...row.images].map((i) => `${hc.origin}${vehicleMedia(i)}`),
    ...(row.description
      ? { description: clip(tr(row.translations, hc.language, 'description', row.description), 500) }
      : {}),
    offers: {
      '@type': 'Offer',
      url: `${hc.origin}${path}`,
      price: unitPrice,
      priceCurrency: currencyCode(hc.config),
      availability: row.totalVehicles > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: unitPrice,
        priceCurrency: currencyCode(hc.config),
        unitCode: hourly ? 'HUR' : 'KMT',
      },
      seller: { '@type': 'Organization', name: providerName },
    },
    ...aggregateRating(rating?.avg ?? 0, rating?.count ?? 0),
  };
  return {
    status: 200,
    title: title(hc, { name }),
    description: clip(said(hc).vehicle({ name, provider: providerName, price: money(hc, unitPrice) })),
    path,
    image,
    ogType: 'product',
    jsonLd: [data],
    crumbs: [
      homeCrumb(hc),
      { name: words(hc).pages.vehicleSearchPage, path: pagePaths.vehicleSearch },
      { name: providerName, path: `/rental/provider-details/${provider.id}` },
      { name, path },
    ],
    noindex: false,
  };
};

/** `/rental/provider-details/:id`: the provider as a LocalBusiness (address, geo, rating). */
const providerHead: HeadLoader = async (hc, page) => {
  const raw = page.params.providerId!;
  const path = `/rental/provider-details/${raw}`;
  if (!isNumericId(raw)) return notFoundHead(hc, path, /^\d+$/.test(raw) ? 404 : 400);
  const row = await findProvider(hc.db, Number(raw));
  if (!row) return notFoundHead(hc, path);
  const name = tr(row.translations, hc.language, 'name', row.name);
  const address = tr(row.translations, hc.language, 'address', row.address);
  const data = {
    '@type': 'LocalBusiness',
    name,
    url: `${hc.origin}${path}`,
    image: `${hc.origin}${mediaUrl(row.coverPhoto)}`,
    telephone: row.phone,
    address: { '@type': 'PostalAddress', streetAddress: address },
    geo: { '@type': 'GeoCoordinates', latitude: row.latitude, longitude: row.longitude },
    ...aggregateRating(row.avgRating, row.ratingCount),
  };
  return {
    status: 200,
    title: title(hc, { name }),
    description: clip(said(hc).provider({ name, address })),
    path,
    image: mediaUrl(row.coverPhoto),
    ogType: 'business.business',
    jsonLd: [data],
    crumbs: [homeCrumb(hc), { name: words(hc).pages.vehicleSearchPage, path: pagePaths.vehicleSearch }, { name, path }],
    noindex: false,
  };
};

/** `/category/:id`: the category's name and image. */
const categoryHead: HeadLoader = async (hc, page) => {
  const raw = page.params.id!;
  const path = `/category/${raw}`;
  if (!isNumericId(raw)) return notFoundHead(hc, path, /^\d+$/.test(raw) ? 404 : 400);
  const [row] = await hc.db
    .select()
    .from(categories)
    .where(and(eq(categories.id, Number(raw)), eq(categories.status, 1)));
  if (!row) return notFoundHead(hc, path);
  const name = tr(row.translations, hc.language, 'name', row.name);
  return {
    status: 200,
    title: title(hc, { name }),
    description: clip(said(hc).category({ name, business: business(hc) })),
    path,
    image: mediaUrl(row.image),
    ogType: 'website',
    jsonLd: [],
    crumbs: [homeCrumb(hc), { name: words(hc).pages.categories, path: pagePaths.categories }, { name, path }],
    noindex: false,
  };
};

/** The loader of each page kind; the others have the plain head. */
export const headLoaders: Partial<Record<PageMatch['kind'], HeadLoader>> = {
  landing: landingHead,
  business: businessHead,
  store: storeHead,
  product: productHead,
  vehicle: vehicleHead,
  provider: providerHead,
  category: categoryHead,
};
