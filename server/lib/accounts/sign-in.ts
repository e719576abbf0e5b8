// Signing in and up: password, OTP and social sign-in, the verification chain, personal info, password reset, and the
// demo identity and phone-authentication services.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { guests, phoneAuthSessions, users } from '../../db/schema/customer.ts';
import {
  askPersonalInfo,
  assertActive,
  assertLoginEnabled,
  assertUnique,
  authResponse,
  continueSignIn,
  createUser,
  customerImageUrl,
  detachPhone,
  fullName,
  grantToken,
  normalizeEmail,
  normalizePhone,
  referrerId,
  splitName,
  unauthorizedLogin,
  userByEmail,
  userByInfoToken,
  userByPhone,
  type AuthResponse,
} from './accounts.ts';
import { revokeAllTokens } from './auth-session.ts';
import { DEMO_OTP, loadConfig } from '../config/business-config.ts';
import { apiError, forbidden, notFound } from '../http/errors.ts';
import type { ApiRequest, AppContext, OperationId } from '../http/handler.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { beginLoginAttempt, clearLoginFailures, failLoginAttempt } from './login-guard.ts';
import { checkOtp, consumeOtp, holdOtp, sendOtp, type OtpKey } from './otp.ts';
import { issueDemoSocialToken, verifySocialIdentity, type SocialIdentity } from './social-identity.ts';
import type { SocialMedium } from '../../../domain/auth-types.ts';

const SESSION_TTL_MS = 10 * 60 * 1000;
const required = (field: string) => forbidden(field, `The ${field.replace(/_/g, ' ')} field is required.`);
const invalidReset = () => apiError(400, 'invalid', 'Invalid OTP.');
const invalidSession = () =>
  forbidden('sessionInfo', 'The verification session is invalid or expired. Please request a new code.');

/** The demo identity / phone-auth services answer only in a process in demo mode (DEMO_MODE=1). */
async function assertDemo(ctx: AppContext) {
  if (!ctx.env.demoMode) throw notFound('not_found', 'Not found.');
}

/**
 * Step 2 of the OTP login (also verify-phone / firebase-verify-token with login_type otp), after the code was
 * checked (`key`, left unconsumed so an is_exist_user answer can hold it).
 */
async function otpSignIn(
  ctx: AppContext,
  phone: string,
  verified: 'yes' | 'no' | undefined,
  guestId: string | null | undefined,
  confirmCode: (opts: { allowHeld: boolean }) => Promise<OtpKey | null>,
): Promise<AuthResponse> {
  const existing = await userByPhone(ctx.db, phone);
  const needsAnswer = existing && existing.isPhoneVerified !== 1 && Boolean(existing.fName);
  const key = await confirmCode({ allowHeld: Boolean(needsAnswer && verified) });
  if (existing && needsAnswer && !verified) {
    if (key) await holdOtp(ctx, key);
    assertActive(existing);
    return authResponse(null, 'otp', {
      is_phone_verified: 1,
      is_personal_info: 1,
      is_exist_user: { id: existing.id, name: fullName(existing), image: customerImageUrl(existing) },
    });
  }
  let u = existing;
  if (u && needsAnswer && verified === 'no') {
    await detachPhone(ctx.db, u.id);
    u = undefined;
  }
  if (!u) {
    u = await createUser(ctx.db, { phone: normalizePhone(phone), isPhoneVerified: 1, loginMedium: 'otp' }, ctx.now());
    return askPersonalInfo(ctx, u, 'otp');
  }
  if (u.isPhoneVerified !== 1) {
    await ctx.db.update(users).set({ isPhoneVerified: 1 }).where(eq(users.id, u.id));
    u = { ...u, isPhoneVerified: 1 };
  }
  return continueSignIn(ctx, u, 'otp', guestId);
}

/** Phone or email verification of an account (sign-up / manual sign-in chain). */
async function verifyAccount(
  ctx: AppContext,
  type: 'phone' | 'email',
  target: string,
  guestId: string | null | undefined,
): Promise<AuthResponse> {
  const u = type === 'phone' ? await userByPhone(ctx.db, target) : await userByEmail(ctx.db, target);
  if (!u) throw forbidden(type, type === 'phone' ? 'Phone number not found!' : 'Email not found!');
  const set = type === 'phone' ? { isPhoneVerified: 1 } : { isEmailVerified: 1 };
  await ctx.db.update(users).set(set).where(eq(users.id, u.id));
  return continueSignIn(ctx, { ...u, ...set }, 'manual', guestId);
}

