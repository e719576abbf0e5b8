// The store cart: one line per item and variation per owner (customer or guest) and module; the quantity, stock and
// add-on rules; every write answered with the whole cart. A line's `price` is never the client's: it is the unit
// price of the item and variation now (domain/pricing/unit-price.ts, the rule order placement prices with), so the
// cart drawer shows what the checkout will charge even after a price changed (a vendor's edit, a sale that ended).
import { quantityBlock } from '../../../domain/quantity.ts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { jsonRows, rowsOfJson } from '../../db/json-rows.ts';
import { carts } from '../../db/schema/customer.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { AppContext } from '../http/handler.ts';
import type { Owner } from '../http/scope.ts';
import type { SerializeOptions } from '../http/serialize.ts';
import { uniqueViolationError, type WordedConstraints } from '../http/unique-violation.ts';
import { CAMPAIGN_MODEL, itemTypeOfModel } from '../../../domain/cart-item-type.ts';
import type { ModuleRow } from '../../db/row-types.ts';
import { serializeItems, type ItemCampaignRow, type ItemRow } from '../items/item.ts';
import type { CatalogueRows } from '../catalogue/catalogue-rows.ts';
import { unitPrice, type CartVariation } from '../../../domain/pricing/unit-price.ts';

type CartRow = typeof carts.$inferSelect;
type Variation = { name?: string; values?: { label?: string[] }; type?: string; price?: number }[];

const ownerWhere = (o: Owner): SQL => (o.userId !== null ? eq(carts.userId, o.userId) : eq(carts.guestId, o.guestId));

type OwnerKind = 'user' | 'guest';
const ownerKind = (o: Owner): OwnerKind => (o.userId !== null ? 'user' : 'guest');
const ownerParam = (o: Owner) => ({ owner: o.userId ?? o.guestId });

const P = (name: string) => sql.placeholder(name);

/**
 * The statements of a cart, built once per database (drizzle's prepared statements: no SQL is built per request,
 * which was a fifth of a cart write's CPU on PGlite — bench/README.md). One per owner kind (customer or guest). They
 * read cart rows only: the lines' items, stores, add-ons and flash-sale prices come from the catalogue cache.
 */
function cartStatements(db: Db) {
  const ownerIs = (kind: OwnerKind) => (kind === 'user' ? eq(carts.userId, P('owner')) : eq(carts.guestId, P('owner')));
  const inModule = eq(carts.moduleId, P('moduleId'));
  /** The owner's lines in the module, oldest first, as one JSON value (rowsOfJson). */
  const lines = (kind: OwnerKind) =>
    db
      .select({ lines: jsonRows(carts, carts.id) })
      .from(carts)
      .where(and(ownerIs(kind), inModule))
      .prepare(`cart_lines_${kind}`);
  /** One of the owner's lines in the module. */
  const line = (kind: OwnerKind) =>
    db
      .select()
      .from(carts)
      .where(and(eq(carts.id, P('id')), ownerIs(kind), inModule))
      .prepare(`cart_line_${kind}`);
  const written = ['price', 'quantity', 'variation', 'addOnIds', 'addOnQtys', 'updatedAt'] as const;
  const owned = ['userId', 'guestId', 'moduleId', 'itemId', 'itemType', 'createdAt'] as const;
  const placeholders = <K extends string>(keys: readonly K[]) =>
    Object.fromEntries(keys.map((k) => [k, P(k)])) as Record<K, ReturnType<typeof P>>;
  return {
    lines: { user: lines('user'), guest: lines('guest') },
    line: { user: line('user'), guest: line('guest') },
    insert: db
      .insert(carts)
      .values({ ...placeholders(owned), ...placeholders(written) })
      .prepare('cart_insert'),
    update: db
      .update(carts)
      // a placeholder is set through the column's encoder as in an insert (drizzle's types only say so for inserts)
      .set(placeholders(written) as Record<string, never>)
      .where(eq(carts.id, P('id')))
      .prepare('cart_update'),
  };
}
type CartStatements = ReturnType<typeof cartStatements>;

