// The customer's own account (spec part 2 §2 "Profile edit screen"): the profile, its update (a new phone or email
// verified by OTP when the business asks for it), removing the account, interests and the suggestions they give, the
// push token.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { categories, items, modules } from '../../db/schema/catalogue.ts';
import { customerImages, otps, users } from '../../db/schema/customer.ts';
import { orders } from '../../db/schema/orders.ts';
import { trips } from '../../db/schema/rental.ts';
import type { FastifyRequest } from 'fastify';
import {
  assertUnique,
  customerImageUrl,
  normalizeEmail,
  normalizePhone,
  splitName,
  userById,
  type User,
} from './accounts.ts';
import { revokeAllTokens, revokeOtherTokens } from './auth-session.ts';
import { loadConfig } from '../config/business-config.ts';
import { forbidden, unauthenticated } from '../http/errors.ts';
import type { ApiRequest, AppContext, AuthUser } from '../http/handler.ts';
import { checkOtp, sendOtp, OTP_TTL_SECONDS, type OtpKey } from './otp.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { uploadedImage } from '../http/image-upload.ts';
import { itemsInZones } from '../items/item-list.ts';

const DAY_MS = 86_400_000;
const ONGOING_ORDER = ['pending', 'confirmed', 'processing', 'handover', 'picked_up'] as const;
const ONGOING_TRIP = ['pending', 'confirmed', 'ongoing'] as const;

/** The signed-in customer's row (401 when the account is gone). */
export async function currentUser(ctx: AppContext, id: number): Promise<User> {
  const u = await userById(ctx.db, id);
  if (!u) throw unauthenticated();
  return u;
}

/** Whether a profile OTP for that phone/email was entered right within its lifetime (an earlier step). */
async function recentlyVerified(ctx: AppContext, key: OtpKey): Promise<boolean> {
  const [row] = await ctx.db
    .select({ usedAt: otps.usedAt })
    .from(otps)
    .where(and(eq(otps.channel, key.channel), eq(otps.target, key.target), eq(otps.purpose, key.purpose)));
  return Boolean(row?.usedAt && ctx.now().getTime() - row.usedAt.getTime() < OTP_TTL_SECONDS * 1000);
}

/** The profile as 6amMart's customer/info answers it. */
export async function customerInfo(ctx: AppContext, userId: number) {
  const u = await currentUser(ctx, userId);
  const [{ n: orderCount } = { n: 0 }] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.userId, u.id));
  return {
    id: u.id,
    f_name: u.fName,
    l_name: u.lName,
    phone: u.phone,
    email: u.email,
    image: u.image,
    image_full_url: customerImageUrl(u),
    is_phone_verified: u.isPhoneVerified === 1 ? (1 as const) : (0 as const),
    is_email_verified: u.isEmailVerified === 1 ? (1 as const) : (0 as const),
    wallet_balance: u.walletBalance,
    loyalty_point: u.loyaltyPoint,
    ref_code: u.refCode,
    ref_by: u.refBy,
    status: u.status,
    login_medium: u.loginMedium,
    order_count: orderCount,
    member_since_days: Math.max(0, Math.floor((ctx.now().getTime() - u.createdAt.getTime()) / DAY_MS)),
    selected_modules_for_interest: u.selectedModules,
    interest: u.interest,
    created_at: u.createdAt.toISOString(),
    updated_at: u.updatedAt.toISOString(),
  };
}

export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to set a new one.';
export const CURRENT_PASSWORD_WRONG = 'The current password is not correct.';

/**
 * Updates the profile. A new phone or email is verified first when the business asks for it: without a fresh code an
 * OTP is sent and the answer says so (nothing changes yet). A new password needs the current one (when the account
 * has one) and ends every other session.
 */
