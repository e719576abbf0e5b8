// A prescription order (POST /customer/order/prescription/place, 6amMart's prescription_place_order): the customer
// sends a pharmacy store the images of a prescription instead of a cart. The order has no lines (the store prices it
// from the prescription afterwards), is a delivery paid cash on delivery, and costs the delivery fee, the tips and
// the service charge. Every rule is place-order.ts's own step (guest checkout, the store and its zone, the delivery
// place, schedule and open hours, the price, cash on delivery's limits, the one saving transaction); only what
// 6amMart does differently is here: images required, a store that takes prescriptions, no cart, no coupon.
import type { Db } from '../../db/client.ts';
import type { operations } from '../../../openapi/storefront.d.ts';
import { priceOrder } from '../../../domain/pricing/order.ts';
import { checkGuestCheckout } from '../checkout/checkout.ts';
import { forbidden } from '../http/errors.ts';
import { orderAttachmentsOf } from './attachments.ts';
import { loadOrderStore, orderPriceInput, payAndSave, placeAndTime, type PlaceRequest } from './place-order.ts';

type PrescriptionBody = NonNullable<
  operations['placePrescriptionOrder']['requestBody']
>['content']['multipart/form-data'];
type PlaceBody = NonNullable<operations['placeOrder']['requestBody']>['content']['application/json'];

export const PRESCRIPTION_ATTACHMENT_REQUIRED = 'The order attachment field is required.';
export const PRESCRIPTION_ORDER_OFF = 'Prescription orders are not available.';
export const STORE_TAKES_NO_PRESCRIPTION = 'This store does not take prescription orders.';

/** The whole sequence; the order's id and total. */
export async function placePrescriptionOrder(db: Db, input: PlaceRequest & { body: PrescriptionBody }) {
  const { owner, config, now } = input;
  // what 6amMart fixes for every prescription order; whatever else was sent (a cart, an amount, a coupon) is ignored
  const b: PlaceBody = {
    store_id: input.body.store_id,
    guest_id: input.body.guest_id,
    order_note: input.body.order_note,
    schedule_at: input.body.schedule_at,
    address: input.body.address,
    latitude: input.body.latitude,
    longitude: input.body.longitude,
    contact_person_name: input.body.contact_person_name,
    contact_person_number: input.body.contact_person_number,
    dm_tips: input.body.dm_tips,
    order_type: 'delivery',
    payment_method: 'cash_on_delivery',
    order_amount: 0,
  };
  if (!config.prescription_order_status) throw forbidden('prescription_order', PRESCRIPTION_ORDER_OFF);
  checkGuestCheckout(owner, config, b);
  const attachments = orderAttachmentsOf(input.body);
  if (!attachments.length) throw forbidden('order_attachment', PRESCRIPTION_ATTACHMENT_REQUIRED);
  const where = await loadOrderStore(input.rows, input.body.store_id, input.module?.id ?? null);
  if (!where.store.prescriptionOrder) throw forbidden('store_id', STORE_TAKES_NO_PRESCRIPTION);
  const at = await placeAndTime(db, where, config, b, [], now);
  const price = priceOrder({ ...orderPriceInput(where, config, b, [], at.place, now), coupon: null });
  // no cart: the customer's cart stays as it is
  return payAndSave(db, input, { ...at, body: b, where, priced: [], price, coupon: null, fromBody: true, attachments });
}
