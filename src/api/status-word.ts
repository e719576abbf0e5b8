// The one rule for a server's message (apart from errors.ts, which every page loads: only the sign-in reads it): a
// bare status word says nothing a shopper can act on and gets the product's wording; a sentence ("Credentials does
// not match.") is the server's, and is shown as it is (the spec shows the server's error in the toast).

/** HTTP's reason phrase instead of a sentence: 6amMart 2.6's 401 "Unauthorized", Laravel's "Unauthenticated.". */
export const isBareStatusWord = (message: string) =>
  /^(unauthori[sz]ed|unauthenticated|forbidden|not found|bad request)\.?$/i.test(message.trim());
