// The worded error of each unique constraint (or unique index) a request can meet, by its name in the migrations:
// the app's error handler answers a violation with it (server/app.ts; the mechanism is lib/http/unique-violation.ts).
import { EMAIL_TAKEN_MESSAGE, PHONE_TAKEN_MESSAGE } from './lib/joining/applications.ts';
import { CART_LINE_TAKEN } from './lib/cart/cart.ts';
import { REFUND_ALREADY_REQUESTED_MESSAGE } from './lib/orders/refunds.ts';
import { ALREADY_REVIEWED_MESSAGE, DM_ALREADY_REVIEWED_MESSAGE } from './lib/reviews/reviews.ts';
import { forbidden } from './lib/http/errors.ts';
import type { WordedConstraints } from './lib/http/unique-violation.ts';

export const wordedConstraints: WordedConstraints = {
  users_email_unique: () => forbidden('email', EMAIL_TAKEN_MESSAGE),
  users_phone_unique: () => forbidden('phone', PHONE_TAKEN_MESSAGE),
  newsletter_subscriptions_email_unique: () => forbidden('email', EMAIL_TAKEN_MESSAGE),
  delivery_men_email_unique: () => forbidden('email', EMAIL_TAKEN_MESSAGE),
  delivery_men_phone_unique: () => forbidden('phone', PHONE_TAKEN_MESSAGE),
  vendors_email_unique: () => forbidden('email', EMAIL_TAKEN_MESSAGE),
  vendors_phone_unique: () => forbidden('phone', PHONE_TAKEN_MESSAGE),
  ...CART_LINE_TAKEN,
  reviews_item_order: () => forbidden('review', ALREADY_REVIEWED_MESSAGE),
  delivery_man_reviews_order: () => forbidden('review', DM_ALREADY_REVIEWED_MESSAGE),
  refunds_order: () => forbidden('order', REFUND_ALREADY_REQUESTED_MESSAGE),
};
