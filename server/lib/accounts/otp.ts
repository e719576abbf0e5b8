// One-time codes: 6 digits, single use, valid 10 minutes; 60 s resend cooldown; 5 wrong codes within 60 s block
// the phone/email for 600 s, and so does the 11th try of one code however slowly the 10 before came (each try counts
// then: a right code after 10 tries is refused too). In demo mode the code is the fixed DEMO_OTP and nothing is sent. All times come from
// ctx.now() so tests can move the clock.
import { randomInt } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otps, outbox } from '../../db/schema/customer.ts';
import { sha256 } from './auth-session.ts';
import { DEMO_OTP, loadConfig } from '../config/business-config.ts';
import { ApiError, apiError } from '../http/errors.ts';
import type { AppContext } from '../http/handler.ts';

export type OtpChannel = 'phone' | 'email';
/** verify: sign-up / login verification; reset: password recovery; profile: profile phone/email change; firebase: demo phone-auth sessions. */
export type OtpPurpose = 'verify' | 'reset' | 'profile' | 'firebase';

export const OTP_RESEND_SECONDS = 60;
export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_WRONG = 5;
export const OTP_WRONG_WINDOW_SECONDS = 60;
export const OTP_BLOCK_SECONDS = 600;
/** Wrong tries one code allows over its whole life, however slowly they come; then it is void and the target blocked. */
export const OTP_MAX_WRONG_PER_CODE = 10;

export interface OtpKey {
  channel: OtpChannel;
  target: string;
  purpose: OtpPurpose;
}

const secondsLeft = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
const cooldownError = (seconds: number) => apiError(405, 'otp', `Please try again after ${seconds} seconds`);
const blockedError = (seconds: number) =>
  apiError(405, 'otp', `Too many attempts. Please try again after ${seconds} seconds`);
export const OTP_MISMATCH = 'OTP does not match';
const mismatchError = () =>
  new ApiError(404, { message: OTP_MISMATCH, errors: [{ code: 'otp', message: OTP_MISMATCH }] });

async function row(db: Db, key: OtpKey) {
  const [r] = await db
    .select()
    .from(otps)
    .where(and(eq(otps.channel, key.channel), eq(otps.target, key.target), eq(otps.purpose, key.purpose)));
  return r;
}

/** The SMS / mail gateway adapter: the embedded API records what it would send in the outbox table. */
async function deliver(db: Db, channel: OtpChannel, target: string, body: string) {
  await db.insert(outbox).values({ channel, target, body });
}

/**
 * Sends a new code. Within the 60 s cooldown: `onCooldown: 'throw'` → 405 with the seconds left; `'keep'` leaves
 * the code already sent in place (used when a login answer re-announces a pending verification). Blocked → 405.
 * `fixedCode` forces the code (the demo phone-auth service).
 */
export async function sendOtp(
  ctx: AppContext,
  key: OtpKey,
  options: { onCooldown?: 'throw' | 'keep'; fixedCode?: string } = {},
): Promise<void> {
  const now = ctx.now();
  const existing = await row(ctx.db, key);
  if (existing?.blockedUntil && existing.blockedUntil > now)
    throw blockedError(secondsLeft(existing.blockedUntil, now));
  if (existing && !existing.usedAt) {
    const cooldownEnds = new Date(existing.sentAt.getTime() + OTP_RESEND_SECONDS * 1000);
    if (cooldownEnds > now) {
      if (options.onCooldown === 'keep') return;
      throw cooldownError(secondsLeft(cooldownEnds, now));
    }
  }
  const config = await loadConfig(ctx.db, ctx.env.demoMode);
  const code = options.fixedCode ?? (config.demo ? DEMO_OTP : String(randomInt(0, 1_000_000)).padStart(6, '0'));
  const values = {
    codeHash: sha256(code),
    sentAt: now,
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    usedAt: null,
    heldForExistUser: 0,
    lifetimeWrong: 0,
  };
  if (existing) await ctx.db.update(otps).set(values).where(eq(otps.id, existing.id));
  else await ctx.db.insert(otps).values({ ...key, ...values, attempts: 0 });
  if (!config.demo && !options.fixedCode) {
    const text = `${config.business_name}: your verification code is ${code}. It expires in 10 minutes.`;
    await deliver(ctx.db, key.channel, key.target, text);
  }
}

