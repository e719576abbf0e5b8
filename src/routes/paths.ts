// Every route path and dialog URL parameter of the SPA (docs/architecture.md, "Layers and allowed imports"). Nothing else in src/
// writes a path or a `?picker=` / `?auth=` / `?drawer=` literal (lint rule `boundaries/no-route-literal`); the
// route files, links and navigations read them here. Imports only domain/page-routes.ts (the route table the server
// shares), so every layer may import it.
import { pagePaths, productPath as productPathOf, storePath as storePathOf } from '../../domain/page-routes.ts';

/** Pages of the storefront (spec part 1 §2 and part 2 §2 name them); the table lives in domain/page-routes.ts so the
 * server knows the same routes (its head, its 404s, robots.txt and the sitemap). */
export const paths = pagePaths;

/** `?flows` turns the flow viewer and its live-actor registry on; `?inspect` attaches Stately's inspector. */
export const FLOWS_PARAM = 'flows';
export const INSPECT_PARAM = 'inspect';

/** The profile page on one of its tabs (`/profile?page=inbox`, `?page=notifications`). */
export const PROFILE_PAGE_PARAM = 'page';
export const profilePath = (page: 'profile-settings' | 'inbox' | 'notifications') =>
  `${paths.profile}?${new URLSearchParams({ [PROFILE_PAGE_PARAM]: page })}`;

/**
 * Who a conversation of the inbox is with, as its URL says (`/profile?page=inbox&conversation=5`, `&vendor=2`,
 * `&deliveryman=1`, `&support=1`): the entry points ("Chat with store", "Chat with delivery man", "Chat with
 * support") open the conversation with that party, started on the first message if there is none yet; `name` is
 * shown until the conversation's own names are in.
 */
export type ChatWith = { conversation: number } | { vendor: number } | { deliveryman: number } | { support: 1 };

/** The inbox, on one conversation when `chatWith` is given. */
export const inboxPath = (chatWith?: ChatWith & { name?: string }) =>
  profilePath('inbox') + (chatWith ? `&${new URLSearchParams(chatWith as unknown as Record<string, string>)}` : '');

/** A category's page (`/category/<id>`, with `?name=` when the name is known). */
export const categoryPath = (id: number, name?: string) =>
  name === undefined ? `/category/${id}` : `/category/${id}?name=${encodeURIComponent(name)}`;

/** The search results on the home page (`/home?search=<text>&data_type=searched`, as 6amMart's web client). */
export const searchPath = (text: string) => `/home?${new URLSearchParams({ search: text, data_type: 'searched' })}`;

/** The value of `search` that makes /home show a category (`/home?search=category&id&module_id&name&data_type`). */
export const CATEGORY_SEARCH = 'category';

/**
 * A category's items and stores on the home page (spec part 2 §2: `/home?search=category&id&module_id&name&data_type`),
 * with `from=allCategories` when opened from /categories.
 */
export function homeCategoryPath(category: { id: number; name: string; module_id: number }, fromAll = false) {
  const query = new URLSearchParams({
    search: CATEGORY_SEARCH,
    id: String(category.id),
    module_id: String(category.module_id),
    name: category.name,
    data_type: 'category',
  });
  if (fromAll) query.set('from', 'allCategories');
  return `/home?${query}`;
}

/** The checkout page for the cart, a Buy Now item or a campaign item (`/checkout?page=cart`). */
export const checkoutPath = (page: 'cart' | 'buy_now' | 'campaign') => `/checkout?${new URLSearchParams({ page })}`;

/** The confirmation page of a placed order (`/order-successful?order_id=<id>`). */
export const orderSuccessPath = (orderId: number) =>
  `${paths.orderSuccessful}?${new URLSearchParams({ order_id: String(orderId) })}`;

/** An order's details page (`/my-orders/<id>`). */
export const orderDetailsPath = (orderId: number) => `/my-orders/${orderId}`;

/** /my-orders on one of its tabs (`?tab=running|history`). */
export const MY_ORDERS_TAB_PARAM = 'tab';
export const myOrdersPath = (tab: 'running' | 'history') =>
  `${paths.myOrders}?${new URLSearchParams({ [MY_ORDERS_TAB_PARAM]: tab })}`;

/** The track page filled in for an order (`/track-order?order_id=<id>`; guests add `&phone=`). */
export const TRACK_ORDER_ID_PARAM = 'order_id';
export const TRACK_PHONE_PARAM = 'phone';
export const trackOrderPath = (orderId: number, phone?: string) =>
  `${paths.trackOrder}?${new URLSearchParams({
    [TRACK_ORDER_ID_PARAM]: String(orderId),
    ...(phone ? { [TRACK_PHONE_PARAM]: phone } : {}),
  })}`;

