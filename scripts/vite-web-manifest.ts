// The web app manifest (`/manifest.webmanifest`, linked from index.html), written at build time (and served by the
// dev server) from the design tokens of src/ui/theme.ts, so its colours are the app's: installable in Chromium with
// the icons of public/icons (192 and 512 px, and a maskable 512 px one). See docs/architecture.md, "What search
// engines read".
import type { Plugin } from 'vite';
import { lightTheme } from '../src/ui/theme.ts';
import { common } from '../src/i18n/en/common.ts';
import { descriptionWords } from '../server/lib/seo/descriptions.ts';

export const WEB_MANIFEST = 'manifest.webmanifest';

/** The manifest's JSON (name from the English catalogue's app name, colours from the light theme). */
export function webManifest() {
  return {
    name: common.appName,
    short_name: common.appName.split(' ')[0],
    description: descriptionWords.en.tagline,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'en',
    dir: 'ltr',
    theme_color: lightTheme.color.primary,
    background_color: lightTheme.color.background,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export function webManifestPlugin(): Plugin {
  const body = () => `${JSON.stringify(webManifest(), null, 2)}\n`;
  return {
    name: 'web-manifest',
    configureServer(server) {
      server.middlewares.use(`/${WEB_MANIFEST}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(body());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WEB_MANIFEST, source: body() });
    },
  };
}
