import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { Scope } from './scope.ts';

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

/** The file name of an older backend's picture (absent from the current contract). */
const fileName = (entity: object) => {
  const image = (entity as { image?: unknown }).image;
  return typeof image === 'string' ? image : null;
};

/** GET /api/v1/banners → `{campaigns[], banners[]}`, as slides (campaigns first). */
export async function fetchBanners(scope: Scope): Promise<BannerSlide[]> {
  const data = await unwrap(
    api.GET('/api/v1/banners', { params: { header: { moduleId: String(scope.moduleId), zoneId: scope.zoneId } } }),
  );
  return [
    ...(data.campaigns ?? []).map((c) => ({
      key: `campaign-${c.id}`,
      title: c.title,
      image_full_url: c.image_full_url,
      image: fileName(c),
      kind: 'campaign' as const,
      campaignId: c.id,
    })),
    ...(data.banners ?? []).map((b) => ({
      key: `banner-${b.id}`,
      title: b.title,
      image_full_url: b.image_full_url,
      image: fileName(b),
      kind: 'banner' as const,
    })),
  ];
}

/** GET /api/v1/rental/banners → `{banners[]}` for the rental module. */
export async function fetchRentalBanners(scope: Scope): Promise<BannerSlide[]> {
  const data = await unwrap(
    api.GET('/api/v1/rental/banners', {
      params: { header: { moduleId: String(scope.moduleId), zoneId: scope.zoneId } },
    }),
  );
  return data.banners.map((b) => ({
    key: `rental-${b.id}`,
    title: b.title,
    image_full_url: b.image_full_url,
    image: fileName(b),
    kind: 'banner' as const,
  }));
}

export const bannerQueries = {
  list: (scope: Scope, rental = false) =>
    queryOptions({
      queryKey: ['banners', rental ? 'rental' : 'store', scope.moduleId, scope.zoneId],
      queryFn: () => (rental ? fetchRentalBanners(scope) : fetchBanners(scope)),
    }),
};
