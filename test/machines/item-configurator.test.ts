import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { cartLineToUpdate } from '../../machines/item-configurator.start.ts';
import {
  itemConfiguratorMachine,
  type ItemConfiguratorContext,
  type ItemConfiguratorEmitted,
} from '../../machines/item-configurator.machine.ts';
import type { CartLine, ConfigurableItem, ItemSelection } from '../../domain/item-options.ts';
import { cart as en } from '../../src/i18n/en/cart.ts';
import { describePath, machineCoverage, transitionPaths } from '../support/machine-paths.ts';
import { addedCart, itemConfiguratorPaths } from './item-configurator.paths.ts';
import { replaySteps, type Step } from '../support/machine-paths.ts';
import {
  campaignBurger,
  freeSample,
  pizza,
  pizzaLine,
  soapLine,
  tshirt,
  tshirtLine,
  tshirtStock,
} from './shop-fixtures.ts';

type Snap = Step<typeof itemConfiguratorMachine>['before'];
type Toast = Extract<ItemConfiguratorEmitted, { type: 'toast' }>;

const settle = () => new Promise((r) => setTimeout(r, 5));
const open = { availableNow: true, scheduleOrder: false, from: '10:00', to: '22:00' };

/** The English text of a catalogue toast, interpolated as i18next does. */
function textOf(toast: EventObject): string {
  const t = toast as Toast;
  if ('text' in t) return t.text;
  return Object.entries(t.params ?? {}).reduce(
    (s, [k, v]) => s.replace(`{{${k}}}`, String(v)),
    en.messages[t.message] as string,
  );
}

// ---- the test's own reading of the spec (written out, not taken from domain) ----

const colours = ['Red', 'SkyBlue'];
const sizes = ['M', 'L'];
const stockOf = (item: ConfigurableItem, s: ItemSelection) =>
  item === tshirt
    ? tshirtStock[s.choiceIndexes[0]][s.choiceIndexes[1]]
    : item.module_type === 'food'
      ? Infinity
      : item.stock;
const priceOf = (item: ConfigurableItem, s: ItemSelection) =>
  item === tshirt ? tshirt.variations.find((v) => v.type === variationType(s))!.price : item.price;
const variationType = (s: ItemSelection) => `${colours[s.choiceIndexes[0]]}-${sizes[s.choiceIndexes[1]]}`;

/** The cart payload part the selection must produce (part 1 §3 "Cart add payload"). */
function expectedPayload(item: ConfigurableItem, s: ItemSelection) {
  const variation: unknown[] = [];
  item.food_variations.forEach((group, i) => {
    if (s.foodChoices[i].length)
      variation.push({ name: group.name, values: { label: s.foodChoices[i].map((o) => group.values[o].label) } });
  });
  if (item === tshirt) variation.push({ type: variationType(s), price: priceOf(item, s) });
  return {
    item_id: item.id,
    model: item.available_date_starts ? 'ItemCampaign' : 'Item',
    quantity: s.quantity,
    variation,
    add_on_ids: s.addOns.map((a) => a.id),
    add_on_qtys: s.addOns.map((a) => a.quantity),
  };
}

/** Whether the selection may be added (required groups chosen, multi counts in range, quantity within limits). */
function isAddable(item: ConfigurableItem, s: ItemSelection): boolean {
  const groupsOk = item.food_variations.every((g, i) => {
    const n = s.foodChoices[i].length;
    if (g.required === 'on' && n === 0) return false;
    if (g.type === 'multi' && (g.required === 'on' || n > 0)) return n >= Number(g.min) && n <= Number(g.max);
    return true;
  });
  const max = item.maximum_cart_quantity;
  return groupsOk && stockOf(item, s) > 0 && (!max || s.quantity <= max) && s.quantity <= stockOf(item, s);
}

