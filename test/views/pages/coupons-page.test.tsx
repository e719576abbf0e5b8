import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// /coupons against the fake API: guests asked to sign in; coupon cards (discount, cap, min purchase, validity, type,
// store); copy a code; empty and error states; the rental module's list; Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Coupon } from '../../../src/api/coupons.ts';
import { CouponsPage } from '../../../src/features/pages/coupons-page.tsx';
import { FakeApi, config, json } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';

let api: FakeApi;

const coupon = (over: Partial<Coupon>): Coupon => ({
  id: 1,
  title: '10% off your groceries',
  code: 'GROCERY10',
  start_date: '2026-01-01',
  expire_date: '2026-12-31',
  min_purchase: 20,
  max_discount: 15,
  discount: 10,
  discount_type: 'percent',
  coupon_type: 'default',
  limit: 5,
  data: '[]',
  module_id: 1,
  status: 1,
  created_by: 'admin',
  store_name: null,
  ...over,
});

const coupons = [
  coupon({}),
  coupon({
    id: 2,
    title: '$5 off in Gulshan',
    code: 'GULSHAN5',
    discount: 5,
    discount_type: 'amount',
    max_discount: 0,
    min_purchase: 25,
    coupon_type: 'zone_wise',
  }),
  coupon({
    id: 3,
    title: '20% off at Fresh Basket',
    code: 'FRESH20',
    discount: 20,
    max_discount: 0,
    min_purchase: 0,
    coupon_type: 'store_wise',
    store_name: 'Fresh Basket',
  }),
  coupon({
    id: 4,
    title: 'Free delivery on groceries',
    code: 'FREEGROCERY',
    discount: 0,
    discount_type: 'amount',
    max_discount: 0,
    min_purchase: 40,
    coupon_type: 'free_delivery',
  }),
];

beforeEach(() => {
  toast.remove();
  localStorage.clear();
  localStorage.setItem('module', JSON.stringify({ id: 1, module_type: 'grocery', module_name: 'Grocery' }));
  localStorage.setItem('zoneid', '[1,2]');
  api = new FakeApi().on('GET /api/v1/config', json(config()));
});

const signIn = () => localStorage.setItem('token', 'token-abc');
const card = (title: string) => screen.getByRole('listitem', { name: title });

describe('/coupons', () => {
  it('asks a guest to sign in and never asks for coupons', async () => {
    await renderWithProviders(<CouponsPage />, { route: '/coupons' });
    expect(screen.getByRole('heading', { level: 1, name: 'Coupons' })).toBeInTheDocument();
    expect(screen.getByText('You must be login to access this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/coupons?auth=sign-in');
    expect(api.calls('GET /api/v1/coupon/list')).toEqual([]);
  });

  it('shows each coupon as a card: discount, cap, minimum purchase, validity, type and store', async () => {
    signIn();
    api.on('GET /api/v1/coupon/list', json(coupons));
    await renderWithProviders(<CouponsPage />, { route: '/coupons' });
    await screen.findByRole('list', { name: 'Your coupons' });
    await waitFor(() => expect(document.title).toBe('Coupons | Sixam Market'));

    const percent = card('10% off your groceries');
    expect(within(percent).getByText('10% off')).toBeInTheDocument();
    expect(within(percent).getByText('up to $15.00')).toBeInTheDocument();
    expect(within(percent).getByText('Min purchase $20.00')).toBeInTheDocument();
    expect(within(percent).getByText('Valid from Jan 1, 2026 to Dec 31, 2026')).toBeInTheDocument();
    expect(within(percent).getByText('All stores')).toBeInTheDocument();
    expect(within(percent).getByText('GROCERY10')).toBeInTheDocument();

    const amount = card('$5 off in Gulshan');
    expect(within(amount).getByText('$5.00 off')).toBeInTheDocument();
    expect(within(amount).queryByText(/up to/)).toBeNull();
    expect(within(amount).getByText('Zone-wise')).toBeInTheDocument();

    const store = card('20% off at Fresh Basket');
    expect(within(store).getByText('Store-wise')).toBeInTheDocument();
    expect(within(store).getByText('Only at Fresh Basket')).toBeInTheDocument();
    expect(within(store).getByText('No minimum purchase')).toBeInTheDocument();

    const free = card('Free delivery on groceries');
    expect(within(free).getAllByText('Free delivery')).toHaveLength(2); // the discount and the type
    expect(within(free).getByText('Min purchase $40.00')).toBeInTheDocument();

    const [request] = api.calls('GET /api/v1/coupon/list');
    expect(request!.headers.get('zoneId')).toBe('[1,2]');
    expect(request!.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(request!.query.get('store_id')).toBeNull();
  });

  it('copies a code to the clipboard and says so', async () => {
    signIn();
    api.on('GET /api/v1/coupon/list', json(coupons));
    const user = userEvent.setup();
    await renderWithProviders(<CouponsPage />, { route: '/coupons' });
    await user.click(await screen.findByRole('button', { name: 'Copy code FRESH20' }));
    expect(await screen.findByText('Coupon code copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('FRESH20');
  });

  it('says so when the clipboard refuses', async () => {
    signIn();
    api.on('GET /api/v1/coupon/list', json(coupons));
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await renderWithProviders(<CouponsPage />, { route: '/coupons' });
    await user.click(await screen.findByRole('button', { name: 'Copy code GROCERY10' }));
    expect(await screen.findByText('Could not copy the code. Select it and copy it yourself.')).toBeInTheDocument();
  });

  it('shows the empty state when no coupon runs', async () => {
    signIn();
    api.on('GET /api/v1/coupon/list', json([]));
    await renderWithProviders(<CouponsPage />, { route: '/coupons' });
    expect(await screen.findByText('No coupons available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your coupons' })).toBeNull();
  });

  it('shows the error with Retry, and Retry loads the coupons', async () => {
    signIn();
    let calls = 0;
    api.on('GET /api/v1/coupon/list', () => (++calls === 1 ? json({ message: 'Server Error' }, 500) : json(coupons)));
    await renderWithProviders(<CouponsPage />, { route: '/coupons' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load your coupons.')).toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Your coupons' })).toBeInTheDocument();
  });

  it('lists the rental coupons in the rental module', async () => {
    signIn();
    localStorage.setItem('module', JSON.stringify({ id: 6, module_type: 'rental', module_name: 'Rental' }));
    api.on(
      'GET /api/v1/rental/coupon/list',
      json([coupon({ id: 9, title: 'Ride 10% off', code: 'RIDE10', module_id: 6 })]),
    );
    await renderWithProviders(<CouponsPage />, { route: '/coupons' });
    expect(await screen.findByRole('listitem', { name: 'Ride 10% off' })).toBeInTheDocument();
    expect(api.calls('GET /api/v1/rental/coupon/list')[0]!.headers.get('moduleId')).toBe('6');
    expect(api.calls('GET /api/v1/coupon/list')).toEqual([]);
  });

  it('speaks Arabic', async () => {
    signIn();
    localStorage.setItem('language-setting', 'ar');
    api.on('GET /api/v1/coupon/list', json([coupons[0]]));
    await renderWithProviders(<CouponsPage />, { route: '/coupons', language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'القسائم' })).toBeInTheDocument();
    const percent = await screen.findByRole('listitem', { name: '10% off your groceries' });
    expect(within(percent).getByText('خصم 10٪')).toBeInTheDocument();
    expect(within(percent).getByText('حتى $15.00')).toBeInTheDocument();
    expect(within(percent).getByRole('button', { name: 'نسخ الرمز GROCERY10' })).toBeInTheDocument();
  });
});
