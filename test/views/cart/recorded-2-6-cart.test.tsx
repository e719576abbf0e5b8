// Issue 50 items 1 and 3: the cart drawer on a real 6amMart 2.6 backend's answer (its lists as JSON text), and a part
// of a page that fails to render shows its own worded failure with Try again while the rest of the page stays.
import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PartBoundary } from '../../../src/shop/part-boundary.tsx';
import { renderWithProviders } from '../../support/render.tsx';
import { renderCart } from './cart-harness.tsx';

const recordedCart = (
  JSON.parse(readFileSync('test/fixtures/6ammart-2.6-recorded/exchanges.json', 'utf8')) as {
    path: string;
    response: unknown;
  }[]
).find((e) => e.path === '/api/v1/customer/cart/list')!.response as Record<string, unknown>[];

afterEach(() => vi.restoreAllMocks());

describe('the cart drawer on a 6amMart 2.6 cart', () => {
  it('lists the recorded line, its lists sent as JSON text ("[]") and its amounts as text', async () => {
    const rows = structuredClone(recordedCart);
    const item = rows[0]!['item'] as Record<string, unknown>;
    item['add_ons'] = '[]';
    item['variations'] = '[]';
    rows[0]!['price'] = '10';
    rows[0]!['add_on_ids'] = '[]';
    await renderCart(rows);
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    const line = await within(drawer).findByRole('listitem', { name: 'Demo Product' });
    expect(line).toHaveTextContent('$10.00');
    expect(within(drawer).getByText('Subtotal').parentElement).toHaveTextContent('$10.00');
    expect(within(drawer).queryByText('Your cart could not be shown.')).not.toBeInTheDocument();
  });
});

describe('a part of a page that fails', () => {
  function Flaky({ broken }: { broken: { current: boolean } }) {
    if (broken.current) throw new Error('cannot read the answer');
    return <p>The part</p>;
  }

  function Page({ broken }: { broken: { current: boolean } }) {
    const [count] = useState(0);
    return (
      <main>
        <h1>Checkout {count}</h1>
        <PartBoundary part="checkout" reload={[['cart']]}>
          <Flaky broken={broken} />
        </PartBoundary>
        <PartBoundary part="section">
          <p>Another part</p>
        </PartBoundary>
      </main>
    );
  }

  it('shows its worded failure with Try again in its place, the rest of the page stays; Try again reloads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { current: true };
    const { queryClient } = await renderWithProviders(<Page broken={broken} />);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('This part of the checkout could not be shown.');
    expect(screen.getByRole('heading', { name: 'Checkout 0' })).toBeInTheDocument();
    expect(screen.getByText('Another part')).toBeInTheDocument();
    const reset = vi.spyOn(queryClient, 'resetQueries');
    broken.current = false;
    await userEvent.setup().click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('The part')).toBeInTheDocument());
    expect(reset).toHaveBeenCalledWith({ queryKey: ['cart'] });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('words it in Arabic: cart, checkout and home section', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { current: true };
    await renderWithProviders(
      <>
        <PartBoundary part="cart">
          <Flaky broken={broken} />
        </PartBoundary>
        <PartBoundary part="checkout">
          <Flaky broken={broken} />
        </PartBoundary>
        <PartBoundary part="section">
          <Flaky broken={broken} />
        </PartBoundary>
      </>,
      { language: 'ar' },
    );
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.querySelector('h2, h3, p, strong')?.textContent ?? a.textContent)).toEqual([
      expect.stringContaining('تعذّر عرض سلتك.'),
      expect.stringContaining('تعذّر عرض هذا الجزء من الدفع.'),
      expect.stringContaining('تعذّر عرض هذا القسم.'),
    ]);
    expect(screen.getAllByRole('button', { name: 'حاول مرة أخرى' })).toHaveLength(3);
  });
});
