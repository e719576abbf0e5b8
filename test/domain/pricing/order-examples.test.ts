// Worked examples of the store order pricing rules (spec part 2 §9); the properties are in the sibling files.
import { describe, expect, it } from 'vitest';
import { deliveryFee } from '../../../domain/pricing/delivery.ts';
import { itemDiscount } from '../../../domain/pricing/discount.ts';
import { priceOrder } from '../../../domain/pricing/order.ts';
import { unitPrice } from '../../../domain/pricing/unit-price.ts';

describe('order pricing rules', () => {
  it('takes the variation price, or the base price plus the chosen food options', () => {
    const shirt = {
      price: 12,
      discount: 0,
      discountType: 'percent',
      variations: [{ type: 'Red-M', price: 14 }],
      foodVariations: [],
    };
    expect(unitPrice(shirt, [{ type: 'Red-M' }])).toBe(14);
    const burger = {
      ...shirt,
      variations: [],
      foodVariations: [{ name: 'Size', values: [{ label: 'Large', optionPrice: '3.5' }] }],
    };
    expect(unitPrice(burger, [{ name: 'Size', values: { label: ['Large'] } }])).toBe(15.5);
    expect(itemDiscount({ discount: 10, discountType: 'percent' }, 20)).toBe(2);
    expect(itemDiscount({ discount: 50, discountType: 'amount' }, 20)).toBe(20);
  });
  it('clamps the delivery fee between the minimum and maximum and adds the zone surcharge', () => {
    const rule = {
      distance: 1,
      perKm: 1,
      minimum: 2,
      maximum: 10,
      storeFree: false,
      adminFree: null,
      surchargePercent: 0,
      extraCharge: 0,
    };
    expect(deliveryFee(rule)).toBe(2);
    expect(deliveryFee({ ...rule, distance: 30 })).toBe(10);
    expect(deliveryFee({ ...rule, distance: 5, surchargePercent: 10 })).toBeCloseTo(5.5);
  });
  it('caps the store discount, which replaces item discounts; frees delivery over the threshold; includes tax', () => {
    const p = priceOrder({
      lines: [{ unit: 100, quantity: 1, addOns: 0, itemDiscountPerUnit: 30 }],
      storeDiscount: { discount: 10, discount_type: 'percent', min_purchase: 50, max_discount: 8 },
      taxRate: 10,
      taxIncluded: true,
      delivery: {
        distance: 4,
        perKm: 1,
        minimum: 2,
        maximum: 10,
        storeFree: false,
        adminFree: { type: 'free_delivery_by_order_amount', over: 100 },
        surchargePercent: 0,
        extraCharge: 0,
      },
      additionalCharge: 0,
      tips: 0,
    });
    expect(p).toMatchObject({
      discount: 8,
      discountBy: 'store',
      tax: 8.36,
      deliveryFee: 0,
      originalDeliveryFee: 4,
      freeDeliveryBy: 'admin',
      total: 92,
    });
  });
});
