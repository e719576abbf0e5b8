// Browser storage under the keys the spec lists (token, guest_id, zoneid, location, currentLatLng, module,
// language-setting, settings, remembered login). Never a password. Subscribable for React (useSyncExternalStore).

export const storageKeys = {
  token: 'token',
  guestId: 'guest_id',
  zoneId: 'zoneid',
  location: 'location',
  currentLatLng: 'currentLatLng',
  module: 'module',
  language: 'language-setting',
  settings: 'settings',
  country: 'country',
  rememberedLogin: 'remembered-login',
  interests: 'selected-interests',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export interface LatLng {
  lat: number;
  lng: number;
}

export interface StoredModule {
  id: number;
  module_name: string;
  module_type: string;
  icon_full_url?: string;
}

export interface StoredSettings {
  theme: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

const safe = <T>(fn: () => T, fallback: T): T => {
  try {
    return fn();
  } catch {
    return fallback;
  }
};

export function readRaw(key: StorageKey): string | null {
  return safe(() => localStorage.getItem(key), null);
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = readRaw(key);
  return raw == null ? null : safe(() => JSON.parse(raw) as T, null);
}

export function write(key: StorageKey, value: string | object | null) {
  safe(() => {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  }, undefined);
  notify();
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Typed accessors for the session values the API client and the app read. */
export const session = {
  token: () => readRaw(storageKeys.token),
  guestId: () => readRaw(storageKeys.guestId),
  /** The zone id JSON array string, e.g. "[1,3]". */
  zoneId: () => readRaw(storageKeys.zoneId),
  location: () => readRaw(storageKeys.location),
  latLng: () => readJson<LatLng>(storageKeys.currentLatLng),
  module: () => readJson<StoredModule>(storageKeys.module),
  language: () => readRaw(storageKeys.language) ?? 'en',
  settings: (): StoredSettings => ({
    theme: 'light',
    direction: 'ltr',
    ...readJson<Partial<StoredSettings>>(storageKeys.settings),
  }),
};
