// Orders shaped like the contract (openapi/src/orders.yaml), for the orders view tests, and the backends of the order
// details page's after-order flows (cancel, refund, item review, offline payment) as their path tests and the state
// gallery's stories set them up.
import { offlineMethods } from '../../machines/offline-payment.paths.ts';
import { FakeApi, config, json } from '../../support/fake-api.ts';

export const store = {
  id: 3,
  name: 'Fresh Mart',
  logo_full_url: 'http://localhost/media/store-3.svg',
  address: '5 Lake Road, Gulshan',
  phone: '+8801711111111',
  latitude: '23.7925',
  longitude: '90.4078',
  module_id: 1,
};

export function makeOrder(id: number, over: Record<string, unknown> = {}) {
  return {
    id,
    user_id: 1,
    is_guest: 0,
    store_id: 3,
    module_id: 1,
    module_type: 'grocery',
    zone_id: 1,
    order_type: 'delivery',
    order_status: 'pending',
    payment_method: 'cash_on_delivery',
    payment_status: 'unpaid',
    order_amount: 31.5,
    store_discount_amount: 2,
    coupon_code: null,
    coupon_discount_amount: 0,
    coupon_discount_title: null,
    total_tax_amount: 1.5,
    tax_percentage: 5,
    tax_status: 'excluded',
    delivery_charge: 5,
    original_delivery_charge: 5,
    free_delivery_by: null,
    additional_charge: 0,
    dm_tips: 3,
    partially_paid_amount: 0,
    delivery_address: {
      contact_person_name: 'Rafi Ahmed',
      contact_person_number: '+8801700000000',
      contact_person_email: null,
      address_type: 'home',
      address: '12 Harbour Road, Dhaka',
      floor: '2',
      road: '7',
      house: '12',
      longitude: '90.4078',
      latitude: '23.7925',
    },
    distance: 1.2,
    schedule_at: '2026-11-22T10:00:00Z',
    scheduled: 0,
    order_note: null,
    delivery_instruction: null,
    unavailable_item_note: null,
    cutlery: 0,
    otp: '1234',
    cancellation_reason: null,
    canceled_by: null,
    pending: '2026-11-22T10:00:00Z',
    confirmed: null,
    processing: null,
    handover: null,
    picked_up: null,
    delivered: null,
    canceled: null,
    created_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:00Z',
    details_count: 2,
    store,
    delivery_man: null,
    ...over,
  };
}

/** Two lines: 2 × Lemon Soap at 12 (no options) and 1 × Pizza at 0.5 with a variation and an add-on (3 × 0.5). */
export const lines = [
  {
    id: 1,
    order_id: 100001,
    item_id: 41,
    item_campaign_id: null,
    item_details: { id: 41, name: 'Lemon Soap', price: 12, store_id: 3, image_full_url: null },
    quantity: 2,
    price: 12,
    variation: [],
    add_ons: [],
    discount_on_item: 0,
    discount_type: 'amount',
    tax_amount: 1.2,
    total_add_on_price: 0,
    created_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:00Z',
  },
  {
    id: 2,
    order_id: 100001,
    item_id: 42,
    item_campaign_id: null,
    item_details: {
      id: 42,
      name: 'Pizza',
      price: 0.5,
      store_id: 3,
      food_variations: [{ name: 'Size', type: 'single', min: 0, max: 0, required: 'on', values: [] }],
    },
    quantity: 1,
    price: 0.5,
    variation: [{ name: 'Size', values: { label: ['Large'] } }],
    add_ons: [{ id: 7, name: 'Cheese', price: 0.5, quantity: 3 }],
    discount_on_item: 0,
    discount_type: 'amount',
    tax_amount: 0.3,
    total_add_on_price: 1.5,
    created_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:00Z',
  },
];

/** The order of the after-order flows' tests, and its details page. */
export const ORDER_ID = 100001;
export const orderDetailsRoute = `/my-orders/${ORDER_ID}`;
const TRACK = 'GET /api/v1/customer/order/track';

/** A signed-in customer's backend of the order details page: the config, order ORDER_ID as `order()` says, its lines. */
function orderApi(settings: Record<string, unknown>, order: () => ReturnType<typeof makeOrder>) {
  return new FakeApi()
    .on('GET /api/v1/config', json(config(settings)))
    .on(TRACK, () => json(order()))
    .on('GET /api/v1/customer/order/details', json(lines));
}