/** The identity a social sign-in token proves (the one check, server/lib/accounts/social-identity.ts). */
const verifiedIdentity = (
  ctx: AppContext,
  b: { token: string; medium: string; unique_id?: string; email?: string | null },
) =>
  verifySocialIdentity(
    ctx.db,
    { token: b.token, medium: b.medium as SocialMedium, unique_id: b.unique_id, email: b.email ?? undefined },
    ctx.now(),
  );

/** The account of a social identity: by its email, else linked to its (medium, unique_id). */
async function socialAccount(ctx: AppContext, identity: SocialIdentity) {
  const u = await userByEmail(ctx.db, identity.email);
  if (u) return u;
  const [linked] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.socialId, identity.unique_id), eq(users.loginMedium, identity.medium)));
  return linked;
}

/** A new account for a social identity, with the phone the customer gave (403 `phone` when taken). */
async function createSocialAccount(ctx: AppContext, identity: SocialIdentity, phoneText: string) {
  const phone = normalizePhone(phoneText);
  await assertUnique(ctx.db, { phone });
  const name = identity.name ? splitName(identity.name) : { fName: null, lName: null };
  return createUser(
    ctx.db,
    {
      ...name,
      email: identity.email,
      isEmailVerified: 1,
      phone,
      loginMedium: identity.medium,
      socialId: identity.unique_id,
    },
    ctx.now(),
  );
}

/** The phone-authentication service's session for `phone`: unexpired and not used yet. */
async function openPhoneSession(ctx: AppContext, sessionInfo: string, phone: string) {
  const [session] = await ctx.db
    .select()
    .from(phoneAuthSessions)
    .where(
      and(
        eq(phoneAuthSessions.sessionInfo, sessionInfo),
        eq(phoneAuthSessions.phone, phone),
        gt(phoneAuthSessions.expiresAt, ctx.now()),
        isNull(phoneAuthSessions.usedAt),
      ),
    );
  return session;
}

/** Marks the session used; false when a parallel request used it first. */
async function usePhoneSession(ctx: AppContext, id: number): Promise<boolean> {
  const used = await ctx.db
    .update(phoneAuthSessions)
    .set({ usedAt: ctx.now() })
    .where(and(eq(phoneAuthSessions.id, id), isNull(phoneAuthSessions.usedAt)))
    .returning({ id: phoneAuthSessions.id });
  return used.length > 0;
}

function assertPasswordsMatch(b: { password: string; confirm_password: string }) {
  if (b.password !== b.confirm_password)
    throw forbidden('confirm_password', 'The confirm password and password must match.');
}

/** The last step of a reset whose code was verified: the password set, every token of the account revoked. */
async function setNewPassword(ctx: AppContext, u: { id: number } | undefined, password: string) {
  if (!u) throw invalidReset();
  await ctx.db
    .update(users)
    .set({ password: await hashPassword(password), updatedAt: ctx.now() })
    .where(eq(users.id, u.id));
  await revokeAllTokens(ctx.db, u.id, ctx.now());
  return { message: 'Password changed successfully.' };
}

type Body<Id extends OperationId> = ApiRequest<Id>['body'];

/** A new guest id (128 random bits) for a visitor without an account. */
export async function issueGuestId(ctx: AppContext) {
  const guestId = randomBytes(16).toString('hex'); // 128 random bits
  await ctx.db.insert(guests).values({ guestId });
  return { message: 'guest_verified', guest_id: guestId };
}

/** Signs a customer up with name, phone, email and password (the referrer's code when referrals are on). */
export async function signUp(ctx: AppContext, b: Body<'signUp'>) {
  if (b.confirm_password !== undefined && b.confirm_password !== b.password)
    throw forbidden('confirm_password', 'The confirm password and password must match.');
  const phone = normalizePhone(b.phone);
  const email = b.email ? normalizeEmail(b.email) : null;
  await assertUnique(ctx.db, { phone, email });
  const config = await loadConfig(ctx.db);
  const refBy = config.ref_earning_status === 1 ? await referrerId(ctx.db, b.ref_code) : null;
  const u = await createUser(
    ctx.db,
    {
      ...splitName(b.name),
      phone,
      email,
      password: await hashPassword(b.password),
      refBy,
      loginMedium: 'manual',
    },
    ctx.now(),
  );
  return continueSignIn(ctx, u, 'manual', b.guest_id);
}

