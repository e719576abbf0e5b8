import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The item-configurator's graph paths replayed through the food popup (`?item=<id>`, `&line=<cart id>` from the cart
// drawer's Edit): each OPEN variant is a popup opened on a served item and cart, each event is the customer's click
// (or the held cart call's answer), and after every step the screen declared below for the state must show.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { itemConfiguratorMachine, type ItemConfiguratorContext } from '../../../machines/item-configurator.machine.ts';
import {
  isRequiredGroup,
  type CartLine,
  type ConfigurableItem,
  type ItemSelection,
} from '../../../domain/item-options.ts';
import { ItemPopupHost } from '../../../src/features/item/item-popup-host.tsx';
import { cart as en } from '../../../src/i18n/en/cart.ts';
import { type FakeApi, error, json } from '../../support/fake-api.ts';
import { cartRowsOf } from '../../../src/api/cart-rows.ts';
import { addOnNames, calls, names, row, serveConfigurator, serveOpened } from './item-configurator-fixtures.ts';
import { describePath, machineCoverage, replay, stateKey, transitionPaths } from '../../support/machine-paths.ts';
import { greedyCover } from '../../support/covering-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { itemConfiguratorPaths } from '../../machines/item-configurator.paths.ts';
import { replaySteps } from '../../support/machine-paths.ts';
import { tshirt } from '../../machines/shop-fixtures.ts';

// ---- the test's own reading of the spec (written out, not taken from domain) ----

const colours = ['Red', 'SkyBlue'];
const sizes = ['M', 'L'];
const variationType = (s: ItemSelection) => `${colours[s.choiceIndexes[0]]}-${sizes[s.choiceIndexes[1]]}`;

/** The unit price of a selection: the variation's price (e-commerce) or price + Σ chosen option prices (food). */
function unitOf(item: ConfigurableItem, s: ItemSelection): number {
  if (item.choice_options.length) return item.variations.find((v) => v.type === variationType(s))!.price;
  return item.food_variations.reduce(
    (sum, g, i) => sum + (s.foodChoices[i] ?? []).reduce((x, o) => x + Number(g.values[o].optionPrice), 0),
    item.price,
  );
}
const totalOf = (item: ConfigurableItem, s: ItemSelection) =>
  unitOf(item, s) * s.quantity + s.addOns.reduce((sum, a) => sum + addOnNames[a.id].price * a.quantity, 0);

/** The cart body part of the selection (part 1 §3 "Cart add payload"). */
function bodyOf(item: ConfigurableItem, s: ItemSelection) {
  const variation: unknown[] = item.food_variations.flatMap((g, i) =>
    s.foodChoices[i]?.length
      ? [{ name: g.name, values: { label: s.foodChoices[i].map((o) => g.values[o].label) } }]
      : [],
  );
  if (item.choice_options.length) variation.push({ type: variationType(s), price: unitOf(item, s) });
  return {
    item_id: item.id,
    model: item.available_date_starts ? 'ItemCampaign' : 'Item',
    quantity: s.quantity,
    price: unitOf(item, s),
    variation,
    add_on_ids: s.addOns.map((a) => a.id),
    add_on_qtys: s.addOns.map((a) => a.quantity),
  };
}

/** Whether Add reads Update to cart: the line being edited, or the tshirt's Red-M line in the cart. */
const updates = (c: ItemConfiguratorContext) =>
  c.editingLineId !== null ||
  (c.item === tshirt &&
    c.cart.some(
      (l) => l.item_id === 21 && 'type' in l.variation[0] && l.variation[0].type === variationType(c.selection),
    ));

const padded = (n: number) => String(n).padStart(2, '0');

/** The English toast text (catalogue entry interpolated, or the server's own message). */
function toastText(e: Record<string, any>): string {
  if ('text' in e) return e.text;
  return Object.entries(e.params ?? {}).reduce(
    (text, [k, v]) => text.replace(`{{${k}}}`, String(v)),
    en.messages[e.message as keyof typeof en.messages] as string,
  );
}

