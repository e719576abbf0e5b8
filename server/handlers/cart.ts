import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../openapi/storefront.d.ts';
import { itemCampaigns, items, stores } from '../db/schema/catalogue.ts';
import type { Db } from '../db/client.ts';
import { carts } from '../db/schema/customer.ts';
import { forbidden, notFound } from '../lib/http/errors.ts';
import { defineHandlers, type AppContext } from '../lib/http/handler.ts';
import type { Owner } from '../lib/http/scope.ts';
import type { SerializeOptions } from '../lib/http/serialize.ts';
import { uniqueViolationError } from '../lib/http/unique-violation.ts';
import { CAMPAIGN_MODEL, itemTypeOfModel } from '../../domain/cart-item-type.ts';
import type { ModuleRow } from '../lib/catalogue/module.ts';
import { itemStoreColumns, serializeItems, type ItemCampaignRow, type ItemRow } from '../lib/items/item.ts';

type CartRow = typeof carts.$inferSelect;
type Variation = { name?: string; values?: { label?: string[] }; type?: string; price?: number }[];

const ownerWhere = (o: Owner): SQL => (o.userId !== null ? eq(carts.userId, o.userId) : eq(carts.guestId, o.guestId));

/** The cart lines' items and campaign items (a line names one or the other by its item_type). */
const lineItem = and(ne(carts.itemType, CAMPAIGN_MODEL), eq(items.id, carts.itemId));
const lineCampaign = and(eq(carts.itemType, CAMPAIGN_MODEL), eq(itemCampaigns.id, carts.itemId));

type OwnerKind = 'user' | 'guest';
const ownerKind = (o: Owner): OwnerKind => (o.userId !== null ? 'user' : 'guest');
const ownerParam = (o: Owner) => ({ owner: o.userId ?? o.guestId });

/**
 * The statements of a cart read, built once per database (drizzle's prepared statements: no SQL is built per request,
 * which was a fifth of a cart write's CPU on PGlite — bench/README.md). One per owner kind (customer or guest).
 */
function cartStatements(db: Db) {
  const ownerIs = (kind: OwnerKind) =>
    kind === 'user' ? eq(carts.userId, sql.placeholder('owner')) : eq(carts.guestId, sql.placeholder('owner'));
  const inModule = eq(carts.moduleId, sql.placeholder('moduleId'));
  /** The owner's lines in the module with their items and the items' stores, oldest first. */
  const lines = (kind: OwnerKind) =>
    db
      .select({ cart: carts, item: items, campaign: itemCampaigns, store: itemStoreColumns })
      .from(carts)
      .leftJoin(items, lineItem)
      .leftJoin(itemCampaigns, lineCampaign)
      .leftJoin(stores, eq(stores.id, sql`coalesce(${items.storeId}, ${itemCampaigns.storeId})`))
      .where(and(ownerIs(kind), inModule))
      .orderBy(asc(carts.id))
      .prepare(`cart_lines_${kind}`);
  /** One of the owner's lines in the module, with its item. */
  const line = (kind: OwnerKind) =>
    db
      .select({ cart: carts, item: items, campaign: itemCampaigns })
      .from(carts)
      .leftJoin(items, lineItem)
      .leftJoin(itemCampaigns, lineCampaign)
      .where(and(eq(carts.id, sql.placeholder('id')), ownerIs(kind), inModule))
      .prepare(`cart_line_${kind}`);
  return {
    lines: { user: lines('user'), guest: lines('guest') },
    line: { user: line('user'), guest: line('guest') },
    item: db
      .select()
      .from(items)
      .where(eq(items.id, sql.placeholder('id')))
      .prepare('cart_item'),
    campaign: db
      .select()
      .from(itemCampaigns)
      .where(eq(itemCampaigns.id, sql.placeholder('id')))
      .prepare('cart_campaign'),
  };
}
type CartStatements = ReturnType<typeof cartStatements>;

/**
 * The module's whole cart, oldest first, each row with its full item JSON (6amMart answers every cart write with
 * it). One query reads the lines with their items and the items' stores; the module is the scope's; then the items'
 * flash-sale prices (and add-ons, when an item lists any) — two statements for the usual cart (bench/README.md).
 */
