import { lazy, Suspense, useCallback } from 'react';
import type { AuthMode } from '../../routes/paths.ts';
import { useUrlDialog } from '../../ui/use-url-dialog.ts';

/** The auth dialog is its own chunk: it loads only when `?auth=sign-in|sign-up` is in the URL. */
const AuthDialog = lazy(() => import('./auth-dialog.tsx').then((m) => ({ default: m.AuthDialog })));

/**
 * Renders the auth dialog when the URL search param `auth` is `sign-in` or `sign-up`, nothing otherwise.
 * Closing the dialog removes the param (other params stay).
 */
export function AuthDialogHost() {
  const { value: mode, open, close } = useUrlDialog('auth');
  const switchMode = useCallback((next: AuthMode) => open(next, { replace: true }), [open]);
  if (!mode) return null;
  return (
    <Suspense>
      <AuthDialog mode={mode} onClose={close} onModeChange={switchMode} />
    </Suspense>
  );
}