// The popup is a lazy chunk: load it once before the timed paths.
beforeAll(() => import('../../../src/features/item/item-popup.tsx'), 60_000);

let api: FakeApi;
beforeEach(() => {
  toast.remove();
  localStorage.clear();
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('guest_id', 'guest-1');
  localStorage.setItem('module', JSON.stringify({ id: 2, module_type: 'food', module_name: 'Food' }));
  localStorage.setItem('location', 'Gulshan 1, Dhaka');
  api = serveConfigurator();
});

/** Opens the popup as the OPEN variant describes it: the item's window, the token, the cart and the edited line. */
async function open(event: Record<string, any>) {
  const item = event.item as ConfigurableItem;
  const utils = await renderWithProviders(<ItemPopupHost />, { route: serveOpened(api, event) });
  await screen.findByRole('dialog', { name: names[item.id] }, { timeout: 30_000 });
  return utils;
}

const popup = () => screen.getByRole('dialog', { name: /./ });
const button = (name: string | RegExp) => within(popup()).getByRole('button', { name });

/** Each event as the customer (or the held cart call) produces it; a guarded-out click meets a disabled control. */
async function drive(event: Record<string, any>, before: ItemConfiguratorContext, moved: boolean) {
  const user = userEvent.setup();
  const item = before.item!;
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (done) {
    const route = calls[done[2]];
    await waitFor(() => expect(api.waiting(route)).toBe(1));
    await act(async () =>
      api.release(
        route,
        done[1] === 'done'
          ? json((event.output as CartLine[]).map(row))
          : error(403, 'cart', (event.error as Error).message),
      ),
    );
    return;
  }
  switch (event.type) {
    case 'CLOSE':
      return user.click(button('Close'));
    case 'SELECT_FOOD_OPTION': {
      const group = item.food_variations[event.groupIndex];
      const fieldset = within(popup()).getByRole('group', { name: new RegExp(`^${group.name} \\(`) });
      return user.click(
        within(fieldset).getByRole(optionRole(group), {
          name: new RegExp(`^${group.values[event.optionIndex].label}`),
        }),
      );
    }
    case 'SELECT_CHOICE_OPTION': {
      const choice = item.choice_options[event.choiceIndex];
      const fieldset = within(popup()).getByRole('group', { name: choice.title });
      return user.click(within(fieldset).getByRole('button', { name: choice.options[event.optionIndex] }));
    }
    case 'TOGGLE_ADD_ON':
      return user.click(within(popup()).getByRole('checkbox', { name: new RegExp(`^${addOnNames[event.id].name}`) }));
    case 'INCREMENT_ADD_ON':
    case 'DECREMENT_ADD_ON': {
      const verb = event.type === 'INCREMENT_ADD_ON' ? 'Increase' : 'Decrease';
      const control = button(`${verb} ${addOnNames[event.id].name}`);
      // unchecked: the stepper is disabled (the machine's guard refuses the same)
      if (!moved) return expect(control).toBeDisabled();
      return user.click(control);
    }
    case 'INCREMENT':
      return user.click(button('Increase quantity'));
    case 'DECREMENT':
      if (!moved) return expect(button('Decrease quantity')).toBeDisabled();
      return user.click(button('Decrease quantity'));
    case 'ADD_TO_CART':
      return user.click(button(/^(Add to cart|Update to cart)$/));
    case 'BUY_NOW':
      return user.click(button('Buy Now'));
    case 'ORDER_NOW':
      return user.click(button('Order Now'));
    case 'CONFIRM_CLEAR_CART':
      return user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    case 'CANCEL_CLEAR_CART':
      return user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'No' }));
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

/** A required single choice is drawn as radios, any other food variation as checkboxes. */
const optionRole = (g: Parameters<typeof isRequiredGroup>[0] & { type?: string }) =>
  g.type !== 'multi' && isRequiredGroup(g) ? 'radio' : 'checkbox';