export const CANCEL_REASONS = 'GET /api/v1/customer/order/cancellation-reasons';
export const CANCEL = 'PUT /api/v1/customer/order/cancel';

/** The order-cancel paths' backend: the order pending (canceled once `canceled()`), the reasons and the cancel held. */
export function orderCancelApi(canceled: () => boolean) {
  const api = orderApi({}, () =>
    makeOrder(ORDER_ID, canceled() ? { order_status: 'canceled', canceled: '2026-11-22T10:05:00Z' } : {}),
  );
  api.hold(CANCEL_REASONS);
  api.hold(CANCEL);
  return api;
}

export const REFUND_REASONS = 'GET /api/v1/customer/order/refund-reasons';
export const REFUND = 'POST /api/v1/customer/order/refund-request';

/** GET refund-reasons' answer listing `reasons`. */
export const refundReasonsReply = (reasons: string[]) =>
  json({
    refund_reasons: reasons.map((reason, i) => ({
      id: i + 1,
      reason,
      status: 1,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    })),
  });

/** The refund the server holds once requested. */
const refund = {
  order_id: ORDER_ID,
  refund_status: 'pending',
  refund_method: 'wallet',
  customer_reason: 'Wrong item delivered',
  customer_note: 'The box held another dish.',
  admin_note: null,
  refund_amount: 23.5,
  image_full_url: [],
  created_at: '2026-11-22T11:00:00Z',
  updated_at: '2026-11-22T11:00:00Z',
};

/**
 * The order-refund paths' backend: refunds on, the order delivered and paid (its refund requested once
 * `requested()`), the reasons and the request held.
 */
export function orderRefundApi(requested: () => boolean) {
  const api = orderApi({ refund_active_status: true }, () =>
    makeOrder(ORDER_ID, {
      order_status: requested() ? 'refund_requested' : 'delivered',
      payment_status: 'paid',
      delivered: '2026-11-22T10:40:00Z',
      refund: requested() ? refund : null,
    }),
  );
  api.hold(REFUND_REASONS);
  api.hold(REFUND);
  return api;
}

export const REVIEW_SUBMIT = 'POST /api/v1/items/reviews/submit';
/** The item of the order the item-review paths review (its first line). */
export const REVIEWED_ITEM = 'Lemon Soap';

/** The item-review paths' backend: the order delivered and paid, the review held. */
export function itemReviewApi() {
  const api = orderApi({}, () =>
    makeOrder(ORDER_ID, { order_status: 'delivered', payment_status: 'paid', delivered: '2026-11-22T10:40:00Z' }),
  );
  api.hold(REVIEW_SUBMIT);
  return api;
}

export const OFFLINE_METHODS = 'GET /api/v1/offline_payment_method_list';
export const OFFLINE_SEND = 'PUT /api/v1/customer/order/offline-payment';
export const OFFLINE_UPDATE = 'PUT /api/v1/customer/order/offline-payment-update';

/** The offline payment information the server holds for the order: the method and the values sent. */
export interface OfflineSent {
  methodId: number;
  values: Record<string, string>;
}

/**
 * The offline-payment paths' backend: offline payment on, the order paid offline with what `sent()` says was sent
 * (null: nothing yet), the methods and both sends held.
 */
export function offlinePaymentApi(sent: () => OfflineSent | null) {
  const api = orderApi({ offline_payment_status: 1 }, () => {
    const stored = sent();
    return makeOrder(ORDER_ID, {
      payment_method: 'offline_payment',
      offline_payment: stored && {
        input: Object.entries(stored.values).map(([user_input, user_data]) => ({ user_input, user_data })),
        data: {
          status: 'pending',
          method_id: stored.methodId,
          method_name: offlineMethods.find((m) => m.id === stored.methodId)!.name,
          customer_note: null,
          admin_note: null,
        },
        method_fields: [],
      },
    });
  });
  api.hold(OFFLINE_METHODS);
  api.hold(OFFLINE_SEND);
  api.hold(OFFLINE_UPDATE);
  return api;
}
