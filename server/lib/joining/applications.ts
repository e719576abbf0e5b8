// What the two self-registrations (a store's owner, a delivery man) share: registration switched on in the config,
// the password rule, the images sent (sniffed and bounded by the one image rule, stored in joining_images), and the
// email and phone not yet taken (the unique indexes answer a raced duplicate with the same words:
// server/unique-violation.ts).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { joiningImages } from '../../db/schema/joining.ts';
import { brokenPasswordRule, PASSWORD_RULE_MESSAGES } from '../../../domain/validation/joining.ts';
import { forbidden } from '../http/errors.ts';
import { registerStoredImageRoute, uploadedImage } from '../http/image-upload.ts';

export const EMAIL_TAKEN_MESSAGE = 'The email has already been taken.';
export const PHONE_TAKEN_MESSAGE = 'The phone has already been taken.';
export const SELF_REGISTRATION_OFF_MESSAGE = 'Self registration is disabled.';

export type JoiningImage = ReturnType<typeof uploadedImage>;

/** 403 `self-registration` unless the config lets this kind of application in. */
export function requireRegistrationOn(on: boolean) {
  if (!on) throw forbidden('self-registration', SELF_REGISTRATION_OFF_MESSAGE);
}

/** 403 `password` with 6amMart's words for the first rule the password breaks. */
export function requireStrongPassword(password: string) {
  const rule = brokenPasswordRule(password);
  if (rule) throw forbidden('password', PASSWORD_RULE_MESSAGES[rule]);
}

/** One image sent as `field` (absent: null); 403 `field` when it is not a jpg / png / gif of at most 2 MB. */
export function optionalImage(body: object, field: string): JoiningImage | null {
  const value = (body as Record<string, unknown>)[field];
  return value === undefined || value === null || value === '' ? null : uploadedImage(field, value);
}

/** Writes the images under `<folder>/<random>.<ext>` (inside the caller's transaction); their media paths, in order. */
export async function saveJoiningImages(db: Db, folder: string, images: JoiningImage[], now: Date) {
  if (!images.length) return [];
  const rows = images.map((img) => ({
    name: `${folder}/${randomBytes(16).toString('hex')}.${img.ext}`,
    mime: img.mime,
    data: img.data.toString('base64'),
    createdAt: now,
  }));
  await db.insert(joiningImages).values(rows);
  return rows.map((r) => r.name);
}

/** 403 `email` / `phone` when another application of this kind already uses them (email compared without case). */
export async function requireFreeContact(
  db: Db,
  table: PgTable & { email: PgColumn; phone: PgColumn },
  contact: { email: string; phone: string },
) {
  const [email] = await db
    .select({ one: sql`1` })
    .from(table as PgTable)
    .where(sql`lower(${table.email}) = lower(${contact.email})`)
    .limit(1);
  if (email) throw forbidden('email', EMAIL_TAKEN_MESSAGE);
  const [phone] = await db
    .select({ one: sql`1` })
    .from(table as PgTable)
    .where(eq(table.phone, contact.phone))
    .limit(1);
  if (phone) throw forbidden('phone', PHONE_TAKEN_MESSAGE);
}

/**
 * GET /media/store/:name → a joining store's logo or cover (shown in the shop once the store is approved). A
 * delivery man's images (`delivery-man/…`) are never served.
 */
export function registerJoiningImageRoutes(app: FastifyInstance, db: Db) {
  registerStoredImageRoute(app, 'store', 'public', async (name) => {
    const [img] = await db.select().from(joiningImages).where(eq(joiningImages.name, name));
    return img;
  });
}
