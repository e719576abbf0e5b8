import { useState, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { LocaleProvider } from '@ark-ui/react/locale';
import { ThemeProvider } from 'styled-components';
import { useStoredTheme } from '../session/hooks.ts';
import { darkTheme, lightTheme } from '../ui/theme.ts';
import { GlobalStyle } from '../ui/global-style.ts';
import { AppToaster } from '../ui/toaster.tsx';
import { createQueryClient } from './query-client.ts';

export function Providers({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const mode = useStoredTheme();
  const theme = mode === 'dark' ? darkTheme : lightTheme;
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          {/* Ark UI's parts (menus, comboboxes, dialogs) lay out and key-navigate per this locale's direction. */}
          <LocaleProvider locale={i18n.language}>
            <GlobalStyle />
            {children}
            <AppToaster />
          </LocaleProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