export interface CheckOptions {
  /** Mark the code used (default true). */
  consume?: boolean;
  /** Accept a code that was held after an is_exist_user answer (the follow-up with `verified`). */
  allowHeld?: boolean;
  /** The error a wrong code gives (default 404 OTP does not match). */
  mismatch?: () => ApiError;
}

/** Checks a code: wrong → 404 (or `mismatch`), the 5th wrong one within 60 s → 405 and a 600 s block. */
export async function checkOtp(ctx: AppContext, key: OtpKey, code: string, options: CheckOptions = {}): Promise<void> {
  const now = ctx.now();
  const mismatch = options.mismatch ?? mismatchError;
  const existing = await row(ctx.db, key);
  if (!existing) throw mismatch();
  if (existing.blockedUntil && existing.blockedUntil > now) throw blockedError(secondsLeft(existing.blockedUntil, now));
  const usable =
    existing.expiresAt > now && (!existing.usedAt || (options.allowHeld === true && existing.heldForExistUser === 1));
  // Each try is counted before the code is compared, atomically, so parallel guesses cannot overrun the cap.
  const [tried] = await ctx.db
    .update(otps)
    .set({ lifetimeWrong: sql`${otps.lifetimeWrong} + 1` })
    .where(and(eq(otps.id, existing.id), lt(otps.lifetimeWrong, OTP_MAX_WRONG_PER_CODE)))
    .returning({ tries: otps.lifetimeWrong });
  if (!tried) {
    const blockedUntil = new Date(now.getTime() + OTP_BLOCK_SECONDS * 1000);
    await ctx.db
      .update(otps)
      .set({ usedAt: now, heldForExistUser: 0, attempts: 0, windowStartedAt: null, blockedUntil })
      .where(eq(otps.id, existing.id));
    throw blockedError(OTP_BLOCK_SECONDS);
  }
  if (!usable || existing.codeHash !== sha256(code.trim())) {
    const windowOpen =
      existing.windowStartedAt && now.getTime() - existing.windowStartedAt.getTime() < OTP_WRONG_WINDOW_SECONDS * 1000;
    const attempts = windowOpen ? existing.attempts + 1 : 1;
    if (attempts >= OTP_MAX_WRONG) {
      const blockedUntil = new Date(now.getTime() + OTP_BLOCK_SECONDS * 1000);
      await ctx.db
        .update(otps)
        .set({ attempts: 0, windowStartedAt: null, blockedUntil })
        .where(eq(otps.id, existing.id));
      throw blockedError(OTP_BLOCK_SECONDS);
    }
    await ctx.db
      .update(otps)
      .set({ attempts, windowStartedAt: windowOpen ? existing.windowStartedAt : now })
      .where(eq(otps.id, existing.id));
    throw mismatch();
  }
  if (options.consume !== false)
    await ctx.db
      .update(otps)
      .set({ usedAt: now, heldForExistUser: 0, attempts: 0, windowStartedAt: null })
      .where(eq(otps.id, existing.id));
}

/** After a right code answered is_exist_user: the code is used, but the follow-up with `verified` may repeat it. */
export async function holdOtp(ctx: AppContext, key: OtpKey): Promise<void> {
  await ctx.db
    .update(otps)
    .set({ usedAt: ctx.now(), heldForExistUser: 1 })
    .where(and(eq(otps.channel, key.channel), eq(otps.target, key.target), eq(otps.purpose, key.purpose)));
}

/** Uses up a code that was checked with `consume: false` (the sign-in went through). */
export async function consumeOtp(ctx: AppContext, key: OtpKey): Promise<void> {
  await ctx.db
    .update(otps)
    .set({ usedAt: ctx.now(), heldForExistUser: 0, attempts: 0, windowStartedAt: null })
    .where(and(eq(otps.channel, key.channel), eq(otps.target, key.target), eq(otps.purpose, key.purpose)));
}
