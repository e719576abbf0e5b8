import { useQuery, type QueryClient } from '@tanstack/react-query';
import { cartQueries } from '../../api/cart.ts';
import type { CartLine, ConfigurableItem } from '../../domain/item-options.ts';
import { unitPrice } from '../../domain/pricing/order.ts';
import { useSession } from '../../session/hooks.ts';

/** A cart row as the server answers it (GET /api/v1/customer/cart/list). */
export type CartRow = Awaited<ReturnType<NonNullable<ReturnType<typeof cartQueries.list>['queryFn']>>>[number];
type RowItem = CartRow['item'];

/** The item fields the cart rules read, from the API's item (food variation bounds arrive as strings or numbers). */
export function configurableItem(item: RowItem): ConfigurableItem {
  return {
    id: item.id,
    store_id: item.store_id,
    price: item.price,
    stock: item.stock ?? 0,
    maximum_cart_quantity: item.maximum_cart_quantity ?? null,
    module_type: item.module_type ?? '',
    food_variations: (item.food_variations ?? []).map((g) => ({
      name: g.name,
      type: g.type,
      min: g.min,
      max: g.max,
      required: g.required,
      values: g.values.map((v) => ({ label: v.label, optionPrice: v.optionPrice })),
    })),
    variations: (item.variations ?? []).map((v) => ({ type: v.type, price: v.price, stock: v.stock ?? 0 })),
    choice_options: (item.choice_options ?? []).map((c) => ({ title: c.title, options: c.options })),
    add_ons: (item.add_ons ?? []).map((a) => ({ id: a.id })),
    available_date_starts: item.available_date_starts ?? null,
  };
}

/** The cart rules' view of a server row. */
export const cartLineOf = (row: CartRow): CartLine => ({
  id: row.id,
  item_id: row.item_id,
  item_type: row.item_type,
  price: row.price,
  quantity: row.quantity,
  variation: row.variation as CartLine['variation'],
  add_on_ids: row.add_on_ids,
  add_on_qtys: row.add_on_qtys,
  item: { store_id: row.item.store_id },
});

/** The unit price of an item with a chosen variation (the shared pricing module), the cart body's `price`. */
export const unitPriceOf = (item: RowItem, variation: CartLine['variation']) =>
  unitPrice(
    {
      price: item.price,
      discount: item.discount ?? 0,
      discountType: item.discount_type ?? 'amount',
      variations: (item.variations ?? []).map((v) => ({ type: v.type, price: v.price })),
      foodVariations: (item.food_variations ?? []).map((g) => ({
        name: g.name,
        values: g.values.map((v) => ({ label: v.label, optionPrice: String(v.optionPrice) })),
      })),
    },
    variation,
  );

/** Σ add-on price × quantity of a row. */
export function addOnsAmount(row: CartRow): number {
  return row.add_on_ids.reduce((total, id, i) => {
    const addOn = (row.item.add_ons ?? []).find((a) => a.id === id);
    return total + (addOn ? addOn.price * (row.add_on_qtys[i] ?? 0) : 0);
  }, 0);
}

/** A row's amount: unit price × quantity + its add-ons. */
export const rowAmount = (row: CartRow) => row.price * row.quantity + addOnsAmount(row);

/** The module's cart (server rows, oldest first), reloaded when the owner or module changes. */
export function useCart() {
  useSession(); // re-read the query options when the token, guest id or module changes
  return useQuery(cartQueries.list());
}

/** Puts the server's answer (the whole cart) into the cache and refreshes everything that reads the cart. */
export function takeServerCart(queryClient: QueryClient, rows: CartRow[]) {
  queryClient.setQueryData(cartQueries.list().queryKey, rows);
}
