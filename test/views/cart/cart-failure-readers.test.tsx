import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// A failed cart and the views that come to read it afterwards (src/api/cart.ts, `retryOnMount: false`): a page of
// product cards mounts one reader per card as their controls come in; none of them sends the failed call again. Try
// again does, and a cart that answers then is the one every reader shows.
import { useState, type ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCart, useTripCart } from '../../../src/shop/shopper-cart.ts';
import { FakeApi, config, error, json, makeCartRow, makeItem } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';

const soap = makeItem(41, 'Soap', { store_id: 3, stock: 5, price: 3 });

function StoreReader({ n }: { n: number }) {
  const cart = useCart();
  return <li>{cart.isError ? `reader ${n}: failed` : cart.data ? `reader ${n}: ${cart.data.length} lines` : '…'}</li>;
}

/** A page whose cards come in one by one, each a `Reader` of a cart (`children`: the page's other controls). */
function CardsComingIn({ Reader, children }: { Reader: (props: { n: number }) => ReactNode; children?: ReactNode }) {
  const [readers, setReaders] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setReaders((n) => n + 1)}>
        Another card
      </button>
      {children}
      <ul>
        {Array.from({ length: readers }, (_, i) => (
          <Reader key={i} n={i + 1} />
        ))}
      </ul>
    </>
  );
}

/** The store cart's page: Try again asks for the cart again. */
function Page() {
  const cart = useCart();
  return (
    <CardsComingIn Reader={StoreReader}>
      <button type="button" onClick={() => void cart.refetch()}>
        Try again
      </button>
    </CardsComingIn>
  );
}

function TripReader({ n }: { n: number }) {
  const cart = useTripCart();
  return <li>{cart.isError ? `reader ${n}: failed` : '…'}</li>;
}

let api: FakeApi;
beforeEach(() => {
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('guest_id', 'g-1');
  localStorage.setItem('location', 'Gulshan 1, Dhaka');
  api = new FakeApi()
    .on('GET /api/v1/config', json(config()))
    .on('GET /api/v1/customer/cart/list', error(401, 'auth-001', 'Unauthorized'))
    .on('GET /api/v1/rental/user/cart/get-cart', error(401, 'auth-001', 'Unauthorized'));
});

describe('a failed cart and the views that come to read it', () => {
  it('is asked for once however many cards come in after the failure; Try again asks again', async () => {
    localStorage.setItem('module', JSON.stringify({ id: 1, module_type: 'grocery', module_name: 'Grocery' }));
    await renderWithProviders(<Page />);
    await screen.findByText('reader 1: failed');
    expect(api.calls('GET /api/v1/customer/cart/list')).toHaveLength(1);
    const user = userEvent.setup();
    for (let n = 2; n <= 6; n++) {
      await user.click(screen.getByRole('button', { name: 'Another card' }));
      await screen.findByText(`reader ${n}: failed`);
    }
    expect(api.calls('GET /api/v1/customer/cart/list')).toHaveLength(1);
    // Try again: the cart answers now, and every card shows it
    api.on('GET /api/v1/customer/cart/list', json([makeCartRow(soap, 9, { quantity: 2 })]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByText(/: 1 lines$/)).toHaveLength(6));
    expect(api.calls('GET /api/v1/customer/cart/list')).toHaveLength(2);
  });

  it('the trip cart alike', async () => {
    localStorage.setItem('module', JSON.stringify({ id: 5, module_type: 'rental', module_name: 'Rental' }));
    await renderWithProviders(<CardsComingIn Reader={TripReader} />);
    await screen.findByText('reader 1: failed');
    const user = userEvent.setup();
    for (let n = 2; n <= 4; n++) {
      await user.click(screen.getByRole('button', { name: 'Another card' }));
      await screen.findByText(`reader ${n}: failed`);
    }
    expect(api.calls('GET /api/v1/rental/user/cart/get-cart')).toHaveLength(1);
  });
});
