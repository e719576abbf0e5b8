// Password sign-in hardening: wrong passwords hold back the client that sends them, not the customer.
//
// - Per sign-in identifier AND client (its IP): every LOGIN_MAX_FAILURES-th wrong password in a row holds that client's
//   password sign-ins for that identifier, for LOGIN_FIRST_HOLD_SECONDS, doubling with each hold up to
//   LOGIN_MAX_HOLD_SECONDS. The customer on another connection still signs in; OTP and social sign-in are never held.
// - Per identifier from any client: LOGIN_IDENTIFIER_MAX_FAILURES wrong passwords (an attack from many addresses)
//   hold password sign-ins for the identifier for LOGIN_MAX_HOLD_SECONDS; OTP sign-in stays open to the customer.
// - Counted for unknown identifiers exactly as for accounts, so neither the answer nor a hold tells who has an account.
// - A streak whose last failure is older than LOGIN_STREAK_SECONDS starts again; a right password ends both streaks.
// Rows of `login_attempts` are keyed `client:<ip>:<identifier>` and `identifier:<identifier>`.
import { eq, inArray, sql } from 'drizzle-orm';
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

/** 401 while this client, or every client, is held back from password sign-in to `identifier`. */
export async function assertLoginNotLocked(ctx: AppContext, identifier: string, ip: string): Promise<void> {
  const rows = await ctx.db
    .select({ lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(inArray(loginAttempts.identifier, [clientKey(identifier, ip), identifierKey(identifier)]));
  const now = ctx.now().getTime();
  const until = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
  if (until > now) throw heldError(Math.max(1, Math.ceil((until - now) / 1000)));
}

/** Adds a wrong password to a streak atomically (parallel guesses each count); the new count. */
async function countFailure(ctx: AppContext, key: string): Promise<number> {
  const now = ctx.now();
  const staleBefore = new Date(now.getTime() - LOGIN_STREAK_SECONDS * 1000);
  const [row] = await ctx.db
    .insert(loginAttempts)
    .values({ identifier: key, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.identifier,
      set: {
        failures: sql`case when ${loginAttempts.updatedAt} < ${staleBefore.toISOString()}::timestamptz then 1 else ${loginAttempts.failures} + 1 end`,
        updatedAt: now,
      },
    })
    .returning({ failures: loginAttempts.failures });
  return row?.failures ?? 1;
}

async function hold(ctx: AppContext, key: string, seconds: number) {
  const until = new Date(ctx.now().getTime() + seconds * 1000);
  await ctx.db.update(loginAttempts).set({ lockedUntil: until }).where(eq(loginAttempts.identifier, key));
}

/** Counts a wrong password for the client and the identifier; throws the held answer when it starts a hold. */
export async function recordLoginFailure(ctx: AppContext, identifier: string, ip: string): Promise<void> {
  const byClient = clientHoldSeconds(await countFailure(ctx, clientKey(identifier, ip)));
  const byIdentifier = identifierHoldSeconds(await countFailure(ctx, identifierKey(identifier)));
  if (byClient) await hold(ctx, clientKey(identifier, ip), byClient);
  if (byIdentifier) await hold(ctx, identifierKey(identifier), byIdentifier);
  if (byClient || byIdentifier) throw heldError(Math.max(byClient, byIdentifier));
}

/** A right password ends the client's streak and the identifier's. */
export async function clearLoginFailures(ctx: AppContext, identifier: string, ip: string): Promise<void> {
  await ctx.db
    .delete(loginAttempts)
    .where(inArray(loginAttempts.identifier, [clientKey(identifier, ip), identifierKey(identifier)]));
}
