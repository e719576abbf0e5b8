import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableStock,
  cartSelection,
  cartStoreId,
  chosenVariation,
  defaultSelection,
  foodVariationProblem,
  groupRange,
  isFromAnotherStore,
  isRequiredGroup,
  isUnchanged,
  lineQuantityUpdate,
  matchingCartLine,
  needsOptions,
  selectionOfLine,
  selectionProblem,
  stepAddOn,
  toggleAddOn,
  toggleFoodOption,
  variationKey,
  type CartLine,
  type FoodVariationGroup,
  type ItemSelection,
} from '../../domain/item-options.ts';
import { lineOfItem } from '../../domain/cart-line.ts';
import { cartMessageKeys, serverMessage } from '../../domain/cart-messages.ts';
import { cart as en } from '../../src/i18n/en/cart.ts';
import {
  CAMPAIGN,
  campaignBurger,
  pizza,
  pizzaLine,
  soap,
  soapLine,
  tshirt,
  tshirtLine,
} from '../machines/shop-fixtures.ts';

const groups = pizza.food_variations;
const select = (over: Partial<ItemSelection>, item = pizza): ItemSelection => ({ ...defaultSelection(item), ...over });

describe('food variations (spec part 1 §4, §5)', () => {
  it('single choice: clicking the chosen option deselects it; another replaces it', () => {
    expect(toggleFoodOption(groups, [[], []], 0, 1)).toEqual([[1], []]);
    expect(toggleFoodOption(groups, [[1], []], 0, 0)).toEqual([[0], []]);
    expect(toggleFoodOption(groups, [[0], []], 0, 0)).toEqual([[], []]);
  });

  it('multi choice: each option toggles (kept in option order)', () => {
    expect(toggleFoodOption(groups, [[], [2]], 1, 0)).toEqual([[], [0, 2]]);
    expect(toggleFoodOption(groups, [[], [0, 2]], 1, 2)).toEqual([[], [0]]);
  });

  it('ignores an option that does not exist', () => {
    const choices = [[0], []];
    expect(toggleFoodOption(groups, choices, 1, 9)).toBe(choices);
    expect(toggleFoodOption(groups, choices, 5, 0)).toBe(choices);
  });

  it('property: toggling a multi option twice changes nothing; choices stay unique, sorted and in range', () => {
    fc.assert(
      fc.property(fc.subarray([0, 1, 2]), fc.integer({ min: 0, max: 2 }), (chosen, option) => {
        const start = [[], chosen];
        const once = toggleFoodOption(groups, start, 1, option);
        expect(toggleFoodOption(groups, once, 1, option)).toEqual(start);
        expect(once[1]).toEqual([...new Set(once[1])].sort((a, b) => a - b));
        expect(once[1].every((o) => o >= 0 && o < 3)).toBe(true);
      }),
    );
  });

  it("a required group without a selection: 'Variation {name} can not remain without selection.'", () => {
    expect(foodVariationProblem(groups, [[], []])).toEqual({ message: 'variationRequired', params: { name: 'Size' } });
  });

  it('a multi group outside min..max names the group and its range (string min / max read as numbers)', () => {
    expect(foodVariationProblem(groups, [[0], [0, 1, 2]])).toEqual({
      message: 'variationRange',
      params: { name: 'Toppings', min: 1, max: 2 },
    });
    expect(groupRange(groups[1])).toEqual({ min: 1, max: 2 });
  });

  it('an optional multi group with no choice is fine; with a choice it must stay in range', () => {
    expect(foodVariationProblem(groups, [[0], []])).toBeNull();
    expect(foodVariationProblem(groups, [[0], [1]])).toBeNull();
    const atLeastTwo: FoodVariationGroup[] = [{ ...groups[1], min: 2, max: 3 }];
    expect(foodVariationProblem(atLeastTwo, [[1]])).toEqual({
      message: 'variationRange',
      params: { name: 'Toppings', min: 2, max: 3 },
    });
    const requiredMulti: FoodVariationGroup[] = [{ ...groups[1], required: 'on', min: 2, max: 3 }];
    expect(foodVariationProblem(requiredMulti, [[]])).toEqual({
      message: 'variationRequired',
      params: { name: 'Toppings' },
    });
  });

  it('groups are labelled (required) when required is on, else (optional)', () => {
    expect(isRequiredGroup(groups[0])).toBe(true);
    expect(isRequiredGroup(groups[1])).toBe(false);
  });
});