async function cartBody(
  ctx: AppContext,
  q: CartStatements,
  owner: Owner,
  module: ModuleRow,
  opts: SerializeOptions,
): Promise<components['schemas']['CartRow'][]> {
  const lines = await q.lines[ownerKind(owner)].execute({ ...ownerParam(owner), moduleId: module.id });
  const present = lines.flatMap((l) => {
    const row = l.item ?? l.campaign;
    return row ? [{ cart: l.cart, row }] : []; // an item deleted since: its line is left out, as 6amMart does
  });
  const json = await serializeItems(
    ctx.db,
    present.map((l) => l.row),
    opts,
    undefined,
    { stores: lines.flatMap((l) => (l.store ? [l.store] : [])), modules: [module] },
  );
  return present.map(({ cart: r }, i): components['schemas']['CartRow'] => ({
    id: r.id,
    user_id: r.userId ?? r.guestId!,
    module_id: r.moduleId,
    item_id: r.itemId,
    is_guest: r.guestId ? (1 as const) : (0 as const),
    item_type: r.itemType,
    price: r.price,
    quantity: r.quantity,
    variation: r.variation as Variation,
    add_on_ids: r.addOnIds,
    add_on_qtys: r.addOnQtys,
    item: json[i]!,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

async function itemRow(q: CartStatements, model: string, id: number): Promise<ItemRow | ItemCampaignRow | undefined> {
  const [row] = await (model === CAMPAIGN_MODEL ? q.campaign : q.item).execute({ id });
  return row && row.status === 1 ? row : undefined;
}

/** Quantity rules: maximum_cart_quantity (403 cart_item_limit); stock of the item or chosen variation, not for food (403 stock). */
export function checkQuantity(
  row: ItemRow | ItemCampaignRow,
  moduleType: string,
  quantity: number,
  variation: Variation,
) {
  if (row.maximumCartQuantity && quantity > row.maximumCartQuantity)
    throw forbidden('cart_item_limit', 'Maximum cart quantity limit over');
  if (moduleType === 'food') return;
  const chosen = variation.find((v) => typeof v.type === 'string')?.type;
  const stock =
    chosen && row.variations.length ? (row.variations.find((v) => v.type === chosen)?.stock ?? 0) : row.stock;
  if (quantity > stock)
    throw forbidden('stock', stock > 0 ? `Only ${stock} items are available in stock.` : 'Out of Stock.');
}

export function checkAddOns(row: ItemRow | ItemCampaignRow, ids: number[], qtys: number[]) {
  if (ids.length !== qtys.length) throw forbidden('add_on_qtys', 'Each add-on needs its quantity.');
  if (ids.some((id) => !row.addOns.includes(id))) throw forbidden('add_on_ids', 'The selected add-on is invalid.');
}

/**
 * Runs a cart write; the unique line index `carts_owner_line` (owner + module + item + variation) refuses a line
 * identical to another of the cart — an add of the same item and variation, an update to another line's variation,
 * two at once — as 403 cart_item "Item already exists in the cart." (no select looks first).
 */
async function oneLine<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw uniqueViolationError(error) ?? error;
  }
}

export const cartHandlers = defineHandlers((ctx) => {
  const q = cartStatements(ctx.db);
  return {
    getCart: async (req) => {
      const owner = req.scope.owner();
      const module = req.scope.module(true);
      return cartBody(ctx, q, owner, module, req.scope.serialize);
    },

    addToCart: async (req) => {
      const b = req.body;
      const owner = req.scope.owner();
      const module = req.scope.module(true);
      const itemType = itemTypeOfModel(b.model);
      const row = await itemRow(q, itemType, b.item_id);
      if (!row) throw notFound('item', 'Item not found!');
      if (row.moduleId !== module.id) throw forbidden('item_id', 'The item does not belong to the selected module.');
      const variation = (b.variation ?? []) as Variation;
      const addOnIds = b.add_on_ids ?? [];
      const addOnQtys = b.add_on_qtys ?? [];
      checkQuantity(row, module.moduleType, b.quantity, variation);
      checkAddOns(row, addOnIds, addOnQtys);
      await oneLine(() =>
        ctx.db.insert(carts).values({
          userId: owner.userId,
          guestId: owner.guestId,
          moduleId: module.id,
          itemId: row.id,
          itemType,
          price: b.price,
          quantity: b.quantity,
          variation,
          addOnIds,
          addOnQtys,
          createdAt: ctx.now(),
          updatedAt: ctx.now(),
        }),
      );
      return cartBody(ctx, q, owner, module, req.scope.serialize);
    },

    updateCart: async (req) => {
      const b = req.body;
      const owner = req.scope.owner();
      const module = req.scope.module(true);
      // the line with its item (or campaign item), in one statement
      const [line] = await q.line[ownerKind(owner)].execute({
        ...ownerParam(owner),
        id: b.cart_id,
        moduleId: module.id,
      });
      if (!line) throw notFound('cart_id', 'Cart item not found.');
      const { cart } = line;
      const row = line.item ?? line.campaign;
      if (!row || row.status !== 1) throw notFound('item', 'Item not found!');
      const variation = (b.variation ?? cart.variation) as Variation;
      const addOnIds = b.add_on_ids ?? cart.addOnIds;
      const addOnQtys = b.add_on_qtys ?? cart.addOnQtys;
      checkQuantity(row, module.moduleType, b.quantity, variation);
      checkAddOns(row, addOnIds, addOnQtys);
      await oneLine(() =>
        ctx.db
          .update(carts)
          .set({ price: b.price, quantity: b.quantity, variation, addOnIds, addOnQtys, updatedAt: ctx.now() })
          .where(eq(carts.id, cart.id)),
      );
      return cartBody(ctx, q, owner, module, req.scope.serialize);
    },

    removeCartItem: async (req) => {
      const owner = req.scope.owner();
      const module = req.scope.module(true);
      const removed = await ctx.db
        .delete(carts)
        .where(and(eq(carts.id, req.query.cart_id), ownerWhere(owner), eq(carts.moduleId, module.id)))
        .returning({ id: carts.id });
      if (!removed.length) throw notFound('cart_id', 'Cart item not found.');
      return cartBody(ctx, q, owner, module, req.scope.serialize);
    },

    clearCart: async (req) => {
      const owner = req.scope.owner();
      const module = req.scope.module(true);
      await ctx.db.delete(carts).where(and(ownerWhere(owner), eq(carts.moduleId, module.id)));
      return cartBody(ctx, q, owner, module, req.scope.serialize);
    },
  };
});

export type { CartRow };
