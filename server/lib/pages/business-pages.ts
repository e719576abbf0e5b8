// The business pages 6amMart serves to its clients (HomeController: about_us, terms_and_conditions, privacy_policy,
// refund_policy, shipping_policy, cancelation): the admin's HTML for the X-localization locale (the default text when
// the page has no translation in it, '' when the page was never written). The refund, shipping and cancellation
// pages answer 404 while their status is 0 (the config's refund_policy / shipping_policy / cancelation_policy).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessPages } from '../../db/schema/pages.ts';
import type { BusinessConfig } from '../config/business-config.ts';
import { tr } from '../http/serialize.ts';

/** The page keys (6amMart's data_settings keys). */
export type PageKey =
  'about_us' | 'terms_and_conditions' | 'privacy_policy' | 'refund_policy' | 'cancellation_policy' | 'shipping_policy';

/** The config flag that switches a page off (0), for the three pages an admin may hide. */
export const pageStatusFlag: Partial<Record<PageKey, keyof BusinessConfig>> = {
  refund_policy: 'refund_policy',
  cancellation_policy: 'cancelation_policy',
  shipping_policy: 'shipping_policy',
};

/** Whether the page is switched off by the config (its flag equals 0). */
export const isPageHidden = (key: PageKey, config: BusinessConfig) => {
  const flag = pageStatusFlag[key];
  return flag !== undefined && Number(config[flag]) === 0;
};

export interface PageContent {
  html: string;
  /** When the admin last edited it (null for a page never written). */
  updatedAt: Date | null;
}

/** The page's HTML in `locale` (the default text when it has no translation there; '' when never written). */
export async function loadPage(db: Db, key: PageKey, locale: string): Promise<PageContent> {
  const [row] = await db.select().from(businessPages).where(eq(businessPages.key, key));
  if (!row) return { html: '', updatedAt: null };
  return { html: tr(row.translations, locale, 'content', row.content), updatedAt: row.updatedAt };
}
