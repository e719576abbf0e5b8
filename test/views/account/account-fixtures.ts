// The signed-in customer of the account view tests, shaped like GET /api/v1/customer/info, and the backend of /profile
// as they (and the state gallery's profile stories) set it up.
import type { CustomerInfo } from '../../../src/api/customer.ts';
import { config, FakeApi, json } from '../../support/fake-api.ts';

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

/** The backend of /profile: the account config and the customer `profile()` says (the demo profile). */
export const profileApi = (profile: () => CustomerInfo = () => demoProfile()) =>
  new FakeApi().on('GET /api/v1/config', json(accountConfig())).on('GET /api/v1/customer/info', () => json(profile()));

export const PROFILE_UPDATE = 'POST /api/v1/customer/update-profile';

export const MESSAGE_LIST = 'GET /api/v1/customer/message/list';
export const MESSAGE_DETAILS = 'GET /api/v1/customer/message/details';
export const MESSAGE_SEND = 'POST /api/v1/customer/message/send';
export const MESSAGE_STREAM = 'GET /api/v1/customer/message/stream';

/** The inbox's backend (/profile?page=inbox): no conversation listed yet, the customer Jane Doe. */
export const inboxApi = () =>
  new FakeApi()
    .on(MESSAGE_LIST, json({ total_size: 0, limit: 20, offset: 1, conversations: [] }))
    .on('GET /api/v1/customer/info', json({ id: 1, f_name: 'Jane', l_name: 'Doe' }));

/** The conversation paths' backend: the inbox's, a conversation's pages, the send and the live stream held. */
export function conversationApi() {
  const api = inboxApi();
  api.hold(MESSAGE_DETAILS);
  api.hold(MESSAGE_SEND);
  api.hold(MESSAGE_STREAM);
  return api;
}

/** A conversation of the inbox: the one with the store Fresh Basket (vendor 2), as a link from an order opens it. */
export const conversationRoute = '/profile?page=inbox&vendor=2&name=Fresh%20Basket';

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