/** The choices the popup shows for the context's selection. */
function expectSelection(c: ItemConfiguratorContext) {
  const item = c.item!;
  item.food_variations.forEach((g, i) =>
    g.values.forEach((v, o) => {
      const box = within(popup()).getByRole(optionRole(g), { name: new RegExp(`^${v.label}`) });
      if (c.selection.foodChoices[i].includes(o)) expect(box).toBeChecked();
      else expect(box).not.toBeChecked();
    }),
  );
  item.choice_options.forEach((choice, i) => {
    const fieldset = within(popup()).getByRole('group', { name: choice.title });
    const chosen = choice.options[c.selection.choiceIndexes[i]];
    expect(within(fieldset).getByRole('button', { name: chosen })).toHaveAttribute('aria-pressed', 'true');
  });
  item.add_ons.forEach((a) => {
    const q = c.selection.addOns.find((x) => x.id === a.id)?.quantity ?? 0;
    const box = within(popup()).getByRole('checkbox', { name: new RegExp(`^${addOnNames[a.id].name}`) });
    if (q > 0) expect(box).toBeChecked();
    else expect(box).not.toBeChecked();
    expect(within(popup()).getByRole('group', { name: addOnNames[a.id].name })).toHaveTextContent(String(q));
  });
  expect(within(popup()).getByRole('group', { name: 'Quantity' })).toHaveTextContent(padded(c.selection.quantity));
  // the running total: the food popup's main action (its description), the shop-style details' own price line
  const total = `$${totalOf(item, c.selection).toFixed(2)}`;
  const line = within(popup()).queryByLabelText('Total');
  if (line) expect(line).toHaveTextContent(total);
  else {
    const main = within(popup()).getByRole('button', { name: /^(Add to cart|Update to cart|Order Now)$/ });
    const described = document.getElementById(main.getAttribute('aria-describedby') ?? '');
    expect(main).toContainElement(described);
    expect(described).toHaveTextContent(new RegExp(`^Total \\${total}`));
  }
}

/** The held call's body for a saving state. */
function expectBody(route: string, c: ItemConfiguratorContext, extra: Record<string, unknown> = {}) {
  const body = api.calls(route).at(-1)?.body as Record<string, unknown>;
  expect(body).toMatchObject({ ...bodyOf(c.item!, c.selection), ...extra });
  if (localStorage.getItem('token')) expect(body).not.toHaveProperty('guest_id');
  else expect(body.guest_id).toBe('guest-1');
}

