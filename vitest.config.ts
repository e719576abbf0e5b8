import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['test/server/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'test/machines/**/*.test.ts',
            'test/domain/**/*.test.ts',
            'test/api/**/*.test.ts',
            'test/contract/**/*.test.ts',
            'test/i18n/**/*.test.ts',
            'test/lint/**/*.test.ts',
            'test/app/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'views',
          environment: 'jsdom',
          include: ['test/views/**/*.test.tsx', 'test/session/**/*.test.{ts,tsx}'],
          setupFiles: ['test/support/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
