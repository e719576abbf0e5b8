// The cart-line machine's paths a cart drawer line can take (a line in the cart: plus, minus, minus at 1 → delete,
// the calls' answers and failures), replayed through the drawer: the quantity changes at once, rolls back with the
// server's message, and the line disappears at once when removed.
import { renderCart, row, soapItem } from './cart-harness.tsx';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { error, json } from '../../support/fake-api.ts';
import { FakeApi } from '../../support/fake-api.ts';
import { describePath, type MachinePathConfig } from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { cartLinePaths } from '../../machines/cart-line.paths.ts';
import { soap, soapLine } from '../../machines/shop-fixtures.ts';

const UPDATE = 'POST /api/v1/customer/cart/update';
const REMOVE = 'DELETE /api/v1/customer/cart/remove-item';

/** The drawer's line events: a line starts in the cart; the card-only and refetch events are not user actions here. */
const drawerLine = (item: typeof soap): MachinePathConfig => ({
  ...cartLinePaths,
  input: { item, cart: [soapLine], lineId: soapLine.id },
  skipEvents: ['ADD', 'REMOVE', 'CART_CHANGED', 'ITEM_CHANGED'],
});

const cases = [
  { label: 'soap (2 in stock)', item: soap, serverItem: soapItem },
  {
    label: 'soap (1 per cart)',
    item: { ...soap, maximum_cart_quantity: 1 },
    serverItem: { ...soapItem, maximum_cart_quantity: 1 },
  },
];

const line = () => screen.queryByRole('listitem', { name: 'Lemon Soap' });

describe('cart drawer line (cart-line paths replayed)', () => {
  for (const c of cases) {
    const paths = viewPaths(drawerLine(c.item));
    it.each(paths.map((p) => [describePath(p), p] as const))(`${c.label}: %s`, async (_name, path) => {
      const start = row(soapLine.id, c.serverItem);
      await renderCart([start]);
      const api = new FakeApi();
      api.on('GET /api/v1/customer/cart/list', json([start]));
      api.on('GET /api/v1/config', json({ free_delivery_over: 100, guest_checkout_status: 1, currency_symbol: '$' }));
      api.hold(UPDATE);
      api.hold(REMOVE);
      const user = userEvent.setup();
      await screen.findByRole('listitem', { name: 'Lemon Soap' });
      let toastText: string | null = null;
      for (const step of path.steps) {
        const type = step.event.type;
        const after = step.state.context.quantity as number;
        if (type === 'INCREMENT')
          await user.click(within(line()!).getByRole('button', { name: 'Increase Lemon Soap' }));
        else if (type === 'DECREMENT')
          await user.click(
            within(line()!).getByRole('button', { name: after === 0 ? 'Remove Lemon Soap' : 'Decrease Lemon Soap' }),
          );
        else if (type === 'xstate.done.actor.updateLine') {
          await waitFor(() => expect(api.waiting(UPDATE)).toBe(1));
          api.release(UPDATE, json([{ ...start, quantity: 2 }]));
        } else if (type === 'xstate.error.actor.updateLine') {
          await waitFor(() => expect(api.waiting(UPDATE)).toBe(1));
          api.release(UPDATE, error(403, 'stock', 'Only 2 items are available in stock.'));
          toastText = 'Only 2 items are available in stock.';
        } else if (type === 'xstate.done.actor.removeLine') {
          await waitFor(() => expect(api.waiting(REMOVE)).toBe(1));
          api.release(REMOVE, json([]));
          toastText = 'Cart item remove successfully.';
        } else if (type === 'xstate.error.actor.removeLine') {
          await waitFor(() => expect(api.waiting(REMOVE)).toBe(1));
          api.release(REMOVE, error(404, 'cart_id', 'Cart item not found.'));
          toastText = 'Cart item not found.';
        } else if (type !== 'xstate.init') throw new Error(`no user action for ${type}`);

        // The blocked plus: the maximum first, then the stock.
        if (type === 'INCREMENT' && String(step.state.value) === 'inCart')
          toastText = c.item.maximum_cart_quantity === 1 ? 'Out of Limits.' : 'Out of Stock.';

        const state = String(step.state.value);
        const quantity = step.state.context.quantity as number;
        if (state === 'inCart' || state === 'updatingQuantity') {
          const l = await screen.findByRole('listitem', { name: 'Lemon Soap' });
          await waitFor(() => expect(within(l).getByText(String(quantity).padStart(2, '0'))).toBeInTheDocument());
          // $3 a piece
          expect(l).toHaveTextContent(`$${(3 * quantity).toFixed(2)}`);
          const plus = within(l).getByRole('button', { name: 'Increase Lemon Soap' });
          if (state === 'updatingQuantity') {
            expect(plus).toBeDisabled();
            expect(api.calls(UPDATE).at(-1)?.body).toMatchObject({ cart_id: 9, quantity, guest_id: 'guest-1' });
          } else await waitFor(() => expect(plus).toBeEnabled());
          if (quantity === 1) expect(within(l).getByRole('button', { name: 'Remove Lemon Soap' })).toBeInTheDocument();
        } else if (state === 'removing') {
          await waitFor(() => expect(line()).not.toBeInTheDocument());
          expect(api.calls(REMOVE).at(-1)?.query.get('cart_id')).toBe('9');
          expect(api.calls(REMOVE).at(-1)?.query.get('guest_id')).toBe('guest-1');
        } else if (state === 'notInCart') {
          expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
        } else throw new Error(`no UI assertion for ${state}`);
        if (toastText) {
          expect(await screen.findByText(toastText)).toBeInTheDocument();
          toastText = null;
        }
      }
    });
  }
});
