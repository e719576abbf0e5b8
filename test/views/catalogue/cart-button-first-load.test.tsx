import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The product card's cart control is a chunk of its own (src/features/home/cart-button.tsx): until it is in, the card
// shows the control at rest, as the cart-line machine's initial state does, and a press is done once it has arrived.
// Its own file (views-isolated): the chunk is loaded once per module registry, so the first render here is sure to be
// the control at rest.
import { Profiler } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { itemCard } from '../../../src/features/home/card-model.ts';
import { ProductCard } from '../../../src/features/home/product-card.tsx';
import { FakeApi, config, json, makeCartRow, makeItem } from '../../support/fake-api.ts';
import { renderWithProviders, testQueryClient } from '../../support/render.tsx';
import { configQueries } from '../../../src/api/config.ts';
import { storageKeys, write } from '../../../src/session/storage.ts';

const soap = makeItem(41, 'Soap', { store_id: 3, stock: 5, price: 3 });
const salt = makeItem(42, 'Salt', { store_id: 3, stock: 5, price: 1 });
const rowOf = (item: typeof soap, id: number, quantity: number) => makeCartRow(item, id, { quantity });

let api: FakeApi;
/** The browser's idle callbacks as the cards ask for them. */
let idle: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // the browser never idles here: the control loads only when the shopper comes to it
  idle = vi.fn(() => 0);
  vi.stubGlobal('requestIdleCallback', idle);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('guest_id', 'g-1');
  localStorage.setItem('module', JSON.stringify({ id: 1, module_type: 'grocery', module_name: 'Grocery' }));
  localStorage.setItem('location', 'Gulshan 1, Dhaka');
  api = new FakeApi()
    .on('GET /api/v1/config', json(config()))
    .on('GET /api/v1/customer/cart/list', json([rowOf(soap, 9, 3)]))
    .on('GET /api/v1/customer/wish-list', json({ item: [], store: [] }))
    .on('POST /api/v1/customer/cart/add', json([rowOf(soap, 9, 3), rowOf(salt, 10, 1)]));
});

describe('the product card’s cart control before its chunk is in', () => {
  // first in the file: the control's chunk is not in yet (the next test loads it)
  it('draws a card again only when its own line changes: not when a guest id comes, nor when the cart loads', async () => {
    localStorage.removeItem('guest_id'); // a first visit: the guest id comes after the first render
    const renders = { Soap: 0, Salt: 0 };
    const counted = (item: typeof soap) => (
      <Profiler id={item.name} onRender={() => void (renders[item.name as keyof typeof renders] += 1)}>
        <ProductCard card={itemCard(item, false)} />
      </Profiler>
    );
    // the business config there from the start, as a server-rendered page has it (its answer would draw every card)
    const queryClient = testQueryClient();
    await queryClient.fetchQuery(configQueries.config());
    await renderWithProviders(
      <>
        {counted(soap)}
        {counted(salt)}
      </>,
      { queryClient },
    );
    const soapCard = screen.getByRole('article', { name: 'Soap' });
    const saltCard = screen.getByRole('article', { name: 'Salt' });
    expect(within(soapCard).getByRole('button', { name: 'Add Soap to cart' })).toBeInTheDocument();
    // the control's chunk is asked for when the browser is idle: one idle callback for the page, not one per card
    expect(idle).toHaveBeenCalledTimes(1);
    expect(api.calls('GET /api/v1/customer/cart/list')).toHaveLength(0); // nobody to ask for yet
    const saltBefore = renders.Salt;

    act(() => write(storageKeys.guestId, 'g-1'));
    // the guest's cart is asked for and answers: Soap is in it, Salt is not
    expect(await within(soapCard).findByRole('button', { name: 'Soap: quantity 03' })).toBeInTheDocument();
    expect(api.calls('GET /api/v1/customer/cart/list')).toHaveLength(1);
    expect(within(saltCard).getByRole('button', { name: 'Add Salt to cart' })).toBeInTheDocument();
    expect(renders.Salt).toBe(saltBefore);
  });

  it('shows Add, or the quantity in the cart; Add pressed adds once the control is in, which has the focus', async () => {
    await renderWithProviders(
      <>
        <ProductCard card={itemCard(soap, false)} />
        <ProductCard card={itemCard(salt, false)} />
      </>,
    );
    const soapCard = screen.getByRole('article', { name: 'Soap' });
    expect(await within(soapCard).findByRole('button', { name: 'Soap: quantity 03' })).toBeInTheDocument();
    const saltCard = screen.getByRole('article', { name: 'Salt' });
    const add = within(saltCard).getByRole('button', { name: 'Add Salt to cart' });
    expect(api.calls('POST /api/v1/customer/cart/add')).toHaveLength(0);

    add.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.calls('POST /api/v1/customer/cart/add')).toHaveLength(1));
    // the focus came to the loaded control, which opens its stepper as it does when focused
    expect(await within(saltCard).findByRole('group', { name: 'Salt: quantity 01' })).toBeInTheDocument();
    expect(api.calls('POST /api/v1/customer/cart/add')).toHaveLength(1);
    // the card in the cart: its quantity pressed opens the stepper once the control is in
    fireEvent.click(within(soapCard).getByRole('button', { name: 'Soap: quantity 03' }));
    expect(await within(soapCard).findByRole('group', { name: 'Soap: quantity 03' })).toBeInTheDocument();
  });
});
