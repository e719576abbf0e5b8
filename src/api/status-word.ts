// The one rule for a server's message: a bare status word says nothing a shopper can act on and gets the product's
// wording (errorMessage, the sign-in's wrongCredentials); a sentence ("Credentials does not match.") is the server's,
// and is shown as it is (the spec shows the server's error in the toast).

/**
 * A message that is only HTTP's word for its status (6amMart 2.6's login "Unauthorized", Laravel's "Unauthenticated.",
 * "Not Found"), an untranslated key ("service_not_available_in_this_area") or nothing: it tells a shopper nothing, so
 * the shop words the failure itself; a sentence of the server's ("User credential does not match", "Coupon expired")
 * is shown as it is (the spec shows the server's error).
 */
export const isBareStatusWord = (message: string | null | undefined): boolean =>
  /^(unauthori[sz]ed|unauthenticated|forbidden|not found|bad request|unprocessable (entity|content)|method not allowed|conflict|gone|[a-z]+(_[a-z]+)+)?[.!]?$/i.test(
    (message ?? '').trim(),
  );
