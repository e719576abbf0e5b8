import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import {
  cartLineMachine,
  minusRemovesLine,
  type CartLineEmitted,
  type CartLineInput,
} from '../../machines/cart-line.machine.ts';
import type { CartLine, ConfigurableItem } from '../../domain/item-options.ts';
import { cart as en } from '../../src/i18n/en/cart.ts';
import { describePath, machineCoverage, transitionPaths } from '../support/machine-paths.ts';
import { cartLinePaths } from './cart-line.paths.ts';
import { replaySteps, type Step } from '../support/machine-paths.ts';
import { freeSample, freeSampleLine, pizza, pizzaLine, soap, soapLine, tshirt } from './shop-fixtures.ts';

const settle = () => new Promise((r) => setTimeout(r, 5));
type Toast = Extract<CartLineEmitted, { type: 'toast' }>;
const textOf = (e: EventObject) => {
  const t = e as Toast;
  return 'text' in t ? t.text : en.messages[t.message];
};

/** The test's reading of the spec: the item's line (a product card: its first line), and the update body. */
const lineIn = (cart: CartLine[], item: ConfigurableItem) => cart.find((l) => l.item_id === item.id);
const plainAdd = (item: ConfigurableItem) => ({
  item_id: item.id,
  model: 'Item',
  quantity: 1,
  variation: [],
  add_on_ids: [],
  add_on_qtys: [],
});
const update = (line: CartLine, quantity: number) => ({
  cart_id: line.id,
  item_id: line.item_id,
  model: 'Item',
  price: line.price,
  quantity,
  variation: line.variation,
  add_on_ids: line.add_on_ids,
  add_on_qtys: line.add_on_qtys,
});

function checkStep({ before, event, after, emitted, started }: Step<typeof cartLineMachine>) {
  const b = before.context;
  const a = after.context;
  const item = b.item;
  const shows = (cart: CartLine[], it: ConfigurableItem) => {
    const line = lineIn(cart, it);
    expect(after.hasTag(line ? 'inCart' : 'notInCart')).toBe(true);
    expect(a.quantity).toBe(line?.quantity ?? 0);
  };
  switch (event.type) {
    case 'ADD': {
      const { hasLocation } = event as unknown as { hasLocation: boolean };
      if (!hasLocation) expect(emitted).toEqual([{ type: 'locationRequired' }]);
      else if (item === tshirt) expect(emitted).toEqual([{ type: 'openOptions', target: 'productPage' }]);
      else if (item === pizza) expect(emitted).toEqual([{ type: 'openOptions', target: 'itemModal' }]);
      else if (item.stock < 1) expect(emitted.map(textOf)).toEqual(['Out of Stock.']);
      else if (b.cart.some((l) => l.item.store_id !== item.store_id)) {
        expect(after.hasTag('confirming')).toBe(true);
        expect(emitted).toEqual([]);
      } else {
        expect(after.matches({ adding: 'toCart' })).toBe(true);
        expect(started).toEqual([{ src: 'addToCart', input: plainAdd(item) }]);
        return;
      }
      expect(started).toEqual([]);
      return;
    }
    case 'CART_CHANGED': {
      const { cart } = event as unknown as { cart: CartLine[] };
      expect(a.cart).toBe(cart);
      shows(cart, item);
      return;
    }
    case 'ITEM_CHANGED': {
      const changed = (event as unknown as { item: ConfigurableItem }).item;
      expect(a.item).toBe(changed);
      shows(b.cart, changed);
      return;
    }
    case 'CONFIRM_CLEAR_CART':
      expect(started).toEqual([{ src: 'clearCart', input: undefined }]);
      return;
    case 'CANCEL_CLEAR_CART':
      expect(after.value).toBe('notInCart');
      return;
    case 'INCREMENT': {
      const q = b.quantity;
      if (item.maximum_cart_quantity && q >= item.maximum_cart_quantity) {
        expect(emitted.map(textOf)).toEqual(['Out of Limits.']);
        expect(a.quantity).toBe(q);
      } else if (item.module_type !== 'food' && q >= item.stock) {
        expect(emitted.map(textOf)).toEqual(['Out of Stock.']);
        expect(a.quantity).toBe(q);
      } else {
        expect(a.quantity).toBe(q + 1); // shown at once
        expect(started).toEqual([{ src: 'updateLine', input: update(b.line!, q + 1) }]);
      }
      return;
    }
    case 'DECREMENT':
    case 'REMOVE': {
      const q = b.quantity;
      if (event.type === 'REMOVE' || q <= 1) {
        expect(after.value).toBe('removing');
        expect(after.hasTag('notInCart')).toBe(true); // the card shows Add at once
        expect(started).toEqual([{ src: 'removeLine', input: { cart_id: b.line!.id } }]);
      } else {
        expect(a.quantity).toBe(q - 1);
        expect(started).toEqual([{ src: 'updateLine', input: update(b.line!, q - 1) }]);
      }
      return;
    }
    case 'xstate.done.actor.clearCart':
      expect(emitted).toEqual([{ type: 'cartChanged', cart: [] }]);
      expect(started).toEqual([{ src: 'addToCart', input: plainAdd(item) }]);
      return;
    case 'xstate.done.actor.addToCart':
    case 'xstate.done.actor.updateLine':
    case 'xstate.done.actor.removeLine': {
      const output = (event as unknown as { output: CartLine[] }).output;
      expect(a.cart).toBe(output);
      shows(output, item);
      const toast = {
        'xstate.done.actor.addToCart': before.matches({ adding: 'afterClear' })
          ? [{ type: 'toast', tone: 'success', message: 'cartReplaced', durationMs: 5000 }]
          : [{ type: 'toast', tone: 'success', message: 'itemAdded' }],
        'xstate.done.actor.updateLine': [],
        'xstate.done.actor.removeLine': [{ type: 'toast', tone: 'success', message: 'itemRemoved' }],
      }[event.type];
      expect(emitted).toEqual([{ type: 'cartChanged', cart: output }, ...toast]);
      return;
    }
    default: {
      const error = (event as unknown as { error: Error }).error;
      expect(event.type.startsWith('xstate.error.actor.')).toBe(true);
      expect(emitted).toEqual([{ type: 'toast', tone: 'error', text: error.message }]);
      if (event.type === 'xstate.error.actor.updateLine' || event.type === 'xstate.error.actor.removeLine') {
        expect(after.value).toBe('inCart');
        expect(a.quantity).toBe(b.line!.quantity); // rolled back
      } else expect(after.value).toBe('notInCart');
    }
  }
}

