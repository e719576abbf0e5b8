// Reading the cookie mirror of the session (docs/architecture.md, "A page request"): src/session/storage.ts writes
// the mirrored keys into cookies; the server render reads a request's cookies (src/app/entry-server.tsx) and a
// server-rendered page checks, before it hydrates, that they are this tab's session (src/app/hydration.ts). Apart
// from storage.ts so that a page rendered in the browser never loads it.
import { mirroredKeys, readAtStart, storageKeys } from './storage.ts';

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
};

/** The cookies of `header` (a `Cookie` request header or `document.cookie`) by name, values decoded. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    cookies.set(part.slice(0, at).trim(), decode(part.slice(at + 1).trim()));
  }
  return cookies;
}

/**
 * Whether the cookies hold what localStorage holds (the server rendered this shopper's session; it never sees the
 * token, so a signed-in shopper's page is drawn as for a guest in the same place): as the page started, when kept
 * (keepStartSession). When not, the client renders afresh and rewrites the mirror.
 */
export function mirrorMatches(cookieHeader: string): boolean {
  const cookies = parseCookies(cookieHeader);
  return mirroredKeys.every((key) => (cookies.get(key) ?? null) === readAtStart(key));
}

/** Whether a shopper was signed in as the page started (src/app/hydration.ts: their page is not hydrated). */
export const signedInAtStart = () => readAtStart(storageKeys.token) !== null;
