import { lazy, Suspense } from 'react';
import { useOnceTrue } from './use-once-true.ts';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';

const loadConfirmDialog = () => import('./confirm-dialog.tsx');

// The dialog (Ark UI's dialog, focus trap, scroll lock) is its own chunk: confirmations that are rarely asked (the
// shell's language and logout, a product card's clear-cart and set-location prompts) keep it off the first screen.
// Controls that lead to one may preload it on hover/focus.
const ConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })));

/** Starts loading the confirmation dialog's chunk (hover/focus on a control that can open one). */
export function preloadConfirmDialog() {
  void loadConfirmDialog();
}

/**
 * `ConfirmDialog`, loaded the first time it opens and kept mounted afterwards (so it closes as before).
 * Until then it renders nothing, exactly like a closed dialog.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  if (!useOnceTrue(props.open)) return null;
  return (
    <Suspense>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
