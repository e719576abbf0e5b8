import { assertEvent, assign, emit, sendTo, setup } from 'xstate';
import type { components } from '../openapi/storefront.d.ts';
import { defaultDeliveryAddress, type OrderType } from '../domain/checkout.ts';
import type { GuestContact } from '../domain/contact.ts';
import type { LatLng } from '../domain/geo.ts';
import { deliveryKm } from '../domain/pricing/distance.ts';
import { checkoutPriceInput, type CheckoutPricing } from '../domain/pricing/checkout.ts';
import type { CouponRule } from '../domain/pricing/coupon.ts';
import { priceOrder, type OrderPrice } from '../domain/pricing/order.ts';
import { placeOrderMachine, type OrderDraft, type PlaceOrderBody } from './place-order.machine.ts';

export type CheckoutOrderType = OrderType;
export type CheckoutPaymentMethod = PlaceOrderBody['payment_method'];

/** A saved delivery address of the customer. */
export type DeliveryAddress = components['schemas']['CustomerAddress'];

/** An applied coupon: its code (sent) and its rule (priced). */
export interface AppliedCoupon extends CouponRule {
  code: string;
}

/** What the page knows from the server about the order (sent with LOADED whenever an answer changes). */
export interface CheckoutFacts {
  storeId: number;
  storeZoneId: number;
  guest: boolean;
  /** The order types the store offers and the config switches on (domain/checkout.ts offeredOrderTypes). */
  orderTypes: readonly CheckoutOrderType[];
  pricing: CheckoutPricing;
  /** The customer's saved addresses (the default is the first in the store's zone). */
  addresses: readonly DeliveryAddress[];
  /** The signed-in customer: the contact person when the address has none. */
  customer: { name: string; phone: string; email: string };
  walletBalance: number;
  /** The module's cash-on-delivery limit in the store's zone (null = none). */
  codLimit: number | null;
  /** A pharmacy order: prescription images may go with it. */
  pharmacy: boolean;
  /** An item needs a prescription. */
  prescriptionRequired: boolean;
  /** Buy Now / Order Now: the bought item(s), placed with is_buy_now = 1 (null: the cart). */
  buyNow: components['schemas']['BuyNowCartItem'][] | null;
  /** Digital payment: where the payment page leads back. */
  paymentCallback: string;
  /** Where the shopper chose to be (the session's location): a take-away order's position. */
  shopperLocation?: LatLng | null;
  /** The store's zone (its delivery charges) is still being looked up for the delivery point. */
  zonePending?: boolean;
  /** A real 6amMart backend's own charges (pricing.backend) are still being asked for the current choices. */
  chargesPending?: boolean;
  /** When the store takes the order (spec part 2 §9 time slots); absent: at any time (nothing known to refuse). */
  opening?: StoreOpening;
}

/** The store's hours as the checkout reads them, at the page's clock. */
export interface StoreOpening {
  /** The store is open now (approved, its own toggle on, inside today's hours). */
  openNow: boolean;
  /** Scheduled orders: the config and the store allow them (the Delivery Time choice shows). */
  scheduling: boolean;
  /** The day offsets (0 today, 1 tomorrow) with at least one free time slot ('Now' or a later one), in order. */
  slotDays: readonly number[];
}

/**
 * Why Place Order cannot be pressed, known before placing: the delivery fee is still being worked out; the store is
 * closed now and takes no scheduled order; it is closed now and a later time slot must be chosen; it is closed and
 * has no time slot left today or tomorrow.
 */
export type PlaceBlocker = 'feePending' | 'storeClosed' | 'chooseSlot' | 'noSlot';

export interface CheckoutContext {
  facts: CheckoutFacts | null;
  orderType: CheckoutOrderType;
  /** 0 today, 1 tomorrow (the schedule's day choice). */
  dayOffset: number;
  /** The chosen slot's start ("YYYY-MM-DD HH:mm", shop time); null = now. */
  scheduleAt: string | null;
  payment: CheckoutPaymentMethod;
  /** Wallet pays its balance now, the rest with `payment`. */
  partial: boolean;
  /** The saved address chosen (null: the default one). */
  address: DeliveryAddress | null;
  guestContact: GuestContact | null;
  instruction: string;
  note: string;
  coupon: AppliedCoupon | null;
  tips: number;
  prescriptions: readonly Blob[];
}

