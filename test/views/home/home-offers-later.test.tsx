import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The home page's offer sections come when the shopper scrolls to a screen above them (src/features/home/
// store-sections.tsx, OffersLater): not before — a visit that stays on the first screen asks for neither their chunk
// nor the sale — and only they are drawn then, not every item row's cards again with them. Its own file: the product
// card is counted through a module mock.
import { act, screen, waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { configQueries } from '../../../src/api/config.ts';
import { appQueryClient } from '../../../src/api/query-client.ts';
import { HomePage } from '../../../src/features/home/home-page.tsx';
import { homePage } from '../../../src/features/home/loaders.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { FakeApi, config, json, makeItem, makeModule, pagedStores } from '../../support/fake-api.ts';
import { stubMatchMedia } from '../../support/match-media.ts';
import { stubIntersectionObserver } from '../../support/intersection-observer.ts';

const renders = new Map<string, number>();
vi.mock('../../../src/features/home/product-card.tsx', async (original) => {
  const real = await original<typeof import('../../../src/features/home/product-card.tsx')>();
  return {
    ...real,
    ProductCard: (props: Parameters<typeof real.ProductCard>[0]) => {
      renders.set(props.card.name, (renders.get(props.card.name) ?? 0) + 1);
      return real.ProductCard(props);
    },
  };
});

stubMatchMedia(true);
const viewport = stubIntersectionObserver();
let api: FakeApi;
beforeEach(() => {
  renders.clear();
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('module', JSON.stringify({ id: 1, module_name: 'Grocery', module_type: 'grocery' }));
  api = new FakeApi()
    .on('GET /api/v1/config', json(config({ centralize_login: { manual_login_status: 1 } }))) // a current backend
    .on('GET /api/v1/module', json([makeModule(1, 'grocery', 'Grocery', [1])]))
    .on('GET /api/v1/categories', json([]))
    .on('GET /api/v1/banners', json({ campaigns: [], banners: [] }))
    .on(
      'GET /api/v1/items/popular',
      json({ total_size: 2, limit: 12, offset: 1, products: [makeItem(1, 'Mango'), makeItem(2, 'Lychee')] }),
    )
    .on('GET /api/v1/items/latest', json({ total_size: 1, limit: 12, offset: 1, products: [makeItem(3, 'Guava')] }))
    .on('GET /api/v1/campaigns/item', json([]))
    .on('GET /api/v1/stores/latest', pagedStores([]))
    .on('GET /api/v1/stores/popular', pagedStores([]))
    .on('GET /api/v1/flash-sales', json({}));
});

describe('/home: the offers when the shopper scrolls near them', () => {
  it('asks for nothing before, then draws the offer sections alone: each item card is drawn once', async () => {
    // the page's data in before its first render, as a server-rendered page has it (its route loader's)
    const queryClient = appQueryClient();
    await queryClient.fetchQuery(configQueries.config());
    await homePage({ request: new Request('http://shop.test/home') } as LoaderFunctionArgs);
    await renderWithProviders(<HomePage />, { route: '/home', queryClient });
    await screen.findByRole('article', { name: 'Guava' });
    // the offers' place is watched a screen ahead; nothing is asked for while the shopper has not scrolled there
    const [place] = viewport.observed().filter(({ rootMargin }) => rootMargin === '100% 0%');
    expect(place).toBeDefined();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.calls('GET /api/v1/flash-sales')).toHaveLength(0);

    await viewport.enter(place!.target);
    // the offers are in: they asked for the running flash sale
    await waitFor(() => expect(api.calls('GET /api/v1/flash-sales')).toHaveLength(1));
    expect(Object.fromEntries(renders)).toEqual({ Mango: 1, Lychee: 1, Guava: 1 });
  });
});
