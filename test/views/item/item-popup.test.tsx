// The food item popup (?item=<id>) bound to the item configurator (spec part 1 §2, §4, §5; part 2 §4).
import { guest, pizzaItem, row, soapItem } from '../cart/cart-harness.tsx';
import { json, requestsTo, resetFakeApi, route } from '../../support/fake-api.ts';
import { defaultRoutes, seedSession } from '../shell/shell-harness.tsx';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { ItemPopupHost } from '../../../src/features/item/item-popup-host.tsx';
import { renderWithProviders } from '../../support/render.tsx';

const allDay = { available_time_starts: '00:00:00', available_time_ends: '23:59:59', schedule_order: false };
const pizza = { ...pizzaItem, ...allDay, variations: [], choice_options: [], store_discount: 0, store_details: {} };

async function renderPopup(item: Record<string, unknown>, cart: unknown[] = []) {
  resetFakeApi();
  defaultRoutes();
  route(`GET /api/v1/items/details/${String(item.id)}`, { body: item });
  route('GET /api/v1/customer/cart/list', { body: cart });
  seedSession(guest);
  toast.remove();
  return renderWithProviders(<ItemPopupHost />, { route: `/home?item=${String(item.id)}` });
}

describe('item popup', () => {
  it('labels groups (required)/(optional), says free for a 0 price, and recomputes the price on every change', async () => {
    await renderPopup(pizza);
    const popup = await screen.findByRole('dialog', { name: 'Margherita' });
    const size = within(popup).getByRole('group', { name: 'Size (required)' });
    expect(within(size).getByRole('checkbox', { name: /^Small/ })).toHaveAccessibleName('Small free');
    expect(within(popup).getByLabelText('Total')).toHaveTextContent('$10.00');
    const user = userEvent.setup();
    await user.click(within(size).getByRole('checkbox', { name: /^Large/ }));
    expect(within(popup).getByLabelText('Total')).toHaveTextContent('$14.00');
    await user.click(within(popup).getByRole('checkbox', { name: /^Cheese/ }));
    expect(within(popup).getByLabelText('Total')).toHaveTextContent('$15.50');
    await user.click(within(popup).getByRole('button', { name: 'Increase quantity' }));
    // ($10 + $4) × 2 + cheese $1.50
    expect(within(popup).getByLabelText('Total')).toHaveTextContent('$29.50');
    // a second click on the chosen single option deselects it
    await user.click(within(size).getByRole('checkbox', { name: /^Large/ }));
    expect(within(size).getByRole('checkbox', { name: /^Large/ })).not.toBeChecked();
  });

  it("refuses Add to cart without a required variation: 'Variation Size can not remain without selection.'", async () => {
    await renderPopup(pizza);
    const popup = await screen.findByRole('dialog', { name: 'Margherita' });
    await userEvent.setup().click(within(popup).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Variation Size can not remain without selection.')).toBeInTheDocument();
    expect(requestsTo('POST /api/v1/customer/cart/add')).toHaveLength(0);
  });

  it('adds the selection with its unit price and add-ons, then closes', async () => {
    const { router } = await renderPopup(pizza);
    route('POST /api/v1/customer/cart/add', json([row(5, pizzaItem, { price: 14 })]));
    const popup = await screen.findByRole('dialog', { name: 'Margherita' });
    const user = userEvent.setup();
    await user.click(within(popup).getByRole('checkbox', { name: /^Large/ }));
    await user.click(within(popup).getByRole('checkbox', { name: /^Dip/ }));
    await user.click(within(popup).getByRole('button', { name: 'Increase Dip' }));
    await user.click(within(popup).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    expect(requestsTo('POST /api/v1/customer/cart/add')[0].body).toEqual({
      item_id: 11,
      model: 'Item',
      quantity: 1,
      price: 14,
      variation: [{ name: 'Size', values: { label: ['Large'] } }],
      add_on_ids: [102],
      add_on_qtys: [2],
      guest_id: 'guest-1',
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("reads Update to cart for an item in the cart and says 'No changes found to update.' when nothing changed", async () => {
    const line = row(5, pizzaItem, { price: 14, variation: [{ name: 'Size', values: { label: ['Large'] } }] });
    await renderPopup(pizza, [line]);
    const popup = await screen.findByRole('dialog', { name: 'Margherita' });
    expect(within(popup).getByRole('checkbox', { name: /^Large/ })).toBeChecked();
    await userEvent.setup().click(within(popup).getByRole('button', { name: 'Update to cart' }));
    expect(await screen.findByText('No changes found to update.')).toBeInTheDocument();
    route('POST /api/v1/customer/cart/update', json([{ ...line, quantity: 2 }]));
    await userEvent.setup().click(within(popup).getByRole('button', { name: 'Increase quantity' }));
    await userEvent.setup().click(within(popup).getByRole('button', { name: 'Update to cart' }));
    expect(await screen.findByText('Item updated successfully')).toBeInTheDocument();
    expect(requestsTo('POST /api/v1/customer/cart/update')[0].body).toMatchObject({ cart_id: 5, quantity: 2 });
  });

  it('asks before replacing another store’s cart, then clears it and adds the item', async () => {
    await renderPopup(pizza, [row(9, soapItem)]);
    route('DELETE /api/v1/customer/cart/remove', json([]));
    route('POST /api/v1/customer/cart/add', json([row(5, pizzaItem, { price: 10 })]));
    const popup = await screen.findByRole('dialog', { name: 'Margherita' });
    const user = userEvent.setup();
    await user.click(within(popup).getByRole('checkbox', { name: /^Small/ }));
    await user.click(within(popup).getByRole('button', { name: 'Add to cart' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'You have item from another store in cart. If you continue, your all previous item from cart will be removed and this one will be added.',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('Your cart has been cleared successfully. And selected item added to the cart.'),
    ).toBeInTheDocument();
    expect(requestsTo('DELETE /api/v1/customer/cart/remove')).toHaveLength(1);
    expect(requestsTo('POST /api/v1/customer/cart/add')).toHaveLength(1);
  });

  it("shows only 'Not Available now' with the window in hh:mm a outside it (no schedule order)", async () => {
    const now = new Date();
    const hour = (now.getHours() + 2) % 24;
    const start = `${String(hour).padStart(2, '0')}:00:00`;
    const end = `${String(hour).padStart(2, '0')}:30:00`;
    await renderPopup({ ...pizza, available_time_starts: start, available_time_ends: end });
    const popup = await screen.findByRole('dialog', { name: 'Margherita' });
    const h12 = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0');
    const ampm = hour < 12 ? 'AM' : 'PM';
    expect(within(popup).getByRole('status')).toHaveTextContent(
      `Not Available now ${h12}:00 ${ampm} - ${h12}:30 ${ampm}`,
    );
    expect(within(popup).queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('Buy Now goes to /checkout?page=buy_now with the selection', async () => {
    const { router } = await renderPopup(pizza);
    const popup = await screen.findByRole('dialog', { name: 'Margherita' });
    const user = userEvent.setup();
    await user.click(within(popup).getByRole('checkbox', { name: /^Small/ }));
    await user.click(within(popup).getByRole('button', { name: 'Buy Now' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/checkout?page=buy_now'),
    );
  });

  it('Order Now on a campaign item (the only button) asks a guest to log in and stays', async () => {
    const campaign = {
      ...pizza,
      id: 31,
      name: 'Burger deal',
      available_date_starts: '2020-01-01',
      available_date_ends: '2099-12-31',
    };
    const { router } = await renderPopup(campaign);
    const popup = await screen.findByRole('dialog', { name: 'Burger deal' });
    expect(within(popup).queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(popup).getByRole('checkbox', { name: /^Small/ }));
    await user.click(within(popup).getByRole('button', { name: 'Order Now' }));
    expect(await screen.findByText('Please log in to order this campaign item.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });
});
