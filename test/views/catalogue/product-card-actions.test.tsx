import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { itemCard } from '../../../src/features/home/card-model.ts';
import { ProductCard } from '../../../src/features/home/product-card.tsx';
import { preloadCartButton } from '../../../src/features/home/cart-button.tsx';
import { type FakeApi, error, json } from '../../support/fake-api.ts';
import { describePath, machineCoverage, stateKey, transitionPaths } from '../../support/machine-paths.ts';
import { viewPaths } from '../../support/covering-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { cartStepperMachine } from '../../../machines/cart-stepper.machine.ts';
import { cartStepperPaths } from '../../machines/cart-stepper.paths.ts';
import { replaySteps } from '../../support/machine-paths.ts';
import { cartQueries } from '../../../src/api/cart.ts';
import { calls, serveCard, serveSoapInCart, stockedSoap, stockedSoapRow } from './product-card-fixtures.ts';

const soap = stockedSoap;

// The card's cart control is a chunk of its own (shown at rest until it is in: cart-button-first-load.test.tsx); these
// tests replay its machines on the loaded control.
beforeAll(() => preloadCartButton());

let api: FakeApi;
beforeEach(() => {
  toast.remove();
  api = serveSoapInCart();
});

const card = () => screen.getByRole('article', { name: 'Soap' });
const control = () => within(card()).getByRole('button', { name: 'Soap: quantity 01' }).parentElement!;