/**
 * Verifies the code sent to a phone or email: of an account being signed up or in (the manual chain), or of an OTP
 * sign-in.
 */
export async function verifyPhoneOrEmail(ctx: AppContext, b: Body<'verifyPhone'>) {
  const type = b.verification_type ?? (b.email && !b.phone ? 'email' : 'phone');
  const target = type === 'phone' ? b.phone : b.email;
  if (!target) throw required(type);
  const normalized = type === 'phone' ? normalizePhone(target) : normalizeEmail(target);
  const key: OtpKey = { channel: type, target: normalized, purpose: 'verify' };
  if (b.login_type === 'otp') {
    if (type !== 'phone') throw forbidden('verification_type', 'OTP login verifies a phone.');
    const res = await otpSignIn(ctx, normalized, b.verified, b.guest_id, async ({ allowHeld }) => {
      await checkOtp(ctx, key, b.otp, { consume: false, allowHeld });
      return key;
    });
    if (!res.is_exist_user) await consumeOtp(ctx, key);
    return res;
  }
  await checkOtp(ctx, key, b.otp);
  return verifyAccount(ctx, type, normalized, b.guest_id);
}

/** Sends the verification code to the phone or email again (within the resend cooldown). */
export async function resendVerificationCode(ctx: AppContext, b: Body<'resendOtp'>) {
  const type = b.verification_type;
  const target = type === 'phone' ? b.phone : b.email;
  if (!target) throw required(type);
  const normalized = type === 'phone' ? normalizePhone(target) : normalizeEmail(target);
  await sendOtp(ctx, { channel: type, target: normalized, purpose: 'verify' });
  return { message: 'OTP sent successfully' };
}

/** Verifies the phone-authentication service's session and its code: an OTP sign-in or the manual chain's phone check. */
export async function verifyPhoneSession(ctx: AppContext, b: Body<'firebaseVerifyToken'>) {
  const phone = normalizePhone(b.phone);
  const session = await openPhoneSession(ctx, b.session_info, phone);
  if (!session)
    throw forbidden('session_info', 'The verification session is invalid or expired. Please request a new code.');
  const key: OtpKey = { channel: 'phone', target: phone, purpose: 'firebase' };
  const useSession = () => usePhoneSession(ctx, session.id);
  if (b.login_type === 'otp') {
    const res = await otpSignIn(ctx, phone, b.verified, b.guest_id, async ({ allowHeld }) => {
      await checkOtp(ctx, key, b.otp, { consume: false, allowHeld });
      return key;
    });
    if (!res.is_exist_user) {
      await consumeOtp(ctx, key);
      await useSession();
    }
    return res;
  }
  await checkOtp(ctx, key, b.otp);
  await useSession();
  return verifyAccount(ctx, 'phone', phone, b.guest_id);
}

/** Sets the personal info the verification answer asked for, on the account its info_token was issued to, and signs in. */
export async function completePersonalInfo(ctx: AppContext, b: Body<'updateInfo'>) {
  const phone = b.phone ? normalizePhone(b.phone) : null;
  const email = b.email ? normalizeEmail(b.email) : null;
  // The account is the one the verification answer's info_token was issued to: knowing a new account's phone or
  // email is not enough.
  const u = await userByInfoToken(ctx, b.info_token);
  if (!u) throw forbidden('verification', 'Please verify your account first.');
  if (u.fName) throw forbidden('already_exists', 'The personal info of this account is already set.');
  await assertUnique(ctx.db, { phone, email }, u.id);
  const config = await loadConfig(ctx.db);
  const refBy = config.ref_earning_status === 1 ? await referrerId(ctx.db, b.ref_code) : null;
  const [updated] = await ctx.db
    .update(users)
    .set({
      ...splitName(b.name),
      phone: u.phone ?? phone,
      email: u.email ?? email,
      refBy: refBy ?? u.refBy,
      infoPendingUntil: null,
      infoPendingLoginType: null,
      infoTokenHash: null,
      updatedAt: ctx.now(),
    })
    .where(eq(users.id, u.id))
    .returning();
  assertActive(updated!);
  return grantToken(ctx, updated!, b.login_type, b.guest_id);
}

