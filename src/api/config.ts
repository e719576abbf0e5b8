import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import type { components } from '../../openapi/storefront.d.ts';
import { booleanOf, flagOf, numberOrNull, objectOf, type Raw } from './lenient.ts';

export type Config = components['schemas']['Config'];

/** Config switches the contract types as booleans (6amMart versions send them as true/false, 0/1 or "1"). */
const BOOLEAN_SWITCHES = [
  'cash_on_delivery',
  'digital_payment',
  'schedule_order',
  'prescription_order_status',
  'refund_active_status',
  'toggle_store_registration',
  'toggle_dm_registration',
  'customer_verification',
  'maintenance_mode',
  'demo',
  'toggle_veg_non_veg',
] as const;

/** Config numbers a version may send as text. */
const NUMBERS = ['digit_after_decimal_point', 'schedule_order_slot_duration', 'free_delivery_over'] as const;

/** Every `*_status` switch (0/1) of an object, at any depth of `centralize_login`-like groups, as 0 or 1. */
function statusFlags(raw: Raw): Raw {
  const out: Raw = { ...raw };
  for (const [key, value] of Object.entries(raw)) {
    if (key.endsWith('_status') && !(BOOLEAN_SWITCHES as readonly string[]).includes(key))
      out[key] = value === null || value === undefined ? value : flagOf(value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) out[key] = statusFlags(value as Raw);
  }
  return out;
}

/**
 * The config of any 6amMart version as the app reads it (docs/6ammart-clients.md, "What each version sends"): its
 * `*_status` switches as 0/1, its boolean switches as booleans, its numbers as numbers; the rest as sent.
 */
export function configOf(answer: unknown): Config {
  const raw = objectOf(answer) ?? {};
  const out = statusFlags(raw);
  for (const key of BOOLEAN_SWITCHES) if (key in raw) out[key] = booleanOf(raw[key]);
  for (const key of NUMBERS) if (key in raw) out[key] = numberOrNull(raw[key]);
  return out as unknown as Config;
}

export const fetchConfig = async () => configOf(await unwrap(api.GET('/api/v1/config')));

export const configQueries = {
  config: () => queryOptions({ queryKey: ['config'], queryFn: fetchConfig, staleTime: 5 * 60_000 }),
  /**
   * The same config for the formatters a page calls in each of its cards or lines (prices, ratings, pictures): without
   * a stale time of its own, so that a card's observer sets no timer (TanStack Query gives every observer of fresh
   * data one: forty on a cold `/home`, all in the commit that hydrates it). It stays fresh through the shell's own
   * observer of `config()`, which every page has (the top bar, the footer).
   */
  formatting: () => ({ ...configQueries.config(), staleTime: Infinity }),
};
