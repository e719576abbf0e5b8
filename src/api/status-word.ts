// The one rule for a server's message: a bare status word says nothing a shopper can act on and gets the product's
// wording (errorMessage, the sign-in's wrongCredentials); a sentence ("Credentials does not match.") is the server's,
// and is shown as it is (the spec shows the server's error in the toast).

/** HTTP's own words for a status, as a backend may send them for a message ("Unauthorized", "Unauthenticated."). */
const STATUS_WORDS = new Set([
  'bad request',
  'unauthorized',
  'unauthenticated',
  'forbidden',
  'not found',
  'method not allowed',
  'conflict',
  'gone',
  'unprocessable entity',
  'unprocessable content',
  'too many requests',
  'server error',
  'internal server error',
  'service unavailable',
]);

/**
 * A message that is only a status word (6amMart 2.6's login "Unauthorized", Laravel's "Unauthenticated."), a single
 * word, or nothing: it tells a shopper nothing, so the shop words the failure itself; a sentence of the server's is
 * shown as it is (the spec's error catalogue shows the server's error).
 */
export function isBareStatusWord(message: string | null | undefined): boolean {
  const text = (message ?? '')
    .trim()
    .replace(/[.!]+$/, '')
    .toLowerCase();
  return text === '' || STATUS_WORDS.has(text) || /^[a-z_-]+$/.test(text);
}
