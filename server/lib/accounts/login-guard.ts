// Password sign-in hardening: wrong passwords hold back the client that sends them, not the customer.
//
// - Per sign-in identifier AND client (its IP): every LOGIN_MAX_FAILURES-th wrong password in a row holds that client's
//   password sign-ins for that identifier, for LOGIN_FIRST_HOLD_SECONDS, doubling with each hold up to
//   LOGIN_MAX_HOLD_SECONDS. The customer on another connection still signs in; OTP and social sign-in are never held.
// - Per identifier from any client: LOGIN_IDENTIFIER_MAX_FAILURES wrong passwords (an attack from many addresses)
//   hold password sign-ins for the identifier for LOGIN_MAX_HOLD_SECONDS; OTP sign-in stays open to the customer.
// - Counted for unknown identifiers exactly as for accounts, so neither the answer nor a hold tells who has an account.
// - A streak whose last failure is older than LOGIN_STREAK_SECONDS starts again; a right password ends both streaks.
// - Each attempt is counted, and its hold decided, in one atomic statement before its password is checked: a burst of
//   parallel attempts (over many connections or API processes) is held from the attempt that starts the hold on.
// Rows of `login_attempts` are keyed `client:<ip>:<identifier>` and `identifier:<identifier>`.
import { eq, inArray } from 'drizzle-orm';
import { loginAttempts } from '../../db/schema/customer.ts';
import { apiError } from '../http/errors.ts';
import type { AppContext } from '../http/handler.ts';

/** Wrong passwords in a row from one client for one identifier that hold that client back … */
export const LOGIN_MAX_FAILURES = 5;
/** … first for this long, doubling with each hold of the same streak … */
export const LOGIN_FIRST_HOLD_SECONDS = 60;
/** … up to this. */
export const LOGIN_MAX_HOLD_SECONDS = 900;
/** Wrong passwords for one identifier from all clients together that hold every client's password sign-in. */
export const LOGIN_IDENTIFIER_MAX_FAILURES = 50;
/** A streak whose last wrong password is older than this starts again from zero. */
export const LOGIN_STREAK_SECONDS = 3600;

/** The answer while held: why, and for how long (the sign-in screen reads the seconds). */
export const heldError = (seconds: number) =>
  apiError(401, 'auth-001', `Too many failed attempts. Please try again after ${seconds} seconds.`);

const clientKey = (identifier: string, ip: string) => `client:${ip}:${identifier}`;
const identifierKey = (identifier: string) => `identifier:${identifier}`;

/** The hold after the `failures`-th wrong password of a client's streak (0 when it does not hold). */
export function clientHoldSeconds(failures: number): number {
  if (failures === 0 || failures % LOGIN_MAX_FAILURES !== 0) return 0;
  const holds = failures / LOGIN_MAX_FAILURES;
  return Math.min(LOGIN_FIRST_HOLD_SECONDS * 2 ** (holds - 1), LOGIN_MAX_HOLD_SECONDS);
}

/** The hold after the `failures`-th wrong password for an identifier from all clients (0 when it does not hold). */
export const identifierHoldSeconds = (failures: number) =>
  failures > 0 && failures % LOGIN_IDENTIFIER_MAX_FAILURES === 0 ? LOGIN_MAX_HOLD_SECONDS : 0;

/**
 * Counts one password attempt on a streak and decides its hold under the streak's row lock, before the password is
 * checked: parallel attempts (a burst over several connections or API processes) each see the count and the hold the
 * ones before them left, so the hold starts with the attempt that reaches it however many arrive at once. An attempt
 * while the hold lasts is not counted. The attempt that starts a hold still has its password checked (a right one ends
 * the streak). Returns the seconds this attempt is held back (0: not held) and the hold it started (0: none).
 */
async function countAttempt(
  ctx: AppContext,
  key: string,
  holdAfter: (failures: number) => number,
): Promise<{ heldFor: number; started: number }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await tx.insert(loginAttempts).values({ identifier: key, failures: 0, updatedAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(loginAttempts).where(eq(loginAttempts.identifier, key)).for('update');
    const left = Math.ceil(((row!.lockedUntil?.getTime() ?? 0) - now.getTime()) / 1000);
    if (left > 0) return { heldFor: left, started: 0 };
    const stale = row!.updatedAt.getTime() < now.getTime() - LOGIN_STREAK_SECONDS * 1000;
    const failures = stale ? 1 : row!.failures + 1;
    const started = holdAfter(failures);
    await tx
      .update(loginAttempts)
      .set({ failures, updatedAt: now, ...(started && { lockedUntil: new Date(now.getTime() + started * 1000) }) })
      .where(eq(loginAttempts.identifier, key));
    return { heldFor: 0, started };
  });
}

/** A password attempt on the client's and the identifier's streaks (login-guard's `beginLoginAttempt`). */
export interface LoginAttempt {
  /** The hold this attempt started (seconds; 0: none): a wrong password then answers it. */
  started: number;
}

/**
 * Counts a password attempt for the client and the identifier before the password is checked; 401 with the hold's
 * seconds while this client, or every client, is held back from password sign-in to `identifier`.
 */
export async function beginLoginAttempt(ctx: AppContext, identifier: string, ip: string): Promise<LoginAttempt> {
  const byClient = await countAttempt(ctx, clientKey(identifier, ip), clientHoldSeconds);
  const byIdentifier = await countAttempt(ctx, identifierKey(identifier), identifierHoldSeconds);
  const heldFor = Math.max(byClient.heldFor, byIdentifier.heldFor);
  if (heldFor) throw heldError(heldFor);
  return { started: Math.max(byClient.started, byIdentifier.started) };
}

/** A wrong password: the held answer when its attempt started a hold (the attempt was counted already). */
export function failLoginAttempt(attempt: LoginAttempt): void {
  if (attempt.started) throw heldError(attempt.started);
}

/** A right password ends the client's streak and the identifier's. */
export async function clearLoginFailures(ctx: AppContext, identifier: string, ip: string): Promise<void> {
  await ctx.db
    .delete(loginAttempts)
    .where(inArray(loginAttempts.identifier, [clientKey(identifier, ip), identifierKey(identifier)]));
}