function run(input: CartLineInput, actors: Record<string, (input: unknown) => Promise<CartLine[]>> = {}) {
  const calls: { src: string; input: unknown }[] = [];
  const emitted: CartLineEmitted[] = [];
  const provided = Object.fromEntries(
    Object.entries(actors).map(([src, fn]) => [
      src,
      fromPromise(({ input: i }: { input: unknown }) => (calls.push({ src, input: i }), fn(i))),
    ]),
  );
  const actor = createActor(cartLineMachine.provide({ actors: provided }), { input }).start();
  actor.on('*', (e) => void emitted.push(e));
  const toasts = () => emitted.filter((e) => e.type === 'toast').map(textOf);
  return { actor, calls, emitted, toasts, snap: () => actor.getSnapshot() };
}

describe('cart line machine', () => {
  const paths = transitionPaths(cartLinePaths);
  // Every path with at least one event (the initial state is checked on its own below).
  const walks = paths.filter((p) => describePath(p) !== '(initial)');

  it('starts from the cart: Add when the item is not in it, the stepper with its quantity when it is', () => {
    expect(run({ item: soap, cart: [] }).snap().hasTag('notInCart')).toBe(true);
    const inCart = run({ item: soap, cart: [pizzaLine, { ...soapLine, quantity: 2 }] }).snap();
    expect(inCart.hasTag('inCart')).toBe(true);
    expect(inCart.context.quantity).toBe(2);
  });

  it('covers every transition', () => {
    const coverage = machineCoverage(cartLinePaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it.each(walks.map((p) => [describePath(p), p] as const))(
    'path %s behaves as the spec says at every step',
    (_n, path) => {
      for (const step of replaySteps({ machine: cartLineMachine, input: cartLinePaths.input }, path)) checkStep(step);
    },
  );

  it('product card: Add → stepper → minus at 1 reverts to Add, removing the line', async () => {
    let cart: CartLine[] = [];
    const { actor, calls, toasts, snap } = run(
      { item: soap, cart },
      {
        addToCart: async () => (cart = [soapLine]),
        removeLine: async () => (cart = []),
      },
    );
    expect(snap().hasTag('notInCart')).toBe(true);
    actor.send({ type: 'ADD', hasLocation: true });
    await settle();
    expect(snap().hasTag('inCart')).toBe(true);
    expect(snap().context.quantity).toBe(1);
    expect(minusRemovesLine(snap().context)).toBe(true); // the minus shows as delete
    actor.send({ type: 'DECREMENT' });
    expect(snap().hasTag('notInCart')).toBe(true); // at once
    await settle();
    expect(calls.map((c) => c.src)).toEqual(['addToCart', 'removeLine']);
    expect(calls[1].input).toEqual({ cart_id: 9 });
    expect(toasts()).toEqual(['Item added to cart', 'Cart item remove successfully.']);
    expect(snap().value).toBe('notInCart');
  });

  it('no saved location: the location alert instead of adding', () => {
    const { actor, emitted, calls } = run({ item: soap, cart: [] });
    actor.send({ type: 'ADD', hasLocation: false });
    expect(emitted).toEqual([{ type: 'locationRequired' }]);
    expect(calls).toEqual([]);
  });

  it("cart drawer: plus shows the new quantity at once and rolls back with the server's message on failure", async () => {
    const { actor, calls, toasts, snap } = run(
      { item: soap, cart: [soapLine], lineId: 9 },
      { updateLine: () => Promise.reject(new Error('Only 2 items are available in stock.')) },
    );
    actor.send({ type: 'INCREMENT' });
    expect(snap().context.quantity).toBe(2);
    expect(minusRemovesLine(snap().context)).toBe(false);
    expect(snap().hasTag('busy')).toBe(true);
    expect(calls[0].input).toEqual({
      cart_id: 9,
      item_id: 41,
      model: 'Item',
      price: 3,
      quantity: 2,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
    });
    await settle();
    expect(snap().context.quantity).toBe(1);
    expect(toasts()).toEqual(['Only 2 items are available in stock.']);
  });

  it('cart drawer: the row keeps the line choices when its quantity changes', async () => {
    const updated = [{ ...pizzaLine, quantity: 3 }];
    const { actor, calls, snap } = run(
      { item: pizza, cart: [pizzaLine], lineId: 8 },
      { updateLine: async () => updated },
    );
    actor.send({ type: 'INCREMENT' });
    expect(calls[0].input).toEqual({
      cart_id: 8,
      item_id: 11,
      model: 'Item',
      price: 14,
      quantity: 3,
      variation: pizzaLine.variation,
      add_on_ids: [102],
      add_on_qtys: [3],
    });
    await settle();
    expect(snap().context.quantity).toBe(3);
    actor.send({ type: 'INCREMENT' }); // food: the maximum (3), not the stock (0)
    expect(snap().context.quantity).toBe(3);
  });

  it("a failed delete brings the line back with the server's message", async () => {
    const { actor, toasts, snap } = run(
      { item: freeSample, cart: [freeSampleLine], lineId: 10 },
      { removeLine: () => Promise.reject(new Error('Cart item not found.')) },
    );
    actor.send({ type: 'REMOVE' });
    expect(snap().context.quantity).toBe(0);
    await settle();
    expect(snap().value).toBe('inCart');
    expect(snap().context.quantity).toBe(1);
    expect(toasts()).toEqual(['Cart item not found.']);
  });

  it('plus is refused at the stock (Out of Stock.) and at maximum_cart_quantity (Out of Limits.)', () => {
    const stock = run({ item: soap, cart: [{ ...soapLine, quantity: 2 }] });
    stock.actor.send({ type: 'INCREMENT' });
    expect(stock.toasts()).toEqual(['Out of Stock.']);
    const max = run({ item: { ...soap, stock: 50, maximum_cart_quantity: 2 }, cart: [{ ...soapLine, quantity: 2 }] });
    max.actor.send({ type: 'INCREMENT' });
    expect(max.toasts()).toEqual(['Out of Limits.']);
    expect(max.calls).toEqual([]);
  });

  it('adding an item of another store asks first; continuing clears the cart and adds (5000 ms toast)', async () => {
    const { actor, calls, emitted, snap } = run(
      { item: soap, cart: [pizzaLine] },
      { clearCart: async () => [], addToCart: async () => [soapLine] },
    );
    actor.send({ type: 'ADD', hasLocation: true });
    expect(snap().hasTag('confirming')).toBe(true);
    actor.send({ type: 'CONFIRM_CLEAR_CART' });
    await settle();
    expect(calls.map((c) => c.src)).toEqual(['clearCart', 'addToCart']);
    expect(emitted.at(-1)).toEqual({ type: 'toast', tone: 'success', message: 'cartReplaced', durationMs: 5000 });
    expect(snap().hasTag('inCart')).toBe(true);
  });

  it('items with options open them first: the product page (e-commerce) or the item modal (food)', () => {
    const shirt = run({ item: tshirt, cart: [] });
    shirt.actor.send({ type: 'ADD', hasLocation: true });
    expect(shirt.emitted).toEqual([{ type: 'openOptions', target: 'productPage' }]);
    const food = run({ item: pizza, cart: [] });
    food.actor.send({ type: 'ADD', hasLocation: true });
    expect(food.emitted).toEqual([{ type: 'openOptions', target: 'itemModal' }]);
  });

  it('the placeholder actors reject: an unbound add fails loudly', async () => {
    const { actor, toasts } = run({ item: soap, cart: [] });
    actor.send({ type: 'ADD', hasLocation: true });
    await settle();
    expect(toasts()).toEqual(['addToCart is not provided']);
  });
});
