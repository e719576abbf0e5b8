import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CookieBannerHost } from '../../../src/features/shell/cookie-banner-host.tsx';
import { useQuery } from '@tanstack/react-query';
import { configQueries } from '../../../src/api/config.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { FakeApi, config, json } from '../../support/fake-api.ts';

const TEXT = 'We use cookies to remember your cart.';

// whether the strip's chunk (cookie-banner.tsx) was asked for: the factory runs on its first import
const loaded = vi.hoisted(() => ({ strip: false }));
vi.mock('../../../src/features/shell/cookie-banner.tsx', async (original) => {
  loaded.strip = true;
  return original();
});

beforeEach(() => localStorage.clear());

describe('the cookie notice', () => {
  // first: the chunk, once imported by a test, stays imported for the file's other tests
  it('is not even loaded for a visitor who accepted it before', async () => {
    localStorage.setItem('cookie-consent', 'accepted');
    // the idle moment at once, so the only thing that can keep the strip away is the consent
    vi.stubGlobal('requestIdleCallback', (task: () => void) => (task(), 1));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    new FakeApi().on('GET /api/v1/config', json(config({ cookies_text: TEXT })));
    await renderWithProviders(
      <>
        <CookieBannerHost />
        <ConfigText />
      </>,
    );
    // the config is in, and the notice was drawn with it in the same render
    await screen.findByTestId('config-text');
    expect(loaded.strip).toBe(false);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the config's cookies_text until accepted, and remembers the choice", async () => {
    new FakeApi().on('GET /api/v1/config', json(config({ cookies_text: TEXT })));
    const { unmount } = await renderWithProviders(<CookieBannerHost />);
    const notice = await screen.findByRole('region', { name: 'Cookie notice' });
    expect(notice).toHaveTextContent(TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Accept cookies' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull());
    expect(localStorage.getItem('cookie-consent')).toBe('accepted');
    unmount();
    const again = new FakeApi().on('GET /api/v1/config', json(config({ cookies_text: TEXT })));
    await renderWithProviders(<CookieBannerHost />);
    await waitFor(() => expect(again.calls('GET /api/v1/config').length).toBeGreaterThan(0));
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it("keeps its height clear at the window's end while open (a focused control is scrolled above it), none after Accept", async () => {
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue(new DOMRect(0, 700, 390, 57.5));
    new FakeApi().on('GET /api/v1/config', json(config({ cookies_text: TEXT })));
    await renderWithProviders(<CookieBannerHost />);
    await screen.findByRole('region', { name: 'Cookie notice' });
    const reserved = () => [
      document.documentElement.style.getPropertyValue('scroll-padding-block-end'),
      document.body.style.getPropertyValue('padding-block-end'),
    ];
    expect(reserved()).toEqual(['58px', '58px']);
    await userEvent.click(screen.getByRole('button', { name: 'Accept cookies' }));
    await waitFor(() => expect(reserved()).toEqual(['', '']));
    rect.mockRestore();
  });

  it('shows nothing when the config has no cookies_text', async () => {
    const api = new FakeApi().on('GET /api/v1/config', json(config({ cookies_text: '' })));
    await renderWithProviders(<CookieBannerHost />);
    await waitFor(() => expect(api.calls('GET /api/v1/config').length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });
});

/** The config's cookies_text as the notice reads it: there once the config has arrived. */
function ConfigText() {
  const text = useQuery(configQueries.config()).data?.cookies_text;
  return text ? <span data-testid="config-text">{text}</span> : null;
}
