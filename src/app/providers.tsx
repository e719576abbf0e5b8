import { useState, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LocaleProvider } from '@ark-ui/react/locale';
import { StoredTheme } from '../shop/stored-theme.tsx';
import { GlobalStyle } from '../ui/global-style.ts';
import { AppToaster } from '../ui/toaster.tsx';
import { createQueryClient } from '../api/query-client.ts';

export function Providers({
  i18n,
  queryClient: given,
  children,
}: {
  i18n: I18n;
  /** The app's (route loaders fill it); views tested alone get a fresh one. */
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StoredTheme>
          {/* Ark UI's parts (menus, comboboxes, dialogs) lay out and key-navigate per this locale's direction. */}
          <LocaleProvider locale={i18n.language}>
            <GlobalStyle />
            {children}
            <AppToaster />
          </LocaleProvider>
        </StoredTheme>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