/** The guest's stored contact and, when the page has them already, the server's facts. */
export interface CheckoutInput {
  guestContact: GuestContact | null;
  facts: CheckoutFacts | null;
  /** What was typed before a reload (kept for the tab): the delivery instruction and the note. */
  typed?: { instruction: string; note: string };
}

export type CheckoutEvent =
  | { type: 'LOADED'; facts: CheckoutFacts }
  | { type: 'CHOOSE_ORDER_TYPE'; orderType: CheckoutOrderType }
  | { type: 'CHOOSE_DAY'; dayOffset: number }
  | { type: 'CHOOSE_SLOT'; scheduleAt: string | null }
  | { type: 'CHOOSE_PAYMENT'; method: CheckoutPaymentMethod; partial: boolean }
  | { type: 'CHOOSE_ADDRESS'; address: DeliveryAddress }
  | { type: 'SAVE_GUEST_CONTACT'; contact: GuestContact | null }
  | { type: 'TYPE_INSTRUCTION'; text: string }
  | { type: 'TYPE_NOTE'; text: string }
  | { type: 'APPLY_COUPON'; coupon: AppliedCoupon }
  | { type: 'REMOVE_COUPON' }
  | { type: 'CHOOSE_TIPS'; tips: number }
  | { type: 'ATTACH_PRESCRIPTIONS'; files: readonly Blob[] }
  | { type: 'PLACE' };

// --- What the chart computes from its context (the view's selectors and the draft) --------------------------------

/** The delivery address in use: the one chosen, else the first saved one in the store's zone. */
export const currentAddress = (c: CheckoutContext): DeliveryAddress | null =>
  c.address ?? (c.facts ? defaultDeliveryAddress(c.facts.addresses, c.facts.storeZoneId) : null);

/** Where a delivery goes (null for take away or without an address). */
export function destinationOf(c: CheckoutContext): LatLng | null {
  if (c.orderType !== 'delivery' || !c.facts) return null;
  if (c.facts.guest) {
    const g = c.guestContact;
    return g?.latitude != null && g.longitude != null ? { lat: g.latitude, lng: g.longitude } : null;
  }
  const a = currentAddress(c);
  return a ? { lat: Number(a.latitude), lng: Number(a.longitude) } : null;
}

/** The order's price (spec part 2 §9), null until the facts are loaded. */
export const priceOf = (c: CheckoutContext): OrderPrice | null =>
  c.facts
    ? priceOrder(
        checkoutPriceInput(c.facts.pricing, {
          orderType: c.orderType,
          destination: destinationOf(c),
          coupon: c.coupon,
          tips: c.tips,
        }),
      )
    : null;

/**
 * The delivery fee is known: a take-away has none; a delivery's waits for the store's zone at the delivery point (its
 * charges). On a real 6amMart backend both wait for what it charges its own way (its tax, the vehicle's extra
 * charge). Until then the summary says the fee is being worked out and Place Order waits.
 */
export const feeKnown = (c: CheckoutContext): boolean =>
  (c.orderType !== 'delivery' || !c.facts?.zonePending) && !c.facts?.chargesPending;

/** What keeps Place Order from being pressed now (null: the order can be placed, the placement checks the rest). */
export function placeBlocker(c: CheckoutContext): PlaceBlocker | null {
  if (!feeKnown(c)) return 'feePending';
  const opening = c.facts?.opening;
  if (!opening || opening.openNow || c.scheduleAt !== null) return null;
  if (!opening.scheduling) return 'storeClosed';
  return opening.slotDays.length > 0 ? 'chooseSlot' : 'noSlot';
}

/** The first day with a free time slot when the day shown has none (null: keep the day). */
function firstSlotDay(facts: CheckoutFacts | null, dayOffset: number): number | null {
  const days = facts?.opening?.slotDays;
  return days && days.length > 0 && !days.includes(dayOffset) ? days[0]! : null;
}

/** The contact person: the guest's, else the address's (the customer's name and phone where it has none). */
function contactOf(c: CheckoutContext, facts: CheckoutFacts) {
  if (facts.guest) return c.guestContact;
  const a = currentAddress(c);
  return {
    contact_person_name: a?.contact_person_name ?? facts.customer.name,
    contact_person_number: a?.contact_person_number ?? facts.customer.phone,
    contact_person_email: facts.customer.email,
  };
}

