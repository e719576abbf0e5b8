import { placeOrderMachine, type OrderDraft } from '../../machines/place-order.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

/** A complete cash-on-delivery draft of a signed-in customer (nothing for the rules to refuse). */
export const validDraft: OrderDraft = {
  body: { store_id: 1, order_type: 'delivery', payment_method: 'cash_on_delivery', order_amount: 120 },
  orderType: 'delivery',
  hasAddress: true,
  hasContact: true,
  prescriptionRequired: false,
  prescriptionCount: 0,
  paymentMethod: 'cash_on_delivery',
  partialPayment: false,
  total: 120,
  codLimit: 5000,
  walletBalance: 0,
};

/** One draft per rule of the validation (named by the problem it has), plus valid ones. */
export const drafts: Record<string, OrderDraft> = {
  valid: validDraft,
  address: { ...validDraft, hasAddress: false },
  contact: { ...validDraft, hasContact: false },
  prescriptionRequired: { ...validDraft, prescriptionRequired: true, prescriptionCount: 0 },
  prescriptionTooMany: { ...validDraft, prescriptionRequired: true, prescriptionCount: 4 },
  codLimit: { ...validDraft, total: 6000, body: { ...validDraft.body, order_amount: 6000 } },
  walletBalance: {
    ...validDraft,
    paymentMethod: 'wallet',
    walletBalance: 50,
    body: { ...validDraft.body, payment_method: 'wallet' },
  },
};

export const placeOrderPaths: MachinePathConfig = {
  machine: withInertActors(placeOrderMachine),
  variants: {
    PLACE: Object.values(drafts).map((draft) => ({ draft })),
    'xstate.done.actor.placeOrder': [
      { output: { orderId: 100001, total: 120, redirectLink: null } },
      { output: { orderId: 100002, total: 120, redirectLink: 'http://localhost/payment/100002' } },
    ],
    'xstate.error.actor.placeOrder': [{ error: new Error('Your cart is empty.') }],
  },
};
