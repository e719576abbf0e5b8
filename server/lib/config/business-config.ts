import { eq } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/core.ts';

export type BusinessConfig = components['schemas']['Config'];

/** The fixed OTP accepted in demo mode (shown by the UI's "For demo purpose use otp {secret}" hint). */
export const DEMO_OTP = '123456';

/** The embedded API's default business configuration (a demo shop, demo mode on). */
export const defaultConfig: BusinessConfig = {
  business_name: 'Sixam Market',
  logo_full_url: '/media/logo.svg',
  fav_icon_full_url: '/media/logo.svg',
  fav_icon: 'logo.svg',
  cookies_text: 'We use cookies to keep you signed in and to remember your location and cart.',
  digital_payment_info: { digital_payment: true, plugin_payment_gateways: false, default_payment_gateways: true },
  partial_payment_method: 'both',
  prescription_order_status: true,
  refund_active_status: true,
  ref_earning_exchange_rate: 5,
  loyalty_point_item_purchase_point: 2,
  toggle_store_registration: true,
  toggle_dm_registration: true,
  commission_business_model: 1,
  subscription_business_model: 1,
  subscription_free_trial_days: 7,
  address: '12 Harbour Road, Dhaka 1212, Bangladesh',
  phone: '+8801700000000',
  email: 'support@sixam.market',
  country: 'BD',
  default_location: { lat: '23.7925', lng: '90.4078' },
  currency_symbol: '$',
  currency_symbol_direction: 'left',
  digit_after_decimal_point: 2,
  timeformat: '12',
  // the languages the shop offers (the language switch shows those the app speaks: docs/architecture.md, "Languages")
  language: [
    { key: 'en', value: 'English' },
    { key: 'ar', value: 'Arabic - العربية' },
    { key: 'bn', value: 'Bengali - বাংলা' },
    { key: 'es', value: 'Spanish - Español' },
  ],
  sys_language: [
    { key: 'en', value: 'English', direction: 'ltr', default: true },
    { key: 'ar', value: 'Arabic', direction: 'rtl', default: false },
    { key: 'bn', value: 'Bengali', direction: 'ltr', default: false },
    { key: 'es', value: 'Spanish', direction: 'ltr', default: false },
  ],
  module_config: {
    module_type: ['grocery', 'food', 'pharmacy', 'ecommerce', 'parcel', 'rental'],
  },
  cash_on_delivery: true,
  digital_payment: true,
  active_payment_method_list: [
    { gateway: 'stripe', gateway_title: 'Stripe', gateway_image_full_url: '/media/pay-stripe.svg' },
    { gateway: 'paypal', gateway_title: 'PayPal', gateway_image_full_url: '/media/pay-paypal.svg' },
    { gateway: 'sslcommerz', gateway_title: 'SSLCommerz', gateway_image_full_url: '/media/pay-sslcommerz.svg' },
  ],
  offline_payment_status: 1,
  partial_payment_status: 1,
  add_fund_status: 1,
  guest_checkout_status: 1,
  schedule_order: true,
  schedule_order_slot_duration: 30,
  home_delivery_status: 1,
  takeaway_status: 1,
  tax_included: 0,
  additional_charge_status: 1,
  additional_charge_name: 'Service charge',
  additional_charge: 2,
  parcel_per_km_shipping_charge: 1.5,
  parcel_minimum_shipping_charge: 3,
  dm_tips_status: 1,
  admin_free_delivery: { status: 1, type: 'free_delivery_by_order_amount', free_delivery_over: 100 },
  free_delivery_over: 100,
  loyalty_point_status: 1,
  loyalty_point_minimum_point: 100,
  loyalty_point_exchange_rate: 10,
  customer_wallet_status: 1,
  ref_earning_status: 1,
  social_login: [
    { login_medium: 'google', status: 1 },
    { login_medium: 'facebook', status: 1 },
  ],
  apple_login: [
    { login_medium: 'apple', status: 1, client_id: 'demo.apple.client', redirect_url_react: '/auth/apple' },
  ],
  customer_verification: true,
  firebase_otp_verification: 0,
  centralize_login: {
    manual_login_status: 1,
    otp_login_status: 1,
    social_login_status: 1,
    google_login_status: 1,
    facebook_login_status: 1,
    apple_login_status: 1,
    email_verification_status: 0,
    phone_verification_status: 1,
  },
  country_picker_status: 1,
  maintenance_mode: false,
  demo: true,
  demo_otp: DEMO_OTP,
  refund_policy: 1,
  cancelation_policy: 1,
  shipping_policy: 1,
  toggle_veg_non_veg: true,
  footer_text: '© 2026 Sixam Market. All rights reserved.',
  social_media: [
    { id: 1, name: 'facebook', link: 'https://facebook.com/sixam.market', status: 1 },
    { id: 2, name: 'instagram', link: 'https://instagram.com/sixam.market', status: 1 },
    { id: 3, name: 'twitter', link: 'https://twitter.com/sixam_market', status: 1 },
    { id: 4, name: 'linkedin', link: 'https://linkedin.com/company/sixam-market', status: 1 },
    { id: 5, name: 'pinterest', link: 'https://pinterest.com/sixam_market', status: 1 },
  ],
  base_urls: {
    item_image_url: '/media/items',
    store_image_url: '/media/stores',
    business_logo_url: '/media',
    customer_image_url: '/media/customers',
  },
};