describe('product card quantity stepper (cart-stepper paths replayed through the view)', () => {
  const paths = viewPaths(
    cartStepperPaths,
    transitionPaths(cartStepperPaths).filter((p) => describePath(p) !== '(initial)'),
  );

  it('the replayed paths take every transition of the machine', () => {
    expect(machineCoverage(cartStepperPaths, paths).missing).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('path %s', async (_name, path) => {
    await renderWithProviders(<ProductCard card={itemCard(soap, false)} />);
    const box = await waitFor(control);
    for (const step of replaySteps({ machine: cartStepperMachine }, path)) {
      if (step.event.type === 'ENTER') await userEvent.hover(box);
      else if (step.event.type === 'LEAVE') await userEvent.unhover(box);
      // the 500 ms collapse delay: nothing to do but wait for the stepper to collapse (below)
      const group = () => within(card()).queryByRole('group', { name: 'Soap: quantity 01' });
      // expanded and leaving: minus, 01, plus; collapsed: the quantity alone
      if (stateKey(step.after) === 'collapsed') await waitFor(() => expect(group()).not.toBeInTheDocument());
      else {
        expect(group()).toBeInTheDocument();
        expect(within(group()!).getByRole('button', { name: 'Remove Soap from cart' })).toBeEnabled();
        expect(within(group()!).getByRole('button', { name: 'Increase quantity of Soap' })).toBeEnabled();
      }
    }
  });

  it('stays open until 500 ms after the pointer leaves', async () => {
    await renderWithProviders(<ProductCard card={itemCard(soap, false)} />);
    const box = await waitFor(control);
    await userEvent.hover(box);
    const group = () => within(card()).queryByRole('group', { name: 'Soap: quantity 01' });
    const left = performance.now();
    await userEvent.unhover(box);
    expect(group()).toBeInTheDocument(); // still open right after leaving
    await waitFor(() => expect(group()).not.toBeInTheDocument());
    // Timers fire at their time or later (never more than a rounding early): the collapse waited the 500 ms.
    expect(performance.now() - left).toBeGreaterThanOrEqual(495);
  });
});

describe('product card wishlist heart and quick view', () => {
  it("says 'You are not logged in' when a guest taps the heart, and calls nothing", async () => {
    await renderWithProviders(<ProductCard card={itemCard(soap, false)} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Soap to wishlist' }));
    expect(await screen.findByText('You are not logged in')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/customer/wish-list/add')).toHaveLength(0);
  });

  it("adds and removes with the server's message when signed in", async () => {
    localStorage.setItem('token', 'token-abc');
    let wished = false;
    api
      .on('GET /api/v1/customer/wish-list', () => json({ item: wished ? [soap] : [], store: [] }))
      .on('POST /api/v1/customer/wish-list/add', () => ((wished = true), json({ message: 'Added to wishlist' })))
      .on('DELETE /api/v1/customer/wish-list/remove', () =>
        error(404, 'wishlist', 'This item is not in your wishlist'),
      );
    await renderWithProviders(<ProductCard card={itemCard(soap, false)} />);
    const heart = await screen.findByRole('button', { name: 'Add Soap to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/customer/wish-list/add')[0].query.get('item_id')).toBe('41');
    const filled = await screen.findByRole('button', { name: 'Remove Soap from wishlist' });
    expect(filled).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(filled);
    expect(await screen.findByText('This item is not in your wishlist')).toBeInTheDocument();
  });

  it("fills the heart tapped while the page's first wishlist loads, once the wishlist asked after the add comes", async () => {
    const wishlist = 'GET /api/v1/customer/wish-list';
    localStorage.setItem('token', 'token-abc');
    api.on('POST /api/v1/customer/wish-list/add', json({ message: 'Added to wishlist' })).hold(wishlist);
    await renderWithProviders(<ProductCard card={itemCard(soap, false)} />);
    await waitFor(() => expect(api.waiting(wishlist)).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Add Soap to wishlist' }));
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    // the first load, asked before the add, answers without the soap; the wishlist is asked again and has it
    await act(async () => api.release(wishlist, json({ item: [], store: [] })));
    await waitFor(() => expect(api.waiting(wishlist)).toBe(1));
    await act(async () => api.release(wishlist, json({ item: [soap], store: [] })));
    const filled = await screen.findByRole('button', { name: 'Remove Soap from wishlist' });
    expect(filled).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the item dialog through ?item=<id>', async () => {
    const { router } = await renderWithProviders(<ProductCard card={itemCard(soap, false)} />, { route: '/home' });
    const eye = screen.getByRole('button', { name: 'Quick view of Soap' });
    // a quiet icon button (no underlined words on every card), named for screen readers, titled for a pointer
    expect(eye).toHaveTextContent('');
    expect(eye.querySelector('svg')).not.toBeNull();
    expect(eye).toHaveAttribute('title', 'Quick view');
    await userEvent.click(eye);
    await waitFor(() => expect(router.state.location.search).toBe('?item=41'));
    expect(router.state.location.pathname).toBe('/home');
  });

  it("names the item's page in a real link; a plain click on it is the quick view", async () => {
    const { router } = await renderWithProviders(<ProductCard card={itemCard(soap, false)} />, { route: '/home' });
    const name = within(card()).getByRole('link', { name: 'Soap' });
    expect(name).toHaveAttribute('href', `/product/${soap.slug || soap.id}`); // crawlers, a new tab, no JavaScript
    await userEvent.click(name);
    await waitFor(() => expect(router.state.location.search).toBe('?item=41'));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('shows the quantity zero-padded and the Arabic labels', async () => {
    await act(async () => {
      await renderWithProviders(<ProductCard card={itemCard(soap, false)} />, { language: 'ar' });
    });
    expect(await screen.findByRole('button', { name: 'Soap: الكمية 01' })).toHaveTextContent('01');
    expect(screen.getByRole('button', { name: 'أضف Soap إلى المفضلة' })).toBeInTheDocument();
  });
});

describe('product card cart control on a cold page', () => {
  it("keeps the cart an add answered when the page's first cart load, asked before the add, lands after it", async () => {
    const list = 'GET /api/v1/customer/cart/list';
    const cold = serveCard(); // a guest with a location, an empty cart, the cart calls held
    cold.hold(list);
    const { queryClient } = await renderWithProviders(<ProductCard card={itemCard(soap, false)} />);
    await waitFor(() => expect(cold.waiting(list)).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Add Soap to cart' }));
    await waitFor(() => expect(cold.waiting(calls.addToCart)).toBe(1));
    await act(async () => cold.release(calls.addToCart, json([stockedSoapRow])));
    // (the quantity alone, or the stepper while the pointer is on it)
    expect(await screen.findByLabelText('Soap: quantity 01')).toBeInTheDocument();
    // the cart as it was before the add
    await act(async () => cold.release(list, json([])));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryData(cartQueries.list().queryKey)?.map((row) => row.item_id)).toEqual([soap.id]);
    expect(screen.getByLabelText('Soap: quantity 01')).toBeInTheDocument();
  });
});
