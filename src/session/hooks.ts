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

/**
 * `useSyncExternalStore` needs a stable snapshot: a stored string is parsed once, and both snapshots of a key — the
 * hydration's (the session as the page started) and the live one — are the same object while its string is the same.
 * Two objects would read as a change once the page has hydrated, and React would draw every reader again at once, in
 * one synchronous task (on `/home` the whole page: its module's every row and card, ≈ 40 ms at a 4× CPU slowdown).
 */
function parsedBy<T>(parse: (raw: string | null) => T): (raw: string | null) => T {
  const known = new Map<string | null, T>();
  return (raw) => {
    if (!known.has(raw)) {
      if (known.size >= 4) known.clear(); // a few strings live at once: as the page started, now
      known.set(raw, parse(raw));
    }
    return known.get(raw) as T;
  };
}

const moduleOf = parsedBy((raw) => parseStored<StoredModule>(raw));
const moduleSnapshot = () => moduleOf(readRaw(storageKeys.module));
const moduleAtStart = () => moduleOf(readAtStart(storageKeys.module));

/** The stored module (`module`). */
export const useStoredModule = () => useSyncExternalStore(subscribe, moduleSnapshot, moduleAtStart);

/** The stored zone id JSON array string (`zoneid`). */
export const useStoredZoneId = () => useStored(storageKeys.zoneId);

/** The stored location's text (`location`). */
export const useStoredLocation = () => useStored(storageKeys.location);

/** The stored token (signed in or not). */
export const useStoredToken = () => useStored(storageKeys.token);

/**
 * Whether a customer is signed in: for the controls on every card of a list (a heart), which `useSession` would
 * draw again, all in one task, whenever any of the session's keys changes (a guest id given after the first render).
 */
export const useSignedIn = () => !!useStoredToken();

const isRentalModule = (module: StoredModule | null | undefined) => module?.module_type === 'rental';

/** Whether the stored module is the rental module (vehicles, trips). */
export const useIsRental = () => isRentalModule(useStoredModule());

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
    isRental: isRentalModule(module),
    theme,
  } as const;
}

/** The stored language (`language-setting`), English unless another was chosen. */
export const useStoredLanguage = () => useStored(storageKeys.language) ?? 'en';
