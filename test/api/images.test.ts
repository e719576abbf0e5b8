// The one image rule (src/api/images.ts) on recorded answers of a 6amMart v2.6 backend (file names + config.base_urls)
// and of a current 3.x one (`*_full_url`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasImage, imageOf, placeholderImage } from '../../src/api/images.ts';

const fixture = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/6ammart', name), 'utf8')) as Record<string, any>;
const v26Config = fixture('v2.6-config.json');
const v3Config = fixture('v3-config.json');

describe('imageOf: one rule for every picture', () => {
  it('reads <field>_full_url first (v3 item)', () => {
    expect(imageOf(fixture('v3-item.json'), 'image', 'item', v3Config)).toBe(
      'https://v3.example.test/storage/app/public/product/2024-06-01-665b.png',
    );
  });

  it('joins the base_urls entry of the kind and the file name (v2.6 store logo, cover, module icon, business logo)', () => {
    const store = { id: 3, logo: '2022-04-10-logo.png', cover_photo: '2022-04-10-cover.png' };
    expect(imageOf(store, 'logo', 'store', v26Config)).toBe(
      'https://v26.example.test/storage/app/public/store/2022-04-10-logo.png',
    );
    expect(imageOf(store, 'cover_photo', 'storeCover', v26Config)).toBe(
      'https://v26.example.test/storage/app/public/store/cover/2022-04-10-cover.png',
    );
    expect(imageOf({ icon: 'grocery.png' }, 'icon', 'module', v26Config)).toBe(
      'https://v26.example.test/storage/app/public/module/grocery.png',
    );
    expect(imageOf(v26Config, 'logo', 'business', v26Config)).toBe(
      'https://v26.example.test/storage/app/public/business/2022-04-17-625c012a9a2a3.png',
    );
    expect(imageOf({ image: 'summer.png' }, 'image', 'campaign', v26Config)).toBe(
      'https://v26.example.test/storage/app/public/campaign/summer.png',
    );
  });

  it('a base URL with a trailing slash joins with one slash; a file name that is a URL or a path is kept', () => {
    const config = { base_urls: { category_image_url: 'https://cdn.example.test/category/' } };
    expect(imageOf({ image: 'fruit.png' }, 'image', 'category', config)).toBe(
      'https://cdn.example.test/category/fruit.png',
    );
    expect(imageOf({ image: 'https://else.example.test/x.png' }, 'image', 'category', config)).toBe(
      'https://else.example.test/x.png',
    );
    expect(imageOf({ image: '/media/x.svg' }, 'image', 'category', config)).toBe('/media/x.svg');
  });

  it('falls back to the placeholder: nothing sent, an empty URL, a kind without a base_urls entry, no config', () => {
    expect(imageOf({}, 'image', 'item', v26Config)).toBe(placeholderImage);
    expect(imageOf({ image_full_url: '', image: '' }, 'image', 'item', v26Config)).toBe(placeholderImage);
    expect(imageOf({ thumbnail: 'car.png' }, 'thumbnail', 'vehicle', v26Config)).toBe(placeholderImage);
    expect(imageOf({ image: 'x.png' }, 'image', 'item', null)).toBe(placeholderImage);
    expect(imageOf(null, 'image', 'item', v3Config)).toBe(placeholderImage);
  });

  it('hasImage: a URL or a file name counts, blanks do not', () => {
    expect(hasImage({ icon_full_url: 'https://x.test/i.png' }, 'icon')).toBe(true);
    expect(hasImage({ icon: 'i.png' }, 'icon')).toBe(true);
    expect(hasImage({ icon_full_url: ' ', icon: null }, 'icon')).toBe(false);
    expect(hasImage(undefined, 'logo')).toBe(false);
  });
});
