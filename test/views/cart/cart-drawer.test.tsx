// The cart drawer's content (spec part 1 §2 "Cart drawer", §9 "Free delivery threshold").
import { guest, pizzaRow, renderCart, soapRow } from './cart-harness.tsx';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

describe('cart drawer', () => {
  it("is titled 'Shopping Cart' with Close, lists image, name, variations, add-ons, price and a stepper", async () => {
    await renderCart([pizzaRow, soapRow]);
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(within(drawer).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    const pizza = await within(drawer).findByRole('listitem', { name: 'Margherita' });
    expect(pizza).toHaveTextContent('Size: Large');
    expect(pizza).toHaveTextContent('Cheese × 2');
    // $14 × 2 + cheese $1.50 × 2
    expect(pizza).toHaveTextContent('$31.00');
    expect(within(pizza).getByRole('group', { name: 'Quantity of Margherita' })).toHaveTextContent('02');
    expect(within(pizza).getByRole('button', { name: 'Decrease Margherita' })).toBeInTheDocument();
    expect(pizza.querySelector('img')).toHaveAttribute('src', '/media/items/11.svg');
    const soap = within(drawer).getByRole('listitem', { name: 'Lemon Soap' });
    expect(within(soap).getByRole('button', { name: 'Remove Lemon Soap' })).toBeInTheDocument();
    // subtotal $31 + $3; free delivery over $100
    expect(within(drawer).getByText('Subtotal').parentElement).toHaveTextContent('$34.00');
    expect(within(drawer).getByText('$66.00 more for free delivery')).toBeInTheDocument();
    expect(within(drawer).getByRole('progressbar', { name: 'Free delivery progress' })).toHaveAttribute(
      'aria-valuenow',
      '34',
    );
  });

  it("reads 'You have reduced delivery charge' once the subtotal reaches free_delivery_over", async () => {
    await renderCart([pizzaRow], { config: { free_delivery_over: 30 } });
    expect(await screen.findByText('You have reduced delivery charge')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Free delivery progress' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows the empty state with Continue Shopping', async () => {
    await renderCart([]);
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(await within(drawer).findByText('Your cart is empty')).toBeInTheDocument();
    expect(
      within(drawer).getByText('No items added in your cart. Please add product to your cart list.'),
    ).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Continue Shopping' })).toBeInTheDocument();
  });

  it('Close removes ?drawer=cart', async () => {
    const { router } = await renderCart([soapRow]);
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    await userEvent.setup().click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).not.toBeInTheDocument());
  });

  it('the navbar cart button opens the drawer and its badge counts the lines', async () => {
    const { router } = await renderCart([pizzaRow, soapRow]);
    await router.navigate('/home');
    // the drawer opened by the first URL has closed (a closing dialog keeps the page inert until it is gone)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).not.toBeInTheDocument());
    const button = await screen.findByRole('button', { name: 'Cart, 2 items' });
    await userEvent.setup().click(button);
    expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeInTheDocument();
  });

  it('offers Edit on a line with options, which opens the item popup on that line (?item=<id>&line=<cart id>)', async () => {
    const { router } = await renderCart([pizzaRow, soapRow]);
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    const pizza = await within(drawer).findByRole('listitem', { name: 'Margherita' });
    // the soap has no variation and no add-on: nothing to edit
    expect(within(drawer).queryByRole('button', { name: 'Edit Lemon Soap' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(pizza).getByRole('button', { name: 'Edit Margherita' }));
    expect(router.state.location.search).toBe('?item=11&line=8');
  });

  it('speaks Arabic', async () => {
    await renderCart([], { session: { ...guest, language: 'ar' }, language: 'ar' });
    expect(await screen.findByRole('dialog', { name: 'سلة التسوق' })).toBeInTheDocument();
    expect(await screen.findByText('سلتك فارغة')).toBeInTheDocument();
  });
});
