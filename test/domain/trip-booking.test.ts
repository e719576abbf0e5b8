import { describe, expect, it } from 'vitest';
import { walletCovers } from '../../domain/pricing/wallet.ts';
import {
  hasContactPerson,
  lacksDestination,
  scheduleAtText,
  tripBookingRequest,
  tripPaymentMethods,
  tripStart,
  type TripBookingFacts,
  type TripBookingFields,
} from '../../domain/trip-booking.ts';

const DHAKA = 'Asia/Dhaka';
// 2026-11-23 10:00 in Dhaka (UTC+6)
const now = new Date('2026-11-23T04:00:00Z');

const fields: TripBookingFields = {
  contact: { name: ' Nadia Islam ', number: ' +8801711111111 ', email: '' },
  couponCode: '',
  coupon: null,
  note: '',
  paymentMethod: 'cash_payment',
};
const facts: TripBookingFacts = {
  guest: true,
  providerId: 4,
  tripType: 'hourly',
  hasDestination: false,
  pickupAt: null,
  total: 20,
  walletBalance: 0,
};

describe('trip booking rules (spec part 2 §7)', () => {
  it('a contact person has a name and a number that are not blank', () => {
    expect(hasContactPerson({ name: 'Nadia', number: '+8801711111111' })).toBe(true);
    expect(hasContactPerson({ name: '  ', number: '+8801711111111' })).toBe(false);
    expect(hasContactPerson({ name: 'Nadia', number: '' })).toBe(false);
  });

  it('only a distance-wise trip without a destination lacks one', () => {
    expect(lacksDestination('distance_wise', false)).toBe(true);
    expect(lacksDestination('distance_wise', true)).toBe(false);
    expect(lacksDestination('hourly', false)).toBe(false);
  });

  it('the wallet covers a trip when the balance is at least the total', () => {
    expect(walletCovers(20, 20)).toBe(true);
    expect(walletCovers(25.5, 20)).toBe(true);
    expect(walletCovers(19.99, 20)).toBe(false);
  });

  it('offers cash unless it is off, the wallet to customers while it is on, digital payment when on', () => {
    const all = { cashOnDelivery: true, walletStatus: true, digitalPayment: true };
    expect(tripPaymentMethods({ ...all, guest: false })).toEqual(['cash_payment', 'wallet', 'digital_payment']);
    expect(tripPaymentMethods({ ...all, guest: true })).toEqual(['cash_payment', 'digital_payment']);
    expect(
      tripPaymentMethods({ cashOnDelivery: false, walletStatus: false, digitalPayment: true, guest: false }),
    ).toEqual(['digital_payment']);
  });

  it("a pickup not in the future starts now ('Pickup Now'); a later one is scheduled at its time", () => {
    const later = new Date('2026-11-23T06:30:00Z');
    expect(tripStart(null, now)).toEqual({ pickupTime: now, scheduled: false });
    expect(tripStart(new Date('2026-11-23T04:00:00Z'), now)).toEqual({ pickupTime: now, scheduled: false });
    expect(tripStart(later, now)).toEqual({ pickupTime: later, scheduled: true });
  });

  it('schedule_at is null for now, else "year-month-day hh:mm AM/PM" in the shop zone', () => {
    expect(scheduleAtText(null, now, DHAKA)).toBeNull();
    expect(scheduleAtText('2026-11-23T03:00:00Z', now, DHAKA)).toBeNull();
    expect(scheduleAtText('2026-11-23T08:05:00Z', now, DHAKA)).toBe('2026-11-23 02:05 PM');
    expect(scheduleAtText('2026-11-23T18:30:00Z', now, DHAKA)).toBe('2026-11-24 12:30 AM');
  });

  it("builds a guest's booking request: trimmed contact, blank texts as null, the applied coupon's code", () => {
    const coupon = { code: 'RIDE10', discount: 10, discount_type: 'percent', min_purchase: 10, max_discount: 0 };
    expect(
      tripBookingRequest(
        { ...fields, coupon, couponCode: 'RIDE1', note: '  A child seat ' },
        { ...facts, total: 18, pickupAt: '2026-11-23T08:05:00Z' },
        now,
        DHAKA,
      ),
    ).toEqual({
      trip_amount: 18,
      trip_type: 'hourly',
      provider_id: 4,
      contact_person_name: 'Nadia Islam',
      contact_person_number: '+8801711111111',
      contact_person_email: null,
      schedule_at: '2026-11-23 02:05 PM',
      coupon_code: 'RIDE10',
      additional_note: 'A child seat',
    });
  });

  it("a customer's booking request carries no contact person", () => {
    expect(tripBookingRequest(fields, { ...facts, guest: false, tripType: 'distance_wise' }, now, DHAKA)).toEqual({
      trip_amount: 20,
      trip_type: 'distance_wise',
      provider_id: 4,
      schedule_at: null,
      coupon_code: null,
      additional_note: null,
    });
  });
});