/**
 * Where the order is placed from, and its delivery distance (km, domain/pricing/distance.ts) from the store: the delivery point, or for a
 * take-away the shopper's location (else the store's own). Every order carries them: 6amMart 2.6 refuses an order
 * without them ("Out of coverage"), whatever its type.
 */
function orderPosition(c: CheckoutContext, facts: CheckoutFacts): { at: LatLng; km: number } | null {
  const store = facts.pricing.storeLocation;
  const at = c.orderType === 'delivery' ? destinationOf(c) : (facts.shopperLocation ?? store);
  return at ? { at, km: deliveryKm(store, at) } : null;
}

/** The order as POST /customer/order/place takes it. */
function orderBody(c: CheckoutContext, facts: CheckoutFacts, total: number): PlaceOrderBody {
  const delivery = c.orderType === 'delivery';
  const contact = contactOf(c, facts);
  const where = facts.guest ? c.guestContact : currentAddress(c);
  const body: PlaceOrderBody = {
    order_amount: total,
    payment_method: c.payment,
    partial_payment: c.partial ? 1 : 0,
    order_type: c.orderType,
    store_id: facts.storeId,
    coupon_code: c.coupon?.code ?? null,
    order_note: c.note.trim() || null,
    delivery_instruction: c.instruction.trim() || null,
    schedule_at: c.scheduleAt,
    contact_person_name: contact?.contact_person_name || null,
    contact_person_number: contact?.contact_person_number || null,
    contact_person_email: contact?.contact_person_email || null,
  };
  // tips only when given: 6amMart reads a missing dm_tips as none, and v2.6 answers any dm_tips, 0 too, with a 500
  if (delivery && c.tips > 0) body.dm_tips = c.tips;
  const position = orderPosition(c, facts);
  if (position) {
    body.latitude = String(position.at.lat);
    body.longitude = String(position.at.lng);
    body.distance = position.km;
  }
  if (delivery && where) {
    body.address = where.address;
    body.address_type = where.address_type;
    body.road = where.road || null;
    body.house = where.house || null;
    body.floor = where.floor || null;
  }
  if (c.payment === 'digital_payment') body.callback = facts.paymentCallback;
  // Buy Now / Order Now: the bought item itself (6amMart's is_buy_now + cart); the stored cart stays
  if (facts.buyNow) {
    body.is_buy_now = 1;
    body.cart = facts.buyNow;
  }
  return body;
}

/** What Place Order hands to the placement: the body and the facts its rules check. */
export function draftOf(c: CheckoutContext, facts: CheckoutFacts): OrderDraft {
  const total = priceOf(c)?.total ?? 0;
  const contact = contactOf(c, facts);
  const where = facts.guest ? c.guestContact : currentAddress(c);
  return {
    body: orderBody(c, facts, total),
    orderType: c.orderType,
    hasAddress: destinationOf(c) !== null && !!where?.address,
    hasContact: !!contact?.contact_person_name && !!contact.contact_person_number,
    prescriptionRequired: facts.prescriptionRequired,
    prescriptionCount: c.prescriptions.length,
    attachments: facts.pharmacy ? c.prescriptions : [],
    paymentMethod: c.payment,
    partialPayment: c.partial,
    total,
    codLimit: facts.codLimit,
    walletBalance: facts.walletBalance,
  };
}

