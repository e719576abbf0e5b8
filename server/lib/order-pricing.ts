// Store order pricing (spec part 2 §9). Pure functions over plain numbers; amounts rounded to 2 decimals.
//
//   unit price   = the chosen variation's price (shop items) or the base price + chosen food options
//   subtotal     = Σ unit × qty + add-ons
//   discount     = the store discount when it runs, the item total reaches its min_purchase (capped by max_discount),
//                  replacing the items' own discounts; else Σ item discount (percent of the unit price, or amount) × qty
//   coupon       = on subtotal − discount (min_purchase, percent capped by max_discount, 0 = uncapped)
//   tax          = on subtotal − discount − coupon: included → base × t / (100 + t), excluded → base × t / 100 (added)
//   delivery fee = delivery orders only: km × per-km charge clamped to [minimum, maximum]; free by the store (self
//                  delivery with free_delivery), by the admin (all stores, or subtotal ≥ free_delivery_over) or by a
//                  free_delivery coupon; plus the zone's increased fee (percent) while its status is 1
//   total        = subtotal − discount − coupon + excluded tax + delivery fee + additional charge + tips
import { cappedDiscount, couponDiscount, taxOn, type CouponRule, type DiscountRule } from './rental-pricing.ts';

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

export interface PricedItem {
  price: number;
  discount: number;
  discountType: string;
  variations: { type: string; price: number }[];
  foodVariations: { name: string; values: { label: string; optionPrice: string }[] }[];
}

/** A cart row's variation as the SPA sends it: shop items `[{type, price}]`, food `[{name, values:{label:[…]}}]`. */
export type CartVariation = { type?: string; name?: string; values?: { label?: string[] } }[];

/** The unit price of an item with the chosen variation / food options (server-side, not the client's price). */
export function unitPrice(item: PricedItem, variation: CartVariation): number {
  const chosen = variation.find((v) => typeof v.type === 'string')?.type;
  if (chosen && item.variations.length) {
    const match = item.variations.find((v) => v.type === chosen);
    if (match) return match.price;
  }
  let price = item.price;
  for (const group of variation) {
    if (!group.name || !group.values?.label) continue;
    const def = item.foodVariations.find((f) => f.name === group.name);
    for (const label of group.values.label)
      price += Number(def?.values.find((v) => v.label === label)?.optionPrice ?? 0);
  }
  return price;
}

/** The item's own discount per unit: percent of the unit price, or a flat amount (≤ the unit price). */
export function itemDiscount(item: Pick<PricedItem, 'discount' | 'discountType'>, unit: number): number {
  if (!(item.discount > 0)) return 0;
  return Math.min(unit, item.discountType === 'percent' ? (unit * item.discount) / 100 : item.discount);
}

export interface OrderLineInput {
  unit: number;
  quantity: number;
  /** Σ add-on price × add-on quantity for the line. */
  addOns: number;
  itemDiscountPerUnit: number;
}

export interface DeliveryRule {
  /** km (straight line). */
  distance: number;
  perKm: number;
  minimum: number;
  maximum: number | null;
  /** Store self-delivery with free delivery. */
  storeFree: boolean;
  /** Admin free delivery: `{type, over}` when its status is 1. */
  adminFree: { type: string | null; over: number | null } | null;
  /** Zone's increased delivery fee in percent (0 when off). */
  surchargePercent: number;
}

export interface OrderPriceInput {
  lines: OrderLineInput[];
  /** The running store discount (dates checked by the caller), else null. */
  storeDiscount: DiscountRule | null;
  coupon?: CouponRule | null;
  taxRate: number;
  taxIncluded: boolean;
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
  /** Per line, per unit (for order_details.discount_on_item). */
  lineDiscounts: number[];
  coupon: number;
  tax: number;
  deliveryFee: number;
  originalDeliveryFee: number;
  freeDeliveryBy: 'vendor' | 'admin' | null;
  additionalCharge: number;
  tips: number;
  total: number;
}

/** distance × per-km, clamped to [minimum, maximum], plus the zone surcharge. */
export function deliveryFee(rule: DeliveryRule): number {
  let fee = Math.max(rule.distance * rule.perKm, rule.minimum);
  if (rule.maximum !== null && rule.maximum > 0) fee = Math.min(fee, rule.maximum);
  if (rule.surchargePercent > 0) fee += (fee * rule.surchargePercent) / 100;
  return fee;
}

export function priceOrder(input: OrderPriceInput): OrderPrice {
  const itemTotal = input.lines.reduce((s, l) => s + l.unit * l.quantity, 0);
  const addOnTotal = input.lines.reduce((s, l) => s + l.addOns, 0);
  const subtotal = itemTotal + addOnTotal;
  const storeCut = cappedDiscount(itemTotal, input.storeDiscount);
  let discount: number;
  let lineDiscounts: number[];
  let discountBy: OrderPrice['discountBy'] = null;
  if (storeCut > 0) {
    discount = storeCut;
    lineDiscounts = input.lines.map((l) => (itemTotal > 0 ? (storeCut * l.unit) / itemTotal : 0));
    discountBy = 'store';
  } else {
    lineDiscounts = input.lines.map((l) => l.itemDiscountPerUnit);
    discount = input.lines.reduce((s, l) => s + l.itemDiscountPerUnit * l.quantity, 0);
    if (discount > 0) discountBy = 'item';
  }
  const afterDiscount = Math.max(0, subtotal - discount);
  const coupon = couponDiscount(afterDiscount, input.coupon);
  const base = Math.max(0, afterDiscount - coupon);
  const tax = taxOn(base, input.taxRate, input.taxIncluded);

  let originalDeliveryFee = 0;
  let fee = 0;
  let freeDeliveryBy: OrderPrice['freeDeliveryBy'] = null;
  if (input.delivery) {
    originalDeliveryFee = deliveryFee(input.delivery);
    fee = originalDeliveryFee;
    const admin = input.delivery.adminFree;
    if (input.delivery.storeFree) freeDeliveryBy = 'vendor';
    else if (admin?.type === 'free_delivery_to_all_store') freeDeliveryBy = 'admin';
    else if (admin?.type === 'free_delivery_by_order_amount' && admin.over !== null && subtotal >= admin.over)
      freeDeliveryBy = 'admin';
    else if (input.coupon?.coupon_type === 'free_delivery' && afterDiscount >= input.coupon.min_purchase)
      freeDeliveryBy = 'admin';
    if (freeDeliveryBy) fee = 0;
  }
  const tips = input.delivery ? input.tips : 0;
  const total = base + (input.taxIncluded ? 0 : tax) + fee + input.additionalCharge + tips;
  return {
    itemTotal: round2(itemTotal),
    addOnTotal: round2(addOnTotal),
    subtotal: round2(subtotal),
    discount: round2(discount),
    discountBy,
    lineDiscounts: lineDiscounts.map(round2),
    coupon: round2(coupon),
    tax: round2(tax),
    deliveryFee: round2(fee),
    originalDeliveryFee: round2(originalDeliveryFee),
    freeDeliveryBy,
    additionalCharge: round2(input.additionalCharge),
    tips: round2(tips),
    total: round2(total),
  };
}
