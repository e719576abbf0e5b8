// The signed-in customer of the account view tests, shaped like GET /api/v1/customer/info.
import type { CustomerInfo } from '../../../src/api/customer.ts';
import { config } from '../../support/fake-api.ts';

export const demoProfile = (over: Partial<CustomerInfo> = {}): CustomerInfo => ({
  id: 1,
  f_name: 'Demo',
  l_name: 'Customer',
  phone: '+8801700000001',
  email: 'demo@sixam.market',
  image: null,
  image_full_url: null,
  is_phone_verified: 1,
  is_email_verified: 1,
  wallet_balance: 245.5,
  loyalty_point: 1250,
  ref_code: 'DEMO1234',
  ref_by: null,
  status: 1,
  login_medium: 'manual',
  order_count: 3,
  member_since_days: 12,
  selected_modules_for_interest: [],
  interest: {},
  created_at: '2026-11-10T10:00:00Z',
  updated_at: '2026-11-10T10:00:00Z',
  ...over,
});

/** The config of the account tests: manual login on (password fields), wallet and loyalty on, demo OTP hinted. */
export const accountConfig = (over: Record<string, unknown> = {}) =>
  config({
    centralize_login: {
      manual_login_status: 1,
      otp_login_status: 0,
      social_login_status: 0,
      google_login_status: 0,
      facebook_login_status: 0,
      apple_login_status: 0,
      email_verification_status: 1,
      phone_verification_status: 1,
    },
    customer_wallet_status: 1,
    loyalty_point_status: 1,
    demo: true,
    demo_otp: '123456',
    ...over,
  });

/** The named parts of a multipart body as the fake API received it (`name` → value; files → their content type). */
export function multipartFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  const text = String(body ?? '');
  for (const m of text.matchAll(
    /name="([^"]+)"(?:; filename="[^"]*")?\r\n(?:Content-Type: ([^\r]+)\r\n)?\r\n([^\r]*)\r\n/g,
  ))
    fields[m[1]!] = m[2] ? `file:${m[2]}` : m[3]!;
  return fields;
}
