// The landing page CMS content, in each of the shop's languages (domain/languages.ts; another locale reads English),
// overridable through config `landing_page` (demo control).
import { asc, eq } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { moduleZones, modules, zones } from '../../db/schema/catalogue.ts';
import { deepMerge, loadConfig } from '../config/business-config.ts';
import { mediaUrl, tr } from '../http/serialize.ts';
import type { Testimonial } from './testimonials.ts';
import { appLanguageOf, type AppLanguage } from '../../../domain/languages.ts';

export type LandingPageJson = components['schemas']['LandingPage'];
type Texts = Omit<
  LandingPageJson,
  | 'download_user_app_links'
  | 'available_zone_status'
  | 'available_zone_list'
  | 'special_criterias'
  | 'promotion_banners'
>;

const en: Texts = {
  header_title: 'Everything you need, delivered',
  header_sub_title: 'Groceries, medicines, meals, parcels and rides from the best local stores',
  header_tag_line: 'More than 30 stores in Dhaka are waiting for you',
  fixed_header_title: 'Sixam Market',
  fixed_header_sub_title: 'Your everyday marketplace',
  fixed_module_title: 'Explore our modules',
  fixed_module_sub_title: 'Pick a service and start ordering',
  fixed_location_title: 'Set your location to see the stores near you',
  fixed_referal_title: 'Earn when you share',
  fixed_referal_sub_title: 'Invite friends with your referral code and both of you get wallet credit',
  fixed_newsletter_title: 'Join our newsletter',
  fixed_newsletter_sub_title: 'Get the best deals and news first',
  fixed_footer_description:
    'Sixam Market brings groceries, medicines, food, parcels and vehicle rental to your door in Dhaka.',
  news_letter_title: 'Sign up to our newsletter',
  news_letter_sub_title: 'Receive the latest offers and updates by email',
  download_user_app_title: 'Get the app',
  download_user_app_sub_title: 'Order faster with the Sixam Market app',
  available_zone_title: 'Available zones',
  available_zone_short_description: 'We deliver across these areas of Dhaka',
};

const ar: Texts = {
  header_title: 'كل ما تحتاجه يصلك إلى بابك',
  header_sub_title: 'البقالة والأدوية والوجبات والطرود والرحلات من أفضل المتاجر المحلية',
  header_tag_line: 'أكثر من 30 متجرًا في دكا بانتظارك',
  fixed_header_title: 'سيكسام ماركت',
  fixed_header_sub_title: 'سوقك اليومي',
  fixed_module_title: 'استكشف خدماتنا',
  fixed_module_sub_title: 'اختر خدمة وابدأ الطلب',
  fixed_location_title: 'حدد موقعك لرؤية المتاجر القريبة منك',
  fixed_referal_title: 'اربح عند المشاركة',
  fixed_referal_sub_title: 'ادعُ أصدقاءك برمز الإحالة واحصلا معًا على رصيد في المحفظة',
  fixed_newsletter_title: 'اشترك في نشرتنا الإخبارية',
  fixed_newsletter_sub_title: 'احصل على أفضل العروض والأخبار أولًا',
  fixed_footer_description: 'يوصل سيكسام ماركت البقالة والأدوية والطعام والطرود وتأجير السيارات إلى بابك في دكا.',
  news_letter_title: 'اشترك في نشرتنا الإخبارية',
  news_letter_sub_title: 'تلقَّ أحدث العروض والتحديثات عبر البريد الإلكتروني',
  download_user_app_title: 'حمّل التطبيق',
  download_user_app_sub_title: 'اطلب أسرع مع تطبيق سيكسام ماركت',
  available_zone_title: 'المناطق المتاحة',
  available_zone_short_description: 'نوصل إلى هذه المناطق في دكا',
};

const bn: Texts = {
  header_title: 'যা দরকার সবই, পৌঁছে যাবে আপনার দরজায়',
  header_sub_title: 'সেরা স্থানীয় দোকান থেকে মুদি, ওষুধ, খাবার, পার্সেল আর গাড়ি',
  header_tag_line: 'ঢাকার 30টিরও বেশি দোকান আপনার অপেক্ষায়',
  fixed_header_title: 'সিক্সাম মার্কেট',
  fixed_header_sub_title: 'আপনার প্রতিদিনের বাজার',
  fixed_module_title: 'আমাদের সেবাগুলো দেখুন',
  fixed_module_sub_title: 'একটি সেবা বেছে নিয়ে অর্ডার শুরু করুন',
  fixed_location_title: 'কাছের দোকানগুলো দেখতে আপনার লোকেশন দিন',
  fixed_referal_title: 'শেয়ার করে আয় করুন',
  fixed_referal_sub_title: 'রেফারেল কোড দিয়ে বন্ধুদের আমন্ত্রণ জানান, দুজনেই পাবেন ওয়ালেট ক্রেডিট',
  fixed_newsletter_title: 'আমাদের নিউজলেটারে যোগ দিন',
  fixed_newsletter_sub_title: 'সেরা অফার আর খবর সবার আগে পান',
  fixed_footer_description: 'সিক্সাম মার্কেট ঢাকায় আপনার দরজায় পৌঁছে দেয় মুদি, ওষুধ, খাবার, পার্সেল আর ভাড়ার গাড়ি।',
  news_letter_title: 'আমাদের নিউজলেটারে সাইন আপ করুন',
  news_letter_sub_title: 'নতুন অফার আর আপডেট ইমেইলে পান',
  download_user_app_title: 'অ্যাপটি নিন',
  download_user_app_sub_title: 'সিক্সাম মার্কেট অ্যাপে আরও দ্রুত অর্ডার করুন',
  available_zone_title: 'যেসব এলাকায় আমরা আছি',
  available_zone_short_description: 'ঢাকার এই এলাকাগুলোতে আমরা ডেলিভারি দিই',
};

