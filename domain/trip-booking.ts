// Booking a trip from the trip cart (spec part 2 §2 "Pickup shows 'Pickup Now' when the time is not in the
// future, otherwise 'Schedule at'", §6 guests, §7 trip-booking and payment, §9 "Date format sent"): who must give a
// contact person, which trips need a destination, which payment methods are offered, when a pickup is scheduled
// and the booking request built from all of it. Pure: the rental-booking chart's guards, the booking form and the
// server's trip booking read these.
import type { operations } from '../openapi/storefront.d.ts';
import type { CouponRule } from './pricing/coupon.ts';
import { isPickupNow, pickupTimeText, type RentalType } from './trip-cart.ts';

/** The trip-booking request body of the contract (POST /rental/user/trip/trip-booking). */
export type TripBookingRequest = NonNullable<operations['bookTrip']['requestBody']>['content']['application/json'];
/** The trip-payment request body of the contract (POST /rental/user/trip/payment). */
export type TripPaymentRequest = NonNullable<operations['payTrip']['requestBody']>['content']['application/json'];

/** The methods the booking form offers (the contract's partial_payment is not one of them). */
export type TripPaymentMethod = Extract<
  TripPaymentRequest['payment_method'],
  'cash_payment' | 'wallet' | 'digital_payment'
>;

export interface TripContactPerson {
  name: string;
  number: string;
  email: string;
}

/** A coupon the server found for the provider, with the code it is booked under. */
export type TripCoupon = CouponRule & { code: string };

/** What the visitor fills in under the trip cart. */
export interface TripBookingFields {
  /** Guests only (customers book as themselves). */
  contact: TripContactPerson;
  /** The code typed in the coupon field (not yet applied). */
  couponCode: string;
  /** The applied coupon, if any. */
  coupon: TripCoupon | null;
  note: string;
  paymentMethod: TripPaymentMethod;
}

/** What the cart, the session and the search say about the trip when 'Book Now' is pressed. */
export interface TripBookingFacts {
  guest: boolean;
  providerId: number;
  tripType: RentalType;
  /** The cart's trip has a destination. */
  hasDestination: boolean;
  /** The chosen pickup time (ISO), or null for now (the rental search's; spec part 2 §3 "Search state"). */
  pickupAt: string | null;
  /** What the customer pays (domain/pricing/rental.ts, with the applied coupon). */
  total: number;
  /** Signed-in customers' wallet balance (0 for guests). */
  walletBalance: number;
}

const blank = (v: string | null | undefined) => !v || !v.trim();

/** A contact person is given: a name and a number that are not blank (what a guest must give to book). */
export const hasContactPerson = (c: Pick<TripContactPerson, 'name' | 'number'>) => !blank(c.name) && !blank(c.number);

/** A distance-wise trip needs a destination (its km come from the route); an hourly trip needs none. */
export const lacksDestination = (tripType: RentalType, hasDestination: boolean) =>
  tripType === 'distance_wise' && !hasDestination;

/** The payment methods the booking offers: cash unless cash is off, the wallet to customers while it is on, digital. */
export function tripPaymentMethods(o: {
  cashOnDelivery: boolean;
  walletStatus: boolean;
  digitalPayment: boolean;
  guest: boolean;
}): TripPaymentMethod[] {
  return [
    ...(o.cashOnDelivery ? (['cash_payment'] as const) : []),
    ...(!o.guest && o.walletStatus ? (['wallet'] as const) : []),
    ...(o.digitalPayment ? (['digital_payment'] as const) : []),
  ];
}

/**
 * When the trip starts: a pickup time in the future schedules it at that time; none, or one not after now, starts
 * it now (not scheduled).
 */
export const tripStart = (pickup: Date | null, now: Date): { pickupTime: Date; scheduled: boolean } =>
  isPickupNow(pickup, now) ? { pickupTime: now, scheduled: false } : { pickupTime: pickup!, scheduled: true };

/** schedule_at as sent: null for a pickup now, else "YYYY-MM-DD hh:mm AM/PM" in the shop's time zone. */
export function scheduleAtText(pickupAt: string | null, now: Date, timeZone: string): string | null {
  const start = tripStart(pickupAt ? new Date(pickupAt) : null, now);
  return start.scheduled ? pickupTimeText(start.pickupTime, timeZone) : null;
}

const textOrNull = (v: string) => (blank(v) ? null : v.trim());

/** The trip-booking request of the fields and facts (the guest_id is the API client's, added when sent). */
export function tripBookingRequest(
  fields: TripBookingFields,
  facts: TripBookingFacts,
  now: Date,
  timeZone: string,
): TripBookingRequest {
  const contact = fields.contact;
  return {
    trip_amount: facts.total,
    trip_type: facts.tripType,
    provider_id: facts.providerId,
    ...(facts.guest
      ? {
          contact_person_name: contact.name.trim(),
          contact_person_number: contact.number.trim(),
          contact_person_email: textOrNull(contact.email),
        }
      : {}),
    schedule_at: scheduleAtText(facts.pickupAt, now, timeZone),
    coupon_code: fields.coupon?.code ?? null,
    additional_note: textOrNull(fields.note),
  };
}
