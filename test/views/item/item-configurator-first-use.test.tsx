// The item configurator starts on intent (src/features/item/use-item-configurator.ts): its statechart is a chunk of
// its own, held back here until the test lets it arrive. The product page draws it closed meanwhile (its Add to cart
// drawn, disabled); a press on its quantity's + then is not lost: once the chunk is in, the configurator opens on the
// item (the OPEN sent on mount) and takes the press after it, so Add to cart adds two.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../support/fake-api.ts';
import { row } from '../cart/cart-harness.tsx';
import { renderProduct, soap } from './product-page-fixtures.tsx';

const chunk = await vi.hoisted(() => import('../../support/held-chunk.ts').then((m) => m.heldChunk()));
vi.mock('../../../src/shop/item-configurator.context.ts', (importOriginal) => chunk.hold(importOriginal));

const ADD = 'POST /api/v1/customer/cart/add';

describe('the item configurator before its statechart is in', () => {
  it('takes the first press of + once the chunk arrives, after opening on the item', async () => {
    const api = await renderProduct();
    api.on(ADD, json([row(9, soap)]));
    const quantity = await screen.findByRole('group', { name: 'Quantity' });
    const user = userEvent.setup();
    await user.click(within(quantity).getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveTextContent('1');
    // drawn closed as the server draws it: the actions are there, not yet to be pressed
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();

    await chunk.arrive();
    await waitFor(() => expect(quantity).toHaveTextContent('2'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    expect(api.calls(ADD)).toHaveLength(1);
    expect(api.calls(ADD)[0]!.body).toMatchObject({ item_id: soap.id, quantity: 2 });
  });
});
