// Customer accounts: lookups, creation, the sign-in chain (is_exist_user → personal info → verification → token)
// and the guest-cart merge on sign-in.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { carts, users } from '../../db/schema/customer.ts';
import { rentalCartUserData, rentalCarts } from '../../db/schema/rental.ts';
import { issueToken, sha256 } from './auth-session.ts';
import { loadConfig } from '../config/business-config.ts';
import { apiError, forbidden } from '../http/errors.ts';
import type { AppContext } from '../http/handler.ts';
import { sendOtp } from './otp.ts';

export type User = typeof users.$inferSelect;
export type AuthResponse = components['schemas']['AuthResponse'];
export type LoginType = 'manual' | 'otp' | 'social';

/** Update-info is allowed this long after an answer with is_personal_info 0. */
export const INFO_PENDING_MS = 15 * 60 * 1000;

/** Phones are stored with a leading + and digits only. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '');
  return `+${digits}`;
}
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function userByPhone(db: Db, phone: string): Promise<User | undefined> {
  const [u] = await db
    .select()
    .from(users)
    .where(eq(users.phone, normalizePhone(phone)));
  return u;
}
export async function userByEmail(db: Db, email: string): Promise<User | undefined> {
  const [u] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return u;
}
export async function userById(db: Db, id: number): Promise<User | undefined> {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  return u;
}

/** "Jane van Dyke" → f_name "Jane", l_name "van Dyke". */
export function splitName(name: string): { fName: string; lName: string } {
  const parts = name.trim().split(/\s+/);
  return { fName: parts[0] ?? '', lName: parts.slice(1).join(' ') };
}
export const fullName = (u: Pick<User, 'fName' | 'lName'>) => [u.fName, u.lName].filter(Boolean).join(' ');
/** URL of the profile photo (served by server/payment.ts at /media/customers/<name>). */
export const customerImageUrl = (u: Pick<User, 'image'>) => (u.image ? `/media/${u.image}` : null);
export const hasPersonalInfo = (u: User) => Boolean(u.fName && u.fName.trim());

async function uniqueRefCode(db: Db): Promise<string> {
  for (;;) {
    const code = randomBytes(6)
      .toString('base64url')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X')
      .slice(0, 10);
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.refCode, code));
    if (!taken) return code;
  }
}

/** Resolves a referral code to its owner (403 ref_code when unknown). */
export async function referrerId(db: Db, refCode: string | null | undefined): Promise<number | null> {
  if (!refCode) return null;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.refCode, refCode.trim().toUpperCase()));
  if (!owner) throw forbidden('ref_code', 'Referer code not found');
  return owner.id;
}

export async function createUser(
  db: Db,
  values: Partial<typeof users.$inferInsert> & { loginMedium: string },
  now: Date,
): Promise<User> {
  const [u] = await db
    .insert(users)
    .values({ ...values, refCode: await uniqueRefCode(db), createdAt: now, updatedAt: now })
    .returning();
  return u!;
}

/** 403 phone / email when another account holds it. */
export async function assertUnique(
  db: Db,
  fields: { phone?: string | null; email?: string | null },
  exceptId?: number,
) {
  if (fields.email) {
    const other = await userByEmail(db, fields.email);
    if (other && other.id !== exceptId) throw forbidden('email', 'The email has already been taken.');
  }
  if (fields.phone) {
    const other = await userByPhone(db, fields.phone);
    if (other && other.id !== exceptId) throw forbidden('phone', 'The phone has already been taken.');
  }
}

export function authResponse(
  u: User | null,
  loginType: string,
  extra: Partial<AuthResponse> & { token?: string | null } = {},
): AuthResponse {
  return {
    token: extra.token ?? null,
    is_phone_verified: extra.is_phone_verified ?? 1,
    is_email_verified: extra.is_email_verified ?? 1,
    is_personal_info: extra.is_personal_info ?? (u && !hasPersonalInfo(u) ? 0 : 1),
    is_exist_user: extra.is_exist_user ?? null,
    login_type: loginType,
    email: u?.email ?? null,
    phone: u?.phone ?? null,
    ...(extra.info_token ? { info_token: extra.info_token } : {}),
  };
}

