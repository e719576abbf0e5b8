import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { Scope } from './scope.ts';
import { integerOf, objectOf, objectsOf, textOf, textOrNull } from './lenient.ts';

/** A home banner slide: what the carousel shows (store/item banners and campaign banners alike). */
export interface BannerSlide {
  key: string;
  title: string;
  image_full_url: string;
  /** The file name older backends send instead of the URL (joined to `config.base_urls` by src/api/images.ts). */
  image: string | null;
  /** Which `config.base_urls` entry the file name belongs to. */
  kind: 'banner' | 'campaign';
  /** The basic campaign the slide shows (its page is where the slide leads). */
  campaignId?: number;
}

/**
 * A banner or campaign of any version as a slide: its id as a number, its title as text, its picture as the full URL
 * (current 6amMart) and the file name (older ones); a list sent as JSON text, null or absent is read as a list.
 */
const slidesOf = (list: unknown, prefix: string, kind: BannerSlide['kind']): BannerSlide[] =>
  objectsOf(list).map((b) => {
    const id = integerOf(b['id']);
    return {
      key: `${prefix}-${id}`,
      title: textOf(b['title']),
      image_full_url: textOf(b['image_full_url']),
      image: textOrNull(b['image']),
      kind,
      ...(prefix === 'campaign' ? { campaignId: id } : {}),
    };
  });

/** GET /api/v1/banners → `{campaigns[], banners[]}`, as slides (campaigns first). */
export async function fetchBanners(scope: Scope): Promise<BannerSlide[]> {
  const data = objectOf(
    await unwrap(
      api.GET('/api/v1/banners', { params: { header: { moduleId: String(scope.moduleId), zoneId: scope.zoneId } } }),
    ),
  );
  return [...slidesOf(data?.['campaigns'], 'campaign', 'campaign'), ...slidesOf(data?.['banners'], 'banner', 'banner')];
}

/** GET /api/v1/rental/banners → `{banners[]}` for the rental module. */
export async function fetchRentalBanners(scope: Scope): Promise<BannerSlide[]> {
  const data = await unwrap(
    api.GET('/api/v1/rental/banners', {
      params: { header: { moduleId: String(scope.moduleId), zoneId: scope.zoneId } },
    }),
  );
  return slidesOf(data.banners, 'rental', 'banner');
}

export const bannerQueries = {
  list: (scope: Scope, rental = false) =>
    queryOptions({
      queryKey: ['banners', rental ? 'rental' : 'store', scope.moduleId, scope.zoneId],
      queryFn: () => (rental ? fetchRentalBanners(scope) : fetchBanners(scope)),
    }),
};
