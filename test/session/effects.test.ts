// src/session/effects.ts: what signing in and signing out do to storage and to the query cache.
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { endSession, forgetAccountData, signIn } from '../../src/session/effects.ts';

let client: QueryClient;
const keys = [['cart', 'list', 1, 'user'], ['wishlist', 'list', 1], ['customer', 'info'], ['config'], ['modules']];
const invalidated = () => keys.filter((k) => client.getQueryState(k)?.isInvalidated).map((k) => k[0]);
const cached = () => keys.filter((k) => client.getQueryData(k) !== undefined).map((k) => k[0]);

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const k of keys) client.setQueryData(k, { cached: k[0] });
});

describe('sign-in', () => {
  it('stores the token and refetches cart, wishlist and profile, leaving the rest alone', async () => {
    await signIn(client, 'tok-1');
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(invalidated()).toEqual(['cart', 'wishlist', 'customer']);
  });

  it('refetches the config as well when a zone is stored', async () => {
    localStorage.setItem('zoneid', '[1]');
    await signIn(client, 'tok-1');
    expect(invalidated()).toEqual(['cart', 'wishlist', 'customer', 'config']);
  });
});

describe('sign-out', () => {
  it('removes the token and drops cart, wishlist and profile from the cache, keeping zone and module data', () => {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('guest_id', 'guest-1');
    endSession();
    forgetAccountData(client);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('guest_id')).toBe('guest-1');
    expect(cached()).toEqual(['config', 'modules']);
  });
});
