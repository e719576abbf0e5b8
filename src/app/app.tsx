import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Providers } from './providers.tsx';
import { StartupGate } from './startup-error.tsx';

/**
 * The whole app around its router: the browser's (`RouterProvider`, main.tsx) or the server's
 * (`StaticRouterProvider`, entry-server.tsx), with the query client the route loaders fill.
 */
export function App({ i18n, queryClient, router }: { i18n: I18n; queryClient: QueryClient; router: ReactNode }) {
  return (
    <Providers i18n={i18n} queryClient={queryClient}>
      <StartupGate>{router}</StartupGate>
    </Providers>
  );
}
