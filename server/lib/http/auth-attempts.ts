// The operations that try a secret — a password, a one-time code, a reset code, a sign-in token — and so are
// limited per IP (AUTH_RATE_LIMIT_PER_MINUTE) whatever the Authorization header says.
const AUTH_ATTEMPT_PATHS = new Set([
  '/api/v1/auth/login',
  '/api/v1/auth/sign-up',
  '/api/v1/auth/verify-phone',
  '/api/v1/auth/resend-otp',
  '/api/v1/auth/firebase-verify-token',
  '/api/v1/auth/update-info',
  '/api/v1/auth/forgot-password',
  '/api/v1/auth/verify-token',
  '/api/v1/auth/reset-password',
  '/api/v1/demo/social/token',
  '/api/v1/demo/firebase/send-code',
]);

/** Whether the request URL (path and query) is a sign-in / code / reset attempt. */
export const isAuthAttempt = (url: string): boolean => AUTH_ATTEMPT_PATHS.has(url.split('?')[0]!.replace(/\/+$/, ''));
