// The favicon: index.html starts with the SPA's own static /favicon.svg; the business's configured favicon
// (an absolute URL on the API's origin, or an older backend's file name under base_urls) replaces it at run time.
import { vi } from 'vitest';
await vi.hoisted(() => import('../../support/fake-api.ts'));
import { readFileSync } from 'node:fs';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { faviconOf, useConfigFavicon } from '../../../src/app/favicon.ts';
import { FakeApi, config, json } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';

function Probe() {
  useConfigFavicon();
  return null;
}

const icon = () => document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');

beforeEach(() => {
  document.head.innerHTML = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
});

describe('favicon', () => {
  it("index.html points at the SPA's own static favicon, which exists in public/", () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).not.toMatch(/\/media\//);
    expect(readFileSync('public/favicon.svg', 'utf8')).toMatch(/^<svg /);
  });

  it("applies the config's fav_icon_full_url once the config arrives", async () => {
    new FakeApi().on(
      'GET /api/v1/config',
      json(config({ fav_icon_full_url: 'https://api.example.test/media/business/fav.png' })),
    );
    await renderWithProviders(<Probe />);
    await waitFor(() => expect(icon()!.href).toBe('https://api.example.test/media/business/fav.png'));
    expect(icon()!.hasAttribute('type')).toBe(false);
  });

  it('older backends: the fav_icon file name under base_urls.business_logo_url', () => {
    expect(
      faviconOf({
        fav_icon: 'fav.ico',
        base_urls: { business_logo_url: 'https://old.example.test/storage/business' },
      } as never),
    ).toBe('https://old.example.test/storage/business/fav.ico');
  });

  it('keeps the static favicon when the config names none', async () => {
    const api = new FakeApi().on('GET /api/v1/config', json(config({ fav_icon_full_url: '', fav_icon: '' })));
    const { queryClient } = await renderWithProviders(<Probe />);
    await waitFor(() => expect(api.calls('GET /api/v1/config')).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(icon()!.getAttribute('href')).toBe('/favicon.svg');
    expect(faviconOf({ fav_icon_full_url: '', fav_icon: '' } as never)).toBeNull();
  });
});