describe('e-commerce variations and stock (spec part 2 §5)', () => {
  it('the variation key is the chosen options joined by "-", spaces removed', () => {
    expect(variationKey(tshirt.choice_options, [0, 0])).toBe('Red-M');
    expect(variationKey(tshirt.choice_options, [1, 1])).toBe('SkyBlue-L');
  });

  it("the chosen variation's stock limits the quantity; an unknown combination has none", () => {
    expect(chosenVariation(tshirt, [1, 0])).toEqual({ type: 'SkyBlue-M', price: 21, stock: 10 });
    expect(availableStock(tshirt, [0, 0])).toBe(2);
    expect(availableStock({ ...tshirt, variations: tshirt.variations.slice(0, 1) }, [1, 1])).toBe(0);
    expect(availableStock(soap, [])).toBe(2);
  });

  it("a sold-out variation: 'This variation is out of stock. Choose another variation to proceed further.'", () => {
    expect(selectionProblem(tshirt, select({ choiceIndexes: [0, 1] }, tshirt))).toEqual({
      message: 'variationOutOfStock',
    });
  });

  it('a quantity above the stock is Out of Stock., above maximum_cart_quantity Out of Limits.', () => {
    expect(selectionProblem(tshirt, select({ choiceIndexes: [0, 0], quantity: 3 }, tshirt))).toEqual({
      message: 'outOfStock',
    });
    expect(selectionProblem(tshirt, select({ choiceIndexes: [1, 0], quantity: 6 }, tshirt))).toEqual({
      message: 'outOfLimits',
    });
    expect(selectionProblem(tshirt, select({ choiceIndexes: [1, 0], quantity: 5 }, tshirt))).toBeNull();
  });

  it('food items are not held to their stock', () => {
    expect(selectionProblem(pizza, select({ foodChoices: [[0], []], quantity: 3 }))).toBeNull();
    expect(selectionProblem(pizza, select({ foodChoices: [[0], []], quantity: 4 }))).toEqual({
      message: 'outOfLimits',
    });
  });
});

describe('add-ons (spec part 1 §4)', () => {
  it('checking sets quantity 1, unchecking removes it; plus and minus step by 1; minus at 1 unchecks', () => {
    const one = toggleAddOn(pizza, [], 102);
    expect(one).toEqual([{ id: 102, quantity: 1 }]);
    const both = toggleAddOn(pizza, one, 101);
    expect(both).toEqual([
      { id: 101, quantity: 1 },
      { id: 102, quantity: 1 },
    ]); // in the item's order
    expect(stepAddOn(both, 102, 1)).toEqual([
      { id: 101, quantity: 1 },
      { id: 102, quantity: 2 },
    ]);
    expect(stepAddOn(both, 101, -1)).toEqual([{ id: 102, quantity: 1 }]);
    expect(toggleAddOn(pizza, both, 101)).toEqual([{ id: 102, quantity: 1 }]);
  });

  it('an unchecked or unknown add-on does not change', () => {
    expect(stepAddOn([], 101, 1)).toEqual([]);
    expect(toggleAddOn(pizza, [], 999)).toEqual([]);
  });
});

describe('the cart add payload (spec part 1 §3)', () => {
  it('food: the chosen labels per group, add-on ids and quantities side by side', () => {
    const s = select({ foodChoices: [[1], [0, 2]], addOns: [{ id: 102, quantity: 3 }], quantity: 2 });
    expect(cartSelection(pizza, s)).toEqual({
      item_id: 11,
      model: 'Item',
      quantity: 2,
      variation: [
        { name: 'Size', values: { label: ['Large'] } },
        { name: 'Toppings', values: { label: ['Olives', 'Onion'] } },
      ],
      add_on_ids: [102],
      add_on_qtys: [3],
    });
  });

  it('e-commerce: the chosen variation as {type, price}; campaign items as ItemCampaign', () => {
    expect(cartSelection(tshirt, select({ choiceIndexes: [1, 1] }, tshirt)).variation).toEqual([
      { type: 'SkyBlue-L', price: 23 },
    ]);
    expect(cartSelection(campaignBurger, defaultSelection(campaignBurger)).model).toBe('ItemCampaign');
  });

  it('property: a cart line read back gives the selection that made it', () => {
    const selection = fc.record({
      size: fc.subarray([0, 1], { maxLength: 1 }),
      toppings: fc.subarray([0, 1, 2]),
      addOns: fc.subarray([101, 102]),
      qtys: fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 })),
      quantity: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(selection, ({ size, toppings, addOns, qtys, quantity }) => {
        const s: ItemSelection = {
          foodChoices: [size, toppings],
          choiceIndexes: [],
          addOns: addOns.map((id, i) => ({ id, quantity: qtys[i] })),
          quantity,
        };
        const payload = cartSelection(pizza, s);
        const line: CartLine = { ...pizzaLine, ...payload, item_type: 'App\\Models\\Item' };
        expect(selectionOfLine(pizza, line)).toEqual(s);
        expect(isUnchanged(payload, line)).toBe(true);
      }),
    );
  });
});