/** The item or campaign item a line (or an add) names, by its item_type: from the catalogue cache. */
async function lineItems(rows: CatalogueRows, lines: Pick<CartRow, 'itemType' | 'itemId'>[]) {
  const isCampaign = (l: Pick<CartRow, 'itemType'>) => l.itemType === CAMPAIGN_MODEL;
  const [plain, campaign] = await Promise.all([
    rows.items(lines.filter((l) => !isCampaign(l)).map((l) => l.itemId)),
    rows.campaigns(lines.filter(isCampaign).map((l) => l.itemId)),
  ]);
  return (l: Pick<CartRow, 'itemType' | 'itemId'>): ItemRow | ItemCampaignRow | undefined =>
    (isCampaign(l) ? campaign : plain).get(l.itemId);
}

/**
 * The module's whole cart, oldest first, each row with its full item JSON (6amMart answers every cart write with
 * it). One statement reads the lines; their items, stores, add-ons and flash-sale prices come from the catalogue
 * cache; the module is the scope's (bench/README.md).
 */
async function cartBody(
  ctx: AppContext,
  q: CartStatements,
  rows: CatalogueRows,
  owner: Owner,
  module: ModuleRow,
  opts: SerializeOptions,
): Promise<components['schemas']['CartRow'][]> {
  const [read] = await q.lines[ownerKind(owner)].execute({ ...ownerParam(owner), moduleId: module.id });
  const lines = rowsOfJson(carts, read!.lines);
  const itemOf = await lineItems(rows, lines);
  const present = lines.flatMap((cart) => {
    const row = itemOf(cart);
    return row ? [{ cart, row }] : []; // an item deleted since: its line is left out, as 6amMart does
  });
  const json = await serializeItems(
    ctx.db,
    present.map((l) => l.row),
    opts,
    undefined,
    { modules: [module], rows },
  );
  return present.map(({ cart: r, row }, i): components['schemas']['CartRow'] => ({
    id: r.id,
    user_id: r.userId ?? r.guestId!,
    module_id: r.moduleId,
    item_id: r.itemId,
    is_guest: r.guestId ? (1 as const) : (0 as const),
    item_type: r.itemType,
    // the item's price now, whatever was stored (a row written before prices were the server's, or since changed)
    price: linePrice(row, r.variation),
    quantity: r.quantity,
    variation: r.variation as Variation,
    add_on_ids: r.addOnIds,
    add_on_qtys: r.addOnQtys,
    item: json[i]!,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

/** A line's unit price: the item's (or its variation's / food options') price now, as order placement prices it. */
const linePrice = (row: ItemRow | ItemCampaignRow, variation: unknown) => unitPrice(row, variation as CartVariation);

/** The active item (or campaign item) of that item_type and id. */
async function activeItem(rows: CatalogueRows, itemType: string, itemId: number) {
  const row = (await lineItems(rows, [{ itemType, itemId }]))({ itemType, itemId });
  return row && row.status === 1 ? row : undefined;
}

/**
 * Quantity rules (domain/quantity.ts, the SPA's too): maximum_cart_quantity (403 cart_item_limit); stock of the item or
 * chosen variation, not for food (403 stock).
 */
export function checkQuantity(
  row: ItemRow | ItemCampaignRow,
  moduleType: string,
  quantity: number,
  variation: Variation,
) {
  const chosen = variation.find((v) => typeof v.type === 'string')?.type;
  const stock =
    chosen && row.variations.length ? (row.variations.find((v) => v.type === chosen)?.stock ?? 0) : row.stock;
  const block = quantityBlock(quantity, { moduleType, stock, maximumCartQuantity: row.maximumCartQuantity });
  if (block === 'maximum') throw forbidden('cart_item_limit', 'Maximum cart quantity limit over');
  if (block === 'stock')
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
    throw uniqueViolationError(error, CART_LINE_TAKEN) ?? error;
  }
}

/** The cart's unique line index, worded (server/unique-violation.ts lists it with the others). */
export const CART_LINE_TAKEN: WordedConstraints = {
  carts_owner_line: () => forbidden('cart_item', 'Item already exists in the cart.'),
};

type CartBody = components['schemas']['CartRow'][];
type AddBody = {
  model?: string;
  item_id: number;
  price: number;
  quantity: number;
  variation?: unknown;
  add_on_ids?: number[];
  add_on_qtys?: number[];
};
type UpdateBody = Omit<AddBody, 'model' | 'item_id'> & { cart_id: number };

/** The cart's operations over one database: its statements are prepared once. */
export function cartOperations(ctx: AppContext) {
  const q = cartStatements(ctx.db);
  /** The owner's whole cart in the module. */
  const cartOf = async (owner: Owner, module: ModuleRow, opts: SerializeOptions, rows?: CatalogueRows) =>
    cartBody(ctx, q, rows ?? (await ctx.catalogue.rows()), owner, module, opts);

  /** Adds an active item of the module within the quantity and add-on rules; an identical line is refused. */
  async function addLine(owner: Owner, module: ModuleRow, b: AddBody, opts: SerializeOptions): Promise<CartBody> {
    const itemType = itemTypeOfModel(b.model);
    const rows = await ctx.catalogue.rows();
    const row = await activeItem(rows, itemType, b.item_id);
    if (!row) throw notFound('item', 'Item not found!');
    if (row.moduleId !== module.id) throw forbidden('item_id', 'The item does not belong to the selected module.');
    const variation = (b.variation ?? []) as Variation;
    const addOnIds = b.add_on_ids ?? [];
    const addOnQtys = b.add_on_qtys ?? [];
    checkQuantity(row, module.moduleType, b.quantity, variation);
    checkAddOns(row, addOnIds, addOnQtys);
    const now = ctx.now();
    await oneLine(() =>
      q.insert.execute({
        userId: owner.userId,
        guestId: owner.guestId,
        moduleId: module.id,
        itemId: row.id,
        itemType,
        price: linePrice(row, variation),
        quantity: b.quantity,
        variation,
        addOnIds,
        addOnQtys,
        createdAt: now,
        updatedAt: now,
      }),
    );
    return cartOf(owner, module, opts, rows);
  }

  /** Changes one of the owner's lines (what is not sent stays) within the quantity and add-on rules. */
  async function changeLine(owner: Owner, module: ModuleRow, b: UpdateBody, opts: SerializeOptions): Promise<CartBody> {
    const rows = await ctx.catalogue.rows();
    const [cart] = await q.line[ownerKind(owner)].execute({
      ...ownerParam(owner),
      id: b.cart_id,
      moduleId: module.id,
    });
    if (!cart) throw notFound('cart_id', 'Cart item not found.');
    const row = await activeItem(rows, cart.itemType, cart.itemId);
    if (!row) throw notFound('item', 'Item not found!');
    const variation = (b.variation ?? cart.variation) as Variation;
    const addOnIds = b.add_on_ids ?? cart.addOnIds;
    const addOnQtys = b.add_on_qtys ?? cart.addOnQtys;
    checkQuantity(row, module.moduleType, b.quantity, variation);
    checkAddOns(row, addOnIds, addOnQtys);
    await oneLine(() =>
      q.update.execute({
        id: cart.id,
        price: linePrice(row, variation),
        quantity: b.quantity,
        variation,
        addOnIds,
        addOnQtys,
        updatedAt: ctx.now(),
      }),
    );
    return cartOf(owner, module, opts, rows);
  }

  /** Removes one of the owner's lines in the module (404 when it is not theirs). */
  async function removeLine(owner: Owner, module: ModuleRow, cartId: number): Promise<void> {
    const removed = await ctx.db
      .delete(carts)
      .where(and(eq(carts.id, cartId), ownerWhere(owner), eq(carts.moduleId, module.id)))
      .returning({ id: carts.id });
    if (!removed.length) throw notFound('cart_id', 'Cart item not found.');
  }

  /** Empties the owner's cart in the module. */
  async function clear(owner: Owner, module: ModuleRow): Promise<void> {
    await ctx.db.delete(carts).where(and(ownerWhere(owner), eq(carts.moduleId, module.id)));
  }

  return { cartOf, addLine, changeLine, removeLine, clear };
}
