import { useSyncExternalStore } from 'react';
import { readRaw, storageKeys, subscribe, type StorageKey, type StoredModule } from '../../api/storage.ts';

/** A raw stored string, re-rendering when it changes (this tab or another). */
export function useStored(key: StorageKey): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => null,
  );
}

const parse = <T>(raw: string | null): T | null => {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
};

/** What the shell needs from the browser session: token, location text, zone, module, theme. */
export function useShellSession() {
  const token = useStored(storageKeys.token);
  const guestId = useStored(storageKeys.guestId);
  const location = useStored(storageKeys.location);
  const zoneId = useStored(storageKeys.zoneId);
  const moduleRaw = useStored(storageKeys.module);
  const settingsRaw = useStored(storageKeys.settings);
  const module = parse<StoredModule>(moduleRaw);
  const theme = parse<{ theme?: string }>(settingsRaw)?.theme === 'dark' ? 'dark' : 'light';
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
