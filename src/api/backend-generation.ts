// Which generation of 6amMart the SPA is pointed at, from what its config advertises (docs/6ammart-clients.md,
// "What the SPA sends to each version"): a current one (3.x, centralize_login) or an older one (2.6), and the calls
// that differ by it. Small on purpose: the catalogue's route loaders read it on every first load.

/** The part of config that tells the backend's generation apart. */
export interface DialectConfig {
  centralize_login?: unknown;
  base_urls?: Record<string, string> | null;
  demo?: unknown;
  demo_otp?: unknown;
  /** 6amMart 3.x's tax module (its kind of tax, null when none is set up, and whether prices include it). */
  system_tax_type?: unknown;
  system_tax_include_status?: unknown;
}

/** An older backend (before centralize_login): phone-only manual sign-in, the older login and sign-up bodies. */
export const isLegacyBackend = (config: DialectConfig | null | undefined): boolean =>
  !!config && (config.centralize_login === undefined || config.centralize_login === null);

/**
 * Whether the backend has 6amMart 3.x's cashback offers (GET cashback/getCashback): a current one; an older one has
 * no such route, so the checkout does not ask.
 */
export const hasCashbackOffers = (config: DialectConfig | null | undefined): boolean =>
  !!config && !isLegacyBackend(config);

/**
 * Whether the chat's live stream (GET customer/message/stream) may be opened: not on an older backend, which has no
 * such route (its preflight on another origin fails, and the browser logs it); the chat polls there from the start.
 * Any other backend without it is found out by its first failure (machines/chat-live.machine.ts).
 */
export const hasChatStream = (config: DialectConfig | null | undefined): boolean => !isLegacyBackend(config);

/**
 * Whether the home page's latest items (GET items/latest without a store) may be asked for: an older backend needs a
 * store and a category there (v2.6: 403 `store_id`), so the section is left out without asking.
 */
export const hasLatestItemsRow = (config: DialectConfig | null | undefined): boolean => !isLegacyBackend(config);

/**
 * Whether an optional home section is left out instead of showing an error: the backend lacks the endpoint (404),
 * serves it only for one store or category (a refusal naming `store_id` / `category_id`: `items/latest` on v2.6 and
 * 3.5), or an older backend refuses the call (any 4xx). Server errors and other refusals of a current backend still
 * show the message with 'Try again'.
 */
export function backendLacksSection(error: unknown, legacy: boolean): boolean {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500) return false;
  return status === 404 || legacy || code === 'store_id' || code === 'category_id';
}
