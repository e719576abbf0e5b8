// Store order pricing (spec part 2 §9). Pure functions over plain numbers; amounts rounded to 2 decimals at the end.
//
//   unit price   = the chosen variation's price (shop items) or the base price + chosen food options
//   subtotal     = Σ unit × qty + add-ons
//   discount     = the running store discount (min_purchase on the item total, capped by max_discount), replacing the
//                  items' own discounts; else Σ item discount × qty
//   coupon       = on subtotal − discount (see coupon.ts)
//   tax          = on subtotal − discount − coupon (see tax.ts)
//   delivery fee = delivery orders only (see delivery.ts)
//   total        = subtotal − discount − coupon + excluded tax + delivery fee + additional charge + tips
import { couponDiscount, couponFreesDelivery, type CouponRule } from './coupon.ts';
import { deliveryFee, freeDeliveryBy, type DeliveryRule } from './delivery.ts';
import { cappedDiscount, type DiscountRule } from './discount.ts';
import { round2, spreadProRata, sum } from './money.ts';
import { taxAdded, taxOn } from './tax.ts';

export interface OrderLineInput {
  unit: number;
  quantity: number;
  /** Σ add-on price × add-on quantity for the line. */
  addOns: number;
  itemDiscountPerUnit: number;
}

export interface OrderPriceInput {
  lines: OrderLineInput[];
  /** The running store discount (window checked by the caller: availability.ts isDiscountRunning), else null. */
  storeDiscount: DiscountRule | null;
  coupon?: CouponRule | null;
  taxRate: number;
  taxIncluded: boolean;
  /**
   * The tax the backend works out itself (6amMart 3.x's tax module, answered by get-Tax), in place of `taxRate` on the
   * base; absent or null: `taxRate`.
   */
  taxAmount?: number | null;
  /** null for take-away orders. */
  delivery: DeliveryRule | null;
  additionalCharge: number;
  tips: number;
}

export interface OrderPrice {
  itemTotal: number;
  addOnTotal: number;
  subtotal: number;
  discount: number;
  discountBy: 'store' | 'item' | null;
  /** Per line, per unit (order_details.discount_on_item). */
  lineDiscounts: number[];
  /** Per line, its share of the tax (order_details.tax_amount). */
  lineTaxes: number[];
  coupon: number;
  tax: number;
  deliveryFee: number;
  originalDeliveryFee: number;
  freeDeliveryBy: 'vendor' | 'admin' | null;
  additionalCharge: number;
  tips: number;
  total: number;
}

/** The line's amount before discounts: unit × quantity + add-ons. */
export const lineAmount = (l: Pick<OrderLineInput, 'unit' | 'quantity' | 'addOns'>) => l.unit * l.quantity + l.addOns;

/** Σ unit × qty + add-ons (what a store's minimum order is compared with). */
export const orderSubtotal = (lines: OrderLineInput[]) => sum(lines.map(lineAmount));

export function priceOrder(input: OrderPriceInput): OrderPrice {
  const itemTotal = sum(input.lines.map((l) => l.unit * l.quantity));
  const addOnTotal = sum(input.lines.map((l) => l.addOns));
  const subtotal = itemTotal + addOnTotal;
  const storeCut = cappedDiscount(itemTotal, input.storeDiscount);
  let discount: number;
  let lineDiscounts: number[];
  let discountBy: OrderPrice['discountBy'] = null;
  if (storeCut > 0) {
    discount = storeCut;
    lineDiscounts = spreadProRata(
      storeCut,
      input.lines.map((l) => l.unit * l.quantity),
    ).map((d, i) => (input.lines[i]!.quantity > 0 ? d / input.lines[i]!.quantity : 0));
    discountBy = 'store';
  } else {
    lineDiscounts = input.lines.map((l) => l.itemDiscountPerUnit);
    discount = sum(input.lines.map((l) => l.itemDiscountPerUnit * l.quantity));
    if (discount > 0) discountBy = 'item';
  }
  const afterDiscount = Math.max(0, subtotal - discount);
  const coupon = couponDiscount(afterDiscount, input.coupon);
  const base = Math.max(0, afterDiscount - coupon);
  const tax = input.taxAmount ?? taxOn(base, input.taxRate, input.taxIncluded);

  let originalDeliveryFee = 0;
  let fee = 0;
  let freeBy: OrderPrice['freeDeliveryBy'] = null;
  if (input.delivery) {
    originalDeliveryFee = deliveryFee(input.delivery);
    freeBy = freeDeliveryBy(input.delivery, subtotal, couponFreesDelivery(input.coupon, afterDiscount));
    fee = freeBy ? 0 : originalDeliveryFee;
  }
  const tips = input.delivery ? input.tips : 0;
  const total = base + taxAdded(tax, input.taxIncluded) + fee + input.additionalCharge + tips;
  return {
    itemTotal: round2(itemTotal),
    addOnTotal: round2(addOnTotal),
    subtotal: round2(subtotal),
    discount: round2(discount),
    discountBy,
    lineDiscounts: lineDiscounts.map(round2),
    lineTaxes: spreadProRata(round2(tax), input.lines.map(lineAmount)).map(round2),
    coupon: round2(coupon),
    tax: round2(tax),
    deliveryFee: round2(fee),
    originalDeliveryFee: round2(originalDeliveryFee),
    freeDeliveryBy: freeBy,
    additionalCharge: round2(input.additionalCharge),
    tips: round2(tips),
    total: round2(total),
  };
}