/**
 * The checkout (spec part 1 §2, §4, part 2 §5, §9): every choice and field of the form — Delivery Option
 * (Home Delivery / Take Away), Delivery Time (now, or a slot of today or tomorrow), the delivery address or the guest's
 * contact, the delivery instruction and the note, the coupon, the payment method (with the wallet's partial payment),
 * the delivery-man tips and a pharmacy's prescription images — with the server's facts (store, zone, cart, customer).
 * It prices the order with the shared pricing rules and, on Place Order, hands the typed order to its placement
 * (the place-order chart: validation, one Idempotency-Key per attempt, the payment page or the confirmation).
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as { type: 'crashed'; error: unknown },
    children: {} as { placement: 'placement' },
    /** Read by the view: which order type, whether a later slot is chosen, which payment method. */
    tags: {} as 'delivery' | 'takeAway' | 'scheduled' | 'cash' | 'wallet' | 'digital',
  },
  actions: {
    takeFacts: assign(({ event }) => {
      assertEvent(event, 'LOADED');
      return { facts: event.facts };
    }),
    /** Delivery Time opens on the first day with a free slot (today has none left: tomorrow). */
    openFirstSlotDay: assign(({ context }) => ({
      dayOffset: firstSlotDay(context.facts, context.dayOffset) ?? context.dayOffset,
      scheduleAt: null,
    })),
    setOrderType: assign(({ event }) => {
      assertEvent(event, 'CHOOSE_ORDER_TYPE');
      return { orderType: event.orderType };
    }),
    offerOrderType: assign((_, params: { orderType: CheckoutOrderType }) => ({ orderType: params.orderType })),
    setDay: assign(({ event }) => {
      assertEvent(event, 'CHOOSE_DAY');
      return { dayOffset: event.dayOffset, scheduleAt: null };
    }),
    setSlot: assign(({ event }) => {
      assertEvent(event, 'CHOOSE_SLOT');
      return { scheduleAt: event.scheduleAt };
    }),
    setPayment: assign(({ event }) => {
      assertEvent(event, 'CHOOSE_PAYMENT');
      return { payment: event.method, partial: event.partial };
    }),
    setAddress: assign(({ event }) => {
      assertEvent(event, 'CHOOSE_ADDRESS');
      return { address: event.address };
    }),
    setGuestContact: assign(({ event }) => {
      assertEvent(event, 'SAVE_GUEST_CONTACT');
      return { guestContact: event.contact };
    }),
    setInstruction: assign(({ event }) => {
      assertEvent(event, 'TYPE_INSTRUCTION');
      return { instruction: event.text };
    }),
    setNote: assign(({ event }) => {
      assertEvent(event, 'TYPE_NOTE');
      return { note: event.text };
    }),
    setCoupon: assign(({ event }) => {
      assertEvent(event, 'APPLY_COUPON');
      return { coupon: event.coupon };
    }),
    clearCoupon: assign({ coupon: null }),
    setTips: assign(({ event }) => {
      assertEvent(event, 'CHOOSE_TIPS');
      return { tips: event.tips };
    }),
    setPrescriptions: assign(({ event }) => {
      assertEvent(event, 'ATTACH_PRESCRIPTIONS');
      return { prescriptions: event.files };
    }),
    /** A change of the form takes back a refusal or a failure (the placement returns to editing). */
    reopenPlacement: sendTo('placement', { type: 'EDIT' }),
    placeDraft: sendTo('placement', ({ context }) => ({
      type: 'PLACE' as const,
      draft: draftOf(context, context.facts!),
    })),
    emitCrashed: emit((_, params: { error: unknown }) => ({ type: 'crashed' as const, error: params.error })),
  },
  guards: {
    choosesTakeAway: ({ event }) => event.type === 'CHOOSE_ORDER_TYPE' && event.orderType === 'take_away',
    choosesLaterSlot: ({ event }) => event.type === 'CHOOSE_SLOT' && event.scheduleAt !== null,
    choosesWallet: ({ event }) => event.type === 'CHOOSE_PAYMENT' && event.method === 'wallet',
    choosesDigital: ({ event }) => event.type === 'CHOOSE_PAYMENT' && event.method === 'digital_payment',
    /** The current order type is not offered, the other one is. */
    offersOnly: ({ context }, params: { orderType: CheckoutOrderType }) =>
      !!context.facts &&
      context.facts.orderTypes.includes(params.orderType) &&
      !context.facts.orderTypes.includes(context.orderType),
    /** The facts are there and nothing known keeps the order back (placeBlocker: the fee, the store's hours). */
    canPlace: ({ context }) => context.facts !== null && placeBlocker(context) === null,
    /** The facts leave the day shown without a free time slot while another day has one (no slot chosen yet). */
    dayWithoutSlot: ({ context, event }) =>
      event.type === 'LOADED' && context.scheduleAt === null && firstSlotDay(event.facts, context.dayOffset) !== null,
  },
  actors: {
    placement: placeOrderMachine,
  },
}).createMachine({
  id: 'checkout',
  description:
    'The checkout form: Delivery Option (Home Delivery / Take Away), Delivery Time (Now or a time slot of today or tomorrow), the delivery address or the guest’s contact info, the delivery instruction and note, the coupon, Payment Method (Cash On Delivery, Wallet, Digital Payment; partial payment from the wallet), delivery-man tips and prescription images; the summary; Place Order hands the order to the placement.',
  context: ({ input }) => ({
    facts: input.facts,
    orderType: 'delivery',
    dayOffset: firstSlotDay(input.facts, 0) ?? 0,
    scheduleAt: null,
    payment: 'cash_on_delivery',
    partial: false,
    address: null,
    guestContact: input.guestContact,
    instruction: input.typed?.instruction ?? '',
    note: input.typed?.note ?? '',
    coupon: null,
    tips: 0,
    prescriptions: [],
  }),
  invoke: {
    id: 'placement',
    src: 'placement',
    onError: { actions: { type: 'emitCrashed', params: ({ event }) => ({ error: event.error }) } },
  },
  on: {
    LOADED: [{ guard: 'dayWithoutSlot', actions: ['takeFacts', 'openFirstSlotDay'] }, { actions: 'takeFacts' }],
    CHOOSE_ADDRESS: { actions: ['setAddress', 'reopenPlacement'] },
    SAVE_GUEST_CONTACT: { actions: ['setGuestContact', 'reopenPlacement'] },
    TYPE_INSTRUCTION: { actions: 'setInstruction' },
    TYPE_NOTE: { actions: 'setNote' },
    APPLY_COUPON: { actions: 'setCoupon' },
    REMOVE_COUPON: { actions: 'clearCoupon' },
    CHOOSE_TIPS: { actions: 'setTips' },
    ATTACH_PRESCRIPTIONS: { actions: ['setPrescriptions', 'reopenPlacement'] },
    PLACE: { guard: 'canPlace', actions: 'placeDraft' },
  },
  type: 'parallel',
  states: {
    orderType: {
      description: 'Delivery Option: Home Delivery or Take Away (of those the store and the config offer).',
      initial: 'delivery',
      on: {
        CHOOSE_ORDER_TYPE: [
          { guard: 'choosesTakeAway', target: '.takeAway', actions: ['setOrderType', 'reopenPlacement'] },
          { target: '.delivery', actions: ['setOrderType', 'reopenPlacement'] },
        ],
      },
      states: {
        delivery: {
          description: 'Home Delivery: the delivery address, instructions, delivery fee and delivery-man tips show.',
          tags: ['delivery'],
          always: {
            guard: { type: 'offersOnly', params: { orderType: 'take_away' } },
            target: 'takeAway',
            actions: { type: 'offerOrderType', params: { orderType: 'take_away' } },
          },
        },
        takeAway: {
          description: 'Take Away: no address block, no delivery fee nor tips; guests give their contact info.',
          tags: ['takeAway'],
          always: {
            guard: { type: 'offersOnly', params: { orderType: 'delivery' } },
            target: 'delivery',
            actions: { type: 'offerOrderType', params: { orderType: 'delivery' } },
          },
        },
      },
    },
    schedule: {
      description:
        'Delivery Time: Now, or a time slot of the chosen day at the store’s interval; the day shown first is the first with a free slot. While the store is closed, Place Order waits for a later slot.',
      initial: 'now',
      on: {
        CHOOSE_DAY: { target: '.now', actions: ['setDay', 'reopenPlacement'] },
        CHOOSE_SLOT: [
          { guard: 'choosesLaterSlot', target: '.later', actions: ['setSlot', 'reopenPlacement'] },
          { target: '.now', actions: ['setSlot', 'reopenPlacement'] },
        ],
      },
      states: {
        now: {
          description: 'The order is for now (the current slot, shown as Now); a new day starts here.',
        },
        later: {
          description: 'A later time slot is chosen: the order is scheduled for its start.',
          tags: ['scheduled'],
        },
      },
    },
    payment: {
      description: 'Payment Method: Cash On Delivery, Wallet or Digital Payment, with the wallet’s partial payment.',
      initial: 'cash',
      on: {
        CHOOSE_PAYMENT: [
          { guard: 'choosesWallet', target: '.wallet', actions: ['setPayment', 'reopenPlacement'] },
          { guard: 'choosesDigital', target: '.digital', actions: ['setPayment', 'reopenPlacement'] },
          { target: '.cash', actions: ['setPayment', 'reopenPlacement'] },
        ],
      },
      states: {
        cash: {
          description: 'Cash On Delivery (within the zone’s cash-on-delivery limit).',
          tags: ['cash'],
        },
        wallet: {
          description: 'Wallet: the balance must cover the total.',
          tags: ['wallet'],
        },
        digital: {
          description: 'Digital Payment: the order goes to the payment page and back.',
          tags: ['digital'],
        },
      },
    },
  },
});