/** The parcel page with a category chosen (`/parcel-delivery-info?category_id=<id>`). */
export const parcelCategoryPath = (categoryId: number) =>
  `${paths.parcelDeliveryInfo}?${new URLSearchParams({ category_id: String(categoryId) })}`;

/** The item popup's URL parameter (`?item=<id>`), hosted once in the root layout. */
export const ITEM_DIALOG_PARAM = 'item';

/** The item popup's extra parameters: `&line=<cart id>` edits that cart line; `&campaign=1` opens an item campaign. */
export const ITEM_LINE_PARAM = 'line';
export const ITEM_CAMPAIGN_PARAM = 'campaign';

/**
 * The search string opening the item popup on item `id` (`?item=<id>`), to put after any page path; with `line`
 * (`?item=<id>&line=<cart id>`) it edits that cart line (the cart drawer's Edit); with `campaign` the id is an item
 * campaign's (`?item=<id>&campaign=1`).
 */
export const itemDialog = (id: number | string, options: { line?: number; campaign?: boolean } = {}) =>
  `?${new URLSearchParams({
    [ITEM_DIALOG_PARAM]: String(id),
    ...(options.line === undefined ? {} : { [ITEM_LINE_PARAM]: String(options.line) }),
    ...(options.campaign ? { [ITEM_CAMPAIGN_PARAM]: '1' } : {}),
  })}`;

/** The rental vehicle search filtered by a vehicle category. */
export const vehicleCategoryPath = (categoryId: number) => `/rental/vehicle-search?categoryId=${categoryId}`;

/** A vehicle's page (`/rental/vehicle-details/<id>?from=<source>`). */
export const vehicleDetailsPath = (vehicleId: number, from: string) =>
  `/rental/vehicle-details/${vehicleId}?${new URLSearchParams({ from })}`;

/** A trip's details on /my-trips (`/my-trips?trip_id=<id>`), where the digital payment returns too. */
export const TRIP_ID_PARAM = 'trip_id';
export const tripDetailsPath = (tripId: number) => `/my-trips?${new URLSearchParams({ trip_id: String(tripId) })}`;

/** Tracking a trip ('Track Trip', `/track-order?trip_id=<id>`). */
export const trackTripPath = (tripId: number) => `/track-order?${new URLSearchParams({ trip_id: String(tripId) })}`;

/** A rental provider's page. */
export const providerDetailsPath = (providerId: number) => `/rental/provider-details/${providerId}`;

/** A store's page: `/store/<slug or id>?id=…&module_id=…&store_zone_id=…` (6amMart's store URL; domain/page-routes.ts). */
export const storePath = storePathOf;

/** The e-commerce product page (`/product/<slug or id>`; domain/page-routes.ts). */
export const productPath = productPathOf;

/**
 * Dialogs opened through the URL: the root layout renders a host per dialog that reads its parameter, so a
 * feature opens another feature's dialog without importing it (`?auth=sign-in`, `?picker=module`, `?drawer=cart`).
 */
export const dialogs = {
  auth: ['sign-in', 'sign-up'],
  picker: ['location', 'module'],
  drawer: ['cart', 'wishlist'],
} as const;

export type DialogParam = keyof typeof dialogs;
export type DialogValue<P extends DialogParam> = (typeof dialogs)[P][number];
export type AuthMode = DialogValue<'auth'>;

/** The dialog the URL asks for under `param`, or null (absent or not one of that dialog's values). */
export function dialogIn<P extends DialogParam>(search: URLSearchParams, param: P): DialogValue<P> | null {
  const value = search.get(param);
  return (dialogs[param] as readonly string[]).includes(value ?? '') ? (value as DialogValue<P>) : null;
}

/** `search` with the dialog `param=value` set (other parameters kept). */
export function withDialog<P extends DialogParam>(search: URLSearchParams, param: P, value: DialogValue<P>) {
  const next = new URLSearchParams(search);
  next.set(param, value);
  return next;
}

/** `search` without the dialog `param` (other parameters kept). */
export function withoutDialog(search: URLSearchParams, param: DialogParam) {
  const next = new URLSearchParams(search);
  next.delete(param);
  return next;
}

/** A link to a page with a dialog open, e.g. `/home?picker=module`. */
export const pathWithDialog = <P extends DialogParam>(pathname: string, param: P, value: DialogValue<P>) =>
  `${pathname}?${withDialog(new URLSearchParams(), param, value)}`;
