// The start-up error screen and the route error boundary: worded, translated, with a way out.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, slowCall } from '../../../src/api/errors.ts';
import { RouteError } from '../../../src/app/route-error.tsx';
import { StartupError, startupProblem } from '../../../src/app/startup-error.tsx';
import { renderWithProviders } from '../../support/render.tsx';

describe('start-up problems', () => {
  it('tells a 429 from other API errors and from no answer at all', () => {
    expect(startupProblem(new ApiError(429, 'Too Many Attempts.', {}))).toBe('tooManyRequests');
    expect(startupProblem(new ApiError(500, 'Something went wrong.', {}))).toBe('serverError');
    expect(startupProblem(new ApiError(403, 'Forbidden', {}))).toBe('serverError');
    expect(startupProblem(new TypeError('Failed to fetch'))).toBe('offline');
    // the API client's answer to no answer (src/api/client.ts, unansweredCalls)
    expect(startupProblem(new ApiError(0, 'We could not reach the shop.', null, 'network'))).toBe('offline');
    // an answer given up after the client's deadline (src/api/client.ts, fetchWithDeadline)
    expect(startupProblem(slowCall())).toBe('slow');
  });

  it('shows the 429 message with Try again, which calls retry', async () => {
    const retry = vi.fn();
    await renderWithProviders(<StartupError problem="tooManyRequests" busy={false} onRetry={retry} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shop could not be loaded');
    expect(alert).toHaveTextContent('There are too many requests right now. Please wait a moment, then try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('disables Try again while retrying', async () => {
    await renderWithProviders(<StartupError problem="offline" busy onRetry={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not reach the shop. Check your internet connection, then try again.',
    );
  });

  it('speaks Arabic in Arabic', async () => {
    await renderWithProviders(<StartupError problem="serverError" busy={false} onRetry={() => {}} />, {
      language: 'ar',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'تعذّر تحميل المتجر' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('لم يستجب المتجر كما ينبغي. يُرجى المحاولة مرة أخرى.');
    expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeEnabled();
  });
});

describe('the route error boundary', () => {
  const failing = (error: Error) => [
    { path: '/page', lazy: () => Promise.reject(error), errorElement: <RouteError /> },
  ];

  it('offers a reload when a page chunk cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const chunk = new TypeError('Failed to fetch dynamically imported module: http://shop/assets/home-page-x1.js');
    await renderWithProviders(<p>other</p>, { route: '/page', routes: failing(chunk) });
    expect(await screen.findByRole('heading', { name: 'A part of the page could not be loaded' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The connection dropped or the shop was updated. Reload the page to continue.',
    );
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  });

  it('says something went wrong for any other error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithProviders(<p>other</p>, { route: '/page', routes: failing(new Error('boom')) });
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
