// 6amMart web's search: the search box's suggestions (items/item-or-store-search) and the combined search page
// (get-combined-data). Each answers with the rules of the lists it stands for — the item kinds of
// lib/items/item-kinds.ts over the one item-list condition, and the store lists of lib/stores/store-lists.ts and
// lib/discovery/category-lists.ts — never a copy.
import { asc, desc, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import { items, stores } from '../../db/schema/catalogue.ts';
import { brandItems } from '../../db/schema/promotions.ts';
import { activeCategoryIds, categoriesStorePage } from '../discovery/category-lists.ts';
import { forbidden } from '../http/errors.ts';
import type { ApiRequest, AppContext } from '../http/handler.ts';
import { idList, jsonList } from '../http/json-lists.ts';
import { listPage } from '../http/scope.ts';
import { mediaUrl, tr } from '../http/serialize.ts';
import { inCategory } from '../items/item.ts';
import { discountedItems, itemTextMatch, newItems } from '../items/item-kinds.ts';
import { itemListWhere, listItems } from '../items/item-list.ts';
import { listStores, storeTypeOrder } from '../stores/store-lists.ts';

/** 6amMart's item_or_store_search answers up to 50 of each. */
const SUGGESTIONS = 50;

type CombinedRequest = ApiRequest<'getCombinedData'>;

/** A list's filter words (6amMart web's search page) that narrow the items, and those that order them. */
const narrowing: Record<string, SQL> = {
  discounted: discountedItems.where,
  veg: eq(items.veg, 1),
  non_veg: eq(items.veg, 0),
};
const ordering: Record<string, SQL> = {
  low: asc(items.price),
  high: desc(items.price),
  popular: desc(items.orderCount),
  top_rated: desc(items.avgRating),
};

/** The JSON list of `field` as ids; `[]`, empty or absent → null (no filter). */
const ids = (raw: string | undefined, field: string) => {
  const list = idList(raw, field);
  return list?.length ? list : null;
};

const required = (field: string) => forbidden(field, `The ${field.replace(/_/g, ' ')} field is required.`);

/** The item list of the combined search page: the data type's rule, then the page's filters. */
async function combinedItems(ctx: AppContext, req: CombinedRequest) {
  const q = req.query;
  const categoryIds = ids(q.category_ids, 'category_ids');
  const brandIds = ids(q.brand_ids, 'brand_ids');
  const words = (jsonList(q.filter, 'filter') ?? []).map(String);
  const extra: SQL[] = [];
  let order: SQL[] = [desc(items.orderCount)];
  switch (q.data_type) {
    case 'searched': {
      if (!q.name?.trim()) throw required('name');
      const text = itemTextMatch(q.name);
      extra.push(text.match);
      order = text.rank;
      break;
    }
    case 'discounted':
      extra.push(discountedItems.where);
      order = discountedItems.order;
      break;
    case 'new': {
      const fresh = newItems(req.scope.now);
      extra.push(fresh.where);
      order = fresh.order;
      break;
    }
    case 'category':
      if (!categoryIds) throw required('category_ids');
      break;
    case 'brand':
      if (!brandIds) throw required('brand_ids');
      break;
    default: // 6amMart answers any other data type with an empty page
      req.scope.zoneIds(true);
      req.scope.module(true);
      return { ...listPage([], req.scope.page(q)).envelope, products: [] };
  }
  if (categoryIds) extra.push(or(...categoryIds.map(inCategory))!);
  if (brandIds)
    extra.push(
      inArray(
        items.id,
        ctx.db.select({ id: brandItems.itemId }).from(brandItems).where(inArray(brandItems.brandId, brandIds)),
      ),
    );
  if (q.min_price !== undefined) extra.push(gte(items.price, q.min_price));
  if (q.max_price !== undefined) extra.push(lte(items.price, q.max_price));
  if (q.rating_count !== undefined) extra.push(gte(items.avgRating, q.rating_count));
  for (const w of words) if (narrowing[w]) extra.push(narrowing[w]);
  const sorts = words.flatMap((w) => (ordering[w] ? [ordering[w]] : []));
  return listItems(ctx, req, extra, [...sorts, ...order]);
}

/** This request, handed to another list with that list's query (read after this one's is done with). */
const as = <Id extends 'searchStores' | 'getDiscountedStores' | 'getStores' | 'getStoresOfCategories'>(
  req: object,
  query: object,
  params: object = {},
) => Object.assign(req, { query, params }) as unknown as ApiRequest<Id>;

/** The stores whose name or address contains the text (the store search's rule), a page of `limit`. */
const searchedStores = (ctx: AppContext, req: object, name: string, page: object) =>
  listStores(ctx, as<'searchStores'>(req, { ...page, name }), {
    order: 'default',
    moduleRequired: true,
    name: name.trim(),
  });

/** The search box's suggestions: up to 50 items and 50 stores matching the text. */
export async function itemOrStoreSuggestions(ctx: AppContext, req: ApiRequest<'getItemOrStoreSuggestions'>) {
  const { name } = req.query;
  const locale = req.scope.locale;
  const text = itemTextMatch(name);
  const itemRows = await ctx.db
    .select({ id: items.id, name: items.name, image: items.image, translations: items.translations })
    .from(items)
    .innerJoin(stores, eq(stores.id, items.storeId))
    .where(itemListWhere(req, [text.match]))
    .orderBy(...text.rank, asc(items.id))
    .limit(SUGGESTIONS);
  const storePage = await searchedStores(ctx, req, name, { limit: SUGGESTIONS, offset: 1 });
  const logos = storePage.stores.length
    ? await ctx.db
        .select({ id: stores.id, logo: stores.logo })
        .from(stores)
        .where(
          inArray(
            stores.id,
            storePage.stores.map((s) => s.id),
          ),
        )
    : [];
  const logoOf = new Map(logos.map((l) => [l.id, l.logo]));
  return {
    items: itemRows.map((i) => ({
      id: i.id,
      name: tr(i.translations, locale, 'name', i.name),
      image: i.image,
      image_full_url: mediaUrl(i.image),
    })),
    stores: storePage.stores.map((s) => ({
      id: s.id,
      name: s.name,
      image: logoOf.get(s.id) ?? null,
      image_full_url: s.logo_full_url,
    })),
  };
}

/** The combined search page: its items by the data type's rule and the page's filters, or the matching store list. */
export async function combinedSearch(ctx: AppContext, req: CombinedRequest) {
  const q = req.query;
  if (q.list_type === 'item') return combinedItems(ctx, req);
  const page = { limit: q.limit, offset: q.offset };
  switch (q.data_type) {
    case 'searched':
      if (!q.name?.trim()) throw required('name');
      return searchedStores(ctx, req, q.name, page);
    case 'discounted':
      return listStores(ctx, as<'getDiscountedStores'>(req, page), {
        order: 'default',
        moduleRequired: false,
        discounted: true,
      });
    case 'category': {
      if (!ids(q.category_ids, 'category_ids')) throw required('category_ids');
      const categoryIds = q.category_ids;
      const of = as<'getStoresOfCategories'>(req, { ...page, category_ids: categoryIds });
      return categoriesStorePage(ctx, of, await activeCategoryIds(ctx, idList(categoryIds, 'category_ids')));
    }
    default:
      return listStores(ctx, as<'getStores'>(req, page, { filter_data: 'all' }), {
        order: storeTypeOrder('all'),
        moduleRequired: false,
        service: 'all',
      });
  }
}
