// The one home of browser session state (docs/architecture.md, "Layers and allowed imports"): storage under the keys the spec lists
// (token, guest_id, zoneid, location, currentLatLng, module, language-setting, settings, remembered login,
// interests), typed readers and writers, and the guest_id rule every API call uses. Never a password.
// Subscribable for React (src/session/hooks.ts). No React and no network here: src/api reads this file. What one tab
// keeps for a page (a form's typed text, the Buy Now selection) is in tab-storage.ts, with the pages that read it.

import type { GuestContact as DomainGuestContact } from '../../domain/contact.ts';
import type { LatLng } from '../../domain/geo.ts';

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
  guestContact: 'guest-contact',
  /** The visitor accepted the cookie notice (config `cookies_text`): `CONSENT_ACCEPTED`. */
  cookieConsent: 'cookie-consent',
  /** The newest notification time the customer has looked at (an ISO time): newer ones count as unseen. */
  notificationsSeen: 'notifications-seen',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** What `cookieConsent` holds once the visitor has accepted the cookie notice. */
export const CONSENT_ACCEPTED = 'accepted';

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

export const safe = <T>(fn: () => T, fallback: T): T => {
  try {
    return fn();
  } catch {
    return fallback;
  }
};

/** Where session values live: the browser's localStorage; on the server, one request's cookies (setStorageBackend). */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
let backend: () => StorageBackend = () => localStorage;

/** The server render reads the session of the request it renders (src/app/entry-server.tsx). */
export function setStorageBackend(source: () => StorageBackend) {
  backend = source;
}

/**
 * The keys mirrored into cookies of the same name when written (docs/architecture.md, "A page request"): what the
 * server needs to render a page the way this shopper sees it (zone, location, module, language, theme and
 * direction, guest id, whether the cookie notice was accepted). localStorage stays the source; never the token.
 */
export const mirroredKeys: readonly StorageKey[] = [
  storageKeys.guestId,
  storageKeys.zoneId,
  storageKeys.location,
  storageKeys.currentLatLng,
  storageKeys.module,
  storageKeys.language,
  storageKeys.settings,
  storageKeys.cookieConsent,
];

const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

function mirror(key: StorageKey, value: string | null) {
  if (!mirroredKeys.includes(key) || typeof document === 'undefined') return;
  safe(() => {
    document.cookie =
      value === null
        ? `${key}=; Path=/; Max-Age=0; SameSite=Lax`
        : `${key}=${encodeURIComponent(value)}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax`;
  }, undefined);
}

/** Writes every mirrored key's stored value into its cookie (after a session written before the mirror existed). */
export function refreshMirror() {
  mirroredKeys.forEach((key) => mirror(key, readRaw(key)));
}

export function readRaw(key: StorageKey): string | null {
  return safe(() => backend().getItem(key), null);
}

/** A stored JSON string's value (null when absent or not JSON). */
export const parseStored = <T>(raw: string | null): T | null =>
  raw == null ? null : safe(() => JSON.parse(raw) as T, null);

export function readJson<T>(key: StorageKey): T | null {
  return parseStored<T>(readRaw(key));
}

/** The session as a server-rendered page started (docs/architecture.md, "A page request"), once kept. */
let startSession: ReadonlyMap<StorageKey, string | null> | undefined;

/**
 * Keeps the session's values as they are now, before anything is written (a guest id answered, another tab, a
 * test's script): the hydration of a server-rendered page reads these (readAtStart), as the server rendered them.
 */
export function keepStartSession() {
  startSession = new Map(Object.values(storageKeys).map((key) => [key, readRaw(key)]));
}

/** Reads the live session again (tests). */
export function forgetStartSession() {
  startSession = undefined;
}

/** A stored value as the page started when it was kept (what hydration reads), else as it is now (the server's). */
export const readAtStart = (key: StorageKey): string | null =>
  startSession?.has(key) ? (startSession.get(key) ?? null) : readRaw(key);

export function write(key: StorageKey, value: string | object | null) {
  const raw = value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);
  safe(() => {
    if (raw === null) backend().removeItem(key);
    else backend().setItem(key, raw);
  }, undefined);
  mirror(key, raw);
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

/**
 * Who a request speaks for (spec part 2 §4 "Guest id", §6): a signed-in customer (the bearer token), a guest with
 * an issued guest_id, or nobody yet (a guest whose id has not arrived).
 */