const es: Texts = {
  header_title: 'Todo lo que necesitas, a domicilio',
  header_sub_title: 'Supermercado, medicamentos, comidas, paquetes y vehículos de las mejores tiendas locales',
  header_tag_line: 'Más de 30 tiendas de Daca te esperan',
  fixed_header_title: 'Sixam Market',
  fixed_header_sub_title: 'Tu mercado de todos los días',
  fixed_module_title: 'Descubre nuestros servicios',
  fixed_module_sub_title: 'Elige un servicio y empieza a pedir',
  fixed_location_title: 'Indica tu ubicación para ver las tiendas cercanas',
  fixed_referal_title: 'Gana al compartir',
  fixed_referal_sub_title: 'Invita a tus amigos con tu código de referido y ambos recibirán saldo en el monedero',
  fixed_newsletter_title: 'Suscríbete a nuestro boletín',
  fixed_newsletter_sub_title: 'Recibe antes que nadie las mejores ofertas y novedades',
  fixed_footer_description:
    'Sixam Market te lleva a casa supermercado, medicamentos, comida, paquetes y alquiler de vehículos en Daca.',
  news_letter_title: 'Suscríbete a nuestro boletín',
  news_letter_sub_title: 'Recibe las últimas ofertas y novedades por correo electrónico',
  download_user_app_title: 'Descarga la app',
  download_user_app_sub_title: 'Pide más rápido con la app de Sixam Market',
  available_zone_title: 'Zonas disponibles',
  available_zone_short_description: 'Hacemos entregas en estas zonas de Daca',
};

const texts: Record<AppLanguage, Texts> = { en, ar, bn, es };
export const landingTexts = (locale: string): Texts => texts[appLanguageOf(locale)];

export const defaultAppLinks: LandingPageJson['download_user_app_links'] = {
  playstore_url: 'https://play.google.com/store/apps/details?id=market.sixam.user',
  playstore_url_status: 1,
  apple_store_url: 'https://apps.apple.com/app/sixam-market/id0000000000',
  apple_store_url_status: 1,
};

const criterias: Record<AppLanguage, string[]> = {
  en: ['Fast delivery', 'Secure payment', 'Best prices', '24/7 support'],
  ar: ['توصيل سريع', 'دفع آمن', 'أفضل الأسعار', 'دعم على مدار الساعة'],
  bn: ['দ্রুত ডেলিভারি', 'নিরাপদ পেমেন্ট', 'সেরা দাম', '24/7 সহায়তা'],
  es: ['Entrega rápida', 'Pago seguro', 'Los mejores precios', 'Atención 24/7'],
};

export const specialCriterias = (locale: string) =>
  criterias[appLanguageOf(locale)].map((title, i) => ({
    id: i + 1,
    title,
    image_full_url: `/media/landing/criteria-${['fast', 'secure', 'prices', 'support'][i]}.webp`,
  }));

const promotions: Record<AppLanguage, [title: string, sub: string][]> = {
  en: [
    ['Deals of the week', 'Up to 50% off at selected stores'],
    ['Free delivery', 'On grocery orders over $100'],
  ],
  ar: [
    ['عروض الأسبوع', 'خصم حتى 50٪ على متاجر مختارة'],
    ['توصيل مجاني', 'على طلبات البقالة فوق 100$'],
  ],
  bn: [
    ['এই সপ্তাহের অফার', 'বাছাই করা দোকানে 50% পর্যন্ত ছাড়'],
    ['ফ্রি ডেলিভারি', '$100-এর বেশি মুদি অর্ডারে'],
  ],
  es: [
    ['Ofertas de la semana', 'Hasta un 50 % de descuento en tiendas seleccionadas'],
    ['Envío gratis', 'En pedidos de supermercado de más de $100'],
  ],
};

export const promotionBanners = (locale: string) =>
  promotions[appLanguageOf(locale)].map(([title, sub], i) => ({
    id: i + 1,
    title,
    sub_title: sub,
    image_full_url: `/media/landing/promo-${i + 1}.webp`,
  }));

export type ReactLandingPageJson = components['schemas']['ReactLandingPage'];

