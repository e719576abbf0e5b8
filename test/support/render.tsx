// Renders views the way the app does (i18n, React Query, theme, toaster, router) for component tests.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { Toaster } from 'react-hot-toast';
import type { i18n as I18n } from 'i18next';
import { createI18n, type LanguageCode } from '../../src/i18n/i18n.ts';
import { setFailureTranslator } from '../../src/api/errors.ts';
import { lightTheme } from '../../src/ui/theme.ts';

export interface RenderOptions {
  language?: LanguageCode;
  /** The initial URL (default "/"). */
  route?: string;
  /** Extra routes next to the rendered element (path "*" is the element). */
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });

export async function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions = {},
): Promise<RenderResult & { i18n: I18n; queryClient: QueryClient; router: ReturnType<typeof createMemoryRouter> }> {
  const i18n = await createI18n(options.language ?? 'en');
  // the failure mapping's words in the render's language, as src/app/main.tsx sets them
  setFailureTranslator((key) => i18n.t(key));
  const queryClient = options.queryClient ?? testQueryClient();
  const router = createMemoryRouter([...(options.routes ?? []), { path: '*', element: ui }], {
    initialEntries: [options.route ?? '/'],
  });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={lightTheme}>
          {children}
          <Toaster />
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const result = render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return { ...result, i18n, queryClient, router };
}
