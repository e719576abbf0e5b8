import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from '../../ui/confirm-dialog.tsx';

const loadConfirmDialog = () => import('../../ui/confirm-dialog.tsx');

// The dialog (Ark UI's dialog, focus trap, scroll lock) is its own chunk: the shell's confirmations (language,
// logout) are rare, so the first screen does not carry it. Controls that lead to one preload it on hover/focus.
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
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
