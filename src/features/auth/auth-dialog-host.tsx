import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The auth dialog is its own chunk: it loads only when `?auth=sign-in|sign-up` is in the URL. */
const AuthDialog = lazy(() => import('./auth-dialog.tsx').then((m) => ({ default: m.AuthDialog })));

export type AuthMode = 'sign-in' | 'sign-up';

export const isAuthMode = (value: string | null): value is AuthMode => value === 'sign-in' || value === 'sign-up';

/**
 * Renders the auth dialog when the URL search param `auth` is `sign-in` or `sign-up`, nothing otherwise.
 * Closing the dialog removes the param (other params stay).
 */
export function AuthDialogHost() {
  const [params, setParams] = useSearchParams();
  const mode = params.get('auth');
  const close = useCallback(() => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('auth');
        return next;
      },
      { replace: true },
    );
  }, [setParams]);
  const switchMode = useCallback(
    (next: AuthMode) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          p.set('auth', next);
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  if (!isAuthMode(mode)) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog mode={mode} onClose={close} onModeChange={switchMode} />
    </Suspense>
  );
}
