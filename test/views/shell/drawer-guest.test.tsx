import { defaultRoutes, renderShell, signedIn } from './shell-harness.tsx';
import { requestsTo, route } from '../../support/fake-api.ts';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '../../../src/session/storage.ts';
import { RootLayout } from '../../../src/app/root-layout.tsx';
import { renderWithProviders } from '../../support/render.tsx';

const categories = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Category ${i + 1}`, childes: [] }));

describe('mobile drawer', () => {
  beforeEach(() => defaultRoutes());

  it('has Home, Categories, Latest stores, Popular stores, Theme Mode and Language; Logout only when signed in', async () => {
    await renderShell();
    const user = userEvent.setup();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(drawer).getByRole('button', { name: 'Categories' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(drawer).getByRole('link', { name: 'Latest stores' })).toHaveAttribute('href', '/store/latest');
    expect(within(drawer).getByRole('link', { name: 'Popular stores' })).toHaveAttribute('href', '/store/popular');
    expect(within(drawer).getByRole('switch', { name: 'Dark mode' })).toBeInTheDocument();
    expect(within(drawer).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('expanding Categories loads the module categories and shows at most 10 with View all', async () => {
    route('GET /api/v1/categories', { body: categories });
    const { router } = await renderShell(signedIn);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(requestsTo('GET /api/v1/categories')).toHaveLength(0); // only when expanded
    await user.click(within(drawer).getByRole('button', { name: 'Categories' }));
    expect(await within(drawer).findByRole('link', { name: 'Category 1' })).toHaveAttribute(
      'href',
      '/category/1?name=Category%201',
    );
    expect(within(drawer).getByRole('link', { name: 'Category 10' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Category 11' })).not.toBeInTheDocument();
    expect(requestsTo('GET /api/v1/categories')[0].headers.get('moduleId')).toBe('1');
    await user.click(within(drawer).getByRole('link', { name: 'View all' }));
    expect(router.state.location.pathname).toBe('/categories');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });
});

describe('guest id', () => {
  beforeEach(() => defaultRoutes());

  it('is requested once at app start when none is stored (even under StrictMode) and stored as guest_id', async () => {
    await renderWithProviders(
      <StrictMode>
        <RootLayout />
      </StrictMode>,
      { route: '/track-order' },
    );
    await waitFor(() => expect(localStorage.getItem(storageKeys.guestId)).toBe('guest-123'));
    expect(requestsTo('POST /api/v1/auth/guest/request')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
  });

  it('is not requested when one is stored', async () => {
    localStorage.setItem(storageKeys.guestId, 'guest-kept');
    await renderWithProviders(<RootLayout />, { route: '/track-order' });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    // The shell's start-up calls (issued in the same commit as the guest-id effect) have gone out, and what they
    // left pending has run: a guest id request would be among them.
    await waitFor(() => expect(requestsTo('GET /api/v1/landing-page')).toHaveLength(1));
    await act(async () => {});
    expect(requestsTo('POST /api/v1/auth/guest/request')).toHaveLength(0);
    expect(localStorage.getItem(storageKeys.guestId)).toBe('guest-kept');
  });
});
