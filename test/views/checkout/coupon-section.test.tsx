import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The promo-code section (spec part 2 §5): the server's refusal is shown in its words (the embedded API answers an
// expired coupon 403 'Coupon expired.'); a 6amMart back end answers it 407, which fetch turns into a network error
// without a body, so a failure without an answer shows a worded, translated message instead of "Failed to fetch".
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { CouponSection } from '../../../src/features/checkout/coupon-section.tsx';
import { FakeApi, error, json } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';

const APPLY = 'GET /api/v1/coupon/apply';
const LIST = 'GET /api/v1/coupon/list';
const money = (n: number) => `$${n.toFixed(2)}`;
const coupon = {
  id: 7,
  title: '10% off your groceries',
  code: 'GROCERY10',
  start_date: '2026-01-01',
  expire_date: '2030-12-31',
  min_purchase: 20,
  max_discount: 15,
  discount: 10,
  discount_type: 'percent',
  coupon_type: 'default',
  limit: 5,
  status: 1,
  data: '[]',
  module_id: 1,
};

beforeEach(() => {
  toast.remove();
  localStorage.clear();
});

async function typeAndApply(code: string, itemAmount = 50, language: 'en' | 'ar' = 'en') {
  const applied: unknown[] = [];
  await renderWithProviders(
    <CouponSection storeId={3} itemAmount={itemAmount} applied={null} money={money} onApply={(c) => applied.push(c)} />,
    { language },
  );
  const user = userEvent.setup();
  await user.type(
    screen.getByRole('textbox', { name: language === 'en' ? 'Enter coupon code' : 'أدخل رمز القسيمة' }),
    code,
  );
  await user.click(screen.getByRole('button', { name: language === 'en' ? 'Apply' : 'تطبيق' }));
  return applied;
}

describe('CouponSection', () => {
  it("shows the server's refusal word for word (403 'Coupon expired.') and applies nothing", async () => {
    const api = new FakeApi().on(APPLY, error(403, 'coupon', 'Coupon expired.'));
    const applied = await typeAndApply('EXPIRED20');
    expect(await screen.findByText('Coupon expired.')).toBeInTheDocument();
    expect(applied).toEqual([]);
    expect(api.calls(APPLY)[0]!.query.get('code')).toBe('EXPIRED20');
    expect(api.calls(APPLY)[0]!.query.get('store_id')).toBe('3');
  });

  it('words a failure without an answer (6amMart’s 407 reaches fetch as a network error)', async () => {
    new FakeApi().on(APPLY, () => {
      throw new TypeError('Failed to fetch');
    });
    const applied = await typeAndApply('EXPIRED20');
    expect(
      await screen.findByText('This coupon could not be applied: it may have expired or not be active yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
    expect(applied).toEqual([]);
  });

  it('words the network failure in Arabic', async () => {
    new FakeApi().on(APPLY, () => {
      throw new TypeError('Failed to fetch');
    });
    await typeAndApply('EXPIRED20', 50, 'ar');
    expect(await screen.findByText('تعذّر تطبيق هذه القسيمة: ربما انتهت صلاحيتها أو لم تبدأ بعد.')).toBeInTheDocument();
  });

  it('applies a coupon the server accepts when the item amount reaches min_purchase', async () => {
    new FakeApi().on(APPLY, json(coupon));
    const applied = await typeAndApply('GROCERY10', 50);
    expect(await screen.findByText('Coupon applied')).toBeInTheDocument();
    expect(applied).toEqual([coupon]);
  });

  it("refuses below min_purchase with 'To apply this coupon, total item amount should be minimum.'", async () => {
    new FakeApi().on(APPLY, json(coupon));
    const applied = await typeAndApply('GROCERY10', 19.99);
    expect(await screen.findByText('To apply this coupon, total item amount should be minimum.')).toBeInTheDocument();
    expect(applied).toEqual([]);
  });

  it('Apply sits beside the field, in its row, and applies the typed code; Enter in the field does the same', async () => {
    const api = new FakeApi().on(APPLY, json(coupon));
    const applied: unknown[] = [];
    await renderWithProviders(
      <CouponSection storeId={3} itemAmount={50} applied={null} money={money} onApply={(c) => applied.push(c)} />,
    );
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Enter coupon code' });
    const apply = screen.getByRole('button', { name: 'Apply' });
    // nothing typed: Apply waits; it shares the field’s row: one form holds just the field and Apply
    expect(apply).toBeDisabled();
    const row = apply.closest('form')!;
    expect(row).toContainElement(field);
    expect(within(row).getAllByRole('button')).toEqual([apply]);
    await user.type(field, 'GROCERY10');
    expect(apply).toBeEnabled();
    await user.click(apply);
    expect(await screen.findByText('Coupon applied')).toBeInTheDocument();
    expect(api.calls(APPLY).map((c) => c.query.get('code'))).toEqual(['GROCERY10']);
    await user.type(field, '{Enter}');
    await vi.waitFor(() => expect(api.calls(APPLY)).toHaveLength(2));
    expect(applied).toEqual([coupon, coupon]);
  });

  it('lists the available coupons as cards (code, what it gives, minimum purchase), each applied by its own button', async () => {
    localStorage.setItem('token', 'token-abc');
    const free = { ...coupon, id: 8, code: 'FREESHIP', coupon_type: 'free_delivery', min_purchase: 0 };
    const flat = { ...coupon, id: 9, code: 'FLAT5', discount_type: 'amount', discount: 5, min_purchase: 0 };
    const api = new FakeApi().on(LIST, json([coupon, free, flat])).on(APPLY, json(free));
    const applied: unknown[] = [];
    await renderWithProviders(
      <CouponSection storeId={3} itemAmount={50} applied={null} money={money} onApply={(c) => applied.push(c)} />,
    );
    const list = await screen.findByRole('list', { name: 'Available coupons' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toEqual([
      'GROCERY1010% off · up to $15.00Min purchase $20.00Apply GROCERY10',
      'FREESHIPFree deliveryApply FREESHIP',
      'FLAT5$5.00 offApply FLAT5',
    ]);
    // the typed code's Apply keeps its one-word name; a card's says which code it applies
    expect(screen.getAllByRole('button', { name: 'Apply' })).toHaveLength(1);
    await userEvent.setup().click(within(cards[1]!).getByRole('button', { name: 'Apply FREESHIP' }));
    expect(await screen.findByText('Coupon applied')).toBeInTheDocument();
    expect(api.calls(APPLY)[0]!.query.get('code')).toBe('FREESHIP');
    expect(applied).toEqual([free]);
  });
});
