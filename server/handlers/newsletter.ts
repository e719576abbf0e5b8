import { eq } from 'drizzle-orm';
import { newsletterSubscriptions } from '../db/schema/catalogue.ts';
import { forbidden } from '../lib/http/errors.ts';
import { defineHandlers } from '../lib/http/handler.ts';

const messages = {
  en: { ok: 'Subscribed Successfully', taken: 'The email has already been taken.' },
  ar: { ok: 'تم الاشتراك بنجاح', taken: 'هذا البريد الإلكتروني مشترك بالفعل.' },
};

export const newsletterHandlers = defineHandlers((ctx) => ({
  subscribeNewsletter: async (req) => {
    const text = req.scope.locale === 'ar' ? messages.ar : messages.en;
    const raw = (req.body as { email?: unknown } | undefined)?.email;
    if (typeof raw !== 'string' || !raw.trim()) throw forbidden('email', 'The email field is required.');
    const email = raw.trim().toLowerCase();
    const [existing] = await ctx.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    if (existing) throw forbidden('email', text.taken);
    const inserted = await ctx.db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing().returning();
    if (!inserted.length) throw forbidden('email', text.taken); // a concurrent duplicate
    return { message: text.ok };
  },
}));
