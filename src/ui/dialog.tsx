import type { ReactNode } from 'react';
import { deferredPart } from './deferred-part.tsx';

export type DialogPlacement = 'center' | 'end' | 'bottom';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name (rendered as its heading unless `hideTitle`). */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /**
   * 'center' (default), a side panel ('end' = right in LTR, left in RTL) or a bottom sheet ('bottom': full width,
   * rising from the bottom edge, at most 85 % of the screen's height; for phones).
   */
  placement?: DialogPlacement;
  maxWidth?: string;
  role?: 'dialog' | 'alertdialog';
  /** Close on outside click / Escape (default true). */
  dismissible?: boolean;
  initialFocusEl?: () => HTMLElement | null;
}

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