export type RequestOwner = { kind: 'customer' } | { kind: 'guest'; guestId: string } | { kind: 'none' };

/** The owner of a stored token and guest id: the token wins. */
export const ownerOf = (token: string | null, guestId: string | null): RequestOwner =>
  token ? { kind: 'customer' } : guestId ? { kind: 'guest', guestId } : { kind: 'none' };

/** The owner as a key (a cart query's key, a view started again for another owner): 'user', the guest id or 'none'. */
export const ownerKey = (owner: RequestOwner): string =>
  owner.kind === 'guest' ? owner.guestId : owner.kind === 'customer' ? 'user' : 'none';

const ownerIn = (read: (key: StorageKey) => string | null) =>
  ownerOf(read(storageKeys.token), read(storageKeys.guestId));

export const requestOwner = (): RequestOwner => ownerIn(readRaw);

/**
 * The owner and module as a server-rendered page started (readAtStart; on the server, the request's): what its
 * hydration draws, whatever was written since (a guest id answered while the page's chunks loaded).
 */
export const sessionAtStart = {
  owner: (): RequestOwner => ownerIn(readAtStart),
  module: () => parseStored<StoredModule>(readAtStart(storageKeys.module)),
};

/**
 * The guest_id rule every API call uses: guests send `guest_id` (query or body); a signed-in customer sends the
 * token instead, and nobody sends an empty or null guest_id.
 */
export function guestParams(): { guest_id?: string } {
  const owner = requestOwner();
  return owner.kind === 'guest' ? { guest_id: owner.guestId } : {};
}

/** Stores the chosen location: `location` (address text), `currentLatLng` ({lat,lng}), `zoneid` (JSON array string). */
export function storeLocation(address: string, point: LatLng, zoneId: string) {
  write(storageKeys.location, address);
  write(storageKeys.currentLatLng, point);
  write(storageKeys.zoneId, zoneId);
}

/** Stores the chosen language (`language-setting`) and its direction in `settings`. */
export function storeLanguage(language: string, direction: StoredSettings['direction']) {
  write(storageKeys.language, language);
  storeSettings({ direction });
}

/** Changes part of `settings` (theme, direction), keeping the rest. */
export function storeSettings(patch: Partial<StoredSettings>) {
  write(storageKeys.settings, { ...session.settings(), ...patch });
}

/** Stores the chosen module under the `module` key (id, module_name, module_type, icon). */
export function storeModule(module: StoredModule) {
  write(storageKeys.module, {
    id: module.id,
    module_name: module.module_name,
    module_type: module.module_type,
    icon_full_url: module.icon_full_url,
  });
}

// --- Remember me (spec part 1 §7): the identifier, never the password ---------------------------------------

export interface RememberedLogin {
  email_or_phone: string;
  remember: true;
}

/** Ticked, the identifier is kept under `remembered-login`; unticked, it is removed. */
export function rememberLogin(credentials: { email_or_phone: string; remember?: boolean }) {
  write(
    storageKeys.rememberedLogin,
    credentials.remember ? { email_or_phone: credentials.email_or_phone, remember: true } : null,
  );
}

export function rememberedLogin(): RememberedLogin | null {
  const v = readJson<{ email_or_phone?: unknown }>(storageKeys.rememberedLogin);
  return v && typeof v.email_or_phone === 'string' ? { email_or_phone: v.email_or_phone, remember: true } : null;
}

// --- Interests kept locally (storage key `selected-interests`): category ids per module id -----------------

export type StoredInterests = Record<string, number[]>;

export const readInterests = (): StoredInterests => {
  const parsed = readJson<unknown>(storageKeys.interests);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as StoredInterests) : {};
};

/** Module ids the saved interests cover (a skipped module counts: it was asked once). */
export const interestModuleIds = () => Object.keys(readInterests()).map(Number);

export function storeInterests(moduleId: number, categoryIds: number[]) {
  write(storageKeys.interests, { ...readInterests(), [moduleId]: categoryIds });
}

/** A guest's contact info with its address (domain/contact.ts). */
export type GuestContact = DomainGuestContact;

export const readGuestContact = () => readJson<GuestContact>(storageKeys.guestContact);

export const storeGuestContact = (contact: GuestContact) => write(storageKeys.guestContact, contact);
