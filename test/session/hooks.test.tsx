// src/session/hooks.ts: the session as React reads it, re-rendering when storage changes.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession, useStoredModule } from '../../src/session/hooks.ts';
import { storageKeys, write } from '../../src/session/storage.ts';

describe('useSession', () => {
  it('starts as a guest without location, zone or module, in the light theme', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({
      token: null,
      guestId: null,
      ownerKey: 'none',
      signedIn: false,
      location: null,
      zoneId: null,
      module: null,
      isRental: false,
      theme: 'light',
    });
  });

  it('re-renders with each stored change: token, location, zone, module and theme', () => {
    const { result } = renderHook(() => useSession());
    act(() => {
      write(storageKeys.token, 'tok');
      write(storageKeys.location, 'Gulshan Avenue, Dhaka');
      write(storageKeys.zoneId, '[2]');
      write(storageKeys.module, { id: 6, module_name: 'Rental', module_type: 'rental' });
      write(storageKeys.settings, { theme: 'dark', direction: 'ltr' });
    });
    expect(result.current).toMatchObject({
      signedIn: true,
      location: 'Gulshan Avenue, Dhaka',
      zoneId: '[2]',
      module: { id: 6, module_type: 'rental' },
      isRental: true,
      theme: 'dark',
    });
    expect(result.current.ownerKey).toBe('user');
    act(() => write(storageKeys.token, null));
    expect(result.current.signedIn).toBe(false);
    expect(result.current.ownerKey).toBe('none');
    act(() => write(storageKeys.guestId, 'g-41'));
    expect(result.current.ownerKey).toBe('g-41'); // a guest by id, as the cart's query key
  });

  it('hears changes made in another tab (storage events)', () => {
    const { result } = renderHook(() => useSession());
    act(() => {
      localStorage.setItem('token', 'from-other-tab');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    expect(result.current.token).toBe('from-other-tab');
  });
});

describe('useStoredModule', () => {
  it('keeps the same module object until the stored module changes', () => {
    write(storageKeys.module, { id: 1, module_name: 'Grocery', module_type: 'grocery' });
    const { result, rerender } = renderHook(() => useStoredModule());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    act(() => write(storageKeys.module, { id: 2, module_name: 'Food', module_type: 'food' }));
    expect(result.current).toEqual({ id: 2, module_name: 'Food', module_type: 'food' });
  });
});
