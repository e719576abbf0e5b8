import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LatestStoresPage, PopularStoresPage } from '../../../src/features/home/store-list-page.tsx';
import { renderWithProviders } from '../../support/render.tsx';
import { FakeApi, config, json, makeStore, pagedStores } from '../../support/fake-api.ts';
import { stubMatchMedia } from '../../support/match-media.ts';

stubMatchMedia(true);
let api: FakeApi;

beforeEach(() => {
  localStorage.clear();
  api = new FakeApi()
    .on('GET /api/v1/config', json(config()))
    .on(
      'GET /api/v1/stores/latest',
      pagedStores(Array.from({ length: 14 }, (_, i) => makeStore(i + 1, `Store ${i + 1}`, 1))),
    )
    .on('GET /api/v1/stores/popular', pagedStores([makeStore(50, 'Popular Mart', 1)]));
});

const useGrocery = () => {
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('module', JSON.stringify({ id: 1, module_name: 'Grocery', module_type: 'grocery' }));
};

describe('/store/latest and /store/popular', () => {
  it('lists the latest stores of the stored module and zone, 12 at a time, and loads the rest', async () => {
    useGrocery();
    renderWithProviders(<LatestStoresPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Latest stores' })).toBeInTheDocument();
    expect(await screen.findByText('Store 12')).toBeVisible();
    expect(screen.queryByText('Store 13')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Store 14')).toBeVisible();
    expect(api.calls('GET /api/v1/stores/latest')[0].headers.get('moduleId')).toBe('1');
  });

  it('lists the popular stores in a food module as restaurants', async () => {
    localStorage.setItem('zoneid', '[1]');
    localStorage.setItem('module', JSON.stringify({ id: 4, module_name: 'Food', module_type: 'food' }));
    renderWithProviders(<PopularStoresPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Popular restaurants' })).toBeInTheDocument();
    expect(await screen.findByText('Popular Mart')).toBeVisible();
    expect(api.calls('GET /api/v1/stores/latest')).toHaveLength(0);
  });

  it('without a saved location points to the landing page instead of listing', async () => {
    renderWithProviders(<LatestStoresPage />);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(api.calls('GET /api/v1/stores/latest')).toHaveLength(0);
  });
});
