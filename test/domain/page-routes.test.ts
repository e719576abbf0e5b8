// The route table the SPA and the server share, and the title rule both follow.
import { describe, expect, it } from 'vitest';
import { languageOfSearch, pagePaths } from '../../domain/page-routes.ts';
import { pageKinds } from '../../domain/page-kinds.ts';

const { matchPage, privatePrefixes } = pageKinds(pagePaths);
import { pageTitle } from '../../domain/page-head.ts';

describe('matchPage', () => {
  it.each([
    ['/', 'landing', 'indexed', {}],
    ['/home', 'home', 'indexed', {}],
    ['/store/latest', 'latestStores', 'indexed', {}],
    ['/store/popular/', 'popularStores', 'indexed', {}],
    ['/store/fresh-basket-gulshan', 'storePage', 'indexed', { slug: 'fresh-basket-gulshan' }],
    ['/product/12', 'productPage', 'indexed', { id: '12' }],
    ['/category/7', 'categoryPage', 'indexed', { id: '7' }],
    ['/rental/vehicle-details/3', 'vehicleDetailsPage', 'indexed', { vehicleId: '3' }],
    ['/rental/provider-details/35', 'providerDetailsPage', 'indexed', { providerId: '35' }],
    ['/privacy-policy', 'privacyPolicy', 'indexed', {}],
    ['/interest', 'interest', 'plain', {}],
    ['/store-registration', 'storeRegistrationPage', 'plain', {}],
    ['/deliveryman-registration', 'deliverymanRegistration', 'plain', {}],
    ['/checkout', 'checkout', 'private', {}],
    ['/my-orders/5', 'orderDetailsPage', 'private', { orderId: '5' }],
    ['/wallet', 'wallet', 'private', {}],
  ])('%s is %s (%s)', (path, key, visibility, params) => {
    expect(matchPage(path)).toMatchObject({ key, visibility, params });
  });

  it.each(['/nope', '/store', '/store/a/b', '/product/', '/store-registration/x', '/homes'])(
    '%s is no page',
    (path) => {
      expect(matchPage(path)).toBeNull();
    },
  );
});

it('robots.txt disallows the private pages once each', () => {
  const prefixes = privatePrefixes();
  expect(prefixes).toEqual(expect.arrayContaining(['/checkout', '/wallet', '/profile', '/my-orders', '/rental/cart']));
  expect(prefixes).not.toContain('/home');
  expect(new Set(prefixes).size).toBe(prefixes.length);
});

it('?lang= names English or Arabic, nothing else', () => {
  expect(languageOfSearch('?lang=ar')).toBe('ar');
  expect(languageOfSearch(new URLSearchParams('x=1&lang=en'))).toBe('en');
  expect(languageOfSearch('?lang=fr')).toBeNull();
  expect(languageOfSearch('')).toBeNull();
});

it('the title rule: "<subject> | <business>", the business alone without a subject', () => {
  expect(pageTitle({ name: 'Fresh Basket Gulshan' }, 'en', 'Sixam Market')).toBe('Fresh Basket Gulshan | Sixam Market');
  expect(pageTitle({ page: 'categories' }, 'en', 'Sixam Market')).toBe('Categories | Sixam Market');
  expect(pageTitle({ page: 'categories' }, 'ar', 'Sixam Market')).toBe('الفئات | Sixam Market');
  expect(pageTitle({ notFound: true }, 'ar', 'Shop')).toBe('الصفحة غير موجودة | Shop');
  expect(pageTitle(null, 'en', 'Sixam Market')).toBe('Sixam Market');
});
