import { deferredPart } from './deferred-part.tsx';
import type { DialogProps } from './dialog-modal.tsx';

const dialog = deferredPart<DialogProps>(
  () => import('./dialog-modal.tsx').then((m) => m.DialogModal),
  // nothing to draw before Ark's dialog is in: a closed dialog shows nothing, and one opened that soon appears
  // when it arrives (the chunk is asked for as soon as a dialog mounts, open or not)
  () => null,
);

/**
 * An accessible dialog (Ark UI: focus trap, Escape, aria-labelledby) styled with the theme. Ark's dialog (focus
 * trap, scroll lock, dismissal) is its own chunk, loaded when the first dialog mounts (src/ui/deferred-part.tsx).
 */
export const Dialog = dialog.Part;

/** Starts loading Ark's dialog (a test's setup; a control that opens a dialog it mounts only then). */
export const preloadDialog = dialog.preload;
