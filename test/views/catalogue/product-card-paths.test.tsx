import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { cartLineMachine } from '../../../machines/cart-line.machine.ts';
import { cartQueries } from '../../../src/api/cart.ts';
import { putAnswer } from '../../../src/api/query-client.ts';
import type { Item } from '../../../src/api/items.ts';
import type { CartLine, ConfigurableItem } from '../../../domain/item-options.ts';
import { itemCard } from '../../../src/features/home/card-model.ts';
import { ProductCard } from '../../../src/features/home/product-card.tsx';
import { preloadCartButton } from '../../../src/features/home/cart-button.tsx';
import { type FakeApi, error, json } from '../../support/fake-api.ts';
import {
  allTransitions,
  describePath,
  machineCoverage,
  replaySteps,
  stateKey,
  transitionPaths,
} from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { apiItem, calls, names, row, serveCard } from './product-card-fixtures.ts';
import { cartLinePaths } from '../../machines/cart-line.paths.ts';

/** The English toasts, written out (spec part 1 §5, §8). */
const toasts: Record<string, string> = {
  itemAdded: 'Item added to cart',
  itemRemoved: 'Cart item remove successfully.',
  outOfStock: 'Out of Stock.',
  outOfLimits: 'Out of Limits.',
  cartReplaced: 'Your cart has been cleared successfully. And selected item added to the cart.',
};

const padded = (n: number) => (n < 10 ? `0${n}` : `${n}`);

// The card's cart control is a chunk of its own (shown at rest until it is in: cart-button-first-load.test.tsx); these
// tests replay its machines on the loaded control.
beforeAll(() => preloadCartButton());

let api: FakeApi;
let setItem: (item: Item) => void = () => {};

function Harness({ initial }: { initial: Item }) {
  const [item, set] = useState(initial);
  setItem = set;
  return <ProductCard card={itemCard(item, false)} />;
}

beforeEach(() => {
  toast.remove();
  api = serveCard();
});

/** What each state shows on the card (declared here, checked after every step of every path). */
async function expectState(state: string, context: { item: ConfigurableItem; quantity: number }) {
  const name = names[context.item.id];
  const add = () => screen.getByRole('button', { name: `Add ${name} to cart` });
  switch (state) {
    case 'notInCart':
      await waitFor(() => expect(add()).toBeEnabled());
      break;
    case 'confirmingStoreConflict': {
      const dialog = await screen.findByRole('alertdialog', { name: 'Clear the cart?' });
      expect(dialog).toHaveTextContent(
        'You have item from another store in cart. If you continue, your all previous item from cart will be removed and this one will be added.',
      );
      break;
    }
    case 'adding.toCart':
    case 'clearingCart':
    case 'adding.afterClear':
    case 'removing':
      await waitFor(() => expect(add()).toBeDisabled());
      break;
    case 'inCart':
    case 'updatingQuantity': {
      const label = `${name}: quantity ${padded(context.quantity)}`;
      // collapsed: the quantity alone (a button that opens the stepper); expanded: the stepper group
      const shown = await waitFor(
        () =>
          screen.queryByRole('group', { name: label }) ??
          (state === 'inCart'
            ? screen.getByRole('button', { name: label })
            : screen.getByRole('group', { name: label })),
      );
      expect(shown).toHaveTextContent(padded(context.quantity));
      if (state === 'updatingQuantity')
        expect(within(shown).getByRole('button', { name: `Increase quantity of ${name}` })).toBeDisabled();
      break;
    }
    default:
      throw new Error(`no UI declared for ${state}`);
  }
}

