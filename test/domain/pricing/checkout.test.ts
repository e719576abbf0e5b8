// The pricing input of a store order (spec part 2 §9), as the checkout summary and order/place assemble it: delivery
// orders only pay a delivery fee (the store's own charges with self-delivery, else the module's in the zone, plus the
// zone's increased fee), the additional charge and tips only while the config switches them on. Expectations are
// worked out by hand from the rules.
import { describe, expect, it } from 'vitest';
import { addOnsTotal, chosenAddOns } from '../../../domain/pricing/add-ons.ts';
import { deliveryRuleOf, orderPriceInputOf, type OrderPricingFacts } from '../../../domain/pricing/checkout.ts';
import { priceOrder } from '../../../domain/pricing/order.ts';

const ownStore = { selfDelivery: true, freeDelivery: false, perKm: 3, minimum: 10, maximum: null };
const zone = { perKm: 1, minimum: 5, maximum: 40, surchargePercent: 10 };

describe('delivery rule', () => {
  it('self-delivery: the store’s own charges, the zone’s where the store sets none', () => {
    expect(deliveryRuleOf(ownStore, zone, {}, 4, 1.5, { price: 2, priceType: 'amount' })).toEqual({
      distance: 4,
      // a store that delivers itself sends no delivery man's vehicle: no vehicle extra charge, and no surge
      extraCharge: 0,
      surge: null,
      perKm: 3,
      minimum: 10,
      maximum: 40,
      storeFree: false,
      adminFree: null,
      surchargePercent: 10,
    });
  });
  it('the platform delivers: the module’s charges in the zone; the store’s free delivery does not count', () => {
    const store = { ...ownStore, selfDelivery: false, freeDelivery: true };
    expect(deliveryRuleOf(store, zone, {}, 2, 1.5, { price: 2, priceType: 'amount' })).toMatchObject({
      perKm: 1,
      minimum: 5,
      maximum: 40,
      storeFree: false,
      extraCharge: 1.5,
      surge: { price: 2, priceType: 'amount' },
    });
  });
  it('self-delivery with free delivery is free by the store', () => {
    expect(deliveryRuleOf({ ...ownStore, freeDelivery: true }, zone, {}, 2, 0).storeFree).toBe(true);
  });
  it('the admin’s free delivery only while its status is 1', () => {
    const admin = { type: 'free_delivery_by_order_amount', free_delivery_over: 100 };
    expect(deliveryRuleOf(ownStore, zone, { admin_free_delivery: { ...admin, status: 1 } }, 1, 0).adminFree).toEqual({
      type: 'free_delivery_by_order_amount',
      over: 100,
    });
    expect(deliveryRuleOf(ownStore, zone, { admin_free_delivery: { ...admin, status: 0 } }, 1, 0).adminFree).toBeNull();
  });
  it('no zone known: no charges but the store’s own', () => {
    const store = { ...ownStore, selfDelivery: false };
    expect(deliveryRuleOf(store, null, {}, 3, 0)).toMatchObject({
      perKm: 0,
      minimum: 0,
      maximum: null,
      surchargePercent: 0,
    });
  });
});

describe('add-ons', () => {
  const offered = [
    { id: 1, name: 'Cheese', price: 2 },
    { id: 2, name: 'Sauce', price: 0.5 },
  ];
  it('the chosen ones with their quantities (1 when none is given); unknown ids are left out', () => {
    expect(chosenAddOns([2, 9, 1], [3, 1], offered)).toEqual([
      { id: 2, name: 'Sauce', price: 0.5, quantity: 3 },
      { id: 1, name: 'Cheese', price: 2, quantity: 1 },
    ]);
  });
  it('cost Σ price × quantity', () => {
    expect(addOnsTotal(chosenAddOns([1, 2], [2, 3], offered))).toBe(5.5);
  });
});

describe('order pricing input', () => {
  const facts: OrderPricingFacts = {
    lines: [{ unit: 12, quantity: 2, addOns: 0, itemDiscountPerUnit: 0 }],
    storeDiscount: null,
    taxRate: 10,
    orderType: 'delivery',
    distanceKm: 4,
    extraCharge: 0,
    store: { ...ownStore, selfDelivery: false },
    zone: { perKm: 2, minimum: 5, maximum: null, surchargePercent: 0 },
    tips: 20,
  };
  const config = { tax_included: 0, additional_charge_status: 1, additional_charge: 3, dm_tips_status: 1 };

  it('a delivery: 24 items, 10 % tax added (2.40), 4 km × 2 = 8 delivery, 3 additional, 20 tips = 57.40', () => {
    const input = orderPriceInputOf(facts, config);
    expect(input.delivery).toMatchObject({ distance: 4, perKm: 2, minimum: 5 });
    expect(input.additionalCharge).toBe(3);
    expect(input.tips).toBe(20);
    expect(input.taxIncluded).toBe(false);
    expect(priceOrder(input).total).toBe(57.4);
  });
  it('take away: no delivery fee nor tips: 24 + 2.40 + 3 = 29.40', () => {
    const input = orderPriceInputOf({ ...facts, orderType: 'take_away' }, config);
    expect(input.delivery).toBeNull();
    expect(priceOrder(input).total).toBe(29.4);
  });
  it('tips and the additional charge only while the config switches them on; tax included in the price', () => {
    const input = orderPriceInputOf(facts, { tax_included: 1, additional_charge_status: 0, dm_tips_status: 0 });
    expect(input).toMatchObject({ tips: 0, additionalCharge: 0, taxIncluded: true });
    // 24 items (tax 24 × 10 / 110 inside) + 8 delivery
    expect(priceOrder(input).total).toBe(32);
  });
  it('keeps the coupon it is given (none by default)', () => {
    const coupon = { discount: 10, discount_type: 'percent', min_purchase: 0, max_discount: 0, coupon_type: 'default' };
    expect(orderPriceInputOf(facts, config).coupon).toBeNull();
    expect(orderPriceInputOf({ ...facts, coupon }, config).coupon).toBe(coupon);
  });
});