/** The cart line the configurator edits, for the fixtures: the opened line, or the tshirt's Red-M line. */
const lineOf = (c: ItemConfiguratorContext): CartLine | undefined =>
  c.editingLineId !== null
    ? c.cart.find((l) => l.id === c.editingLineId)
    : c.item === tshirt && variationType(c.selection) === 'Red-M'
      ? c.cart.find((l) => l.id === tshirtLine.id)
      : undefined;

/** What each step must have done, by event (spec part 1 §4, §5; part 2 §4, §5). */
function checkStep({ before, event, after, emitted, started }: Step<typeof itemConfiguratorMachine>) {
  const b = before.context;
  const a = after.context;
  const item = b.item!;
  const toasts = emitted.filter((e) => e.type === 'toast') as Toast[];
  const unchangedSelection = () => expect(a.selection).toEqual(b.selection);
  const problemShown = () => {
    expect(toasts).toHaveLength(1);
    expect(toasts[0].tone).toBe('error');
    expect(isAddable(item, b.selection)).toBe(false);
    expect(started).toEqual([]);
  };
  switch (event.type) {
    case 'OPEN': {
      const e = event as unknown as { item: ConfigurableItem; availability: typeof open; line?: CartLine };
      expect(a.item).toBe(e.item);
      const expected = e.item.available_date_starts
        ? 'campaign'
        : e.availability.availableNow || e.availability.scheduleOrder
          ? 'ordering'
          : 'unavailable';
      expect(after.hasTag(expected)).toBe(true);
      if (e.line === pizzaLine)
        expect(a.selection).toEqual({
          foodChoices: [[1], [0, 2]],
          choiceIndexes: [],
          addOns: [{ id: 102, quantity: 3 }],
          quantity: 2,
        });
      else if (e.item === tshirt)
        expect(a.selection).toEqual({ foodChoices: [], choiceIndexes: [0, 0], addOns: [], quantity: 1 });
      else
        expect(a.selection).toEqual({
          foodChoices: e.item.food_variations.map(() => []),
          choiceIndexes: [],
          addOns: [],
          quantity: 1,
        });
      expect(emitted).toEqual([]);
      return;
    }
    case 'CLOSE':
      expect(after.value).toBe('closed');
      expect(a.item).toBeNull();
      return;
    case 'SELECT_FOOD_OPTION': {
      const { groupIndex: g, optionIndex: o } = event as unknown as { groupIndex: number; optionIndex: number };
      const was = b.selection.foodChoices[g];
      const expected =
        item.food_variations[g].type === 'single'
          ? was.includes(o)
            ? []
            : [o]
          : was.includes(o)
            ? was.filter((x) => x !== o)
            : [...was, o].sort();
      expect(a.selection.foodChoices[g]).toEqual(expected);
      expect(a.selection.quantity).toBe(b.selection.quantity);
      return;
    }
    case 'SELECT_CHOICE_OPTION': {
      const { choiceIndex, optionIndex } = event as unknown as { choiceIndex: number; optionIndex: number };
      expect(a.selection.choiceIndexes[choiceIndex]).toBe(optionIndex);
      expect(a.selection.quantity).toBe(1);
      return;
    }
    case 'TOGGLE_ADD_ON':
    case 'INCREMENT_ADD_ON':
    case 'DECREMENT_ADD_ON': {
      const { id } = event as unknown as { id: number };
      const was = b.selection.addOns.find((x) => x.id === id)?.quantity ?? 0;
      const now = a.selection.addOns.find((x) => x.id === id)?.quantity ?? 0;
      const expected =
        event.type === 'TOGGLE_ADD_ON' ? (was ? 0 : 1) : was ? was + (event.type === 'INCREMENT_ADD_ON' ? 1 : -1) : 0;
      expect(now).toBe(expected);
      return;
    }
    case 'INCREMENT': {
      const q = b.selection.quantity;
      const max = item.maximum_cart_quantity;
      if (max && q >= max) {
        expect(toasts.map(textOf)).toEqual(['Out of Limits.']);
        unchangedSelection();
      } else if (q >= stockOf(item, b.selection)) {
        expect(toasts.map(textOf)).toEqual(['Out of Stock.']);
        unchangedSelection();
      } else {
        expect(a.selection.quantity).toBe(q + 1);
        expect(toasts).toEqual([]);
      }
      return;
    }
    case 'DECREMENT': {
      const q = b.selection.quantity;
      expect(a.selection.quantity).toBe(q > 1 && priceOf(item, b.selection) > 0 ? q - 1 : q);
      return;
    }
    case 'ADD_TO_CART': {
      const line = lineOf(b);
      if (after.matches({ saving: { adding: 'toCart' } })) {
        expect(isAddable(item, b.selection)).toBe(true);
        expect(line).toBeUndefined();
        expect(b.cart.every((l) => l.item.store_id === item.store_id)).toBe(true);
        expect(started).toEqual([{ src: 'addToCart', input: expectedPayload(item, b.selection) }]);
      } else if (after.matches({ saving: 'updating' })) {
        expect(isAddable(item, b.selection)).toBe(true);
        expect(started).toEqual([
          { src: 'updateCart', input: { ...expectedPayload(item, b.selection), cart_id: line!.id } },
        ]);
      } else if (after.matches({ open: 'confirmingStoreConflict' })) {
        expect(isAddable(item, b.selection)).toBe(true);
        expect(b.cart.some((l) => l.item.store_id !== item.store_id)).toBe(true);
        expect(started).toEqual([]);
      } else if (toasts[0]?.tone === 'warning') {
        expect(toasts.map(textOf)).toEqual(['No changes found to update.']);
        expect(line).toBeDefined();
        expect(b.selection.quantity).toBe(line!.quantity);
      } else problemShown();
      return;
    }
    case 'BUY_NOW':
    case 'ORDER_NOW': {
      if (event.type === 'ORDER_NOW' && !b.hasToken) {
        expect(toasts.map(textOf)).toEqual(['Please log in to order this campaign item.']);
        expect(after.hasTag('campaign')).toBe(true);
      } else if (after.value === 'closed') {
        expect(isAddable(item, b.selection)).toBe(true);
        expect(emitted).toEqual([
          {
            type: 'checkout',
            page: event.type === 'BUY_NOW' ? 'buy_now' : 'campaign',
            selection: expectedPayload(item, b.selection),
          },
        ]);
      } else problemShown();
      return;
    }
    case 'CONFIRM_CLEAR_CART':
      expect(started).toEqual([{ src: 'clearCart', input: undefined }]);
      return;
    case 'CANCEL_CLEAR_CART':
      expect(after.hasTag('ordering')).toBe(true);
      expect(started).toEqual([]);
      return;
    case 'xstate.done.actor.addToCart':
    case 'xstate.done.actor.updateCart': {
      const output = (event as unknown as { output: CartLine[] }).output;
      expect(after.value).toBe('closed');
      expect(emitted[0]).toEqual({ type: 'cartChanged', cart: output });
      const expected = {
        'xstate.done.actor.addToCart': before.matches({ saving: { adding: 'afterClear' } })
          ? { tone: 'success', message: 'cartReplaced', durationMs: 5000 }
          : { tone: 'success', message: 'itemAdded' },
        'xstate.done.actor.updateCart': { tone: 'success', message: 'itemUpdated' },
      }[event.type];
      expect(emitted.slice(1)).toEqual([{ type: 'toast', ...expected }]);
      return;
    }
    case 'xstate.done.actor.clearCart':
      expect(emitted).toEqual([{ type: 'cartChanged', cart: [] }]);
      expect(after.matches({ saving: { adding: 'afterClear' } })).toBe(true);
      expect(started).toEqual([{ src: 'addToCart', input: expectedPayload(item, b.selection) }]);
      return;
    default: {
      // xstate.error.actor.*: the server's message, back to the popup with everything kept
      const error = (event as unknown as { error: Error }).error;
      expect(event.type.startsWith('xstate.error.actor.')).toBe(true);
      expect(emitted).toEqual([{ type: 'toast', tone: 'error', text: error.message }]);
      expect(after.hasTag('ordering')).toBe(true);
      unchangedSelection();
    }
  }
}

