// What a real 6amMart backend charges its own way, priced as it prices it (docs/6ammart-clients.md, "How each price
// part is computed, and by whom"): read from its PHP (6amMart 3.5 app/Traits/PlaceNewOrder.php getDeliveryCharge and
// new_place_order; 2.6 OrderController place_order). Expectations worked out by hand.
import { describe, expect, it } from 'vitest';
import { checkoutPriceInput, type CheckoutPricing } from '../../../domain/pricing/checkout.ts';
import { deliveryFee } from '../../../domain/pricing/delivery.ts';
import { priceOrder } from '../../../domain/pricing/order.ts';

const rule = {
  distance: 2,
  perKm: 4,
  minimum: 5,
  maximum: 30,
  storeFree: false,
  adminFree: null,
  surchargePercent: 0,
  extraCharge: 0,
};

describe('the delivery fee with a backend’s own parts', () => {
  it('adds the vehicle’s extra charge to the clamped fee, before the zone’s increase (2.6)', () => {
    // (2 km × 4 = 8, within [5, 30]) + 3 = 11; +10 % = 12.1
    expect(deliveryFee({ ...rule, extraCharge: 3, surchargePercent: 10 })).toBeCloseTo(12.1, 10);
  });
  it('adds 3.x’s surge after it: an amount, or a share of the fee', () => {
    expect(deliveryFee({ ...rule, extraCharge: 3, surge: { price: 2, priceType: 'amount' } })).toBe(13);
    expect(deliveryFee({ ...rule, extraCharge: 2, surge: { price: 50, priceType: 'percent' } })).toBe(15);
  });
  it('adds no surge to a fee of nothing (6amMart surges only a fee there is)', () => {
    expect(deliveryFee({ ...rule, perKm: 0, minimum: 0, surge: { price: 2, priceType: 'amount' } })).toBe(0);
  });
  it('without them: the fee the shared rules give', () => {
    expect(deliveryFee(rule)).toBe(8);
  });
});

describe('an order priced with the tax its backend works out (3.x get-Tax)', () => {
  const input = {
    lines: [{ unit: 10, quantity: 2, addOns: 0, itemDiscountPerUnit: 0 }],
    storeDiscount: null,
    taxRate: 5,
    taxIncluded: false,
    delivery: null,
    additionalCharge: 2,
    tips: 0,
  };
  it('takes the answered amount in place of the store’s rate', () => {
    expect(priceOrder(input)).toMatchObject({ tax: 1, total: 23 });
    expect(priceOrder({ ...input, taxAmount: 0 })).toMatchObject({ tax: 0, total: 22 });
    expect(priceOrder({ ...input, taxAmount: 1.37 })).toMatchObject({ tax: 1.37, total: 23.37 });
  });
  it('an included tax is shown and not added', () => {
    expect(priceOrder({ ...input, taxAmount: 0.9, taxIncluded: true })).toMatchObject({ tax: 0.9, total: 22 });
  });
});

describe('the checkout’s price with a backend’s own charges', () => {
  const pricing: CheckoutPricing = {
    lines: [{ unit: 10, quantity: 1, addOns: 0, itemDiscountPerUnit: 0 }],
    storeDiscount: null,
    taxRate: 5,
    storeLocation: { lat: 23.8, lng: 90.36 },
    store: { selfDelivery: false, freeDelivery: false, perKm: null, minimum: null, maximum: null },
    zone: { perKm: 0, minimum: 10, maximum: 10, surchargePercent: 20 },
    config: { tax_included: 0 },
    // the vehicle's extra charge at the distance, asked of every backend (vehicle/extra_charge)
    extraCharge: 4,
  };
  const delivery = { orderType: 'delivery', destination: { lat: 23.81, lng: 90.37 }, coupon: null, tips: 0 };
  const threeX = { tax: { amount: 0, included: false }, zoneIncrease: false };
  // the surge running, asked of 3.x and the embedded API (get-surge-price)
  const surge = { price: 1, priceType: 'amount' as const };

  it('3.x: its tax, the vehicle’s extra charge and its surge; not the zone’s increased fee', () => {
    const price = priceOrder(checkoutPriceInput({ ...pricing, surge, backend: threeX }, delivery));
    // 10 + (10 + 4) + 1 = 25, no tax although the store's rate is 5 %
    expect(price).toMatchObject({ tax: 0, deliveryFee: 15, total: 25 });
  });
  it('2.6: the store’s rate, the vehicle’s extra charge and the zone’s increased fee', () => {
    const twoSix = { tax: null, zoneIncrease: true };
    const price = priceOrder(checkoutPriceInput({ ...pricing, backend: twoSix }, delivery));
    // 10 + 0.5 tax + (10 + 4) × 1.2 = 16.8 → 27.3
    expect(price).toMatchObject({ tax: 0.5, deliveryFee: 16.8, total: 27.3 });
  });
  it('a store that delivers itself: none of the platform’s extra charges, surge or increase', () => {
    const own = { ...pricing, store: { ...pricing.store, selfDelivery: true, minimum: 7, maximum: 7, perKm: 0 } };
    const input = checkoutPriceInput({ ...own, surge, backend: threeX }, delivery);
    expect(priceOrder(input)).toMatchObject({ deliveryFee: 7, total: 17 });
  });
  it('the embedded API (no backend charges): the shared rules, the vehicle’s extra charge among them', () => {
    // 10 + 0.5 tax + (10 + 4) × 1.2 = 16.8
    expect(priceOrder(checkoutPriceInput(pricing, delivery))).toMatchObject({
      tax: 0.5,
      deliveryFee: 16.8,
      total: 27.3,
    });
    // and the surge running, after the zone's increase: 16.8 + 1 = 17.8
    expect(priceOrder(checkoutPriceInput({ ...pricing, surge }, delivery))).toMatchObject({
      deliveryFee: 17.8,
      total: 28.3,
    });
  });
});
