import { defineHandlers } from '../lib/http/handler.ts';
import { newsletterEmail, newsletterMessages, subscribeOnce } from '../lib/newsletter/subscriptions.ts';

export const newsletterHandlers = defineHandlers((ctx) => ({
  subscribeNewsletter: async (req) => {
    const text = newsletterMessages(req.scope.locale);
    const email = newsletterEmail(req.body.email);
    await subscribeOnce(ctx.db, email, text.taken);
    return { message: text.ok };
  },
}));
