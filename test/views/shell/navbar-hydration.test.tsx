// The navigation bar on a phone, server-rendered then hydrated (docs/architecture.md, "The first load"): the server
// cannot know the width and draws the wide bar (with the search field's place); a phone finds out while hydrating and
// drops the search — that part alone draws again, not the bar's links and actions.
import { resetFakeApi } from '../../support/fake-api.ts';
import { act, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../src/i18n/i18n.ts';
import { lightTheme } from '../../../src/ui/theme.ts';
import { breakpoints } from '../../../src/ui/breakpoints.ts';
import { stubMatchMedia } from '../../support/match-media.ts';
import { forgetStartSession, keepStartSession, storageKeys } from '../../../src/session/storage.ts';
import { testQueryClient } from '../../support/render.tsx';

const drawn = vi.hoisted(() => ({ NavLinks: 0 }));
vi.mock('../../../src/features/shell/nav-links.tsx', async (original) =>
  (await import('../../support/count-draws.ts')).countingDraws(original, 'NavLinks', drawn),
);

const { Navbar } = await import('../../../src/features/shell/navbar.tsx');
/** The search field's box, by its role (whether the page's style shows it is the media queries' business). */
const searchIn = (root: ParentNode) => root.querySelector('[role="combobox"]');

/** A screen `width` px wide, as matchMedia answers the app's width queries. */
const screenOf = (width: number) => stubMatchMedia(false, width);

/** The server's markup of the bar, then hydration on a screen `width` px wide. */
async function serverThenHydrate(width: number) {
  const i18n = await createI18n('en');
  const tree = () => {
    const router = createMemoryRouter([{ path: '*', element: <Navbar /> }], { initialEntries: ['/home'] });
    return (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={testQueryClient()}>
          <ThemeProvider theme={lightTheme}>
            <RouterProvider router={router} />
          </ThemeProvider>
        </QueryClientProvider>
      </I18nextProvider>
    );
  };
  // the bar's lazy search field in, before the server's render (renderToString draws what is in; the entry waits)
  screenOf(breakpoints.mobileMax + 300);
  const warm = document.createElement('div');
  const warmRoot = createRoot(warm);
  await act(async () => warmRoot.render(tree()));
  await waitFor(() => expect(searchIn(warm)).not.toBeNull());
  act(() => warmRoot.unmount());
  drawn.NavLinks = 0;
  const container = document.createElement('div');
  const serverHtml = renderToString(tree());
  container.innerHTML = serverHtml;
  const serverDrew = drawn.NavLinks;
  screenOf(width);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree(), { onRecoverableError: (error) => void errors.push(error) });
  });
  return { container, errors, hydrated: drawn.NavLinks - serverDrew, serverHtml };
}

describe('the navigation bar hydrated on a phone', () => {
  beforeEach(() => {
    resetFakeApi();
    drawn.NavLinks = 0;
    // a shopper with a zone and a grocery module: the bar's search has a catalogue to search
    localStorage.setItem(storageKeys.zoneId, '[1]');
    localStorage.setItem(storageKeys.module, JSON.stringify({ id: 1, module_name: 'Grocery', module_type: 'grocery' }));
    keepStartSession();
  });
  afterEach(() => {
    stubMatchMedia();
    forgetStartSession();
    localStorage.clear();
  });

  it('drops the search field without drawing the links again', async () => {
    const { container, errors, hydrated, serverHtml } = await serverThenHydrate(breakpoints.mobileMax - 30);
    expect(errors).toEqual([]);
    // the server drew the search field; the phone's bar has none once hydrated…
    expect(serverHtml).toContain('role="combobox"');
    expect(searchIn(container)).toBeNull();
    // …and its links were drawn once, by the hydration: not again when the width was known
    expect(hydrated).toBe(1);
    expect(container.querySelector('a[href="/categories"]')).not.toBeNull();
  });

  it('keeps the search field on a wide screen', async () => {
    const { container, errors, hydrated, serverHtml } = await serverThenHydrate(breakpoints.mobileMax + 300);
    expect(errors).toEqual([]);
    expect(serverHtml).toContain('role="combobox"');
    expect(searchIn(container)).not.toBeNull();
    expect(hydrated).toBe(1);
  });
});
