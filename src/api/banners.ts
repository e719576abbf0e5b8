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
  /** Where the slide leads: its store, item, campaign, rental provider or vehicle (none: a picture only). */
  target: BannerTarget | null;
}

/** What a banner points at (6amMart's `type` with its `store`, `item`, `provider`, `vehicle` or `data`). */
export type BannerTarget =
  | { kind: 'store'; store: { id: number; slug: string | null; module_id: number; zone_id: number } }
  | { kind: 'item' | 'campaign' | 'provider' | 'vehicle'; id: number };

/** The kinds of banner that lead somewhere, by 6amMart's `type`: the object sent beside it has the target's name. */
const targetKinds = {
  store_wise: 'store',
  item_wise: 'item',
  provider_wise: 'provider',
  vehicle_wise: 'vehicle',
} as const;

/** The target of a banner of any version (the object sent beside it, else the id in `data`). */
function targetOf(b: Record<string, unknown>, prefix: string): BannerTarget | null {
  if (prefix === 'campaign') return { kind: 'campaign', id: integerOf(b['id']) };
  const kind = targetKinds[b['type'] as keyof typeof targetKinds];
  const sent = kind && objectOf(b[kind]);
  const id = kind ? integerOf(sent?.['id'] ?? b['data']) : 0;
  if (!id) return null;
  if (kind !== 'store') return { kind, id };
  return {
    kind,
    store: {
      id,
      slug: textOrNull(sent?.['slug']),
      module_id: integerOf(sent?.['module_id'] ?? b['module_id']),
      zone_id: integerOf(sent?.['zone_id'] ?? b['zone_id']),
    },
  };
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
      target: targetOf(b, prefix),
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
