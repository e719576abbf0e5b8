// What signing in and signing out do to the browser session (spec part 1 §7, part 2 §5 "Logout"): the token in
// storage and the one list of server data that belongs to the account.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { session, storageKeys, write } from './storage.ts';

/** The queries that belong to whoever is signed in: refetched on sign-in, dropped on sign-out. */
export const accountQueryKeys: readonly QueryKey[] = [['cart'], ['wishlist'], ['customer']];

/** Queries that depend on the zone as well (config); refetched on sign-in when a zone is stored. */
export const zoneQueryKeys: readonly QueryKey[] = [['config']];

/** After a token: store it, refetch the account's data (+ the zone's when a zone is stored). */
export async function signIn(queryClient: QueryClient, token: string) {
  write(storageKeys.token, token);
  const keys = session.zoneId() ? [...accountQueryKeys, ...zoneQueryKeys] : accountQueryKeys;
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Sign-out, first half: the token leaves storage (the browser is a guest again). */
export const endSession = () => write(storageKeys.token, null);

/** Sign-out, second half: the account's data leaves the cache (nothing of it is shown to the guest). */
export function forgetAccountData(queryClient: QueryClient) {
  for (const queryKey of accountQueryKeys) queryClient.removeQueries({ queryKey });
}
