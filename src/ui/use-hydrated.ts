import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders and while the browser hydrates what it rendered, true from the render after: a part
 * that only the browser draws (a popup opened by the URL) waits for it, so the hydrated tree is the server's.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
