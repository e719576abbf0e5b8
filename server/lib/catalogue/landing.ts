// The landing page CMS content (en + ar), overridable through config `landing_page` (demo control).
import { asc, eq } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { moduleZones, modules, zones } from '../../db/schema/catalogue.ts';
import { deepMerge, loadConfig } from '../config/business-config.ts';
import { mediaUrl, tr } from '../http/serialize.ts';
import type { Testimonial } from './testimonials.ts';

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

export const landingTexts = (locale: string): Texts => (locale === 'ar' ? ar : en);

export const defaultAppLinks: LandingPageJson['download_user_app_links'] = {
  playstore_url: 'https://play.google.com/store/apps/details?id=market.sixam.user',
  playstore_url_status: 1,
  apple_store_url: 'https://apps.apple.com/app/sixam-market/id0000000000',
  apple_store_url_status: 1,
};

export const specialCriterias = (locale: string) =>
  (locale === 'ar'
    ? ['توصيل سريع', 'دفع آمن', 'أفضل الأسعار', 'دعم على مدار الساعة']
    : ['Fast delivery', 'Secure payment', 'Best prices', '24/7 support']
  ).map((title, i) => ({
    id: i + 1,
    title,
    image_full_url: `/media/landing/criteria-${i + 1}-${['fast', 'secure', 'prices', 'support'][i]}.svg`,
  }));

export const promotionBanners = (locale: string) =>
  [
    locale === 'ar'
      ? ['عروض الأسبوع', 'خصم حتى 50٪ على متاجر مختارة']
      : ['Deals of the week', 'Up to 50% off at selected stores'],
    locale === 'ar' ? ['توصيل مجاني', 'على طلبات البقالة فوق 100$'] : ['Free delivery', 'On grocery orders over $100'],
  ].map(([title, sub], i) => ({
    id: i + 1,
    title: title!,
    sub_title: sub!,
    image_full_url: `/media/landing/promo-${i + 1}.svg`,
  }));

export type ReactLandingPageJson = components['schemas']['ReactLandingPage'];

/** The testimonial section's headings (6amMart's admin writes them; ours are fixed, en + ar). */
const testimonialHeadings = {
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
      ...(locale === 'ar' ? testimonialHeadings.ar : testimonialHeadings.en),
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
