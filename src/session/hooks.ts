// React hooks over the session storage (src/session/storage.ts): each re-renders when its value changes, in this
// tab or another. Snapshots are the stored strings (stable for useSyncExternalStore); JSON is parsed once per change.
import { useSyncExternalStore } from 'react';
import { readRaw, session, storageKeys, subscribe, type StorageKey, type StoredModule } from './storage.ts';

/** A raw stored string, re-rendering when it changes (this tab or another). */
export function useStored(key: StorageKey): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    // the server renders the request's mirrored session (cookies), hydration reads the same values from storage
    () => readRaw(key),
  );
}

// `useSyncExternalStore` needs a stable snapshot: compare the raw strings, parse once per change.
let lastModuleRaw: string | null | undefined;
let lastModule: StoredModule | null = null;
const moduleSnapshot = () => {
  const raw = readRaw(storageKeys.module);
  if (raw !== lastModuleRaw) {
    lastModuleRaw = raw;
    lastModule = session.module();
  }
  return lastModule;
};

/** The stored module (`module`). */
export const useStoredModule = () => useSyncExternalStore(subscribe, moduleSnapshot, moduleSnapshot);

/** The stored zone id JSON array string (`zoneid`). */
export const useStoredZoneId = () => useStored(storageKeys.zoneId);

/** The stored token (signed in or not). */
export const useStoredToken = () => useStored(storageKeys.token);

/** The stored theme (`settings.theme`), light unless dark was chosen. */
const themeSnapshot = () => (session.settings().theme === 'dark' ? ('dark' as const) : ('light' as const));
export const useStoredTheme = () => useSyncExternalStore(subscribe, themeSnapshot, themeSnapshot);

/** The browser session as the shell reads it: token, guest id, location text, zone, module, theme. */
export function useSession() {
  const token = useStoredToken();
  const guestId = useStored(storageKeys.guestId);
  const location = useStored(storageKeys.location);
  const zoneId = useStoredZoneId();
  const module = useStoredModule();
  const theme = useStoredTheme();
  return {
    token,
    guestId,
    signedIn: !!token,
    location,
    zoneId,
    module,
    isRental: module?.module_type === 'rental',
    theme,
  } as const;
}
