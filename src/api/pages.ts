// The business pages (6amMart's HomeController over /api/v1): each answers the admin's HTML as a JSON string, in
// the X-localization language, with `Last-Modified` when the backend sends it. The refund, cancellation and
// shipping pages answer 404 while their config flag is 0.
import { queryOptions } from '@tanstack/react-query';
import { api } from './client.ts';

export type BusinessPageId =
  'about-us' | 'terms-and-conditions' | 'privacy-policy' | 'refund' | 'cancellation' | 'shipping';

export interface BusinessPage {
  /** The page's HTML as the admin wrote it (unsanitised: sanitise before rendering). '' when never written. */
  html: string;
  /** `Last-Modified` as an ISO date, when the backend sends it. */
  updatedAt: string | null;
}

const request = (page: BusinessPageId) => {
  switch (page) {
    case 'about-us':
      return api.GET('/api/v1/about-us');
    case 'terms-and-conditions':
      return api.GET('/api/v1/terms-and-conditions');
    case 'privacy-policy':
      return api.GET('/api/v1/privacy-policy');
    case 'refund':
      return api.GET('/api/v1/refund-policy');
    case 'cancellation':
      return api.GET('/api/v1/cancelation');
    case 'shipping':
      return api.GET('/api/v1/shipping-policy');
  }
};

/** GET the page (errors, e.g. 404 for a hidden policy, were thrown as ApiError by the client's middleware). */
export async function fetchBusinessPage(page: BusinessPageId): Promise<BusinessPage> {
  const { data, response } = await request(page);
  const modified = response.headers.get('Last-Modified');
  const time = modified ? new Date(modified) : null;
  return {
    html: typeof data === 'string' ? data : '',
    updatedAt: time && !Number.isNaN(time.getTime()) ? time.toISOString() : null,
  };
}

export const pageQueries = {
  /** Per page and language (the text is translated by X-localization). */
  page: (page: BusinessPageId, language: string) =>
    queryOptions({ queryKey: ['business-page', page, language], queryFn: () => fetchBusinessPage(page) }),
};