async function expandStepper(name: string) {
  const group = screen.queryByRole('group', { name: new RegExp(`^${name}: quantity`) });
  if (!group) await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${name}: quantity`) }));
  return screen.findByRole('group', { name: new RegExp(`^${name}: quantity`) });
}

/** Each event as the customer (or the server, or a refetch) produces it. */
async function drive(
  event: EventObject & Record<string, any>,
  context: { item: ConfigurableItem; quantity: number },
  queryClient: import('@tanstack/react-query').QueryClient,
) {
  const name = names[context.item.id];
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (done) {
    const route = calls[done[2]];
    await waitFor(() => expect(api.waiting(route)).toBeGreaterThan(0));
    // the server's cart is the one it answered: a later list (a control that starts later asks again) agrees
    if (done[1] === 'done') api.on('GET /api/v1/customer/cart/list', json((event.output as CartLine[]).map(row)));
    await act(async () =>
      api.release(
        route,
        done[1] === 'done' ? json((event.output as CartLine[]).map(row)) : error(403, 'cart', event.error.message),
      ),
    );
    return;
  }
  switch (event.type) {
    case 'ADD':
      if (event.hasLocation) localStorage.setItem('location', 'Gulshan 1, Dhaka');
      else localStorage.removeItem('location');
      window.dispatchEvent(new StorageEvent('storage', { key: 'location' }));
      await userEvent.click(screen.getByRole('button', { name: `Add ${name} to cart` }));
      return;
    case 'CONFIRM_CLEAR_CART':
      await userEvent.click(screen.getByRole('button', { name: 'Clear cart and add' }));
      return;
    case 'CANCEL_CLEAR_CART':
      await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
      return;
    case 'INCREMENT':
      await userEvent.click(
        within(await expandStepper(name)).getByRole('button', { name: `Increase quantity of ${name}` }),
      );
      return;
    case 'DECREMENT':
      await userEvent.click(
        within(await expandStepper(name)).getByRole('button', {
          name: context.quantity <= 1 ? `Remove ${name} from cart` : `Decrease quantity of ${name}`,
        }),
      );
      return;
    case 'CART_CHANGED':
      // the cart changed on the server (another tab, the drawer): its list answers the same from now on, and the
      // change's answer comes into the cache as a cart call's does
      api.on('GET /api/v1/customer/cart/list', json((event.cart as CartLine[]).map(row)));
      act(() => putAnswer(queryClient, cartQueries.list().queryKey, (event.cart as CartLine[]).map(row)));
      return;
    case 'ITEM_CHANGED':
      act(() => setItem(apiItem(event.item as ConfigurableItem)));
      return;
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

/** What the card does with what the flow emitted. */
async function expectEmitted(
  emitted: EventObject[],
  router: { state: { location: { pathname: string; search: string } } },
) {
  for (const e of emitted as (EventObject & Record<string, any>)[]) {
    if (e.type === 'toast') expect(await screen.findByText(e.text ?? toasts[e.message])).toBeInTheDocument();
    if (e.type === 'locationRequired') {
      const alert = await screen.findByRole('alertdialog', { name: 'Set your location' });
      expect(alert).toHaveTextContent('Choose a delivery location before adding items to your cart.');
      await userEvent.click(within(alert).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    }
    if (e.type === 'openOptions') {
      if (e.target === 'productPage')
        await waitFor(() => expect(router.state.location.pathname).toBe('/product/item-21'));
      else await waitFor(() => expect(router.state.location.search).toBe('?item=11'));
    }
  }
}

describe('product card cart control (cart-line paths replayed through the view)', () => {
  // REMOVE is the cart drawer row's delete button; the card reaches removal through minus at 1 (DECREMENT).
  // The fewest of the other paths that take every transition, rest in every state and show every emitted event.
  const paths = viewPaths(
    cartLinePaths,
    transitionPaths(cartLinePaths).filter(
      (p) => !p.steps.some((s) => s.event.type === 'REMOVE') && describePath(p) !== '(initial)',
    ),
  );

  it('the replayed paths take every transition of the machine but those of REMOVE (the cart drawer row)', () => {
    const removal = allTransitions(cartLinePaths.machine).filter((t) => t.transition.eventType === 'REMOVE');
    expect(machineCoverage(cartLinePaths, paths).missing.sort()).toEqual(removal.map((t) => t.id).sort());
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('path %s', async (_name, path) => {
    const input = cartLinePaths.input as { item: ConfigurableItem };
    const { queryClient, router } = await renderWithProviders(<Harness initial={apiItem(input.item)} />, {
      route: '/home',
    });
    await waitFor(() => expect(api.calls('GET /api/v1/customer/cart/list')).toHaveLength(1));
    await expectState('notInCart', { item: input.item, quantity: 0 });
    for (const step of replaySteps({ machine: cartLineMachine, input: cartLinePaths.input }, path)) {
      toast.remove();
      await drive(step.event, step.before.context, queryClient);
      await expectEmitted(step.emitted, router);
      await expectState(stateKey(step.after), step.after.context);
    }
  });
});
