import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// /wallet, /loyalty-points and /referral-code beyond the replayed machine paths: guests, config switches, the
// transactions list (signed amounts, filter, empty, error), the payment return, bonuses, the add-fund and convert
// messages, the referral code's copy and share, Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoyaltyPage } from '../../../src/features/wallet/loyalty-page.tsx';
import { ReferralPage } from '../../../src/features/wallet/referral-page.tsx';
import { WalletPage } from '../../../src/features/wallet/wallet-page.tsx';
import { startup } from '../../../src/i18n/en/startup.ts';
import { FakeApi, json, type RecordedRequest } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { choose } from '../../support/kit.ts';
import { customer, walletApi, walletConfig } from './wallet-fixtures.ts';

const TX = 'GET /api/v1/customer/wallet/transactions';
const INFO = 'GET /api/v1/customer/info';

beforeEach(() => {
  toast.remove();
  localStorage.clear();
});

describe('signed-in only, and only when switched on', () => {
  it.each([
    ['/wallet', <WalletPage key="w" />, 'Sign in to see your wallet'],
    ['/loyalty-points', <LoyaltyPage key="l" />, 'Sign in to see your loyalty points'],
    ['/referral-code', <ReferralPage key="r" />, 'Sign in to see your referral code'],
  ])('%s asks a guest to sign in, in its own words, and calls no customer API', async (route, page, words) => {
    const api = new FakeApi().on('GET /api/v1/config', json(walletConfig()));
    await renderWithProviders(page, { route });
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', `${route}?auth=sign-in`);
    expect(api.requests.filter((r) => r.path.includes('/customer/'))).toEqual([]);
  });

  it.each([
    ['/wallet', <WalletPage key="w" />, { customer_wallet_status: 0 }, 'The wallet is not available in this shop.'],
    [
      '/loyalty-points',
      <LoyaltyPage key="l" />,
      { loyalty_point_status: 0 },
      'Loyalty points are not available in this shop.',
    ],
    [
      '/referral-code',
      <ReferralPage key="r" />,
      { ref_earning_status: 0 },
      'Referral earning is not available in this shop.',
    ],
  ])('%s switched off in config shows no page but a message and the way home', async (route, page, over, text) => {
    walletApi(undefined, over);
    await renderWithProviders(page, { route });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
    expect(screen.queryByTestId('wallet-balance')).toBeNull();
    expect(screen.queryByTestId('loyalty-balance')).toBeNull();
    expect(screen.queryByTestId('referral-code')).toBeNull();
  });
});

