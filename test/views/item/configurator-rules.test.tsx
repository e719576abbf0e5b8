// Item configurator rules in the views: the multi group's hint and its
// min/max message, the maximum per cart ('Out of Limits.') in the popup, the pharmacy facts of the shop-style
// modal (generic names, prescription required) and the product gallery's magnifier — in en and ar.
import { guest, pizzaItem, soapItem } from '../cart/cart-harness.tsx';
import { makeStore, requestsTo, resetFakeApi, route } from '../../support/fake-api.ts';
import { defaultRoutes, seedSession } from '../shell/shell-harness.tsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { ItemPopupHost } from '../../../src/features/item/item-popup-host.tsx';
import { ProductGallery } from '../../../src/features/item/product-gallery.tsx';
import { renderWithProviders } from '../../support/render.tsx';

const allDay = { available_time_starts: '00:00:00', available_time_ends: '23:59:59', schedule_order: false };
const toppings = {
  name: 'Toppings',
  type: 'multi',
  min: 1,
  max: 2,
  required: 'off',
  values: [
    { label: 'Olives', optionPrice: '1' },
    { label: 'Basil', optionPrice: '0' },
    { label: 'Chili', optionPrice: '0.5' },
  ],
};
const pizza = {
  ...pizzaItem,
  ...allDay,
  food_variations: [...(pizzaItem.food_variations as unknown[]), toppings],
  variations: [],
  choice_options: [],
  store_discount: 0,
  store_details: {},
};

async function renderPopup(item: Record<string, unknown>, language: 'en' | 'ar' = 'en') {
  resetFakeApi();
  defaultRoutes();
  route(`GET /api/v1/items/details/${String(item.id)}`, { body: item });
  route('GET /api/v1/customer/cart/list', { body: [] });
  seedSession(guest);
  toast.remove();
  return renderWithProviders(<ItemPopupHost />, { route: `/home?item=${String(item.id)}`, language });
}

beforeAll(() => import('../../../src/features/item/item-popup.tsx'), 60_000);

describe('food variations: a multi group', () => {
  it('tells its range, and names the group when the choice is outside it', async () => {
    await renderPopup(pizza);
    const popup = await screen.findByRole('dialog', { name: 'Margherita' });
    const group = within(popup).getByRole('group', { name: 'Toppings (optional)' });
    expect(group).toHaveTextContent('This Variation needs to be selected in between minimum 1 and Maximum 2 items.');
    const user = userEvent.setup();
    await user.click(within(popup).getByRole('radio', { name: /^Small/ }));
    for (const name of [/^Olives/, /^Basil/, /^Chili/]) await user.click(within(group).getByRole('checkbox', { name }));
    await user.click(within(popup).getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText('Selected variation named Toppings must be in between Minimum 1 and Maximum 2.'),
    ).toBeInTheDocument();
    expect(requestsTo('POST /api/v1/customer/cart/add')).toHaveLength(0);
  });

  it('says it in Arabic', async () => {
    await renderPopup(pizza, 'ar');
    const popup = await screen.findByRole('dialog', { name: 'Margherita' });
    const user = userEvent.setup();
    const size = within(popup).getAllByRole('group')[0]!;
    await user.click(within(size).getAllByRole('radio')[0]!);
    const group = within(popup).getAllByRole('group')[1]!;
    for (const box of within(group).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(popup).getByRole('button', { name: 'أضف إلى السلة' }));
    expect(group).toHaveTextContent('يجب اختيار هذا الخيار بين 1 كحد أدنى و2 كحد أقصى من العناصر.');
    expect(
      await screen.findByText('يجب أن يكون عدد اختيارات Toppings بين 1 كحد أدنى و2 كحد أقصى.'),
    ).toBeInTheDocument();
  });
});

describe('quantity limits in the popup', () => {
  it("food checks only the maximum per cart: at 3 the plus says 'Out of Limits.'", async () => {
    await renderPopup(pizza);
    const popup = await screen.findByRole('dialog', { name: 'Margherita' });
    const user = userEvent.setup();
    const plus = within(popup).getByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    await user.click(plus);
    expect(within(popup).getByRole('group', { name: 'Quantity' })).toHaveTextContent('03');
    await user.click(plus);
    expect(await screen.findByText('Out of Limits.')).toBeInTheDocument();
    expect(within(popup).getByRole('group', { name: 'Quantity' })).toHaveTextContent('03');
  });
});

describe('pharmacy items in the shop-style modal', () => {
  it('show the generic names and the prescription-required flag', async () => {
    const medicine = {
      ...soapItem,
      ...allDay,
      name: 'Napa Extra',
      module_type: 'pharmacy',
      generic_name: ['Paracetamol', 'Caffeine'],
      is_prescription_required: 1,
      variations: [],
      choice_options: [],
      food_variations: [],
      add_ons: [],
      tags: [],
      images_full_url: [],
      store_discount: 0,
      store_details: makeStore(9, 'Lazz Pharma', 1, { slug: 'lazz-pharma' }),
    };
    await renderPopup(medicine);
    const modal = await screen.findByRole('dialog', { name: 'Napa Extra' });
    expect(modal).toHaveTextContent('Generic name: Paracetamol, Caffeine');
    expect(within(modal).getByText('Prescription required')).toBeInTheDocument();
  });
});

describe('the product gallery', () => {
  it('magnifies the picture where the pointer rests, and stops when it leaves', async () => {
    const { container } = await renderWithProviders(<ProductGallery name="Saree" images={['/a.svg', '/b.svg']} />);
    const main = screen.getByTitle('Move the pointer over the picture to magnify it');
    main.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100 }) as DOMRect;
    fireEvent.pointerMove(main, { clientX: 50, clientY: 75 });
    const lens = container.querySelector<HTMLElement>('[aria-hidden="true"][style]');
    expect(lens).not.toBeNull();
    expect(lens!.style.backgroundPosition).toBe('25% 75%');
    expect(lens!.style.backgroundImage).toContain('/a.svg');
    fireEvent.pointerLeave(main);
    expect(container.querySelector('[aria-hidden="true"][style]')).toBeNull();
  });
});
