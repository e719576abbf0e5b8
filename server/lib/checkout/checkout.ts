// Checkout steps shared by store orders (place-order.ts), parcels (place-parcel.ts) and trips (book-trip.ts): the
// guest contact, the address lines, the schedule time and the wallet share of a payment. Each step is a pure function
// of its inputs that throws 6amMart's error.
import type { BusinessConfig } from '../config/business-config.ts';
import { forbidden } from '../http/errors.ts';
import type { Owner } from '../http/scope.ts';
import { walletCovers } from '../../../domain/pricing/wallet.ts';
import { parseShopTime } from '../../../domain/shop-time.ts';

/** An absent or whitespace-only text. */
export const blank = (v: string | null | undefined) => !v || !String(v).trim();
/** A trimmed text, or null when blank. */
export const clean = (v: string | null | undefined) => (blank(v) ? null : String(v).trim());

/** The address lines of an order body as the order stores them (a delivery's address, a parcel's sender), cleaned. */
export const addressLinesOf = (b: {
  contact_person_email?: string | null;
  address_type?: string | null;
  address?: string | null;
  floor?: string | null;
  road?: string | null;
  house?: string | null;
}) => ({
  contact_person_email: clean(b.contact_person_email),
  address_type: clean(b.address_type) ?? 'others',
  address: clean(b.address),
  floor: clean(b.floor),
  road: clean(b.road),
  house: clean(b.house),
});

/** A booking the customer may make up to a minute late (clock skew between the browser and the server). */
export const SCHEDULE_GRACE_MS = 60_000;

export interface GuestContact {
  contact_person_name?: string | null;
  contact_person_number?: string | null;
}

/** Guests may check out only while guest checkout is on, and must give a contact name and number. */
export function checkGuestCheckout(
  owner: Owner,
  config: Pick<BusinessConfig, 'guest_checkout_status'>,
  b: GuestContact,
) {
  if (owner.userId !== null) return;
  if (config.guest_checkout_status !== 1)
    throw forbidden('guest_checkout', 'Guest checkout is not available. Please sign in.');
  if (blank(b.contact_person_name))
    throw forbidden('contact_person_name', 'The contact person name field is required.');
  if (blank(b.contact_person_number))
    throw forbidden('contact_person_number', 'The contact person number field is required.');
}

/**
 * The time of a `schedule_at` text ("YYYY-MM-DD hh:mm AM/PM"): null when blank; 403 schedule_at when it is not a
 * time (`invalidMessage`) or lies in the past (beyond the grace minute).
 */
export function parseScheduleAt(text: string | null | undefined, now: Date, invalidMessage: string): Date | null {
  if (blank(text)) return null;
  const at = parseShopTime(text);
  if (!at) throw forbidden('schedule_at', invalidMessage);
  if (at.getTime() < now.getTime() - SCHEDULE_GRACE_MS)
    throw forbidden('schedule_at', 'The schedule time must be in the future.');
  return at;
}

export interface WalletShareInput {
  method: 'wallet' | 'partial';
  /** What is to be paid. */
  total: number;
  balance: number;
  config: Pick<BusinessConfig, 'customer_wallet_status' | 'partial_payment_status'>;
  /** "order" / "trip" in the messages. */
  noun: 'order' | 'trip';
  /** The error code of the partial-payment refusals (orders: partial_payment; trip payments: payment_method). */
  partialCode: string;
}

/**
 * How much the wallet pays: all of it (wallet: the balance must cover the total) or the whole balance (partial: the
 * balance must be positive and short of the total). Guests have no wallet.
 */
export function walletShare(owner: Owner, i: WalletShareInput): number {
  if (owner.userId === null) throw forbidden('payment_method', 'Sign in to pay with your wallet.');
  if (i.config.customer_wallet_status !== 1) throw forbidden('payment_method', 'The wallet is not available.');
  if (i.method === 'wallet') {
    if (!walletCovers(i.balance, i.total))
      throw forbidden('payment_method', `Your wallet balance is not enough for this ${i.noun}.`);
    return i.total;
  }
  if (i.config.partial_payment_status !== 1) throw forbidden(i.partialCode, 'Partial payment is not available.');
  if (i.balance <= 0) throw forbidden(i.partialCode, 'Your wallet is empty.');
  if (i.balance >= i.total) throw forbidden(i.partialCode, 'Your wallet covers the whole amount: pay with the wallet.');
  return i.balance;
}
