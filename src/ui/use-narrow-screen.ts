import { useSyncExternalStore } from 'react';
import { breakpoints } from './breakpoints.ts';

const narrowQuery = `(max-width: ${breakpoints.mobileMax}px)`;
const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * Whether a media query matches, following its changes; false where it cannot be known (no matchMedia, and the
 * server render, so that a page hydrates as the server drew it and then follows the browser).
 */
function useMediaQuery(media: string) {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia?.(media);
      query?.addEventListener?.('change', onChange);
      return () => query?.removeEventListener?.('change', onChange);
    },
    () => window.matchMedia?.(media).matches ?? false,
    () => false,
  );
}

/** Whether the visitor asked for reduced motion (false in the server render: see useMediaQuery). */
export const useReducedMotion = () => useMediaQuery(reducedMotionQuery);

/**
 * Whether the screen is as narrow as a phone's (theme.media.mobile), following changes (rotation, resizing); wide
 * where it cannot be known (no matchMedia, server rendering). For what must differ in the DOM, not only in style
 * (the navbar's search, a search page's filters sidebar or sheet).
 */
export function useNarrowScreen() {
  return useMediaQuery(narrowQuery);
}
