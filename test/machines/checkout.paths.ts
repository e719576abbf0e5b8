import type { GuestContact } from '../../domain/contact.ts';
import type { AppliedCoupon, CheckoutFacts } from '../../machines/checkout.machine.ts';
import { checkoutMachine } from '../../machines/checkout.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

/** A later slot of tomorrow's schedule (shop time). */
export const laterSlot = '2026-11-23 12:00:00';

/** A saved address in the store's zone (zone 1), at the store's door. */
export const savedAddress = {
  id: 5,
  user_id: 1,
  address_type: 'home',
  address: '12 Harbour Road, Dhaka',
  additional_information: null,
  latitude: '23.7925',
  longitude: '90.4078',
  zone_id: 1,
  zone_ids: [1],
  contact_person_name: 'Rafi Ahmed',
  contact_person_number: '+8801700000000',
  contact_person_email: null,
  road: null,
  house: null,
  floor: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

/** An address in another zone (2): never the default. */
export const otherZoneAddress = { ...savedAddress, id: 6, address: '3 Lake Road', zone_id: 2, zone_ids: [2] };

export const guestContact: GuestContact = {
  contact_person_name: 'Nadia Guest',
  contact_person_number: '+8801811111111',
  contact_person_email: '',
  address_type: 'home',
  address: '40 Gulshan Avenue, Dhaka',
  road: '',
  house: '4B',
  floor: '',
  latitude: 23.7925,
  longitude: 90.4078,
};

export const coupon: AppliedCoupon = {
  code: 'SAVE10',
  discount: 10,
  discount_type: 'percent',
  min_purchase: 0,
  max_discount: 0,
  coupon_type: 'default',
};

/**
 * A signed-in customer's cart of 2 × 12 at a store (tax 0, included) delivering with the zone's charges (1 per km, at
 * least 5), a cash-on-delivery limit of 5000 and a wallet of 50; home delivery and take away offered.
 */
export const facts: CheckoutFacts = {
  storeId: 3,
  storeZoneId: 1,
  guest: false,
  orderTypes: ['delivery', 'take_away'],
  pricing: {
    lines: [{ unit: 12, quantity: 2, addOns: 0, itemDiscountPerUnit: 0 }],
    storeDiscount: null,
    taxRate: 0,
    storeLocation: { lat: 23.7925, lng: 90.4078 },
    store: { selfDelivery: false, freeDelivery: false, perKm: null, minimum: null, maximum: null },
    zone: { perKm: 1, minimum: 5, maximum: null, surchargePercent: 0 },
    config: { tax_included: 1, additional_charge_status: 0, dm_tips_status: 1 },
    extraCharge: 0,
  },
  addresses: [otherZoneAddress, savedAddress],
  customer: { name: 'Rafi Ahmed', phone: '+8801700000000', email: 'rafi@example.com' },
  walletBalance: 50,
  codLimit: 5000,
  pharmacy: false,
  prescriptionRequired: false,
  buyNow: null,
  paymentCallback: 'http://localhost/order-successful',
};

/** The same store offering one order type only. */
export const takeAwayOnly: CheckoutFacts = { ...facts, orderTypes: ['take_away'] };
export const deliveryOnly: CheckoutFacts = { ...facts, orderTypes: ['delivery'] };
/** The store closed now with no slot left today: tomorrow has slots. */
export const closedToday: CheckoutFacts = { ...facts, opening: { openNow: false, scheduling: true, slotDays: [1] } };

export const checkoutPaths: MachinePathConfig = {
  machine: withInertActors(checkoutMachine),
  input: { guestContact: null, facts: null },
  // the offered order types decide the `always` transitions of the order type region; Remove needs an applied coupon
  // and the day shown decides whether new facts move it to the first day with a slot
  serializeContext: (c) => [c.facts?.orderTypes ?? null, c.coupon !== null, c.dayOffset],
  variants: {
    LOADED: [{ facts }, { facts: takeAwayOnly }, { facts: deliveryOnly }, { facts: closedToday }],
    CHOOSE_ORDER_TYPE: [{ orderType: 'take_away' }, { orderType: 'delivery' }],
    CHOOSE_DAY: [{ dayOffset: 1 }],
    CHOOSE_SLOT: [{ scheduleAt: laterSlot }, { scheduleAt: null }],
    CHOOSE_PAYMENT: [
      { method: 'wallet', partial: false },
      { method: 'digital_payment', partial: false },
      { method: 'cash_on_delivery', partial: false },
    ],
    CHOOSE_ADDRESS: [{ address: savedAddress }],
    SAVE_GUEST_CONTACT: [{ contact: guestContact }],
    TYPE_INSTRUCTION: [{ text: 'Leave it at the gate' }],
    TYPE_NOTE: [{ text: 'Ring twice, please' }],
    APPLY_COUPON: [{ coupon }],
    CHOOSE_TIPS: [{ tips: 20 }],
    ATTACH_PRESCRIPTIONS: [{ files: [new Blob(['rx'], { type: 'image/png' })] }],
    'xstate.error.actor.placement': [{ error: new Error('The placement stopped.') }],
  },
};
