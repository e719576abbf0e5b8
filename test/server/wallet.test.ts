import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../server/db/seed/customers.ts';
import { startTestServer, type TestServer } from '../support/api-server.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (
    await server.call('login', {
      body: { login_type: 'manual', email_or_phone: DEMO_CUSTOMER.email, password: '12345678' },
    })
  ).body.token;
});
afterAll(() => server.close());

const balance = async () =>
  (await server.call('getCustomerInfo', { token })).body as { wallet_balance: number; loyalty_point: number };

/** Opens the payment page of a redirect_link and submits one of its buttons (as the browser would). */
async function payOnPage(link: string, action: 'confirm' | 'fail' | 'cancel') {
  const url = new URL(link);
  const page = await fetch(url);
  const html = await page.text();
  const tokenValue = /name="token" value="([^"]+)"/.exec(html)?.[1];
  const res = await fetch(new URL(url.pathname, url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: url.origin },
    body: new URLSearchParams({ token: tokenValue ?? '', action }).toString(),
    redirect: 'manual',
  });
  return { page, html, res };
}

describe('wallet transactions', () => {
  it('lists the seeded transactions newest first, paged and filtered by type', async () => {
    const all = await server.call('getWalletTransactions', { token, query: { limit: 10, offset: 1 } });
    expect(all.status).toBe(200);
    expect(all.body.total_size).toBe(4);
    expect(all.body.data[0]).toMatchObject({ transaction_type: 'loyalty_point', credit: 25, balance: 245.5 });
    const funds = await server.call('getWalletTransactions', { token, query: { type: 'add_fund' } });
    expect(funds.body.data.map((t: { transaction_type: string }) => t.transaction_type).sort()).toEqual([
      'add_fund',
      'add_fund_by_admin',
    ]);
    const page2 = await server.call('getWalletTransactions', { token, query: { limit: 3, offset: 2 } });
    expect(page2.body.data).toHaveLength(1);
    expect((await server.call('getWalletTransactions', { token, query: { type: 'gift' } })).status).toBe(403);
    expect((await server.call('getWalletTransactions')).status).toBe(401);
  });
});

