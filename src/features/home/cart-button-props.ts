import type { Item } from '../../api/items.ts';

/** The product card's cart control's props (cart-button.tsx at rest, cart-button-live.tsx live). */
export interface CartButtonProps {
  item: Item;
  /** Set by the placeholder when the shopper pressed it before the control was in: what to do on arrival. */
  act?: 'add' | 'expand';
  /** …and whether the pressed button had the focus. */
  focus?: boolean;
}
