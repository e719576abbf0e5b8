// The food item popup (?item=<id>) bound to the item configurator (spec part 1 §2, §4, §5; part 2 §4).
import { guest, pizzaItem, row, soapItem } from '../cart/cart-harness.tsx';
import { json, makeStore, requestsTo, resetFakeApi, route } from '../../support/fake-api.ts';
import { defaultRoutes, seedSession } from '../shell/shell-harness.tsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { ItemPopupHost } from '../../../src/features/item/item-popup-host.tsx';
import { renderWithProviders } from '../../support/render.tsx';

const allDay = { available_time_starts: '00:00:00', available_time_ends: '23:59:59', schedule_order: false };
const pizza = { ...pizzaItem, ...allDay, variations: [], choice_options: [], store_discount: 0, store_details: {} };

async function renderPopup(
  item: Record<string, unknown>,
  cart: unknown[] = [],
  {
    at = '/home',
    search = '',
    config = {},
    routes = {},
  }: { at?: string; search?: string; config?: Record<string, unknown>; routes?: Record<string, unknown> } = {},
) {
  resetFakeApi();
  defaultRoutes(config);
  for (const [key, body] of Object.entries(routes)) route(key, { body });
  route(`GET /api/v1/items/details/${String(item.id)}`, { body: item });
  route('GET /api/v1/customer/cart/list', { body: cart });
  seedSession(guest);
  toast.remove();
  return renderWithProviders(<ItemPopupHost />, { route: `${at}?item=${String(item.id)}${search}` });
}

const pizzeria = makeStore(1, 'Napoli Pizzeria', 2, { slug: 'napoli-pizzeria' });
const longText = 'Stone-baked with San Marzano tomatoes, fior di latte, fresh basil and a drizzle of olive oil.';
const described = {
  ...pizza,
  description: longText,
  store_details: pizzeria,
  veg: 1,
  is_halal: 1,
  halal_tag_status: 1,
  generic_name: ['Pizza napoletana'],
  nutritions_name: ['Protein 12 g', 'Fat 9 g'],
  allergies_name: ['Gluten', 'Milk'],
  discount: 10,
  discount_type: 'percent',
};

// The popup is a lazy chunk: load it once before the timed tests.
beforeAll(() => import('../../../src/features/item/item-popup.tsx'), 60_000);

/** The popup's main action (Add to cart, Update to cart, Order Now): it carries the running total. */
const mainAction = (popup: HTMLElement) =>
  within(popup).getByRole('button', { name: /^(Add to cart|Update to cart|Order Now)$/ });

