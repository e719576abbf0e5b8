// Where a payment may lead the browser back to: the `callback` of order placement, trip payment and
// add-fund. Only http(s) addresses of an allowed origin — PUBLIC_URL, the served origin and PAYMENT_CALLBACK_ORIGINS
// (env.paymentCallbackOrigins) — so the payment page is never an open redirect nor a `javascript:` link. A path
// ("/order-successful") is an address on PUBLIC_URL. Every link is built from PUBLIC_URL, never from the Host header.
import type { ServerEnv } from '../../env.ts';
import { forbidden } from './errors.ts';

export const CALLBACK_REFUSED = 'The callback must be an address of this shop.';

/** The absolute callback URL, or null when none was sent; 403 `callback` when it leads anywhere else. */
export function allowedCallback(
  raw: string | null | undefined,
  env: Pick<ServerEnv, 'publicUrl' | 'paymentCallbackOrigins'>,
): string | null {
  const text = raw?.trim();
  if (!text) return null;
  let url: URL;
  try {
    // a path is resolved against PUBLIC_URL; "//evil.test/x" (protocol-relative) is another host and is refused below
    url = new URL(text, `${env.publicUrl}/`);
  } catch {
    throw forbidden('callback', CALLBACK_REFUSED);
  }
  const allowed = new Set([env.publicUrl, ...env.paymentCallbackOrigins]);
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    !allowed.has(url.origin) ||
    url.username ||
    url.password
  )
    throw forbidden('callback', CALLBACK_REFUSED);
  return url.toString();
}

/** The callback with the payment's result: `flag=success|fail|cancel` and the paid thing's id (as 6amMart's gateways). */
export function withPaymentResult(callback: string, flag: 'success' | 'fail' | 'cancel', id?: [string, number]) {
  const url = new URL(callback);
  url.searchParams.set('flag', flag);
  if (id) url.searchParams.set(id[0], String(id[1]));
  return url.toString();
}
