// Discounts (spec part 2 §9): discount types percent, amount and fixed (fixed and amount are a flat value); the store
// (or rental provider) discount needs its min_purchase and is capped by max_discount (0 = no cap).

/** A percent/amount discount with a minimum purchase and a cap (a store discount, a provider discount). */
export interface DiscountRule {
  discount: number;
  discount_type: 'percent' | 'amount' | 'fixed' | string;
  min_purchase: number;
  /** 0 = no cap */
  max_discount: number;
}

export const isPercent = (type: string | null | undefined) => type === 'percent';

/** The raw value of a discount on `base`: percent → base × value / 100; amount/fixed → value. */
export const rawDiscount = (base: number, value: number, type: string | null | undefined) =>
  isPercent(type) ? (base * value) / 100 : value;

/**
 * A store/provider discount on `base`: 0 below min_purchase; else the raw discount capped by max_discount (when > 0)
 * and never more than the base.
 */
export function cappedDiscount(base: number, rule: DiscountRule | null | undefined): number {
  if (!rule || !(rule.discount > 0) || base <= 0 || base < rule.min_purchase) return 0;
  const raw = rawDiscount(base, rule.discount, rule.discount_type);
  const capped = rule.max_discount > 0 ? Math.min(raw, rule.max_discount) : raw;
  return Math.min(capped, base);
}

/** An item's own discount per unit: percent of the unit price, or a flat amount; never more than the unit price. */
export function itemDiscount(item: { discount: number; discountType: string }, unit: number): number {
  if (!(item.discount > 0) || unit <= 0) return 0;
  return Math.min(unit, rawDiscount(unit, item.discount, item.discountType));
}