describe('item popup', () => {
  it('labels groups (required)/(optional), says free for a 0 price, and recomputes the price on every change', async () => {
    await renderPopup(pizza);
    const popup = await screen.findByRole('dialog', { name: 'Margherita' });
    const size = within(popup).getByRole('group', { name: 'Size (required)' });
    expect(within(size).getByRole('radio', { name: /^Small/ })).toHaveAccessibleName('Small free');
    expect(mainAction(popup)).toHaveTextContent('$10.00');
    const user = userEvent.setup();
    await user.click(within(size).getByRole('radio', { name: /^Large/ }));
    expect(mainAction(popup)).toHaveTextContent('$14.00');
    await user.click(within(popup).getByRole('checkbox', { name: /^Cheese/ }));
    expect(mainAction(popup)).toHaveTextContent('$15.50');
    await user.click(within(popup).getByRole('button', { name: 'Increase quantity' }));
    // ($10 + $4) × 2 + cheese $1.50
    expect(mainAction(popup)).toHaveTextContent('$29.50');
    // a second click on the chosen single option deselects it
    await user.click(within(size).getByRole('radio', { name: /^Large/ }));
    expect(within(size).getByRole('radio', { name: /^Large/ })).not.toBeChecked();
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
    await user.click(within(popup).getByRole('radio', { name: /^Large/ }));
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
    expect(within(popup).getByRole('radio', { name: /^Large/ })).toBeChecked();
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
    await user.click(within(popup).getByRole('radio', { name: /^Small/ }));
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
    // (the item's reviews below say they are loading too)
    const notice = within(popup)
      .getAllByRole('status')
      .find((el) => el.textContent?.startsWith('Not Available now'));
    expect(notice).toHaveTextContent(`Not Available now ${h12}:00 ${ampm} - ${h12}:30 ${ampm}`);
    expect(within(popup).queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('Buy Now goes to /checkout?page=buy_now with the selection', async () => {
    const { router } = await renderPopup(pizza);
    const popup = await screen.findByRole('dialog', { name: 'Margherita' });
    const user = userEvent.setup();
    await user.click(within(popup).getByRole('radio', { name: /^Small/ }));
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
    await user.click(within(popup).getByRole('radio', { name: /^Small/ }));
    await user.click(within(popup).getByRole('button', { name: 'Order Now' }));
    expect(await screen.findByText('Please log in to order this campaign item.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('shows the facts: store link, veg marker, halal, generic name, nutrition, allergies, discount, struck price', async () => {
    await renderPopup(described, [], { config: { toggle_veg_non_veg: true } });
    const popup = await screen.findByRole('dialog', { name: 'Margherita' });
    expect(within(popup).getByRole('link', { name: 'Napoli Pizzeria' })).toHaveAttribute(
      'href',
      '/store/napoli-pizzeria?id=napoli-pizzeria&module_id=2&store_zone_id=1',
    );
    expect(await within(popup).findByRole('img', { name: 'Veg' })).toBeInTheDocument();
    expect(within(popup).getByText('Halal')).toBeInTheDocument();
    expect(popup).toHaveTextContent('Generic name: Pizza napoletana');
    expect(popup).toHaveTextContent('Nutrition details: Protein 12 g, Fat 9 g');
    expect(popup).toHaveTextContent('Allergic ingredients: Gluten, Milk');
    // the discount chip sits beside the rating, not over the picture
    const chip = within(popup).getByText('10% off');
    expect(chip.parentElement).toHaveTextContent('★');
    expect(chip.parentElement!.querySelector('img')).toBeNull();
    // $10 less 10 % = $9.00, the original struck through: the unit price once, the total on the main action only
    expect(within(popup).getByText('Original price $10.00').closest('p')).toHaveTextContent('$9.00');
    expect(mainAction(popup)).toHaveTextContent('$9.00$10.00');
    const prices = within(popup).getAllByText('$9.00');
    expect(prices.filter((p) => !mainAction(popup).contains(p))).toHaveLength(1);
  });

  it('marks a food item non-veg only when the config turns the marker on', async () => {
    await renderPopup({ ...described, veg: 0 }, [], { config: { toggle_veg_non_veg: true } });
    const popup = await screen.findByRole('dialog', { name: 'Margherita' });
    expect(await within(popup).findByRole('img', { name: 'Non-veg' })).toBeInTheDocument();
  });

  it('shows no veg marker and no halal tag when the config or the tag status says so', async () => {
    await renderPopup({ ...described, halal_tag_status: 0 }, [], { config: { toggle_veg_non_veg: false } });
    const popup = await screen.findByRole('dialog', { name: 'Margherita' });
    // the config has arrived once the money reads its currency
    await waitFor(() => expect(mainAction(popup)).toHaveTextContent('$'));
    expect(within(popup).queryByRole('img', { name: /veg/i })).not.toBeInTheDocument();
    expect(within(popup).queryByText('Halal')).not.toBeInTheDocument();
  });

  it('does not offer the store link on that store’s own page', async () => {
    await renderPopup(described, [], { at: '/store/napoli-pizzeria' });
    const popup = await screen.findByRole('dialog', { name: 'Margherita' });
    expect(within(popup).queryByRole('link', { name: 'Napoli Pizzeria' })).not.toBeInTheDocument();
    expect(within(popup).getByText('Napoli Pizzeria')).toBeInTheDocument();
  });

  it('cuts the description at 70 characters with Read more / Read less', async () => {
    await renderPopup(described);
    const popup = await screen.findByRole('dialog', { name: 'Margherita' });
    expect(popup).toHaveTextContent(`${longText.slice(0, 70)}…`);
    expect(popup).not.toHaveTextContent(longText);
    const user = userEvent.setup();
    await user.click(within(popup).getByRole('button', { name: 'Read more' }));
    expect(popup).toHaveTextContent(longText);
    await user.click(within(popup).getByRole('button', { name: 'Read less' }));
    expect(popup).not.toHaveTextContent(longText);
  });

  it('keeps a 70-character description whole (no Read more)', async () => {
    await renderPopup({ ...described, description: 'x'.repeat(70) });
    const popup = await screen.findByRole('dialog', { name: 'Margherita' });
    expect(popup).toHaveTextContent('x'.repeat(70));
    expect(within(popup).queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });

  it("has a wishlist heart that asks a guest to sign in: 'You are not logged in'", async () => {
    await renderPopup(described);
    const popup = await screen.findByRole('dialog', { name: 'Margherita' });
    await userEvent.setup().click(within(popup).getByRole('button', { name: 'Add Margherita to wishlist' }));
    expect(await screen.findByText('You are not logged in')).toBeInTheDocument();
    expect(requestsTo('POST /api/v1/customer/wish-list/add')).toHaveLength(0);
  });

  it('opened from a cart line (&line=), restores its choices and updates that line', async () => {
    const line = row(5, pizzaItem, {
      price: 14,
      quantity: 2,
      variation: [{ name: 'Size', values: { label: ['Large'] } }],
      add_on_ids: [101],
      add_on_qtys: [2],
    });
    await renderPopup(pizza, [line], { search: '&line=5' });
    route('POST /api/v1/customer/cart/update', json([{ ...line, add_on_qtys: [3] }]));
    const popup = await screen.findByRole('dialog', { name: 'Margherita' });
    expect(within(popup).getByRole('radio', { name: /^Large/ })).toBeChecked();
    expect(within(popup).getByRole('checkbox', { name: /^Cheese/ })).toBeChecked();
    expect(within(popup).getByRole('group', { name: 'Quantity' })).toHaveTextContent('02');
    const user = userEvent.setup();
    await user.click(within(popup).getByRole('button', { name: 'Increase Cheese' }));
    await user.click(within(popup).getByRole('button', { name: 'Update to cart' }));
    expect(await screen.findByText('Item updated successfully')).toBeInTheDocument();
    expect(requestsTo('POST /api/v1/customer/cart/update')[0].body).toMatchObject({
      cart_id: 5,
      quantity: 2,
      price: 14,
      add_on_ids: [101],
      add_on_qtys: [3],
    });
  });
});

describe('shop-style item modal (non-food items)', () => {
  it("offers the wishlist heart; a guest who taps it is told 'You are not logged in' and nothing is sent", async () => {
    const soap = {
      ...soapItem,
      ...allDay,
      variations: [],
      choice_options: [],
      food_variations: [],
      add_ons: [],
      tags: [],
      images_full_url: [],
      store_discount: 0,
      store_details: pizzeria,
    };
    await renderPopup(soap);
    const modal = await screen.findByRole('dialog', { name: String(soap.name) });
    await userEvent.click(within(modal).getByRole('button', { name: `Add ${String(soap.name)} to wishlist` }));
    expect(await screen.findByText('You are not logged in')).toBeInTheDocument();
    expect(requestsTo('POST /api/v1/customer/wish-list/add')).toHaveLength(0);
  });

  it('names its categories (root and sub-category, from the module list) with links to their pages', async () => {
    const soap = {
      ...soapItem,
      ...allDay,
      variations: [],
      choice_options: [],
      food_variations: [],
      add_ons: [],
      tags: [],
      images_full_url: [],
      store_discount: 0,
      store_details: pizzeria,
      category_ids: [
        { id: '12', position: 2 },
        { id: '4', position: 1 },
      ],
    };
    const { router } = await renderPopup(soap, [], {
      routes: {
        'GET /api/v1/categories': [
          { id: 3, name: 'Fruits', parent_id: 0, childes: [] },
          { id: 4, name: 'Home care', parent_id: 0, childes: [{ id: 12, name: 'Soaps', parent_id: 4 }] },
        ],
      },
    });
    const modal = await screen.findByRole('dialog', { name: String(soap.name) });
    const list = await within(modal).findByRole('list', { name: 'Categories:' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Home care', 'Soaps']);
    await userEvent.click(within(list).getByRole('link', { name: 'Soaps' }));
    expect(router.state.location.pathname).toBe('/category/12');
    expect(router.state.location.search).toBe('?name=Soaps');
  });

  it('shows no categories when none of its ids is in the list', async () => {
    const soap = {
      ...soapItem,
      ...allDay,
      variations: [],
      choice_options: [],
      food_variations: [],
      add_ons: [],
      tags: [],
      images_full_url: [],
      store_discount: 0,
      store_details: pizzeria,
      category_ids: [{ id: '99', position: 1 }],
    };
    await renderPopup(soap, [], {
      routes: { 'GET /api/v1/categories': [{ id: 3, name: 'Fruits', parent_id: 0, childes: [] }] },
    });
    const modal = await screen.findByRole('dialog', { name: String(soap.name) });
    await waitFor(() => expect(requestsTo('GET /api/v1/categories').length).toBeGreaterThan(0));
    expect(within(modal).queryByRole('list', { name: 'Categories:' })).toBeNull();
  });
});