describe('add fund through the payment page', () => {
  it('shows business, amount and method; Confirm credits the wallet and redirects to callback?flag=success', async () => {
    const before = await balance();
    const res = await server.call('addFund', {
      token,
      body: {
        amount: 50,
        payment_method: 'stripe',
        payment_platform: 'web',
        callback: `${server.url}/profile?page=wallet`,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.redirect_link).toMatch(/\/payment\/wallet\?token=/);
    const { page, html, res: done } = await payOnPage(res.body.redirect_link, 'confirm');
    expect(page.status).toBe(200);
    expect(html).toContain('Sixam Market');
    expect(html).toContain('$50.00');
    expect(html).toContain('Stripe');
    expect(html).toMatch(/<button[^>]*value="confirm"[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*value="fail"[^>]*>Fail payment<\/button>/);
    expect(html).toMatch(/<button[^>]*value="cancel"[^>]*>Cancel<\/button>/);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${server.url}/profile?page=wallet&flag=success`);
    expect((await balance()).wallet_balance).toBe(before.wallet_balance + 50);
    const tx = await server.call('getWalletTransactions', { token, query: { type: 'add_fund' } });
    expect(tx.body.data[0]).toMatchObject({ transaction_type: 'add_fund', credit: 50, reference: 'stripe' });
    // the link is used up
    const reused = await fetch(res.body.redirect_link);
    expect(reused.status).toBe(404);
  });

  it('Cancel and a failed payment leave the balance and redirect with flag=cancel / flag=fail', async () => {
    const before = await balance();
    for (const [action, flag] of [
      ['cancel', 'cancel'],
      ['fail', 'fail'],
    ] as const) {
      const res = await server.call('addFund', {
        token,
        body: { amount: 20, payment_method: 'paypal', callback: '/wallet' },
      });
      const { res: done } = await payOnPage(res.body.redirect_link, action);
      expect(done.status).toBe(303);
      // a path is an address on PUBLIC_URL: the redirect is absolute, never built from the Host header
      expect(done.headers.get('location')).toBe(`${server.url}/wallet?flag=${flag}`);
    }
    expect((await balance()).wallet_balance).toBe(before.wallet_balance);
  });

  it('refuses a callback to another site (open redirect) or another scheme with 403 callback', async () => {
    for (const callback of ['https://evil.test/wallet', '//evil.test/wallet', 'javascript:alert(1)']) {
      const res = await server.call('addFund', { token, body: { amount: 5, payment_method: 'stripe', callback } });
      expect(res.status).toBe(403);
      expect(res.body.errors[0]).toEqual({
        code: 'callback',
        message: 'The callback must be an address of this shop.',
      });
    }
  });

  it('refuses bad amounts, unknown gateways, unsafe callbacks and a switched-off wallet with 403', async () => {
    const zero = await server.call('addFund', { token, body: { amount: 0, payment_method: 'stripe' } });
    expect(zero.status).toBe(403);
    expect(zero.body.errors[0].code).toBe('amount');
    const gateway = await server.call('addFund', { token, body: { amount: 5, payment_method: 'bitcoin' } });
    expect(gateway.body.errors[0].code).toBe('payment_method');
    const js = await server.call('addFund', {
      token,
      body: { amount: 5, payment_method: 'stripe', callback: 'javascript:alert(1)' },
    });
    expect(js.body.errors[0].code).toBe('callback');
    await server.setConfig({ add_fund_status: 0 });
    const off = await server.call('addFund', { token, body: { amount: 5, payment_method: 'stripe' } });
    await server.setConfig({ add_fund_status: 1 });
    expect(off.status).toBe(403);
    expect(off.body.errors[0].code).toBe('add_fund');
    expect((await server.call('addFund', { body: { amount: 5, payment_method: 'stripe' } })).status).toBe(401);
    expect((await fetch(`${server.url}/payment/wallet?token=forged`)).status).toBe(404);
  });
});

describe('loyalty points', () => {
  it('converts points to wallet money at the exchange rate and records both sides', async () => {
    const before = await balance();
    const res = await server.call('transferLoyaltyPoints', { token, body: { point: 200 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Point to wallet transfer successfully.' });
    const after = await balance();
    expect(after.loyalty_point).toBe(before.loyalty_point - 200);
    expect(after.wallet_balance).toBeCloseTo(before.wallet_balance + 20, 2); // 10 points = 1
    const points = await server.call('getLoyaltyPointTransactions', { token });
    expect(points.body.data[0]).toMatchObject({
      transaction_type: 'point_to_wallet',
      debit: 200,
      balance: after.loyalty_point,
    });
    expect(points.body.total_size).toBe(4);
  });

  it('refuses fewer than the minimum, more than the balance, and a switched-off loyalty program', async () => {
    const low = await server.call('transferLoyaltyPoints', { token, body: { point: 50 } });
    expect(low.status).toBe(403);
    expect(low.body.errors[0]).toEqual({ code: 'point', message: 'The point must be at least 100.' });
    const high = await server.call('transferLoyaltyPoints', { token, body: { point: 1_000_000 } });
    expect(high.body.errors[0]).toEqual({ code: 'point', message: 'Insufficient point.' });
    await server.setConfig({ loyalty_point_status: 0 });
    const off = await server.call('transferLoyaltyPoints', { token, body: { point: 100 } });
    await server.setConfig({ loyalty_point_status: 1 });
    expect(off.status).toBe(403);
    expect((await server.call('transferLoyaltyPoints', { body: { point: 100 } })).status).toBe(401);
    expect((await server.call('getLoyaltyPointTransactions', { token, query: { limit: 500 } })).status).toBe(403);
  });
});
