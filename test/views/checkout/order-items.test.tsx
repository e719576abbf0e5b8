import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The checkout's order lines above the summary: per line the item's thumbnail, its name, variation, add-ons,
// quantity and the line's amount — the amounts the summary's Item price and Addons add up.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CheckoutPage } from '../../../src/features/checkout/checkout-page.tsx';
import { json, makeItem } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { cartRow, checkoutApi } from './checkout-fixture.ts';

const soap = makeItem(41, 'Lemon Soap', { store_id: 3, price: 12, stock: 10 } as never);
/** A polo of the same store: Red-M at 12, a gift wrap add-on at 2. */
const polo = makeItem(77, 'Polo Shirt', {
  store_id: 3,
  price: 10,
  stock: 5,
  variations: [{ type: 'Red-M', price: 12, stock: 5 }],
  choice_options: [{ name: 'choice_1', title: 'Colour-Size', options: ['Red-M'] }],
  add_ons: [{ id: 4, name: 'Gift wrap', price: 2 }],
} as never);

beforeEach(() => {
  localStorage.clear();
  checkoutApi().on(
    'GET /api/v1/customer/cart/list',
    json([
      cartRow(9, soap, { quantity: 2 }),
      cartRow(10, polo, { variation: [{ type: 'Red-M', price: 12 }], add_on_ids: [4], add_on_qtys: [2] }),
    ]),
  );
});

/** An amount as the shop writes it ($, 2 decimals) read back as a number. */
const amountOf = (text: string | null | undefined) => Number(text!.replace(/[^\d.]/g, ''));

describe('the checkout’s order lines', () => {
  it('shows each line’s picture, name, variation, add-ons, quantity and amount; the summary adds up those amounts', async () => {
    await renderWithProviders(<CheckoutPage />, { route: '/checkout?page=cart' });
    const items = await screen.findByRole('region', { name: 'Items in this order' });
    const [first, second] = within(items).getAllByRole('listitem');

    expect(first).toHaveTextContent('Lemon Soap');
    expect(within(first!).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(first!).getByText('$24.00')).toBeInTheDocument(); // 2 × 12

    expect(second).toHaveTextContent('Polo Shirt');
    expect(within(second!).getByText('Red-M')).toBeInTheDocument();
    expect(within(second!).getByText('Addons: Gift wrap × 2')).toBeInTheDocument();
    expect(within(second!).getByText('Quantity: 1')).toBeInTheDocument();
    expect(within(second!).getByText('$16.00')).toBeInTheDocument(); // 12 + 2 × 2

    // a thumbnail whose box is kept while it loads, loaded lazily, decorative (the name says what it is)
    for (const line of [first!, second!]) {
      const picture = line.querySelector('img')!;
      expect(picture).toHaveAttribute('alt', '');
      expect(picture).toHaveAttribute('width', '56');
      expect(picture).toHaveAttribute('height', '56');
      expect(picture).toHaveAttribute('loading', 'lazy');
    }

    // one price everywhere: the lines' amounts are what Item price and Addons add up
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    const cell = (label: string) =>
      amountOf(within(summary).getByRole('rowheader', { name: label }).nextElementSibling?.textContent);
    const lineAmounts = [first!, second!].map((line) => amountOf(line.lastElementChild?.textContent));
    expect(lineAmounts).toEqual([24, 16]);
    expect(cell('Item price') + cell('Addons')).toBe(lineAmounts[0]! + lineAmounts[1]!);
  });
});