/** Moves a guest's store cart (and trip cart, when the customer has none) to the customer. */
export async function mergeGuestCart(db: Db, guestId: string | null | undefined, userId: number): Promise<void> {
  if (!guestId) return;
  const guestRows = await db.select().from(carts).where(eq(carts.guestId, guestId));
  for (const g of guestRows) {
    const [same] = await db
      .select()
      .from(carts)
      .where(
        and(
          eq(carts.userId, userId),
          eq(carts.moduleId, g.moduleId),
          eq(carts.itemId, g.itemId),
          eq(carts.itemType, g.itemType),
          sql`${carts.variation} = ${JSON.stringify(g.variation)}::jsonb`,
        ),
      );
    if (same) {
      await db
        .update(carts)
        .set({ quantity: same.quantity + g.quantity })
        .where(eq(carts.id, same.id));
      await db.delete(carts).where(eq(carts.id, g.id));
    } else {
      await db.update(carts).set({ userId, guestId: null }).where(eq(carts.id, g.id));
    }
  }
  const [own] = await db
    .select({ id: rentalCartUserData.id })
    .from(rentalCartUserData)
    .where(eq(rentalCartUserData.userId, userId));
  if (!own) {
    await db.update(rentalCartUserData).set({ userId, guestId: null }).where(eq(rentalCartUserData.guestId, guestId));
    await db.update(rentalCarts).set({ userId, guestId: null }).where(eq(rentalCarts.guestId, guestId));
  }
}

/** Issues the token (merging the guest cart) for a fully signed-in customer. */
export async function grantToken(ctx: AppContext, u: User, loginType: string, guestId?: string | null) {
  const token = await issueToken(ctx.db, u.id, ctx.now());
  await mergeGuestCart(ctx.db, guestId, u.id);
  return authResponse(u, loginType, { token });
}

/**
 * Marks a nameless account as waiting for update-info and answers is_personal_info 0 with `info_token`: the proof
 * (256 random bits, stored hashed, valid INFO_PENDING_MS) that this caller finished the verification step.
 */
export async function askPersonalInfo(ctx: AppContext, u: User, loginType: LoginType) {
  const infoToken = randomBytes(32).toString('base64url');
  await ctx.db
    .update(users)
    .set({
      infoPendingUntil: new Date(ctx.now().getTime() + INFO_PENDING_MS),
      infoPendingLoginType: loginType,
      infoTokenHash: sha256(infoToken),
    })
    .where(eq(users.id, u.id));
  return authResponse(u, loginType, { is_personal_info: 0, info_token: infoToken });
}

/** The account an update-info proof was issued to, while it is valid; undefined otherwise. */
export async function userByInfoToken(ctx: AppContext, infoToken: string | undefined): Promise<User | undefined> {
  if (!infoToken) return undefined;
  const [u] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.infoTokenHash, sha256(infoToken)));
  return u && u.infoPendingUntil && u.infoPendingUntil > ctx.now() ? u : undefined;
}

export function assertActive(u: User) {
  if (u.status !== 1) throw forbidden('auth-003', 'Your account is blocked');
}

/**
 * The rest of the chain once the customer is identified: blocked → 403; no name → is_personal_info 0;
 * (manual sign-in and sign-up only) a pending phone/email verification that config switches on → its OTP is sent
 * and the flag answers 0; otherwise the token.
 */
export async function continueSignIn(
  ctx: AppContext,
  u: User,
  loginType: LoginType,
  guestId?: string | null,
): Promise<AuthResponse> {
  assertActive(u);
  if (!hasPersonalInfo(u)) return askPersonalInfo(ctx, u, loginType);
  if (loginType === 'manual') {
    const { centralize_login: c } = await loadConfig(ctx.db);
    const phonePending = c.phone_verification_status === 1 && !!u.phone && u.isPhoneVerified !== 1;
    const emailPending = c.email_verification_status === 1 && !!u.email && u.isEmailVerified !== 1;
    if (phonePending) {
      await sendOtp(ctx, { channel: 'phone', target: u.phone!, purpose: 'verify' }, { onCooldown: 'keep' });
    } else if (emailPending) {
      await sendOtp(ctx, { channel: 'email', target: u.email!, purpose: 'verify' }, { onCooldown: 'keep' });
    }
    if (phonePending || emailPending)
      return authResponse(u, loginType, {
        is_phone_verified: phonePending ? 0 : 1,
        is_email_verified: emailPending ? 0 : 1,
      });
  }
  return grantToken(ctx, u, loginType, guestId);
}

/** 403 login_type when config switches that sign-in method off. */
export async function assertLoginEnabled(ctx: AppContext, loginType: LoginType) {
  const { centralize_login: c } = await loadConfig(ctx.db);
  const on =
    loginType === 'manual' ? c.manual_login_status : loginType === 'otp' ? c.otp_login_status : c.social_login_status;
  if (on !== 1)
    throw forbidden(
      'login_type',
      `${loginType === 'otp' ? 'OTP' : loginType === 'social' ? 'Social' : 'Manual'} login is not enabled.`,
    );
}

export const unauthorizedLogin = (message = 'Credentials does not match.') => apiError(401, 'auth-001', message);

/** Detaches a phone from an account (the "No, it's not me" answer). */
export async function detachPhone(db: Db, userId: number) {
  await db.update(users).set({ phone: null, isPhoneVerified: 0 }).where(eq(users.id, userId));
}
