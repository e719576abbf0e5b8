// src/session/storage.ts: the stored session, the guest_id rule, Remember me and the local interests.
import { describe, expect, it } from 'vitest';
import {
  guestParams,
  interestModuleIds,
  readInterests,
  rememberedLogin,
  rememberLogin,
  requestOwner,
  session,
  storeInterests,
  storeLanguage,
  storeLocation,
  storeModule,
  storeSettings,
  subscribe,
  write,
  storageKeys,
  refreshMirror,
  keepStartSession,
  forgetStartSession,
  readAtStart,
} from '../../src/session/storage.ts';
import { mirrorMatches, parseCookies, signedInAtStart } from '../../src/session/cookie-mirror.ts';

describe('the guest_id rule (spec part 2 §4 "Guest id", §6)', () => {
  it('speaks for the signed-in customer when a token is stored, sending no guest_id even if one is stored', () => {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('guest_id', 'guest-9');
    expect(requestOwner()).toEqual({ kind: 'customer' });
    expect(guestParams()).toEqual({});
  });

  it('sends the stored guest_id for a guest', () => {
    localStorage.setItem('guest_id', 'guest-9');
    expect(requestOwner()).toEqual({ kind: 'guest', guestId: 'guest-9' });
    expect(guestParams()).toEqual({ guest_id: 'guest-9' });
  });

  it('has no owner and sends no guest_id (never null or empty) before a guest id arrives', () => {
    expect(requestOwner()).toEqual({ kind: 'none' });
    expect(guestParams()).toEqual({});
    localStorage.setItem('guest_id', '');
    expect(requestOwner()).toEqual({ kind: 'none' });
    expect(guestParams()).toEqual({});
  });
});

describe('storage keys as the spec lists them', () => {
  it('reads token, guest_id, zoneid, location, currentLatLng, module and language-setting', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('guest_id', 'g');
    localStorage.setItem('zoneid', '[1,3]');
    localStorage.setItem('location', 'Road 45, Gulshan 2');
    localStorage.setItem('currentLatLng', '{"lat":23.79,"lng":90.41}');
    localStorage.setItem('module', '{"id":2,"module_name":"Food","module_type":"food"}');
    localStorage.setItem('language-setting', 'ar');
    expect(session.token()).toBe('t');
    expect(session.guestId()).toBe('g');
    expect(session.zoneId()).toBe('[1,3]');
    expect(session.location()).toBe('Road 45, Gulshan 2');
    expect(session.latLng()).toEqual({ lat: 23.79, lng: 90.41 });
    expect(session.module()).toEqual({ id: 2, module_name: 'Food', module_type: 'food' });
    expect(session.language()).toBe('ar');
  });

  it('falls back to English and the light, left-to-right settings, and survives malformed JSON', () => {
    localStorage.setItem('module', '{not json');
    localStorage.setItem('settings', '{"theme":"dark"}');
    expect(session.module()).toBeNull();
    expect(session.language()).toBe('en');
    expect(session.settings()).toEqual({ theme: 'dark', direction: 'ltr' });
  });

  it('stores a chosen location as location, currentLatLng and zoneid', () => {
    storeLocation('Road 45, Gulshan 2', { lat: 23.79, lng: 90.41 }, '[1]');
    expect(localStorage.getItem('location')).toBe('Road 45, Gulshan 2');
    expect(localStorage.getItem('currentLatLng')).toBe('{"lat":23.79,"lng":90.41}');
    expect(localStorage.getItem('zoneid')).toBe('[1]');
  });

  it('stores the language with its direction, and a theme change keeps the direction', () => {
    storeLanguage('ar', 'rtl');
    storeSettings({ theme: 'dark' });
    expect(localStorage.getItem('language-setting')).toBe('ar');
    expect(JSON.parse(localStorage.getItem('settings')!)).toEqual({ theme: 'dark', direction: 'rtl' });
  });

  it('stores the chosen module with id, name, type and icon only', () => {
    storeModule({ id: 4, module_name: 'Shop', module_type: 'ecommerce', icon_full_url: '/i.svg', extra: 1 } as never);
    expect(JSON.parse(localStorage.getItem('module')!)).toEqual({
      id: 4,
      module_name: 'Shop',
      module_type: 'ecommerce',
      icon_full_url: '/i.svg',
    });
  });

  it('tells subscribers about every write and stops after unsubscribing', () => {
    let calls = 0;
    const unsubscribe = subscribe(() => calls++);
    write(storageKeys.token, 'x');
    write(storageKeys.token, null);
    unsubscribe();
    write(storageKeys.token, 'y');
    expect(calls).toBe(2);
    expect(localStorage.getItem('token')).toBe('y');
  });
});

