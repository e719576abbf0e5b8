// A store's menu: its loaded items grouped under its categories (the store page's sections and its category bar).
import type { Item } from '../../api/items.ts';

export interface MenuCategory {
  id: number;
  name: string;
}

/** One section of the menu: a category of the store and its items; without `category`, the items of none of them. */
export interface MenuSection {
  category?: MenuCategory;
  items: Item[];
}

/**
 * The items under the store's categories, in the store's category order: an item in several of them is listed once,
 * under the one the store lists first; an item in none of them comes last, in a section without a category. Sections
 * without items are left out; items keep their order (the API's) within a section.
 */
export function menuSections(categories: readonly MenuCategory[], items: readonly Item[]): MenuSection[] {
  const rank = new Map(categories.map((c, i) => [c.id, i]));
  const groups: Item[][] = [];
  for (const item of items) {
    // the place of its first category in the store's list, or after them all
    const first = Math.min(categories.length, ...item.category_ids.map((c) => rank.get(Number(c.id)) ?? Infinity));
    (groups[first] ??= []).push(item);
  }
  // a sparse list: flatMap passes over the categories without items
  return groups.flatMap((list, i) => ({ category: categories[i], items: list }));
}

/** The id of a category's section on the store page (the category bar's links go to it). */
export const menuSectionId = (category?: MenuCategory) => `menu-${category ? category.id : 'more'}`;

/**
 * The category bar's height (theme.space steps): its chips' row, and the place kept for it while its code loads, so
 * that the menu under it does not move when it comes.
 */
export const MENU_BAR_HEIGHT = 11;