describe('the cart line to update (spec part 1 §4, part 2 §4)', () => {
  it('an item sold by variation matches the line of the same variation only', () => {
    expect(matchingCartLine(cartSelection(tshirt, select({ choiceIndexes: [0, 0] }, tshirt)), [tshirtLine])).toBe(
      tshirtLine,
    );
    expect(
      matchingCartLine(cartSelection(tshirt, select({ choiceIndexes: [1, 0] }, tshirt)), [tshirtLine]),
    ).toBeUndefined();
  });

  it("a food item matches the item's line whatever its choices; a campaign line is not the item's", () => {
    expect(matchingCartLine(cartSelection(pizza, defaultSelection(pizza)), [soapLine, pizzaLine])).toBe(pizzaLine);
    const campaignLine = { ...pizzaLine, item_id: 31, item_type: CAMPAIGN };
    expect(matchingCartLine(cartSelection(campaignBurger, defaultSelection(campaignBurger)), [campaignLine])).toBe(
      campaignLine,
    );
    expect(
      matchingCartLine(cartSelection(campaignBurger, defaultSelection(campaignBurger)), [
        { ...campaignLine, item_type: 'App\\Models\\Item' },
      ]),
    ).toBeUndefined();
  });

  it('unchanged means same quantity, choices and add-ons (order of add-ons and labels does not matter)', () => {
    const same = {
      ...cartSelection(pizza, selectionOfLine(pizza, pizzaLine)),
      variation: [
        { name: 'Toppings', values: { label: ['Onion', 'Olives'] } },
        { name: 'Size', values: { label: ['Large'] } },
      ],
    };
    expect(isUnchanged(same, pizzaLine)).toBe(true);
    expect(isUnchanged({ ...same, quantity: 3 }, pizzaLine)).toBe(false);
    expect(isUnchanged({ ...same, add_on_qtys: [2] }, pizzaLine)).toBe(false);
    expect(isUnchanged({ ...same, variation: [{ name: 'Size', values: { label: ['Large'] } }] }, pizzaLine)).toBe(
      false,
    );
  });

  it("a product card finds the item's first line; a drawer row its own line", () => {
    const second = { ...soapLine, id: 99 };
    expect(lineOfItem([pizzaLine, soapLine, second], soap, null)).toBe(soapLine);
    expect(lineOfItem([pizzaLine, soapLine, second], soap, 99)).toBe(second);
    expect(lineOfItem([pizzaLine], soap, null)).toBeUndefined();
  });

  it("a quantity change keeps the line's choices and price", () => {
    expect(lineQuantityUpdate(pizzaLine, 3)).toEqual({
      cart_id: 8,
      item_id: 11,
      model: 'Item',
      price: 14,
      quantity: 3,
      variation: pizzaLine.variation,
      add_on_ids: [102],
      add_on_qtys: [3],
    });
  });
});

describe('one store per cart (spec part 1 §4)', () => {
  it("the cart's store is its items' store; an item of another store conflicts, an empty cart never", () => {
    expect(cartStoreId([])).toBeNull();
    expect(cartStoreId([tshirtLine])).toBe(2);
    expect(isFromAnotherStore(1, 2)).toBe(true);
    expect(isFromAnotherStore(2, 2)).toBe(false);
    expect(isFromAnotherStore(1, null)).toBe(false);
  });

  it('items with variations need their options before adding', () => {
    expect(needsOptions(pizza)).toBe(true);
    expect(needsOptions(tshirt)).toBe(true);
    expect(needsOptions(soap)).toBe(false);
  });
});

describe('cart messages', () => {
  it('every message a flow can emit is in the English catalogue, word for word where the spec gives it', () => {
    for (const key of cartMessageKeys) expect(typeof en.messages[key], key).toBe('string');
    expect(en.messages.itemRemoved).toBe('Cart item remove successfully.');
    expect(en.messages.cartReplaced).toBe(
      'Your cart has been cleared successfully. And selected item added to the cart.',
    );
    expect(en.messages.storeConflict).toBe(
      'You have item from another store in cart. If you continue, your all previous item from cart will be removed and this one will be added.',
    );
  });

  it("the server's message: an Error's, 6amMart's first errors[].message, or a string", () => {
    expect(serverMessage(new Error('Out of Stock.'))).toBe('Out of Stock.');
    expect(serverMessage({ errors: [{ code: 'cart_item', message: 'Item already exists in the cart.' }] })).toBe(
      'Item already exists in the cart.',
    );
    expect(serverMessage('Unauthorized')).toBe('Unauthorized');
    expect(serverMessage(null)).toBe('');
  });
});
