// The Vite config Storybook builds with (.storybook/main.ts): the app's React and styled-components set-up from
// vite.config.ts, without what only the production bundle needs (chunk groups, precompression, the manifest, the
// smaller i18next / React Router builds) or the flow tools' inspection hook (the gallery's own takes its place).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { styledComponentsIds } from '../vite.config.ts';

export default defineConfig(({ command }) => ({
  plugins: [react(), styledComponentsIds(command === 'serve')],
}));
