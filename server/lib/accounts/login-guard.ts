// Password sign-in hardening (issue 8): a lock per sign-in identifier after repeated wrong passwords, counted for
// unknown identifiers exactly as for accounts, so neither the answer nor the lock tells who has an account.
import { eq, sql } from 'drizzle-orm';
import { loginAttempts } from '../../db/schema/customer.ts';
import { apiError } from '../http/errors.ts';
import type { AppContext } from '../http/handler.ts';

/** Wrong passwords in a row that lock the identifier … */
export const LOGIN_MAX_FAILURES = 5;
/** … for this long; a failure streak older than this starts again from zero. */
export const LOGIN_LOCK_SECONDS = 900;

const lockedError = (seconds: number) =>
  apiError(401, 'auth-001', `Too many failed attempts. Please try again after ${seconds} seconds.`);

/** 401 while the identifier (a normalized email or phone) is locked. */
export async function assertLoginNotLocked(ctx: AppContext, identifier: string): Promise<void> {
  const [row] = await ctx.db.select().from(loginAttempts).where(eq(loginAttempts.identifier, identifier));
  const now = ctx.now();
  if (row?.lockedUntil && row.lockedUntil > now)
    throw lockedError(Math.max(1, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000)));
}

/** Counts a wrong password (atomically: parallel guesses each count); the LOGIN_MAX_FAILURES-th locks. */
export async function recordLoginFailure(ctx: AppContext, identifier: string): Promise<void> {
  const now = ctx.now();
  const staleBefore = new Date(now.getTime() - LOGIN_LOCK_SECONDS * 1000);
  const [row] = await ctx.db
    .insert(loginAttempts)
    .values({ identifier, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.identifier,
      set: {
        failures: sql`case when ${loginAttempts.updatedAt} < ${staleBefore.toISOString()}::timestamptz then 1 else ${loginAttempts.failures} + 1 end`,
        updatedAt: now,
      },
    })
    .returning({ failures: loginAttempts.failures });
  if (row && row.failures >= LOGIN_MAX_FAILURES) {
    await ctx.db
      .update(loginAttempts)
      .set({ failures: 0, lockedUntil: new Date(now.getTime() + LOGIN_LOCK_SECONDS * 1000) })
      .where(eq(loginAttempts.identifier, identifier));
    throw lockedError(LOGIN_LOCK_SECONDS);
  }
}

/** A right password ends the streak. */
export async function clearLoginFailures(ctx: AppContext, identifier: string): Promise<void> {
  await ctx.db.delete(loginAttempts).where(eq(loginAttempts.identifier, identifier));
}
