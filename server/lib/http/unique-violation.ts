// A unique constraint violated on the request path (two parallel requests both passed the check that looks first)
// answers the worded error the check itself gives a sequential duplicate, never a 500 (docs/architecture.md, the
// request path: errors).
import { EMAIL_TAKEN_MESSAGE, PHONE_TAKEN_MESSAGE } from '../joining/applications.ts';
import { REFUND_ALREADY_REQUESTED_MESSAGE } from '../orders/refunds.ts';
import { ALREADY_REVIEWED_MESSAGE, DM_ALREADY_REVIEWED_MESSAGE } from '../reviews/reviews.ts';
import { forbidden, type ApiError } from './errors.ts';

/** The worded error of each unique constraint (or unique index) a request can meet, by its name in the migrations. */
const WORDED: Record<string, () => ApiError> = {
  users_email_unique: () => forbidden('email', EMAIL_TAKEN_MESSAGE),
  users_phone_unique: () => forbidden('phone', PHONE_TAKEN_MESSAGE),
  newsletter_subscriptions_email_unique: () => forbidden('email', EMAIL_TAKEN_MESSAGE),
  delivery_men_email_unique: () => forbidden('email', EMAIL_TAKEN_MESSAGE),
  delivery_men_phone_unique: () => forbidden('phone', PHONE_TAKEN_MESSAGE),
  vendors_email_unique: () => forbidden('email', EMAIL_TAKEN_MESSAGE),
  vendors_phone_unique: () => forbidden('phone', PHONE_TAKEN_MESSAGE),
  carts_owner_line: () => forbidden('cart_item', 'Item already exists in the cart.'),
  reviews_item_order: () => forbidden('review', ALREADY_REVIEWED_MESSAGE),
  delivery_man_reviews_order: () => forbidden('review', DM_ALREADY_REVIEWED_MESSAGE),
  refunds_order: () => forbidden('order', REFUND_ALREADY_REQUESTED_MESSAGE),
};

/** Any other unique constraint: the request repeated what another one did at the same moment. */
const ALREADY_DONE = () => forbidden('request', 'This was just done by another request; reload and try again.');

/**
 * The worded error of a unique-constraint violation (PostgreSQL's and PGlite's SQLSTATE 23505, on the error or on the
 * `cause` drizzle wraps it in), or null for any other error.
 */
export function uniqueViolationError(error: unknown): ApiError | null {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const db = e.cause?.code ? e.cause : e;
  if (db.code !== '23505') return null;
  return (WORDED[db.constraint ?? ''] ?? ALREADY_DONE)();
}
