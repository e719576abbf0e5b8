// The one rule for every picture the SPA shows (stores, items, banners, categories, modules, cart lines, the item
// popup, the business logo, the customer's avatar): the entity's `*_full_url` when the backend sends one (current
// 6amMart), else `config.base_urls[kind]` + the file name (older 6amMart, e.g. v2.6), else a neutral placeholder.
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isDrawnPicture, type PictureWidth } from '../../domain/pictures.ts';
import { configQueries } from './config.ts';

/** Where an image of an older backend lives: the `config.base_urls` key per kind of picture (null: none there). */
export const baseUrlKeys = {
  item: 'item_image_url',
  store: 'store_image_url',
  storeCover: 'store_cover_photo_url',
  category: 'category_image_url',
  banner: 'banner_image_url',
  campaign: 'campaign_image_url',
  brand: 'brand_image_url',
  module: 'module_image_url',
  customer: 'customer_image_url',
  business: 'business_logo_url',
  vehicle: null,
} as const;

export type ImageKind = keyof typeof baseUrlKeys;

/** The image fields of 6amMart entities: `<field>_full_url` (current) beside `<field>` (a file name, older). */
export type ImageField = 'image' | 'logo' | 'cover_photo' | 'icon' | 'thumbnail';

/** The part of config the rule reads. */
export interface ImageConfig {
  base_urls?: Record<string, string> | null;
}

/** A neutral picture for a missing image (an inline SVG, so it loads on any origin). */
export const placeholderImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#e5e7eb"/></svg>',
  );

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The URL of a picture: `fullUrl` when the backend sends one, else `config.base_urls[kind]` + the file name (a file
 * name that already is a URL or a path is used as it is), else the placeholder.
 */
export function imageSrc(
  fullUrl: string | null | undefined,
  fileName: string | null | undefined,
  kind: ImageKind,
  config: ImageConfig | null | undefined,
): string {
  const full = text(fullUrl);
  if (full) return full;
  const file = text(fileName);
  if (!file) return placeholderImage;
  if (/^(https?:|data:|\/)/.test(file)) return file;
  const key = baseUrlKeys[kind];
  const base = key ? text(config?.base_urls?.[key]) : null;
  return base ? `${base.replace(/\/$/, '')}/${file}` : placeholderImage;
}

/** The picture of an entity: reads its `<field>_full_url` and `<field>` (whichever the backend sent). */
export function imageOf(
  entity: object | null | undefined,
  field: ImageField,
  kind: ImageKind,
  config: ImageConfig | null | undefined,
): string {
  const e = (entity ?? {}) as Record<string, unknown>;
  return imageSrc(text(e[`${field}_full_url`]), text(e[field]), kind, config);
}

/** `imageOf` bound to the config the app loaded: `const src = useImageSrc(); <img src={src(store, 'logo', 'store')} />`. */
export function useImageSrc() {
  const config = useQuery(configQueries.formatting()).data;
  return useCallback(
    (entity: object | null | undefined, field: ImageField, kind: ImageKind) => imageOf(entity, field, kind, config),
    [config],
  );
}

/** Whether an entity carries a picture at all (a `<field>_full_url` or a file name): for views that show none otherwise. */
export function hasImage(entity: object | null | undefined, field: ImageField): boolean {
  const e = (entity ?? {}) as Record<string, unknown>;
  return !!(text(e[`${field}_full_url`]) || text(e[field]));
}

/** A picture the embedded API draws, asked for `width` px wide (a thumbnail); any other URL as it is. */
export const pictureAt = (src: string, width: PictureWidth): string =>
  isDrawnPicture(src) ? `${src}?w=${width}` : src;