export async function updateProfile(ctx: AppContext, user: AuthUser, b: ApiRequest<'updateProfile'>['body']) {
  const u = await currentUser(ctx, user.id);
  const str = (k: keyof typeof b) =>
    typeof b[k] === 'string' && (b[k] as string).trim() !== '' ? (b[k] as string).trim() : undefined;
  const phone = str('phone') ? normalizePhone(str('phone')!) : undefined;
  const email = str('email') ? normalizeEmail(str('email')!) : undefined;
  const password = str('password');
  const otp = str('otp');
  const verificationOn = str('verification_on');
  await assertUnique(ctx.db, { phone, email }, u.id);
  // a new password needs the current one (a borrowed or stolen session cannot take the account over); an account
  // without a password (signed up by a social account or a code) sets its first one without
  if (password && u.password) {
    const current = typeof b.current_password === 'string' ? b.current_password : '';
    if (!current) throw forbidden('current_password', CURRENT_PASSWORD_REQUIRED);
    if (!(await verifyPassword(current, u.password))) throw forbidden('current_password', CURRENT_PASSWORD_WRONG);
  }

  let image: { data: Buffer; mime: string; ext: string } | undefined;
  if (b.image !== undefined && b.image !== '') image = uploadedImage('image', b.image);

  const { centralize_login: c } = await loadConfig(ctx.db);
  const changes: Partial<typeof users.$inferInsert> = { ...splitName(b.name), updatedAt: ctx.now() };
  const media: { medium: 'phone' | 'email'; value: string | undefined; current: string | null; on: boolean }[] = [
    { medium: 'phone', value: phone, current: u.phone, on: c.phone_verification_status === 1 },
    { medium: 'email', value: email, current: u.email, on: c.email_verification_status === 1 },
  ];
  for (const m of media) {
    if (!m.value || m.value === m.current) continue;
    const key: OtpKey = { channel: m.medium, target: m.value, purpose: 'profile' };
    let verified = 0;
    if (m.on) {
      if (otp && verificationOn === m.medium) await checkOtp(ctx, key, otp);
      else if (!(await recentlyVerified(ctx, key))) {
        await sendOtp(ctx, key);
        return {
          verification_on: m.medium,
          verification_medium: m.medium,
          otp_send: 1 as const,
          message: `An OTP has been sent to your ${m.medium === 'phone' ? 'phone' : 'email'}. Please verify it to update your profile.`,
        };
      }
      verified = 1;
    }
    if (m.medium === 'phone') Object.assign(changes, { phone: m.value, isPhoneVerified: verified });
    else Object.assign(changes, { email: m.value, isEmailVerified: verified });
  }

  if (password) changes.password = await hashPassword(password);
  if (image) {
    const name = `customers/${u.id}-${randomBytes(8).toString('hex')}.${image.ext}`;
    await ctx.db.delete(customerImages).where(eq(customerImages.userId, u.id));
    await ctx.db
      .insert(customerImages)
      .values({ name, userId: u.id, mime: image.mime, data: image.data.toString('base64') });
    changes.image = name;
  }
  await ctx.db.update(users).set(changes).where(eq(users.id, u.id));
  // a new password ends every other session (a thief's token among them); this one stays signed in
  if (password) await revokeOtherTokens(ctx.db, u.id, user.tokenId, ctx.now());
  return { message: 'Profile updated successfully' };
}

/** Removes the account and ends its sessions, unless an order or a trip is ongoing (false then). */
export async function removeAccount(ctx: AppContext, userId: number): Promise<boolean> {
  const u = await currentUser(ctx, userId);
  const [{ n: ongoing } = { n: 0 }] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, u.id), inArray(orders.orderStatus, [...ONGOING_ORDER])));
  const [{ n: ongoingTrips } = { n: 0 }] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(trips)
    .where(and(eq(trips.userId, u.id), inArray(trips.tripStatus, [...ONGOING_TRIP])));
  if (ongoing + ongoingTrips > 0) return false;
  await revokeAllTokens(ctx.db, u.id, ctx.now());
  await ctx.db.delete(users).where(eq(users.id, u.id));
  return true;
}

/** Up to 5 items of the categories the customer is interested in (in the module, when one is chosen). */
export async function suggestedItems(ctx: AppContext, req: FastifyRequest, userId: number) {
  req.scope.zoneIds(true);
  const module = req.scope.module();
  const { interest } = await currentUser(ctx, userId);
  const picked = module ? (interest[String(module.id)] ?? []) : Object.values(interest).flat();
  const ofInterest = picked.length ? [inArray(items.categoryId, picked)] : [];
  return itemsInZones(ctx, req, ofInterest, [desc(items.orderCount)], 5);
}

/** Sets the customer's interests in a module: categories of that module only. */
export async function updateInterest(ctx: AppContext, userId: number, moduleId: number, interest: number[]) {
  const [module] = await ctx.db.select({ id: modules.id }).from(modules).where(eq(modules.id, moduleId));
  if (!module) throw forbidden('moduleId', 'Module id is required!');
  const ids = [...new Set(interest)];
  if (ids.length) {
    const found = await ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(inArray(categories.id, ids), eq(categories.moduleId, moduleId)));
    if (found.length !== ids.length) throw forbidden('interest', 'The selected interest is invalid.');
  }
  const u = await currentUser(ctx, userId);
  await ctx.db
    .update(users)
    .set({
      interest: { ...u.interest, [String(moduleId)]: ids },
      selectedModules: u.selectedModules.includes(moduleId) ? u.selectedModules : [...u.selectedModules, moduleId],
      updatedAt: ctx.now(),
    })
    .where(eq(users.id, u.id));
  return { message: 'Interests updated successfully' };
}

/** Stores the device's push token. */
export async function updatePushToken(ctx: AppContext, userId: number, token: string) {
  await ctx.db.update(users).set({ cmFirebaseToken: token, updatedAt: ctx.now() }).where(eq(users.id, userId));
}
