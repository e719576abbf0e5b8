import type { TripPrice } from '../../../domain/pricing/rental.ts';
import { readGuestContact, storeGuestContact } from '../../session/storage.ts';
import type { TripBookingFacts, TripContactPerson } from '../../../domain/trip-booking.ts';
import type { RentalCart } from '../../api/rental.ts';

/** What the cart, the session and the rental search say about the trip when 'Book Now' is pressed. */
export function bookingFactsOf(o: {
  cart: RentalCart;
  price: TripPrice;
  guest: boolean;
  walletBalance: number;
  pickupAt: string | null;
}): TripBookingFacts {
  const trip = o.cart.user_data!;
  return {
    guest: o.guest,
    providerId: o.cart.carts[0]!.provider_id,
    tripType: trip.rental_type,
    hasDestination: !!trip.destination_location,
    pickupAt: o.pickupAt,
    total: o.price.total,
    walletBalance: o.guest ? 0 : o.walletBalance,
  };
}

/** A guest's contact person as last given in this browser (blanks the first time). */
export function storedContactPerson(): TripContactPerson {
  const stored = readGuestContact();
  return {
    name: stored?.contact_person_name ?? '',
    number: stored?.contact_person_number ?? '',
    email: stored?.contact_person_email ?? '',
  };
}

/** Keeps a guest's contact person for the next booking or checkout (the stored guest contact). */
export function rememberContactPerson(c: TripContactPerson) {
  storeGuestContact({
    ...(readGuestContact() ?? {
      address_type: 'other',
      address: '',
      road: '',
      house: '',
      floor: '',
      latitude: null,
      longitude: null,
    }),
    contact_person_name: c.name.trim(),
    contact_person_number: c.number.trim(),
    contact_person_email: c.email.trim(),
  });
}
