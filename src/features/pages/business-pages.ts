// Which business page a path shows and the config flag that may hide it: for the page and its route loader alike.
import { paths } from '../../routes/paths.ts';
import type { Config } from '../../api/config.ts';
import { pageQueries, type BusinessPageId } from '../../api/pages.ts';

const pageOfPaths: Record<string, BusinessPageId> = {
  [paths.aboutUs]: 'about-us',
  [paths.termsAndConditions]: 'terms-and-conditions',
  [paths.privacyPolicy]: 'privacy-policy',
  [paths.refundPolicy]: 'refund',
  [paths.cancellationPolicy]: 'cancellation',
  [paths.shippingPolicy]: 'shipping',
};

/** Which page the route at `pathname` shows. */
export const pageOfPath = (pathname: string): BusinessPageId => pageOfPaths[pathname] ?? 'about-us';

/** The config flag hiding a page when it equals 0 (spec part 1 §136). */
const hiddenBy: Partial<Record<BusinessPageId, keyof Config>> = {
  refund: 'refund_policy',
  cancellation: 'cancelation_policy',
  shipping: 'shipping_policy',
};

/** Whether `config` hides `page`. */
export const isHidden = (page: BusinessPageId, config: Config | undefined) => {
  const flag = hiddenBy[page];
  return !!flag && config?.[flag] === 0;
};

/** The page's text in `language`; a page the config may hide waits for the config: a hidden page is never asked for. */
export const businessPageQuery = (page: BusinessPageId, language: string, config: Config | undefined) => ({
  ...pageQueries.page(page, language),
  enabled: hiddenBy[page] ? !!config && !isHidden(page, config) : true,
});
