import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The business pages (/about-us … /shipping-policy) against the fake API: title, last updated, sanitised HTML,
// loading, error with Retry, empty, hidden policies and 404 → Not found, Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BusinessPage } from '../../../src/features/pages/business-page.tsx';
import { FakeApi, config, json, type Reply } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';

let api: FakeApi;

beforeEach(() => {
  localStorage.clear();
  document.title = 'Sixam Market';
  api = new FakeApi().on('GET /api/v1/config', json(config()));
});

const page = (html: string, lastModified?: string): Reply => ({
  status: 200,
  body: html,
  headers: lastModified ? { 'Last-Modified': lastModified } : {},
});

describe('business pages', () => {
  it('shows the title, the last-updated date and the page HTML, with the document title set', async () => {
    api.on(
      'GET /api/v1/privacy-policy',
      page(
        '<h2>What we collect</h2><p>Your name and <a href="mailto:a@b.c">email</a>.</p>',
        'Thu, 15 Jan 2026 09:00:00 GMT',
      ),
    );
    await renderWithProviders(<BusinessPage />, { route: '/privacy-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'email' })).toHaveAttribute('href', 'mailto:a@b.c');
    expect(screen.getByText('Last updated: January 15, 2026')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Sixam Market'));
    expect(api.calls('GET /api/v1/privacy-policy')[0]!.headers.get('X-localization')).toBe('en');
  });

  it('sanitises the HTML: no script, no event handler, no javascript: link, no inline style', async () => {
    api.on(
      'GET /api/v1/about-us',
      page(
        '<p style="color:#000">Safe text</p><script>window.hacked = 1</script>' +
          '<img src="x" alt="pic" onerror="window.hacked = 2"><a href="javascript:alert(1)">bad link</a>' +
          '<a href="https://example.com" target="_blank">out</a>',
      ),
    );
    const { container } = await renderWithProviders(<BusinessPage />, { route: '/about-us' });
    const text = await screen.findByText('Safe text');
    const article = text.closest('article')!;
    expect(article.innerHTML).not.toMatch(/script|onerror|javascript:|style=/);
    expect(within(article).getByRole('img', { name: 'pic' })).not.toHaveAttribute('onerror');
    expect(screen.getByText('bad link')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'out' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(container.querySelector('script')).toBeNull();
  });

  it('shows a loading state until the page arrives, and no date when the backend sends none', async () => {
    api.hold('GET /api/v1/terms-and-conditions');
    await renderWithProviders(<BusinessPage />, { route: '/terms-and-conditions' });
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    api.release('GET /api/v1/terms-and-conditions', json('<p>Terms text</p>'));
    expect(await screen.findByText('Terms text')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });

  it('shows the error with Retry, and Retry loads the page', async () => {
    let calls = 0;
    api.on('GET /api/v1/shipping-policy', () =>
      ++calls === 1 ? json({ message: 'Server Error' }, 500) : json('<p>We deliver in our zones.</p>'),
    );
    await renderWithProviders(<BusinessPage />, { route: '/shipping-policy' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load this page.')).toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('We deliver in our zones.')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows the empty state for a page never written', async () => {
    api.on('GET /api/v1/refund-policy', json(''));
    await renderWithProviders(<BusinessPage />, { route: '/refund-policy' });
    expect(await screen.findByText('Nothing has been written here yet.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('is Not found when the config hides the policy (value 0), without asking for the page', async () => {
    api.on('GET /api/v1/config', json(config({ cancelation_policy: 0 })));
    api.on('GET /api/v1/cancelation', json('<p>should not show</p>'));
    await renderWithProviders(<BusinessPage />, { route: '/cancellation-policy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(api.calls('GET /api/v1/cancelation')).toEqual([]);
    expect(document.title).toBe('Page not found | Sixam Market');
  });

  it('is Not found when the backend answers 404 (6amMart: the policy is switched off)', async () => {
    api.on('GET /api/v1/cancelation', json({ message: 'Not Found' }, 404));
    await renderWithProviders(<BusinessPage />, { route: '/cancellation-policy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
  });

  it('asks in Arabic and shows the Arabic title and date', async () => {
    localStorage.setItem('language-setting', 'ar');
    api.on('GET /api/v1/about-us', page('<p>من نحن نص</p>', 'Thu, 15 Jan 2026 09:00:00 GMT'));
    await renderWithProviders(<BusinessPage />, { route: '/about-us', language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'من نحن' })).toBeInTheDocument();
    expect(await screen.findByText('من نحن نص')).toBeInTheDocument();
    expect(screen.getByText(/^آخر تحديث: 15 يناير 2026$/)).toBeInTheDocument();
    expect(api.calls('GET /api/v1/about-us')[0]!.headers.get('X-localization')).toBe('ar');
  });
});
