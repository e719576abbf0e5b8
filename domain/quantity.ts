// Quantity rules of the cart and the item configurator (spec part 1 §5 "Cart and item", §9; part 2 §5, §9).

/** Quantity minimum (part 1 §9). */
export const MIN_QUANTITY = 1;

/** Why a quantity may not grow: the maximum_cart_quantity is reached, or the stock is used up. */
export type QuantityBlock = 'maximum' | 'stock';

export interface QuantityLimits {
  /** The item's module type: food modules check only the maximum, not the stock. */
  moduleType: string;
  /** The stock of the item, or of the chosen variation. */
  stock: number;
  /** The item's maximum_cart_quantity (null or 0: no maximum). */
  maximumCartQuantity: number | null | undefined;
}

const hasMaximum = (max: number | null | undefined): max is number => typeof max === 'number' && max > 0;

/**
 * Whether `quantity` may grow by one (spec part 1 §5): refused when maximum_cart_quantity is reached, otherwise
 * (non-food modules) when the stock is at or below the current quantity. The maximum is checked first: "Quantity
 * cannot exceed maximum_cart_quantity when present; otherwise an error toast shows the stock-limit message."
 */
export function incrementBlock(quantity: number, limits: QuantityLimits): QuantityBlock | null {
  if (hasMaximum(limits.maximumCartQuantity) && quantity >= limits.maximumCartQuantity) return 'maximum';
  if (limits.moduleType !== 'food' && limits.stock <= quantity) return 'stock';
  return null;
}

/** Whether `quantity` itself is above a limit (adding a quantity that is already too large). */
export function quantityBlock(quantity: number, limits: QuantityLimits): QuantityBlock | null {
  if (hasMaximum(limits.maximumCartQuantity) && quantity > limits.maximumCartQuantity) return 'maximum';
  if (limits.moduleType !== 'food' && limits.stock < quantity) return 'stock';
  return null;
}

/** The minus control: disabled at 1 (or less) or when the price is 0 (part 1 §4, part 2 §5). */
export function canDecrement(quantity: number, price: number): boolean {
  return quantity > MIN_QUANTITY && price > 0;
}

/** Quantity displayed zero-padded below 10 (part 2 §9): 1 → "01", 9 → "09", 10 → "10", 125 → "125". */
export function padQuantity(quantity: number): string {
  return quantity >= 0 && quantity < 10 ? `0${quantity}` : String(quantity);
}
