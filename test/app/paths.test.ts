// src/routes/paths.ts: the route paths and dialog URL parameters every link and host builds from.
import { describe, expect, it } from 'vitest';
import {
  dialogIn,
  pathWithDialog,
  paths,
  profilePath,
  storePath,
  withDialog,
  withoutDialog,
} from '../../src/routes/paths.ts';

describe('route builders', () => {
  it("builds 6amMart's store URL from the slug (or the id) with its module and zone", () => {
    expect(storePath({ id: 7, slug: 'fresh-mart', module_id: 1, zone_id: 2 })).toBe(
      '/store/fresh-mart?id=fresh-mart&module_id=1&store_zone_id=2',
    );
    expect(storePath({ id: 7, slug: '', module_id: 1, zone_id: 2 })).toBe('/store/7?id=7&module_id=1&store_zone_id=2');
  });

  it('opens the profile on a tab', () => {
    expect(profilePath('inbox')).toBe('/profile?page=inbox');
  });

  it('every page path is absolute and unique', () => {
    const all = Object.values(paths);
    expect(all.every((p) => p.startsWith('/'))).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('dialog URL parameters', () => {
  it('links to a page with a dialog open', () => {
    expect(pathWithDialog(paths.home, 'picker', 'module')).toBe('/home?picker=module');
    expect(pathWithDialog('/store/7', 'auth', 'sign-in')).toBe('/store/7?auth=sign-in');
  });

  it('reads only the values a dialog knows', () => {
    expect(dialogIn(new URLSearchParams('auth=sign-up'), 'auth')).toBe('sign-up');
    expect(dialogIn(new URLSearchParams('auth=admin'), 'auth')).toBeNull();
    expect(dialogIn(new URLSearchParams('picker=module'), 'auth')).toBeNull();
    expect(dialogIn(new URLSearchParams('drawer=cart'), 'drawer')).toBe('cart');
  });

  it('opens and closes a dialog keeping the other parameters', () => {
    const search = new URLSearchParams('data_type=campaigns&picker=location');
    expect(String(withDialog(search, 'auth', 'sign-in'))).toBe('data_type=campaigns&picker=location&auth=sign-in');
    expect(String(withDialog(search, 'picker', 'module'))).toBe('data_type=campaigns&picker=module');
    expect(String(withoutDialog(search, 'picker'))).toBe('data_type=campaigns');
    expect(String(search)).toBe('data_type=campaigns&picker=location');
  });
});