/** Sends a password reset code to the account's phone or email (404 for no account). */
export async function sendResetCode(ctx: AppContext, b: Body<'forgotPassword'>) {
  const type = b.verification_method;
  const target = type === 'phone' ? b.phone : b.email;
  if (!target) throw required(type);
  const u = type === 'phone' ? await userByPhone(ctx.db, target) : await userByEmail(ctx.db, target);
  if (!u) throw notFound('not-found', type === 'phone' ? 'Phone number not found!' : 'Email not found!');
  const normalized = type === 'phone' ? u.phone! : u.email!;
  await sendOtp(ctx, { channel: type, target: normalized, purpose: 'reset' });
  return { message: 'OTP sent successfully' };
}

/** Checks a reset code without using it up. */
export async function checkResetCode(ctx: AppContext, b: Body<'verifyResetToken'>) {
  const key = resetKey(b);
  await checkOtp(ctx, key, b.reset_token, { consume: false, mismatch: invalidReset });
  return { message: 'OTP found, you can proceed' };
}

/**
 * 6amMart's reset through the phone-authentication service: the session and its code are checked as
 * firebase-verify-token checks them; only then is the password set.
 */
export async function resetPasswordByPhoneSession(ctx: AppContext, b: Body<'firebaseResetPassword'>) {
  assertPasswordsMatch(b);
  const phone = normalizePhone(b.phoneNumber);
  const session = await openPhoneSession(ctx, b.sessionInfo, phone);
  if (!session) throw invalidSession();
  await checkOtp(ctx, { channel: 'phone', target: phone, purpose: 'firebase' }, b.code, { mismatch: invalidReset });
  if (!(await usePhoneSession(ctx, session.id))) throw invalidSession();
  const u = await userByPhone(ctx.db, phone);
  return setNewPassword(ctx, u, b.password);
}

/** The demo identity service: a social sign-in token for the identity asked for. */
export async function demoSocialToken(ctx: AppContext, b: Body<'issueDemoSocialToken'>) {
  await assertDemo(ctx);
  const identity = { medium: b.medium, email: normalizeEmail(b.email), name: b.name ?? null, unique_id: b.unique_id };
  const token = await issueDemoSocialToken(ctx.db, identity, ctx.now());
  return { token, ...identity };
}

/** Sets a new password with a reset code (used up), every session of the account ended. */
export async function resetPassword(ctx: AppContext, b: Body<'resetPassword'>) {
  assertPasswordsMatch(b);
  const key = resetKey(b);
  await checkOtp(ctx, key, b.reset_token, { mismatch: invalidReset });
  const u = key.channel === 'phone' ? await userByPhone(ctx.db, key.target) : await userByEmail(ctx.db, key.target);
  return setNewPassword(ctx, u, b.password);
}

/** The demo phone-authentication service: sends the demo code and opens a 10-minute session for the phone. */
export async function demoPhoneSession(ctx: AppContext, phoneText: string) {
  await assertDemo(ctx);
  const phone = normalizePhone(phoneText);
  await sendOtp(ctx, { channel: 'phone', target: phone, purpose: 'firebase' }, { fixedCode: DEMO_OTP });
  const sessionInfo = randomBytes(24).toString('base64url');
  await ctx.db
    .insert(phoneAuthSessions)
    .values({ sessionInfo, phone, expiresAt: new Date(ctx.now().getTime() + SESSION_TTL_MS) });
  return { session_info: sessionInfo };
}

/** 6amMart's social sign-in: the account of the identity, or no token when there is none yet. */
export async function socialSignIn(ctx: AppContext, b: Body<'socialLogin'>) {
  await assertLoginEnabled(ctx, 'social');
  const identity = await verifiedIdentity(ctx, b);
  const u = await socialAccount(ctx, identity);
  if (!u) return { token: null, is_phone_verified: 0 as const };
  const res = await continueSignIn(ctx, u, 'social', b.guest_id);
  return { token: res.token, is_phone_verified: u.isPhoneVerified === 1 ? (1 as const) : (0 as const), phone: u.phone };
}

