import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CookieBanner } from '../../../src/features/shell/cookie-banner.tsx';
import { renderWithProviders } from '../../support/render.tsx';
import { FakeApi, config, json } from '../../support/fake-api.ts';

const TEXT = 'We use cookies to remember your cart.';

beforeEach(() => localStorage.clear());

describe('the cookie notice', () => {
  it("shows the config's cookies_text until accepted, and remembers the choice", async () => {
    new FakeApi().on('GET /api/v1/config', json(config({ cookies_text: TEXT })));
    const { unmount } = await renderWithProviders(<CookieBanner />);
    const notice = await screen.findByRole('region', { name: 'Cookie notice' });
    expect(notice).toHaveTextContent(TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Accept cookies' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull());
    expect(localStorage.getItem('cookie-consent')).toBe('accepted');
    unmount();
    const again = new FakeApi().on('GET /api/v1/config', json(config({ cookies_text: TEXT })));
    await renderWithProviders(<CookieBanner />);
    await waitFor(() => expect(again.calls('GET /api/v1/config').length).toBeGreaterThan(0));
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it('shows nothing when the config has no cookies_text', async () => {
    const api = new FakeApi().on('GET /api/v1/config', json(config({ cookies_text: '' })));
    await renderWithProviders(<CookieBanner />);
    await waitFor(() => expect(api.calls('GET /api/v1/config').length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });
});
