import { useSyncExternalStore } from 'react';
import { breakpoints } from './breakpoints.ts';

const narrowQuery = `(max-width: ${breakpoints.mobileMax}px)`;

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia?.(narrowQuery);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
};

/**
 * Whether the screen is as narrow as a phone's (theme.media.mobile), following changes (rotation, resizing); wide
 * where it cannot be known (no matchMedia, server rendering). For what must differ in the DOM, not only in style
 * (the navbar's search, a search page's filters sidebar or sheet).
 */
export function useNarrowScreen() {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(narrowQuery).matches ?? false,
    () => false,
  );
}