function run(actors: Record<string, (input: unknown) => Promise<CartLine[]>> = {}) {
  const calls: { src: string; input: unknown }[] = [];
  const emitted: ItemConfiguratorEmitted[] = [];
  const provided = Object.fromEntries(
    Object.entries(actors).map(([src, fn]) => [
      src,
      fromPromise(({ input }: { input: unknown }) => (calls.push({ src, input }), fn(input))),
    ]),
  );
  const actor = createActor(itemConfiguratorMachine.provide({ actors: provided })).start();
  actor.on('*', (e) => void emitted.push(e));
  const toasts = () => emitted.filter((e) => e.type === 'toast').map(textOf);
  return { actor, calls, emitted, toasts, snap: (): Snap => actor.getSnapshot() };
}

describe('item configurator machine', () => {
  const paths = transitionPaths(itemConfiguratorPaths);
  // Every path with at least one event (the initial state is checked on its own below).
  const walks = paths.filter((p) => describePath(p) !== '(initial)');

  it('starts closed, with no item', () => {
    expect(run().snap().value).toBe('closed');
    expect(run().snap().context.item).toBeNull();
  });

  it('covers every transition', () => {
    const coverage = machineCoverage(itemConfiguratorPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it.each(walks.map((p) => [describePath(p), p] as const))(
    'path %s behaves as the spec says at every step',
    (_n, path) => {
      for (const step of replaySteps({ machine: itemConfiguratorMachine }, path)) checkStep(step);
    },
  );

  it("a required group without a selection: 'Variation Size can not remain without selection.'; then adds with variations and add-ons", async () => {
    const { actor, calls, toasts, emitted, snap } = run({ addToCart: async () => addedCart });
    actor.send({ type: 'OPEN', item: pizza, availability: open, hasToken: false, cart: [] });
    actor.send({ type: 'ADD_TO_CART' });
    expect(toasts()).toEqual(['Variation Size can not remain without selection.']);
    actor.send({ type: 'SELECT_FOOD_OPTION', groupIndex: 0, optionIndex: 1 });
    actor.send({ type: 'TOGGLE_ADD_ON', id: 101 });
    actor.send({ type: 'INCREMENT_ADD_ON', id: 101 });
    actor.send({ type: 'TOGGLE_ADD_ON', id: 102 });
    actor.send({ type: 'ADD_TO_CART' });
    expect(snap().hasTag('busy')).toBe(true);
    expect(calls).toEqual([
      {
        src: 'addToCart',
        input: {
          item_id: 11,
          model: 'Item',
          quantity: 1,
          variation: [{ name: 'Size', values: { label: ['Large'] } }],
          add_on_ids: [101, 102],
          add_on_qtys: [2, 1],
        },
      },
    ]);
    await settle();
    expect(snap().value).toBe('closed');
    expect(emitted).toContainEqual({ type: 'cartChanged', cart: addedCart });
    expect(toasts().at(-1)).toBe('Item added to cart');
  });

  it('a multi group outside its range: the min/max message names the group', () => {
    const { actor, toasts } = run();
    actor.send({ type: 'OPEN', item: pizza, availability: open, hasToken: false, cart: [] });
    actor.send({ type: 'SELECT_FOOD_OPTION', groupIndex: 0, optionIndex: 0 });
    for (const o of [0, 1, 2]) actor.send({ type: 'SELECT_FOOD_OPTION', groupIndex: 1, optionIndex: o });
    actor.send({ type: 'BUY_NOW' });
    expect(toasts()).toEqual(['Selected variation named Toppings must be in between Minimum 1 and Maximum 2.']);
  });

  it('single choice: clicking the chosen option deselects it, another replaces it', () => {
    const { actor, snap } = run();
    actor.send({ type: 'OPEN', item: pizza, availability: open, hasToken: false, cart: [] });
    actor.send({ type: 'SELECT_FOOD_OPTION', groupIndex: 0, optionIndex: 0 });
    actor.send({ type: 'SELECT_FOOD_OPTION', groupIndex: 0, optionIndex: 1 });
    expect(snap().context.selection.foodChoices[0]).toEqual([1]);
    actor.send({ type: 'SELECT_FOOD_OPTION', groupIndex: 0, optionIndex: 1 });
    expect(snap().context.selection.foodChoices[0]).toEqual([]);
  });

  it('add-on minus is disabled at 0 / unchecked; checking sets 1, unchecking 0', () => {
    const { actor, snap } = run();
    actor.send({ type: 'OPEN', item: pizza, availability: open, hasToken: false, cart: [] });
    expect(snap().can({ type: 'DECREMENT_ADD_ON', id: 101 })).toBe(false);
    expect(snap().can({ type: 'INCREMENT_ADD_ON', id: 101 })).toBe(false);
    actor.send({ type: 'TOGGLE_ADD_ON', id: 101 });
    expect(snap().context.selection.addOns).toEqual([{ id: 101, quantity: 1 }]);
    expect(snap().can({ type: 'DECREMENT_ADD_ON', id: 101 })).toBe(true);
    actor.send({ type: 'TOGGLE_ADD_ON', id: 101 });
    expect(snap().context.selection.addOns).toEqual([]);
  });

  it('e-commerce: a sold-out variation blocks buy and add; the stock and the maximum limit the quantity', () => {
    const { actor, toasts, snap, calls } = run();
    actor.send({ type: 'OPEN', item: tshirt, availability: open, hasToken: true, cart: [] });
    actor.send({ type: 'SELECT_CHOICE_OPTION', choiceIndex: 1, optionIndex: 1 }); // Red-L: stock 0
    actor.send({ type: 'ADD_TO_CART' });
    actor.send({ type: 'BUY_NOW' });
    expect(toasts()).toEqual([
      'This variation is out of stock. Choose another variation to proceed further.',
      'This variation is out of stock. Choose another variation to proceed further.',
    ]);
    actor.send({ type: 'SELECT_CHOICE_OPTION', choiceIndex: 1, optionIndex: 0 }); // Red-M: stock 2
    actor.send({ type: 'INCREMENT' });
    actor.send({ type: 'INCREMENT' });
    expect(snap().context.selection.quantity).toBe(2);
    expect(toasts().at(-1)).toBe('Out of Stock.');
    actor.send({ type: 'SELECT_CHOICE_OPTION', choiceIndex: 0, optionIndex: 1 }); // Sky Blue-M: stock 10, max 5
    expect(snap().context.selection.quantity).toBe(1); // picking a variation resets the quantity
    for (let i = 0; i < 5; i++) actor.send({ type: 'INCREMENT' });
    expect(snap().context.selection.quantity).toBe(5);
    expect(toasts().at(-1)).toBe('Out of Limits.');
    expect(calls).toEqual([]);
  });

  it('Buy Now goes to checkout (page=buy_now) with the chosen variation', () => {
    const { actor, emitted, snap } = run();
    actor.send({ type: 'OPEN', item: tshirt, availability: open, hasToken: true, cart: [] });
    actor.send({ type: 'SELECT_CHOICE_OPTION', choiceIndex: 0, optionIndex: 1 });
    actor.send({ type: 'BUY_NOW' });
    expect(emitted).toEqual([
      {
        type: 'checkout',
        page: 'buy_now',
        selection: {
          item_id: 21,
          model: 'Item',
          quantity: 1,
          variation: [{ type: 'SkyBlue-M', price: 21 }],
          add_on_ids: [],
          add_on_qtys: [],
        },
      },
    ]);
    expect(snap().value).toBe('closed');
  });

  it("the item in the cart: an unchanged update warns 'No changes found to update.'; a change updates the line", async () => {
    const updated = [{ ...tshirtLine, quantity: 2 }];
    const { actor, toasts, calls, snap } = run({ updateCart: async () => updated });
    actor.send({ type: 'OPEN', item: tshirt, availability: open, hasToken: true, cart: [tshirtLine] });
    actor.send({ type: 'ADD_TO_CART' });
    expect(toasts()).toEqual(['No changes found to update.']);
    actor.send({ type: 'INCREMENT' });
    actor.send({ type: 'ADD_TO_CART' });
    expect(calls).toEqual([
      {
        src: 'updateCart',
        input: {
          cart_id: 7,
          item_id: 21,
          model: 'Item',
          quantity: 2,
          variation: [{ type: 'Red-M', price: 20 }],
          add_on_ids: [],
          add_on_qtys: [],
        },
      },
    ]);
    await settle();
    expect(toasts().at(-1)).toBe('Item updated successfully');
    expect(snap().value).toBe('closed');
  });

  it('the button reads Update to cart while the item and its variation are in the cart, else Add to cart', () => {
    const { actor, snap } = run();
    actor.send({ type: 'OPEN', item: tshirt, availability: open, hasToken: true, cart: [tshirtLine] });
    expect(cartLineToUpdate(snap().context)).toBe(tshirtLine);
    actor.send({ type: 'SELECT_CHOICE_OPTION', choiceIndex: 0, optionIndex: 1 });
    expect(cartLineToUpdate(snap().context)).toBeUndefined();
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN', item: pizza, availability: open, hasToken: true, cart: [soapLine] });
    expect(cartLineToUpdate(snap().context)).toBeUndefined();
  });

  it('an item of another store: the clear-cart confirmation; continuing clears, adds and says so for 5000 ms', async () => {
    const { actor, calls, emitted, snap } = run({ clearCart: async () => [], addToCart: async () => addedCart });
    actor.send({ type: 'OPEN', item: pizza, availability: open, hasToken: false, cart: [soapLine] });
    actor.send({ type: 'SELECT_FOOD_OPTION', groupIndex: 0, optionIndex: 0 });
    actor.send({ type: 'ADD_TO_CART' });
    expect(snap().hasTag('confirming')).toBe(true);
    actor.send({ type: 'CANCEL_CLEAR_CART' });
    expect(snap().hasTag('ordering')).toBe(true);
    actor.send({ type: 'ADD_TO_CART' });
    actor.send({ type: 'CONFIRM_CLEAR_CART' });
    await settle();
    expect(calls.map((c) => c.src)).toEqual(['clearCart', 'addToCart']);
    expect(emitted.filter((e) => e.type === 'toast')).toEqual([
      { type: 'toast', tone: 'success', message: 'cartReplaced', durationMs: 5000 },
    ]);
    expect(textOf(emitted.at(-1)!)).toBe(
      'Your cart has been cleared successfully. And selected item added to the cart.',
    );
    expect(snap().value).toBe('closed');
  });

  it('campaign items: one Order Now; without a token an error toast asks to log in; with one → checkout?page=campaign', () => {
    const guest = run();
    guest.actor.send({ type: 'OPEN', item: campaignBurger, availability: open, hasToken: false, cart: [] });
    expect(guest.snap().can({ type: 'ADD_TO_CART' })).toBe(false);
    expect(guest.snap().can({ type: 'BUY_NOW' })).toBe(false);
    guest.actor.send({ type: 'ORDER_NOW' });
    expect(guest.toasts()).toEqual(['Please log in to order this campaign item.']);
    const customer = run();
    customer.actor.send({ type: 'OPEN', item: campaignBurger, availability: open, hasToken: true, cart: [] });
    customer.actor.send({ type: 'SELECT_FOOD_OPTION', groupIndex: 0, optionIndex: 1 });
    customer.actor.send({ type: 'ORDER_NOW' });
    expect(customer.emitted).toEqual([
      {
        type: 'checkout',
        page: 'campaign',
        selection: {
          item_id: 31,
          model: 'ItemCampaign',
          quantity: 1,
          variation: [{ name: 'Patty', values: { label: ['Double'] } }],
          add_on_ids: [],
          add_on_qtys: [],
        },
      },
    ]);
  });

  it('outside the window without schedule_order only the Not Available now notice shows; with it, Buy Now and Add', () => {
    const closedNow = { availableNow: false, scheduleOrder: false, from: '10:00', to: '14:30' };
    const a = run();
    a.actor.send({ type: 'OPEN', item: pizza, availability: closedNow, hasToken: false, cart: [] });
    expect(a.snap().hasTag('unavailable')).toBe(true);
    expect(a.snap().context.availability).toEqual(closedNow);
    expect(a.snap().can({ type: 'ADD_TO_CART' })).toBe(false);
    expect(a.snap().can({ type: 'BUY_NOW' })).toBe(false);
    const b = run();
    b.actor.send({
      type: 'OPEN',
      item: pizza,
      availability: { ...closedNow, scheduleOrder: true },
      hasToken: false,
      cart: [],
    });
    expect(b.snap().can({ type: 'ADD_TO_CART' })).toBe(true);
    expect(b.snap().can({ type: 'BUY_NOW' })).toBe(true);
  });

  it('the quantity minus is disabled at 1 and when the price is 0', () => {
    const { actor, snap } = run();
    actor.send({ type: 'OPEN', item: freeSample, availability: open, hasToken: false, cart: [] });
    actor.send({ type: 'INCREMENT' });
    expect(snap().context.selection.quantity).toBe(2);
    expect(snap().can({ type: 'DECREMENT' })).toBe(false); // price 0
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN', item: pizza, availability: open, hasToken: false, cart: [] });
    expect(snap().can({ type: 'DECREMENT' })).toBe(false); // at 1
    actor.send({ type: 'INCREMENT' });
    expect(snap().can({ type: 'DECREMENT' })).toBe(true);
  });

  it("a failed add shows the server's message and keeps the popup and the choices", async () => {
    const { actor, toasts, snap } = run({
      addToCart: () => Promise.reject(new Error('Item already exists in the cart.')),
    });
    actor.send({ type: 'OPEN', item: pizza, availability: open, hasToken: false, cart: [] });
    actor.send({ type: 'SELECT_FOOD_OPTION', groupIndex: 0, optionIndex: 0 });
    actor.send({ type: 'ADD_TO_CART' });
    await settle();
    expect(toasts()).toEqual(['Item already exists in the cart.']);
    expect(snap().hasTag('ordering')).toBe(true);
    expect(snap().context.selection.foodChoices[0]).toEqual([0]);
  });

  it('the placeholder actors reject: an unbound add fails loudly', async () => {
    const { actor, toasts } = run();
    actor.send({ type: 'OPEN', item: pizza, availability: open, hasToken: false, cart: [] });
    actor.send({ type: 'SELECT_FOOD_OPTION', groupIndex: 0, optionIndex: 0 });
    actor.send({ type: 'ADD_TO_CART' });
    await settle();
    expect(toasts()).toEqual(['addToCart is not provided']);
  });

  it('every message the flow emits is in the English catalogue', () => {
    const keys = new Set<string>();
    for (const path of paths)
      for (const step of replaySteps({ machine: itemConfiguratorMachine }, path))
        for (const e of step.emitted) if (e.type === 'toast' && 'message' in e) keys.add(String(e.message));
    for (const key of keys) expect(en.messages, key).toHaveProperty(key);
    expect([...keys].sort()).toEqual(
      [
        'cartReplaced',
        'itemAdded',
        'itemUpdated',
        'loginToOrder',
        'noChanges',
        'outOfLimits',
        'outOfStock',
        'variationOutOfStock',
        'variationRange',
        'variationRequired',
      ].sort(),
    );
  });
});
