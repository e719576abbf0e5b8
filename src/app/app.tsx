import type { i18n as I18n } from 'i18next';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './providers.tsx';
import { router } from './router.tsx';
import { StartupGate } from './startup-error.tsx';

export function App({ i18n }: { i18n: I18n }) {
  return (
    <Providers i18n={i18n}>
      <StartupGate>
        <RouterProvider router={router} />
      </StartupGate>
    </Providers>
  );
}
