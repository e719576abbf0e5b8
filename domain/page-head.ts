// How a page's title is worded, in each of the app's languages (domain/languages.ts): the one rule the server's head (server/lib/seo/) and
// the SPA's document.title (src/shop/use-page-title.ts) both follow, so a page has the same title whether it was
// loaded or navigated to (docs/architecture.md, "What search engines read"). The descriptions, which only the
// server writes, are worded in server/lib/seo/descriptions.ts.
import type { AppLanguage } from './languages.ts';
import type { PathKey } from './page-routes.ts';

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
  | 'storeRegistrationPage'
  | 'deliverymanRegistration'
>;

interface HeadWords {
  pages: Record<StaticTitleKey, string>;
  notFound: string;
}

export const headWords: Record<AppLanguage, HeadWords> = {
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
      storeRegistrationPage: 'Store registration',
      deliverymanRegistration: 'Delivery man registration',
    },
    notFound: 'Page not found',
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
      storeRegistrationPage: 'تسجيل متجر',
      deliverymanRegistration: 'تسجيل مندوب التوصيل',
    },
    notFound: 'الصفحة غير موجودة',
  },
  bn: {
    pages: {
      home: 'হোম',
      categories: 'ক্যাটাগরি',
      latestStores: 'নতুন দোকান',
      popularStores: 'জনপ্রিয় দোকান',
      vehicleSearchPage: 'গাড়ি',
      aboutUs: 'আমাদের সম্পর্কে',
      termsAndConditions: 'শর্তাবলি',
      privacyPolicy: 'গোপনীয়তা নীতি',
      refundPolicy: 'রিফান্ড নীতি',
      cancellationPolicy: 'বাতিলের নীতি',
      shippingPolicy: 'ডেলিভারি নীতি',
      trackOrder: 'অর্ডার ট্র্যাক করুন',
      interest: 'আপনার পছন্দ বেছে নিন',
      forgotPassword: 'পাসওয়ার্ড ভুলে গেছেন',
      parcelDeliveryInfo: 'পার্সেল ডেলিভারির তথ্য',
      helpAndSupport: 'সাহায্য ও সহায়তা',
      storeRegistrationPage: 'দোকান নিবন্ধন',
      deliverymanRegistration: 'ডেলিভারিম্যান নিবন্ধন',
    },
    notFound: 'পেজটি পাওয়া যায়নি',
  },
  es: {
    pages: {
      home: 'Inicio',
      categories: 'Categorías',
      latestStores: 'Tiendas nuevas',
      popularStores: 'Tiendas populares',
      vehicleSearchPage: 'Vehículos',
      aboutUs: 'Quiénes somos',
      termsAndConditions: 'Términos y condiciones',
      privacyPolicy: 'Política de privacidad',
      refundPolicy: 'Política de reembolsos',
      cancellationPolicy: 'Política de cancelación',
      shippingPolicy: 'Política de envíos',
      trackOrder: 'Seguir pedido',
      interest: 'Elige tus intereses',
      forgotPassword: 'Olvidé mi contraseña',
      parcelDeliveryInfo: 'Información sobre envío de paquetes',
      helpAndSupport: 'Ayuda y soporte',
      storeRegistrationPage: 'Registro de tienda',
      deliverymanRegistration: 'Registro de repartidor',
    },
    notFound: 'Página no encontrada',
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
export function pageTitle(subject: TitleSubject, language: AppLanguage, business: string): string {
  if (!subject) return business;
  const words = headWords[language];
  const name = 'page' in subject ? words.pages[subject.page] : 'name' in subject ? subject.name : words.notFound;
  return `${name} | ${business}`;
}