/** What each state shows (declared here, checked after every step of every path). */
async function expectState(
  state: string,
  c: ItemConfiguratorContext,
  router: { state: { location: { pathname: string; search: string } } },
  checkout: string | null,
) {
  switch (state) {
    case 'closed':
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      if (checkout) expect(router.state.location.pathname + router.state.location.search).toBe(checkout);
      else await waitFor(() => expect(router.state.location.search).toBe(''));
      return;
    case 'open.unavailable': {
      const notice = within(popup())
        .getAllByRole('status')
        .find((el) => el.textContent?.startsWith('Not Available now'));
      expect(notice).toHaveTextContent(/^Not Available now \d\d:00 (AM|PM) - \d\d:30/);
      for (const name of ['Add to cart', 'Buy Now', 'Order Now'])
        expect(within(popup()).queryByRole('button', { name })).not.toBeInTheDocument();
      expect(within(popup()).queryByRole('checkbox')).not.toBeInTheDocument();
      expect(within(popup()).queryByRole('radio')).not.toBeInTheDocument();
      return;
    }
    case 'open.editable.campaign':
      await waitFor(() => expect(button('Order Now')).toBeEnabled());
      expect(within(popup()).queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
      expect(within(popup()).queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
      expectSelection(c);
      return;
    case 'open.editable.ordering':
      await waitFor(() => expect(button('Buy Now')).toBeEnabled());
      expect(button(updates(c) ? 'Update to cart' : 'Add to cart')).toBeEnabled();
      expect(within(popup()).getByRole('button', { name: /wishlist/ })).toBeInTheDocument();
      expectSelection(c);
      return;
    case 'open.confirmingStoreConflict':
      expect(
        await screen.findByRole('alertdialog', {
          name: 'You have item from another store in cart. If you continue, your all previous item from cart will be removed and this one will be added.',
        }),
      ).toBeInTheDocument();
      return;
    case 'saving.adding.toCart':
    case 'saving.adding.afterClear':
      await waitFor(() => expect(api.waiting(calls.addToCart)).toBe(1));
      expect(button(/^(Add to cart|Update to cart)$/)).toBeDisabled();
      expectBody(calls.addToCart, c);
      if (state === 'saving.adding.afterClear') expect(api.calls(calls.clearCart)).toHaveLength(1);
      return;
    case 'saving.updating':
      await waitFor(() => expect(api.waiting(calls.updateCart)).toBe(1));
      expect(button('Update to cart')).toBeDisabled();
      expectBody(calls.updateCart, c, { cart_id: c.editingLineId ?? 7 });
      return;
    case 'saving.clearingCart':
      await waitFor(() => expect(api.waiting(calls.clearCart)).toBe(1));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(button('Add to cart')).toBeDisabled();
      return;
    default:
      throw new Error(`no UI declared for ${state}`);
  }
}

/**
 * The paths replayed here: from the 1,000 graph paths (one per transition and context the guards tell apart; each is
 * checked on the machine in test/machines/item-configurator.test.ts), the fewest that together take every transition
 * of the machine and open every OPEN variant (greedy set cover), so each transition is replayed through the popup.
 * CLOSE while the store-conflict question is up is not a customer action (the question is modal over the popup); the
 * same CLOSE transition is taken from the other open states.
 */
function popupPaths() {
  const candidates = transitionPaths(itemConfiguratorPaths).filter(
    (p) =>
      describePath(p) !== '(initial)' &&
      !p.steps.some(
        (s, i) => s.event.type === 'CLOSE' && p.steps[i - 1]?.state.matches({ open: 'confirmingStoreConflict' }),
      ),
  );
  const keysOf = (p: (typeof candidates)[number]) => {
    const open = p.steps.find((s) => s.event.type === 'OPEN')!.event;
    const variant = itemConfiguratorPaths.variants!.OPEN as object[];
    const index = variant.findIndex((v) => Object.entries(v).every(([k, x]) => (open as any)[k] === x));
    return new Set<unknown>([`open:${index}`, ...replay(itemConfiguratorPaths, p).taken]);
  };
  const keyed = candidates.map((p) => ({ path: p, keys: keysOf(p) }));
  return greedyCover(keyed);
}

describe('item popup (item-configurator paths replayed through the view)', () => {
  const paths = popupPaths();

  it('the replayed paths take every transition of the machine', () => {
    const coverage = machineCoverage(itemConfiguratorPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s',
    async (_name, path) => {
      const steps = replaySteps({ machine: itemConfiguratorMachine }, path);
      const [first, ...rest] = steps;
      expect(first.event.type).toBe('OPEN');
      const { router, queryClient } = await open(first.event as Record<string, any>);
      await expectState(stateKey(first.after), first.after.context, router, null);
      for (const step of rest) {
        toast.remove();
        const moved =
          step.after !== step.before && JSON.stringify(step.after.context) !== JSON.stringify(step.before.context);
        await drive(step.event as EventObject & Record<string, any>, step.before.context, moved);
        let checkout: string | null = null;
        for (const e of step.emitted as (EventObject & Record<string, any>)[]) {
          if (e.type === 'toast') expect(await screen.findByText(toastText(e))).toBeInTheDocument();
          if (e.type === 'checkout') checkout = `/checkout?page=${e.page}`;
          if (e.type === 'cartChanged')
            await waitFor(() =>
              expect(
                queryClient.getQueryData(['cart', 'list', 2, localStorage.getItem('token') ? 'user' : 'guest-1']),
              ).toEqual(cartRowsOf((e.cart as CartLine[]).map(row))),
            );
        }
        await expectState(stateKey(step.after), step.after.context, router, checkout);
      }
    },
    90_000,
  );
});