/** The testimonial section's headings (6amMart's admin writes them; ours are fixed, one set per language). */
const testimonialHeadings: Record<
  AppLanguage,
  Record<'testimonial_title' | 'testimonial_sub_title' | 'testimonial_button_title', string>
> = {
  en: {
    testimonial_title: 'What our customers say',
    testimonial_sub_title: 'Shoppers, senders and riders across Dhaka',
    testimonial_button_title: 'Order now',
  },
  ar: {
    testimonial_title: 'ماذا يقول عملاؤنا',
    testimonial_sub_title: 'متسوقون ومرسلون وركاب في أنحاء دكا',
    testimonial_button_title: 'اطلب الآن',
  },
  bn: {
    testimonial_title: 'আমাদের ক্রেতারা যা বলেন',
    testimonial_sub_title: 'ঢাকাজুড়ে ক্রেতা, প্রেরক আর যাত্রীরা',
    testimonial_button_title: 'এখনই অর্ডার করুন',
  },
  es: {
    testimonial_title: 'Lo que dicen nuestros clientes',
    testimonial_sub_title: 'Compradores, remitentes y viajeros de toda Daca',
    testimonial_button_title: 'Pide ahora',
  },
};

/**
 * The flat landing data plus the sections of 6amMart 3.x's react-landing-page, built from the same texts, and the
 * landing page's testimonials (already in the locale).
 */
export function withReactSections(
  flat: LandingPageJson,
  testimonials: Testimonial[] = [],
  locale = 'en',
): ReactLandingPageJson {
  const on = (shown: boolean) => (shown ? 1 : 0) as 0 | 1;
  const url = (image: string | null) => (image === null ? null : mediaUrl(image));
  return {
    ...flat,
    hero_section: {
      header_title: flat.header_title,
      header_sub_title: flat.header_sub_title,
      header_tag_line: flat.header_tag_line,
      pick_location_title: flat.fixed_location_title,
    },
    trust_section: {
      trust_section_status: on(flat.special_criterias.length > 0),
      cards: flat.special_criterias.map((c) => ({
        status: 1,
        title: c.title,
        sub_title: null,
        image_full_url: c.image_full_url,
      })),
    },
    available_zone_section: {
      available_zone_status: flat.available_zone_status,
      available_zone_title: flat.available_zone_title,
      available_zone_short_description: flat.available_zone_short_description,
      available_zone_list: flat.available_zone_list,
    },
    promotional_banner_section: {
      promotion_banner_section_status: on(flat.promotion_banners.length > 0),
      promotion_banners_full_url: flat.promotion_banners.map((b) => b.image_full_url),
    },
    user_app_download_section: {
      download_user_app_section_status: on(
        flat.download_user_app_links.playstore_url_status === 1 ||
          flat.download_user_app_links.apple_store_url_status === 1,
      ),
      download_user_app_title: flat.download_user_app_title,
      download_user_app_sub_title: flat.download_user_app_sub_title,
      download_user_app_image_full_url: null,
      download_user_app_links: flat.download_user_app_links,
    },
    footer_section: {
      fixed_newsletter_title: flat.fixed_newsletter_title,
      fixed_newsletter_sub_title: flat.fixed_newsletter_sub_title,
      fixed_footer_description: flat.fixed_footer_description,
      fixed_promotional_banner_full_url: flat.promotion_banners[0]?.image_full_url ?? null,
    },
    testimonial_section: {
      testimonial_section_status: on(testimonials.length > 0),
      ...testimonialHeadings[appLanguageOf(locale)],
      testimonial_list: testimonials.map((t) => ({
        id: t.id,
        name: t.name,
        designation: t.designation,
        review: t.review,
        reviewer_image_full_url: url(t.image),
        company_image_full_url: url(t.brandImage),
        status: 1 as const,
      })),
    },
  };
}

/** The landing page: its texts in the locale, the active zones with their modules, and the stored overrides. */
export async function landingPage(db: Db, locale: string): Promise<LandingPageJson> {
  const config = (await loadConfig(db)) as unknown as { landing_page?: Partial<LandingPageJson> };
  const [zoneRows, pivots, mods] = await Promise.all([
    db.select().from(zones).where(eq(zones.status, 1)).orderBy(asc(zones.id)),
    db.select().from(moduleZones),
    db.select().from(modules).where(eq(modules.status, 1)),
  ]);
  const base: LandingPageJson = {
    ...landingTexts(locale),
    download_user_app_links: defaultAppLinks,
    available_zone_status: 1,
    available_zone_list: zoneRows.map((z) => ({
      id: z.id,
      name: z.name,
      display_name: z.displayName ?? z.name,
      modules: mods
        .filter((m) => pivots.some((p) => p.zoneId === z.id && p.moduleId === m.id))
        .map((m) => tr(m.translations, locale, 'module_name', m.moduleName)),
    })),
    special_criterias: specialCriterias(locale),
    promotion_banners: promotionBanners(locale),
  };
  return config.landing_page ? deepMerge(base, config.landing_page) : base;
}
