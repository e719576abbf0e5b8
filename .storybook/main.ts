// Storybook: the kit's components (src/ui/*.stories.tsx) and the state gallery
// (stories/gallery/*.gallery.tsx: one story per state each machine's graph paths reach). `npm run storybook` serves it
// on :6006, `npm run build-storybook` writes the static catalogue to storybook-static/ (git-ignored; not part of
// `npm test` or CI). docs/architecture.md, "The component catalogue (Storybook)".
import type { StorybookConfig } from '@storybook/react-vite';
import { galleryIndexer, galleryPlugin } from './gallery-index.ts';

const config: StorybookConfig = {
  stories: ['../src/ui/**/*.stories.tsx', '../stories/gallery/*.gallery.tsx'],
  framework: {
    name: '@storybook/react-vite',
    // Not the app's vite.config.ts as a whole (its chunk groups, compression and manifest are the production
    // bundle's): .storybook/vite.config.ts takes the parts a story needs from it.
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  experimental_indexers: (existing) => [galleryIndexer, ...(existing ?? [])],
  viteFinal: (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), galleryPlugin()] }),
};

export default config;
