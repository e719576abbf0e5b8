// /home on a backend slow to answer `config` (a real v2.6 backend takes over 3.5 s): the page draws its frame — the
// header with its navigation and the sections' skeletons — before the config has answered, for a shopper with a
// location and module and for a visitor without (whose zone comes from the config's default location).
import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.tsx';
import { routes } from '../../../src/app/router.tsx';
import { createI18n } from '../../../src/i18n/i18n.ts';
import { currentFakeApi, FakeApi, json, makeModule } from '../../support/fake-api.ts';
import { testQueryClient } from '../../support/render.tsx';
import { stubMatchMedia } from '../../support/match-media.ts';

stubMatchMedia(true);

beforeEach(() => {
  new FakeApi()
    .on('GET /api/v1/module', json([makeModule(1, 'grocery', 'Grocery', [1])]))
    .on('GET /api/v1/landing-page', json({}))
    .on('GET /api/v1/customer/cart/list', json([]))
    .on('POST /api/v1/auth/guest/request', json({ message: 'guest id', guest_id: 'guest-1' }));
  // the config never answers in these tests; the sections' own calls neither (their skeletons stay)
  for (const held of [
    'GET /api/v1/config',
    'GET /api/v1/categories',
    'GET /api/v1/banners',
    'GET /api/v1/items/popular',
    'GET /api/v1/campaigns/item',
    'GET /api/v1/stores/latest',
    'GET /api/v1/stores/popular',
  ])
    currentFakeApi().hold(held);
});

/** The whole app (its shell, router and start-up gate) at `url`. */
const renderApp = async (url: string) => {
  const i18n = await createI18n('en');
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return render(<App i18n={i18n} queryClient={testQueryClient()} router={<RouterProvider router={router} />} />);
};

/** The header with its navigation, and at least three sections' skeletons in the page, the config still unanswered. */
async function expectFrame() {
  const header = await screen.findByRole('banner', {}, { timeout: 5000 });
  expect(within(header).getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  const main = screen.getByRole('main');
  const loading = await within(main).findAllByRole('status', { name: 'Loading…' }, { timeout: 5000 });
  expect(loading.length).toBeGreaterThanOrEqual(3);
  expect(currentFakeApi().waiting('GET /api/v1/config')).toBeGreaterThan(0);
}

describe('/home while the config has not answered', () => {
  it('draws the header and the module home’s sections for a shopper with a location and module', async () => {
    localStorage.setItem('zoneid', '[1]');
    localStorage.setItem('module', JSON.stringify({ id: 1, module_name: 'Grocery', module_type: 'grocery' }));
    await renderApp('/home');
    await expectFrame();
    expect(screen.getByRole('heading', { level: 1, name: 'Grocery home' })).toBeInTheDocument();
  });

  it('draws the header and the home’s frame for a visitor whose zone waits for the config’s default location', async () => {
    await renderApp('/home');
    await expectFrame();
  });
});
