// The fake backend of the wallet pages: a config with the wallet, add fund, loyalty points and referral switched on,
// the signed-in customer's info, and ledgers shaped like the contract.
import { FakeApi, config, json, type RecordedRequest } from '../../support/fake-api.ts';

export const walletConfig = (over: Record<string, unknown> = {}) =>
  config({
    customer_wallet_status: 1,
    add_fund_status: 1,
    digital_payment: true,
    active_payment_method_list: [
      { gateway: 'stripe', gateway_title: 'Stripe', gateway_image_full_url: '' },
      { gateway: 'paypal', gateway_title: 'PayPal', gateway_image_full_url: '' },
    ],
    loyalty_point_status: 1,
    loyalty_point_minimum_point: 100,
    loyalty_point_exchange_rate: 10,
    ref_earning_status: 1,
    ref_earning_exchange_rate: 5,
    ...over,
  });

export const customer = (over: Record<string, unknown> = {}) => ({
  id: 1,
  f_name: 'Demo',
  l_name: 'Customer',
  phone: '+8801700000001',
  email: 'demo@sixam.market',
  image_full_url: null,
  is_phone_verified: 1,
  is_email_verified: 1,
  wallet_balance: 245.5,
  loyalty_point: 1250,
  ref_code: 'DEMO2026',
  order_count: 3,
  member_since_days: 40,
  selected_modules_for_interest: [],
  ...over,
});

export const ledgerRow = (
  id: number,
  type: string,
  credit: number,
  debit: number,
  over: Record<string, unknown> = {},
) => ({
  id,
  user_id: 1,
  transaction_id: `t-${id}`,
  credit,
  debit,
  admin_bonus: 0,
  balance: 100,
  transaction_type: type,
  reference: null,
  created_at: `2026-11-${String(20 - (id % 10)).padStart(2, '0')}T10:00:00Z`,
  updated_at: '2026-11-20T10:00:00Z',
  ...over,
});

/** A paged answer of `rows` for the request's limit/offset. */
export const paged = (rows: unknown[]) => (req: RecordedRequest) => {
  const limit = Number(req.query.get('limit') ?? 10);
  const offset = Number(req.query.get('offset') ?? 1);
  return json({ total_size: rows.length, limit, offset, data: rows.slice((offset - 1) * limit, offset * limit) });
};

export const walletRows = [
  ledgerRow(1, 'add_fund', 100, 0, { admin_bonus: 10 }),
  ledgerRow(2, 'order_place', 0, 42.75),
  ledgerRow(3, 'loyalty_point', 25, 0),
  ledgerRow(4, 'referrer', 5, 0),
];

/** The signed-in customer's backend (customer/info answers `info()`, read on every request). */
export function walletApi(info: () => Record<string, unknown> = () => customer(), over: Record<string, unknown> = {}) {
  localStorage.setItem('token', 'token-abc');
  return new FakeApi()
    .on('GET /api/v1/config', json(walletConfig(over)))
    .on('GET /api/v1/customer/info', () => json(info()))
    .on('GET /api/v1/customer/wallet/bonuses', json([]))
    .on('GET /api/v1/customer/wallet/transactions', (req) =>
      paged(
        req.query.get('type') === 'add_fund'
          ? walletRows.filter((r) => r.transaction_type === 'add_fund')
          : req.query.get('type') === 'referrer'
            ? []
            : walletRows,
      )(req),
    )
    .on(
      'GET /api/v1/customer/loyalty-point/transactions',
      paged([ledgerRow(11, 'order_place_point', 50, 0), ledgerRow(12, 'point_to_wallet', 0, 200)]),
    );
}
