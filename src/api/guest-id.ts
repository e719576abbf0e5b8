import { requestGuestId } from './guest.ts';
import { session, storageKeys, write } from '../session/storage.ts';

let pending: Promise<string | null> | null = null;

/**
 * Makes sure a guest id is stored (spec part 2 §4 "Guest id"): when none is stored, one is requested and saved
 * under `guest_id`. Concurrent callers (React StrictMode runs effects twice) share one request; a failed request
 * leaves nothing stored so a later call can try again.
 */
export function ensureGuestId(): Promise<string | null> {
  const existing = session.guestId();
  if (existing) return Promise.resolve(existing);
  pending ??= requestGuestId()
    .then((id) => {
      write(storageKeys.guestId, id);
      return id;
    })
    .catch(() => null)
    .finally(() => {
      pending = null;
    });
  return pending;
}