/** 6amMart's social sign-up: a new account for the identity with the phone given (403 when it has one). */
export async function socialRegister(ctx: AppContext, b: Body<'socialRegister'>) {
  await assertLoginEnabled(ctx, 'social');
  const identity = await verifiedIdentity(ctx, b);
  if (await socialAccount(ctx, identity)) throw forbidden('email', 'The email has already been taken.');
  const u = await createSocialAccount(ctx, identity, b.phone);
  const res = await continueSignIn(ctx, u, 'social', b.guest_id);
  return { token: res.token, is_phone_verified: u.isPhoneVerified === 1 ? (1 as const) : (0 as const), phone: u.phone };
}

function resetKey(b: { verification_method: 'phone' | 'email'; phone?: string; email?: string }): OtpKey {
  const type = b.verification_method;
  const target = type === 'phone' ? b.phone : b.email;
  if (!target) throw required(type);
  return {
    channel: type,
    target: type === 'phone' ? normalizePhone(target) : normalizeEmail(target),
    purpose: 'reset',
  };
}

/**
 * Password sign-in by email or phone. Known or not, the same steps: the lock, one bcrypt comparison (a decoy without
 * an account), the same answer.
 */
async function passwordSignIn(ctx: AppContext, b: Body<'login'>, ip: string): Promise<AuthResponse> {
  if (!b.email_or_phone) throw required('email_or_phone');
  if (!b.password) throw required('password');
  const byEmail = b.field_type ? b.field_type === 'email' : b.email_or_phone.includes('@');
  const identifier = byEmail ? normalizeEmail(b.email_or_phone) : normalizePhone(b.email_or_phone);
  const attempt = await beginLoginAttempt(ctx, identifier, ip);
  const u = byEmail ? await userByEmail(ctx.db, identifier) : await userByPhone(ctx.db, identifier);
  if (!(await verifyPassword(b.password, u?.password))) {
    failLoginAttempt(attempt);
    throw unauthorizedLogin();
  }
  await clearLoginFailures(ctx, identifier, ip);
  return continueSignIn(ctx, u!, 'manual', b.guest_id);
}

/** OTP sign-in: without a code, the code is sent; with it, the account is signed in (or its info asked for). */
async function otpLogin(ctx: AppContext, b: Body<'login'>): Promise<AuthResponse> {
  if (!b.phone) throw required('phone');
  const phone = normalizePhone(b.phone);
  const key: OtpKey = { channel: 'phone', target: phone, purpose: 'verify' };
  if (!b.otp) {
    await sendOtp(ctx, key);
    return authResponse(null, 'otp', { is_phone_verified: 0, is_personal_info: 1 });
  }
  const otp = b.otp;
  const res = await otpSignIn(ctx, phone, b.verified, b.guest_id, async ({ allowHeld }) => {
    await checkOtp(ctx, key, otp, { consume: false, allowHeld });
    return key;
  });
  if (!res.is_exist_user) await consumeOtp(ctx, key);
  return res;
}

/** Social sign-in through login: the identity's account (its email now verified), or a new one with the phone given. */
async function socialLogin(ctx: AppContext, b: Body<'login'>): Promise<AuthResponse> {
  if (!b.token) throw required('token');
  if (!b.medium) throw required('medium');
  const identity = await verifiedIdentity(ctx, { ...b, token: b.token, medium: b.medium });
  let u = await socialAccount(ctx, identity);
  if (!u) {
    if (!b.phone) throw forbidden('email', 'Please provide your phone number to continue.');
    u = await createSocialAccount(ctx, identity, b.phone);
  } else if (u.isEmailVerified !== 1) {
    await ctx.db.update(users).set({ isEmailVerified: 1 }).where(eq(users.id, u.id));
    u = { ...u, isEmailVerified: 1 };
  }
  return continueSignIn(ctx, u, 'social', b.guest_id);
}

/** Sign-in of the login types the business has on: password, OTP or social. */
export async function signIn(ctx: AppContext, b: Body<'login'>, ip: string): Promise<AuthResponse> {
  const loginType = b.login_type;
  if (loginType !== 'manual' && loginType !== 'otp' && loginType !== 'social')
    throw unauthorizedLogin('Unauthorized login type.');
  await assertLoginEnabled(ctx, loginType);
  if (loginType === 'manual') return passwordSignIn(ctx, b, ip);
  if (loginType === 'otp') return otpLogin(ctx, b);
  return socialLogin(ctx, b);
}
