// React hooks over the session storage (src/session/storage.ts): each re-renders when its value changes, in this
// tab or another. Snapshots are the stored strings (stable for useSyncExternalStore); JSON is parsed once per change.
import { useSyncExternalStore } from 'react';
import {
  ownerKey,
  ownerOf,
  parseStored,
  readAtStart,
  readRaw,
  storageKeys,
  subscribe,
  type StorageKey,
  type StoredModule,
  type StoredSettings,
} from './storage.ts';

/** A raw stored string, re-rendering when it changes (this tab or another). */
export function useStored(key: StorageKey): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    // the server renders the request's mirrored session (cookies); hydration reads the session as the page started
    () => readAtStart(key),
  );
}

// `useSyncExternalStore` needs a stable snapshot: compare the raw strings, parse once per change.
function parsedSnapshot<T>(read: () => string | null, parse: (raw: string | null) => T): () => T {
  let lastRaw: string | null | undefined;
  let last: T;
  return () => {
    const raw = read();
    if (raw !== lastRaw) {
      lastRaw = raw;
      last = parse(raw);
    }
    return last;
  };
}

const moduleOf = (raw: string | null) => parseStored<StoredModule>(raw);
const moduleSnapshot = parsedSnapshot(() => readRaw(storageKeys.module), moduleOf);
const moduleAtStart = parsedSnapshot(() => readAtStart(storageKeys.module), moduleOf);

/** The stored module (`module`). */
export const useStoredModule = () => useSyncExternalStore(subscribe, moduleSnapshot, moduleAtStart);

/** The stored zone id JSON array string (`zoneid`). */
export const useStoredZoneId = () => useStored(storageKeys.zoneId);

/** The stored token (signed in or not). */
export const useStoredToken = () => useStored(storageKeys.token);

/**
 * Whether a customer is signed in: for the controls on every card of a list (a heart), which `useSession` would
 * draw again, all in one task, whenever any of the session's keys changes (a guest id given after the first render).
 */
export const useSignedIn = () => !!useStoredToken();

/** The stored theme (`settings.theme`), light unless dark was chosen. */
const themeOf = (raw: string | null) =>
  parseStored<Partial<StoredSettings>>(raw)?.theme === 'dark' ? ('dark' as const) : ('light' as const);
const themeSnapshot = () => themeOf(readRaw(storageKeys.settings));
const themeAtStart = () => themeOf(readAtStart(storageKeys.settings));
export const useStoredTheme = () => useSyncExternalStore(subscribe, themeSnapshot, themeAtStart);

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
    /** who the session's requests speak for, as a key (src/session/storage.ts `ownerKey`) */
    ownerKey: ownerKey(ownerOf(token, guestId)),
    signedIn: !!token,
    location,
    zoneId,
    module,
    isRental: module?.module_type === 'rental',
    theme,
  } as const;
}

/** The stored language (`language-setting`), English unless another was chosen. */
export const useStoredLanguage = () => useStored(storageKeys.language) ?? 'en';