describe('Remember me (spec part 1 §7)', () => {
  it('keeps the identifier, never the password, when ticked', () => {
    rememberLogin({ email_or_phone: 'demo@sixam.market', remember: true, password: 'secret' } as never);
    expect(localStorage.getItem('remembered-login')).toBe('{"email_or_phone":"demo@sixam.market","remember":true}');
    expect(rememberedLogin()).toEqual({ email_or_phone: 'demo@sixam.market', remember: true });
  });

  it('forgets the identifier when unticked, and ignores a malformed entry', () => {
    rememberLogin({ email_or_phone: 'demo@sixam.market', remember: true });
    rememberLogin({ email_or_phone: 'demo@sixam.market', remember: false });
    expect(localStorage.getItem('remembered-login')).toBeNull();
    localStorage.setItem('remembered-login', '{"email_or_phone":42}');
    expect(rememberedLogin()).toBeNull();
  });
});

describe('interests kept locally (selected-interests)', () => {
  it('keeps category ids per module, a skipped module counting as asked', () => {
    storeInterests(1, [10, 11]);
    storeInterests(3, []);
    expect(readInterests()).toEqual({ 1: [10, 11], 3: [] });
    expect(interestModuleIds()).toEqual([1, 3]);
  });

  it('reads an array or malformed entry as no interests', () => {
    localStorage.setItem('selected-interests', '[1,2]');
    expect(readInterests()).toEqual({});
    localStorage.setItem('selected-interests', '{oops');
    expect(interestModuleIds()).toEqual([]);
  });
});

describe('the cookie mirror the server render reads (docs/architecture.md, "A page request")', () => {
  const clearCookies = () =>
    document.cookie.split(';').forEach((c) => {
      const name = c.split('=')[0].trim();
      if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
    });

  it('mirrors the zone, module and language into cookies when written, never the token', () => {
    localStorage.clear();
    clearCookies();
    storeLocation('Road 45, Gulshan 2', { lat: 23.79, lng: 90.41 }, '[1]');
    storeModule({ id: 1, module_name: 'Grocery', module_type: 'grocery' });
    storeLanguage('ar', 'rtl');
    write(storageKeys.token, 'tok-1');
    const cookies = parseCookies(document.cookie);
    expect(cookies.get('zoneid')).toBe('[1]');
    expect(cookies.get('location')).toBe('Road 45, Gulshan 2');
    expect(JSON.parse(cookies.get('module')!)).toMatchObject({ id: 1, module_type: 'grocery' });
    expect(cookies.get('language-setting')).toBe('ar');
    expect(cookies.has('token')).toBe(false);
    write(storageKeys.zoneId, null);
    expect(parseCookies(document.cookie).has('zoneid')).toBe(false);
  });

  it('matches only when every mirrored value equals the stored one (a token is not mirrored: signed in is told apart)', () => {
    localStorage.clear();
    clearCookies();
    storeLocation('Road 45', { lat: 23.79, lng: 90.41 }, '[1]');
    expect(mirrorMatches(document.cookie)).toBe(true);
    localStorage.setItem('zoneid', '[2]'); // written before the mirror existed, or by another tab
    expect(mirrorMatches(document.cookie)).toBe(false);
    refreshMirror();
    expect(mirrorMatches(document.cookie)).toBe(true);
    expect(signedInAtStart()).toBe(false);
    localStorage.setItem('token', 'tok-1');
    expect(mirrorMatches(document.cookie)).toBe(true);
    expect(signedInAtStart()).toBe(true);
    localStorage.clear();
    clearCookies();
  });

  it('compares and hydrates with the session as the page started, whatever is written before hydration', () => {
    localStorage.clear();
    clearCookies();
    storeLocation('Road 45', { lat: 23.79, lng: 90.41 }, '[1]');
    const startCookies = document.cookie;
    keepStartSession();
    write(storageKeys.guestId, 'guest-late'); // the guest id's answer, mirrored into its cookie
    localStorage.setItem('location', 'Elsewhere'); // another tab, not mirrored
    expect(readAtStart(storageKeys.guestId)).toBeNull();
    expect(readAtStart(storageKeys.location)).toBe('Road 45');
    expect(session.location()).toBe('Elsewhere');
    expect(mirrorMatches(startCookies)).toBe(true);
    expect(mirrorMatches(document.cookie)).toBe(false);
    forgetStartSession();
    expect(readAtStart(storageKeys.location)).toBe('Elsewhere');
    localStorage.clear();
    clearCookies();
  });
});
