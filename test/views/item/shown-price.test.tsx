// One rule for the shown price (spec part 2 §9): the product card and the item popup's facts show the unit price of
// the shared pricing module after the store's running discount (percent), which replaces the item's own discount
// (percent or amount); the original is struck through only when the price is lower. Expectations computed by hand.
import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { itemCard } from '../../../src/features/home/card-model.ts';
import { ProductCard } from '../../../src/features/home/product-card.tsx';
import { ItemSummary } from '../../../src/features/item/item-summary.tsx';
import { FakeApi, config, json, makeItem } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';

beforeEach(() => {
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('module', JSON.stringify({ id: 1, module_type: 'grocery', module_name: 'Grocery' }));
  new FakeApi()
    .on('GET /api/v1/config', json(config()))
    .on('GET /api/v1/customer/cart/list', json([]))
    .on('GET /api/v1/customer/wish-list', json({ item: [], store: [] }));
});

// price 200 throughout
const cases = [
  { name: 'no discount', over: { discount: 0, discount_type: 'percent', store_discount: 0 }, shown: '$200.00' },
  { name: 'item 10 percent', over: { discount: 10, discount_type: 'percent', store_discount: 0 }, shown: '$180.00' },
  { name: 'item amount 15', over: { discount: 15, discount_type: 'amount', store_discount: 0 }, shown: '$185.00' },
  { name: 'item amount above the price', over: { discount: 250, discount_type: 'amount' }, shown: '$0.00' },
  // the store's 20 % replaces the item's own discount: 200 − 40
  {
    name: 'store 20 % over item 10 %',
    over: { discount: 10, discount_type: 'percent', store_discount: 20 },
    shown: '$160.00',
  },
  {
    name: 'store 20 % over item amount 15',
    over: { discount: 15, discount_type: 'amount', store_discount: 20 },
    shown: '$160.00',
  },
  {
    name: 'store 12.5 % alone',
    over: { discount: 0, discount_type: 'amount', store_discount: 12.5 },
    shown: '$175.00',
  },
] as const;

describe('the shown price', () => {
  it.each(cases.map((c) => [c.name, c] as const))('product card: %s', async (_n, c) => {
    const item = makeItem(7, 'Olive oil', { price: 200, ...c.over });
    await renderWithProviders(<ProductCard card={itemCard(item, false)} />);
    const card = screen.getByRole('article', { name: 'Olive oil' });
    const price = within(card).getByText(c.shown, { selector: 'strong' });
    expect(price).toBeInTheDocument();
    if (c.shown === '$200.00') expect(within(card).queryByText(/^Original price/)).toBeNull();
    else expect(within(card).getByText('Original price $200.00')).toBeInTheDocument();
  });

  it.each(cases.map((c) => [c.name, c] as const))('item popup facts: %s', async (_n, c) => {
    const item = makeItem(7, 'Olive oil', { price: 200, ...c.over });
    await renderWithProviders(<ItemSummary item={item} campaign />);
    const price = await screen.findByText(c.shown, { selector: 'strong' });
    const line = price.closest('p')!;
    if (c.shown === '$200.00') expect(within(line).queryByText(/^Original price/)).toBeNull();
    else expect(within(line).getByText('Original price $200.00')).toBeInTheDocument();
  });

  it('the card and the popup agree on a shop item with variations (base price, no variation chosen)', async () => {
    const item = makeItem(8, 'Shirt', {
      price: 50,
      discount: 5,
      discount_type: 'amount',
      store_discount: 0,
      variations: [{ type: 'L', price: 60, stock: 3 }],
    } as never);
    await renderWithProviders(
      <>
        <ProductCard card={itemCard(item, false)} />
        <ItemSummary item={item} campaign />
      </>,
    );
    // 50 − 5 on both
    expect(await screen.findAllByText('$45.00', { selector: 'strong' })).toHaveLength(2);
  });
});
