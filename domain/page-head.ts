// How a page's title and description are worded, in en and ar: the one rule the server's head (server/lib/seo/) and
// the SPA's document.title (src/app/use-page-title.ts) both follow, so a page has the same title whether it was
// loaded or navigated to (docs/architecture.md, "What search engines read").
import type { PageLanguage, PathKey } from './page-routes.ts';

/** Names of the pages without data of their own (the business pages, the lists, the other plain pages). */
type StaticTitleKey = Extract<
  PathKey,
  | 'home'
  | 'categories'
  | 'latestStores'
  | 'popularStores'
  | 'vehicleSearchPage'
  | 'aboutUs'
  | 'termsAndConditions'
  | 'privacyPolicy'
  | 'refundPolicy'
  | 'cancellationPolicy'
  | 'shippingPolicy'
  | 'trackOrder'
  | 'interest'
  | 'forgotPassword'
  | 'parcelDeliveryInfo'
  | 'helpAndSupport'
>;

interface HeadWords {
  pages: Record<StaticTitleKey, string>;
  notFound: string;
  /** The description of the pages without data of their own (also index.html's). */
  tagline: string;
  store: (p: { name: string; address: string; rating: string; count: number }) => string;
  storeUnrated: (p: { name: string; address: string }) => string;
  product: (p: { name: string; price: string; store: string }) => string;
  vehicle: (p: { name: string; price: string; provider: string }) => string;
  provider: (p: { name: string; address: string }) => string;
  category: (p: { name: string; business: string }) => string;
}

export const headWords: Record<PageLanguage, HeadWords> = {
  en: {
    pages: {
      home: 'Home',
      categories: 'Categories',
      latestStores: 'Latest stores',
      popularStores: 'Popular stores',
      vehicleSearchPage: 'Vehicles',
      aboutUs: 'About Us',
      termsAndConditions: 'Terms & Conditions',
      privacyPolicy: 'Privacy Policy',
      refundPolicy: 'Refund Policy',
      cancellationPolicy: 'Cancellation Policy',
      shippingPolicy: 'Shipping Policy',
      trackOrder: 'Track order',
      interest: 'Choose your interests',
      forgotPassword: 'Forgot password',
      parcelDeliveryInfo: 'Parcel Delivery Information',
      helpAndSupport: 'Help & Support',
    },
    notFound: 'Page not found',
    tagline: 'Groceries, pharmacy, shopping, food, parcels and vehicle rental, delivered.',
    store: (p) => `${p.name}, ${p.address}. Rated ${p.rating} of 5 by ${p.count} customers.`,
    storeUnrated: (p) => `${p.name}, ${p.address}.`,
    product: (p) => `${p.name} for ${p.price} at ${p.store}.`,
    vehicle: (p) => `Rent ${p.name} from ${p.provider} for ${p.price}.`,
    provider: (p) => `Rent a vehicle from ${p.name}, ${p.address}.`,
    category: (p) => `${p.name}: shop the category at ${p.business}.`,
  },
  ar: {
    pages: {
      home: 'الرئيسية',
      categories: 'الفئات',
      latestStores: 'أحدث المتاجر',
      popularStores: 'المتاجر الشائعة',
      vehicleSearchPage: 'المركبات',
      aboutUs: 'من نحن',
      termsAndConditions: 'الشروط والأحكام',
      privacyPolicy: 'سياسة الخصوصية',
      refundPolicy: 'سياسة الاسترداد',
      cancellationPolicy: 'سياسة الإلغاء',
      shippingPolicy: 'سياسة الشحن',
      trackOrder: 'تتبع الطلب',
      interest: 'اختر اهتماماتك',
      forgotPassword: 'نسيت كلمة المرور',
      parcelDeliveryInfo: 'معلومات توصيل الطرد',
      helpAndSupport: 'المساعدة والدعم',
    },
    notFound: 'الصفحة غير موجودة',
    tagline: 'البقالة والصيدلية والتسوق والطعام والطرود وتأجير المركبات، حتى بابك.',
    store: (p) => `${p.name}، ${p.address}. تقييمه ${p.rating} من 5 من ${p.count} عميل.`,
    storeUnrated: (p) => `${p.name}، ${p.address}.`,
    product: (p) => `${p.name} بسعر ${p.price} لدى ${p.store}.`,
    vehicle: (p) => `استأجر ${p.name} من ${p.provider} بسعر ${p.price}.`,
    provider: (p) => `استأجر مركبة من ${p.name}، ${p.address}.`,
    category: (p) => `${p.name}: تسوّق الفئة في ${p.business}.`,
  },
};

/** What a title names: a page without data (by its path key), a page's own subject (a store, item…), or not found. */
export type TitleSubject = { page: StaticTitleKey } | { name: string } | { notFound: true } | null;

/** Whether a page key has a title of its own (the others — the landing page, the private pages — show the business). */
export const hasStaticTitle = (key: PathKey): key is StaticTitleKey => key in headWords.en.pages;

/**
 * The document title: "<subject> | <business>" ("Fresh Mart | Sixam Market", "الفئات | Sixam Market"), or the
 * business name alone for the landing page and the pages without a title of their own.
 */
export function pageTitle(subject: TitleSubject, language: PageLanguage, business: string): string {
  if (!subject) return business;
  const words = headWords[language];
  const name = 'page' in subject ? words.pages[subject.page] : 'name' in subject ? subject.name : words.notFound;
  return `${name} | ${business}`;
}