/** Deep-merges plain objects (arrays and scalars replace). */
export function deepMerge<T>(base: T, patch: unknown): T {
  if (!patch || typeof patch !== 'object' || Array.isArray(patch)) return (patch ?? base) as T;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(patch)) {
    const cur = out[k];
    out[k] = cur && typeof cur === 'object' && !Array.isArray(cur) ? deepMerge(cur, v) : v;
  }
  return out as T;
}

/** The fields that belong to the process (DEMO_MODE), never to the shared database. */
const PROCESS_FIELDS = ['demo', 'demo_otp'] as const;
const withoutProcessFields = (value: unknown): Record<string, unknown> => {
  const out = { ...(value && typeof value === 'object' ? (value as Record<string, unknown>) : {}) };
  for (const field of PROCESS_FIELDS) delete out[field];
  return out;
};

/**
 * The effective config: defaults plus the overrides stored under settings.config, with demo mode the process's own
 * (`demo`, DEMO_MODE): whatever the database holds or another process wrote, a process not in demo mode publishes no
 * `demo_otp`.
 */
export async function loadConfig(db: Db, demo = false): Promise<BusinessConfig> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'config'));
  const config = row ? deepMerge(defaultConfig, withoutProcessFields(row.value)) : defaultConfig;
  return {
    ...config,
    demo,
    demo_otp: demo ? DEMO_OTP : null,
    // digital_payment_info.digital_payment is digital_payment itself (one switch), as 6amMart builds it
    digital_payment_info: { ...config.digital_payment_info, digital_payment: config.digital_payment },
  };
}

/**
 * Stores config overrides (merged into the existing ones; demo mode is never stored); answers the effective config. The
 * demo control endpoint's patch is any JSON object (its contract checks no field), merged as it is.
 */
export async function patchConfig(
  db: Db,
  patch: Partial<BusinessConfig> | Record<string, unknown>,
  demo = false,
): Promise<BusinessConfig> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'config'));
  const value = deepMerge(withoutProcessFields(row?.value), withoutProcessFields(patch));
  await db
    .insert(settings)
    .values({ key: 'config', value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  return loadConfig(db, demo);
}

/** Drops every stored override: the defaults again (demo mode is the process's: `demoMode`). */
export async function resetConfig(db: Db, demoMode: boolean): Promise<BusinessConfig> {
  await db.delete(settings).where(eq(settings.key, 'config'));
  return loadConfig(db, demoMode);
}
