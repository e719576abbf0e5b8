import { assertEvent, assign, setup } from 'xstate';

export type CheckoutOrderType = 'delivery' | 'take_away';
export type CheckoutPaymentMethod = 'cash_on_delivery' | 'wallet' | 'digital_payment';

interface Context {
  orderType: CheckoutOrderType;
  /** 0 today, 1 tomorrow (the schedule's day choice). */
  dayOffset: number;
  /** The chosen slot's start ("YYYY-MM-DD HH:mm:ss", shop time); null = now. */
  scheduleAt: string | null;
  payment: CheckoutPaymentMethod;
  /** Wallet pays its balance now, the rest with `payment`. */
  partial: boolean;
}

type Events =
  | { type: 'CHOOSE_ORDER_TYPE'; orderType: CheckoutOrderType }
  | { type: 'CHOOSE_DAY'; dayOffset: number }
  | { type: 'CHOOSE_SLOT'; scheduleAt: string | null }
  | { type: 'CHOOSE_PAYMENT'; method: CheckoutPaymentMethod; partial: boolean };

/**
 * The checkout's choices (spec part 2 §5, §9; issue 11 item 6): the order type (home delivery / take away), when
 * (now, or a slot of today's or tomorrow's schedule) and how it is paid (cash on delivery, wallet, digital payment,
 * with the wallet's partial payment). The page reads the tags; placing the order is the place-order machine's.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as Context,
    events: {} as Events,
    /** Read by the view: which order type, whether a later slot is chosen, which payment method. */
    tags: {} as 'delivery' | 'takeAway' | 'scheduled' | 'cash' | 'wallet' | 'digital',
  },
  actions: {
    setOrderType: assign(({ event }) => {
      assertEvent(event, 'CHOOSE_ORDER_TYPE');
      return { orderType: event.orderType };
    }),
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
  },
  guards: {
    choosesTakeAway: ({ event }) => event.type === 'CHOOSE_ORDER_TYPE' && event.orderType === 'take_away',
    choosesLaterSlot: ({ event }) => event.type === 'CHOOSE_SLOT' && event.scheduleAt !== null,
    choosesWallet: ({ event }) => event.type === 'CHOOSE_PAYMENT' && event.method === 'wallet',
    choosesDigital: ({ event }) => event.type === 'CHOOSE_PAYMENT' && event.method === 'digital_payment',
  },
}).createMachine({
  id: 'checkout',
  description:
    'The checkout choices: Delivery Option (Home Delivery / Take Away), Delivery Time (Now or a time slot of today or tomorrow) and Payment Method (Cash On Delivery, Wallet, Digital Payment; partial payment from the wallet).',
  context: { orderType: 'delivery', dayOffset: 0, scheduleAt: null, payment: 'cash_on_delivery', partial: false },
  type: 'parallel',
  states: {
    orderType: {
      description: 'Delivery Option: Home Delivery or Take Away (of those the store and the config offer).',
      initial: 'delivery',
      on: {
        CHOOSE_ORDER_TYPE: [
          { guard: 'choosesTakeAway', target: '.takeAway', actions: 'setOrderType' },
          { target: '.delivery', actions: 'setOrderType' },
        ],
      },
      states: {
        delivery: {
          description: 'Home Delivery: the delivery address, instructions, delivery fee and delivery-man tips show.',
          tags: ['delivery'],
        },
        takeAway: {
          description: 'Take Away: no address block, no delivery fee nor tips; guests give their contact info.',
          tags: ['takeAway'],
        },
      },
    },
    schedule: {
      description: 'Delivery Time: Now, or a time slot of the chosen day at the store’s interval.',
      initial: 'now',
      on: {
        CHOOSE_DAY: { target: '.now', actions: 'setDay' },
        CHOOSE_SLOT: [
          { guard: 'choosesLaterSlot', target: '.later', actions: 'setSlot' },
          { target: '.now', actions: 'setSlot' },
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
          { guard: 'choosesWallet', target: '.wallet', actions: 'setPayment' },
          { guard: 'choosesDigital', target: '.digital', actions: 'setPayment' },
          { target: '.cash', actions: 'setPayment' },
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