describe('/wallet', () => {
  it('shows the balance in the configured currency format and the signed, dated transactions', async () => {
    walletApi(() => customer({ wallet_balance: 1234.5 }), {
      currency_symbol: '৳',
      currency_symbol_direction: 'right',
    });
    await renderWithProviders(<WalletPage />, { route: '/wallet' });
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('1,234.50৳');
    const list = await screen.findByRole('list', { name: 'Transaction history' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Add fund.*Credit \+100\.00৳incl\. 10\.00৳ bonus$/),
      expect.stringMatching(/^Order placed.*Debit −42\.75৳$/),
      expect.stringMatching(/^Converted from points.*Credit \+25\.00৳$/),
      expect.stringMatching(/^Referral earning.*Credit \+5\.00৳$/),
    ]);
    expect(within(rows[0]!).getByText('Nov 19, 2026, 10:00 AM', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('That is all your transactions.')).toBeInTheDocument();
  });

  it('abbreviates a large balance (≥ 1e5 as K of thousands, ≥ 1e6 M) and keeps the full amount in its title', async () => {
    walletApi(() => customer({ wallet_balance: 2_500_000 }));
    await renderWithProviders(<WalletPage />, { route: '/wallet' });
    const balance = await screen.findByTestId('wallet-balance');
    expect(balance).toHaveTextContent('$2.5M');
    expect(balance).toHaveAttribute('title', '$2,500,000.00');
  });

  it('filters the transactions by type (the API type) and says when there are none', async () => {
    const api = walletApi();
    await renderWithProviders(<WalletPage />, { route: '/wallet' });
    await screen.findByRole('list', { name: 'Transaction history' });
    await choose('Filter transactions', 'Add fund');
    await waitFor(() => expect(api.calls(TX).at(-1)!.query.get('type')).toBe('add_fund'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Transaction history' })).getAllByRole('listitem')).toHaveLength(
        1,
      ),
    );
    await choose('Filter transactions', 'Referrer');
    expect(await screen.findByText('No transaction found')).toBeInTheDocument();
  });

  it('pages the transactions with Load more', async () => {
    const rows = Array.from({ length: 13 }, (_, i) => ({
      id: i + 1,
      user_id: 1,
      transaction_id: `t${i}`,
      credit: i + 1,
      debit: 0,
      admin_bonus: 0,
      balance: 0,
      transaction_type: 'add_fund',
      reference: null,
      created_at: '2026-11-20T10:00:00Z',
      updated_at: '2026-11-20T10:00:00Z',
    }));
    const api = walletApi().on(TX, (req: RecordedRequest) => {
      const offset = Number(req.query.get('offset'));
      return json({ total_size: 13, limit: 10, offset, data: rows.slice((offset - 1) * 10, offset * 10) });
    });
    await renderWithProviders(<WalletPage />, { route: '/wallet' });
    const list = await screen.findByRole('list', { name: 'Transaction history' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(13));
    expect(api.calls(TX).map((c) => c.query.get('offset'))).toEqual(['1', '2']);
  });

  it('shows the error of a failed history with Try again', async () => {
    let fail = true;
    walletApi().on(TX, () =>
      fail
        ? { status: 429, body: { errors: [{ code: 'limit', message: 'Too many requests, please slow down.' }] } }
        : json({ total_size: 0, limit: 10, offset: 1, data: [] }),
    );
    await renderWithProviders(<WalletPage />, { route: '/wallet' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the transactions.');
    // the shop's sentence for the answer's status, never the server's own words
    expect(alert).not.toHaveTextContent('Too many requests, please slow down.');
    expect(alert).toHaveTextContent(startup.tooManyRequests);
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No transaction found')).toBeInTheDocument();
  });

  it('shows the running add-fund bonuses', async () => {
    walletApi().on(
      'GET /api/v1/customer/wallet/bonuses',
      json([
        {
          id: 1,
          title: 'Weekend top-up',
          description: '',
          bonus_type: 'percentage',
          bonus_amount: 10,
          minimum_add_amount: 50,
          maximum_bonus_amount: 20,
          start_date: '2026-11-01',
          end_date: '2026-12-31',
          status: 1,
          created_at: '',
          updated_at: '',
        },
      ]),
    );
    await renderWithProviders(<WalletPage />, { route: '/wallet' });
    const bonuses = await screen.findByRole('region', { name: 'Add fund bonuses' });
    expect(bonuses).toHaveTextContent('Weekend top-up Add at least $50.00 and get 10% bonus (up to $20.00)');
    expect(bonuses).toHaveTextContent('Valid until Dec 31, 2026');
  });

  it.each([[{ add_fund_status: 0 }], [{ active_payment_method_list: [] }], [{ digital_payment: false }]])(
    'offers no Add fund when %o',
    async (over) => {
      walletApi(undefined, over);
      await renderWithProviders(<WalletPage />, { route: '/wallet' });
      await screen.findByTestId('wallet-balance');
      expect(screen.queryByRole('button', { name: 'Add fund' })).toBeNull();
    },
  );

  it.each([
    ['success', 'Fund added to your wallet.'],
    ['fail', 'The payment failed: no fund was added.'],
    ['cancel', 'You cancelled the payment: no fund was added.'],
  ])('the payment return flag=%s says so once and refreshes the balance', async (flag, text) => {
    let balance = 245.5;
    const api = walletApi(() => customer({ wallet_balance: balance }));
    const { router } = await renderWithProviders(<WalletPage />, { route: `/wallet?flag=${flag}` });
    if (flag === 'success') balance = 345.5;
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    if (flag === 'success')
      await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('$345.50'));
    expect(api.calls(INFO).length).toBeGreaterThanOrEqual(1);
    expect(screen.getAllByText(text)).toHaveLength(1);
  });

  it("says 'Please Enter amount' for a cleared amount and 'Payment method is required' without a method", async () => {
    walletApi();
    await renderWithProviders(<WalletPage />, { route: '/wallet' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add fund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add fund' });
    const amount = within(dialog).getByRole('spinbutton', { name: /Amount/ });
    const submit = within(dialog).getByRole('button', { name: 'Add fund' });
    expect(submit).toBeDisabled();
    // the payment methods list scrolls past 300px (spec part 2 §9)
    const methods = within(dialog).getByRole('group', { name: 'Payment method' });
    let list = within(methods).getByRole('radio', { name: 'Stripe' }).parentElement;
    while (list && list !== methods && getComputedStyle(list).overflowY !== 'auto') list = list.parentElement;
    expect(list).not.toBe(methods);
    expect(getComputedStyle(list!)).toMatchObject({ maxHeight: '300px', overflowY: 'auto' });
    await user.type(amount, '0');
    expect(submit).toBeDisabled();
    await user.clear(amount);
    expect(amount).toHaveAccessibleDescription('Please Enter amount');
    await user.type(amount, '20');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Payment method is required');
    expect(methods).toHaveAccessibleDescription('Payment method is required');
  });

  it('shows each error of a refused add fund', async () => {
    walletApi().on('POST /api/v1/customer/wallet/add-fund', {
      status: 403,
      body: {
        errors: [
          { code: 'amount', message: 'The amount must be at least 1.' },
          { code: 'payment_method', message: 'The selected payment method is invalid.' },
        ],
      },
    });
    await renderWithProviders(<WalletPage />, { route: '/wallet' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add fund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add fund' });
    await user.type(within(dialog).getByRole('spinbutton', { name: /Amount/ }), '5');
    await user.click(within(dialog).getByRole('radio', { name: 'Stripe' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add fund' }));
    for (const m of ['The amount must be at least 1.', 'The selected payment method is invalid.'])
      await waitFor(() => expect(screen.getAllByText(m, { exact: false })).toHaveLength(2)); // the dialog and a toast
  });

  it('reads in Arabic', async () => {
    walletApi();
    await renderWithProviders(<WalletPage />, { route: '/wallet', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'المحفظة' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'إضافة رصيد' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'سجل المعاملات' })).toBeInTheDocument();
  });
});

describe('/loyalty-points', () => {
  it('words why the typed points cannot be converted', async () => {
    walletApi(() => customer({ loyalty_point: 300 }));
    await renderWithProviders(<LoyaltyPage />, { route: '/loyalty-points' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Convert to currency now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert to currency' });
    const field = within(dialog).getByRole('spinbutton', { name: 'Points to convert' });
    for (const [typed, text] of [
      ['50', 'Convert at least 100 points.'],
      ['301', 'You have only 300 points.'],
      ['150.5', 'Enter a whole number of points.'],
    ] as const) {
      await user.clear(field);
      await user.type(field, typed);
      expect(field).toHaveAccessibleDescription(text);
      expect(within(dialog).getByRole('button', { name: 'Convert' })).toBeDisabled();
    }
    await user.clear(field);
    await user.type(field, '125');
    expect(within(dialog).getByRole('status')).toHaveTextContent('You will get $12.50 in your wallet.');
  });

  it('lists the point history signed, in points', async () => {
    walletApi();
    await renderWithProviders(<LoyaltyPage />, { route: '/loyalty-points' });
    const list = await screen.findByRole('list', { name: 'Point history' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringMatching(/^Earned from an order.*Credit \+50$/),
      expect.stringMatching(/^Converted to wallet.*Debit −200$/),
    ]);
  });
});

describe('/referral-code', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();
  const realClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  /** user-event puts its own clipboard on navigator at setup: ours goes on after it. */
  const setupUser = () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    return user;
  };
  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
  });
  afterEach(() => {
    if (realClipboard) Object.defineProperty(navigator, 'clipboard', realClipboard);
  });

  it('shows the code, copies it with a toast, and shares the invitation', async () => {
    walletApi();
    await renderWithProviders(<ReferralPage />, { route: '/referral-code' });
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('DEMO2026');
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('DEMO2026');
    expect(await screen.findByText('Referral code copied.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenLastCalledWith(
      `Sign up on Sixam Market with my referral code DEMO2026: ${window.location.origin}/home`,
    );
    expect(await screen.findByText('Invitation copied: paste it to your friends.')).toBeInTheDocument();
  });

  it('says how referral earning works with the amount from config', async () => {
    walletApi();
    await renderWithProviders(<ReferralPage />, { route: '/referral-code' });
    const how = await screen.findByRole('region', { name: 'How it works' });
    expect(how).toHaveTextContent('You earn $5.00 in your wallet when they place their first order.');
  });

  it('a refused clipboard is said', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    walletApi();
    await renderWithProviders(<ReferralPage />, { route: '/referral-code' });
    await setupUser().click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Could not copy: select the code and copy it.')).toBeInTheDocument();
  });
});
