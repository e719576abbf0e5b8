// Idempotency-Key values: the API answers a retried request carrying the same key once.

/** A fresh Idempotency-Key. */
export const newIdempotencyKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * One Idempotency-Key per name, made on first use and kept: the flows name an attempt (its number, and what else
 * tells it apart), so a retry of the same attempt sends the same key and a new attempt a new one.
 */
export function keysPerAttempt() {
  const keys = new Map<string, string>();
  return (name: string) => {
    let key = keys.get(name);
    if (key === undefined) keys.set(name, (key = newIdempotencyKey()));
    return key;
  };
}
