// The newsletter (spec part 2 §2 "Footer newsletter"): one subscription per email address.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/catalogue.ts';
import { forbidden } from '../http/errors.ts';
import { appLanguageOf, type AppLanguage } from '../../../domain/languages.ts';

const messages: Record<AppLanguage, { ok: string; taken: string }> = {
  en: { ok: 'Subscribed Successfully', taken: 'The email has already been taken.' },
  ar: { ok: 'تم الاشتراك بنجاح', taken: 'هذا البريد الإلكتروني مشترك بالفعل.' },
  bn: { ok: 'সফলভাবে সাবস্ক্রাইব করা হয়েছে', taken: 'এই ইমেইল দিয়ে আগেই সাবস্ক্রাইব করা হয়েছে।' },
  es: { ok: 'Te has suscrito correctamente', taken: 'Este correo electrónico ya está suscrito.' },
};

/** The subscription's wording in the request's language (English for a locale the shop does not speak). */
export const newsletterMessages = (locale: string) => messages[appLanguageOf(locale)];

/** The email as entered, trimmed and lower-cased (403 when it is missing). */
export function newsletterEmail(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.trim()) throw forbidden('email', 'The email field is required.');
  return raw.trim().toLowerCase();
}

/** Subscribes an email address once: a second subscription of it is refused with `takenMessage`. */
export async function subscribeOnce(db: Db, email: string, takenMessage: string): Promise<void> {
  const [existing] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  if (existing) throw forbidden('email', takenMessage);
  const inserted = await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing().returning();
  if (!inserted.length) throw forbidden('email', takenMessage); // a concurrent duplicate
}
