// The landing data's normaliser (contract type: LandingPage, LandingData in src/api/landing.ts), loaded with the
// answer it reads.
import type { components } from '../../openapi/storefront.d.ts';

type LandingData = components['schemas']['LandingPage'];
import { flagOf, objectOf, textOf, type Raw } from './lenient.ts';
import { shapeOf } from './shape-readers.ts';

type AppLinks = LandingData['download_user_app_links'];

/**
 * The app links of any version: 3.x sends `download_user_app_links` (statuses 0/1), v2.6 `landing_page_links`
 * (`app_url_android`, `app_url_ios`, statuses as text "1").
 */
function appLinksOf(raw: Raw): AppLinks | undefined {
  const current = objectOf(raw['download_user_app_links']);
  const older = objectOf(raw['landing_page_links']);
  const links = current ?? older;
  if (!links) return undefined;
  const [play, apple] = current ? ['playstore_url', 'apple_store_url'] : ['app_url_android', 'app_url_ios'];
  return {
    playstore_url: textOf(links[play]),
    playstore_url_status: flagOf(links[`${play}_status`]),
    apple_store_url: textOf(links[apple]),
    apple_store_url_status: flagOf(links[`${apple}_status`]),
  };
}

/**
 * The landing data of any version as the app reads it: its texts as text, its switches as 0/1, its lists as lists,
 * the app links (appLinksOf); v2.6's footer text (`landing_page_text.footer_article`) as the footer description.
 */
export function landingOf(answer: unknown): LandingData {
  const raw = objectOf(answer) ?? {};
  const footer =
    textOf(raw['fixed_footer_description']) || textOf(objectOf(raw['landing_page_text'])?.['footer_article']);
  const links = appLinksOf(raw);
  return {
    ...shapeOf<LandingData>(raw, {
      available_zone_status: 'flag',
      available_zone_list: 'objects',
      special_criterias: 'objects',
      promotion_banners: 'objects',
    }),
    ...(footer ? { fixed_footer_description: footer } : {}),
    ...(links ? { download_user_app_links: links } : {}),
  };
}
