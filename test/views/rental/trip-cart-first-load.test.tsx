// The trip cart's statechart is a chunk of its own (src/features/rental/trip-cart-provider.tsx): until it is in, the
// cards, the panel and the dialogs read its initial state (nothing busy, no dialog), and an Add to cart pressed
// before then reaches the statechart — started on the cart as loaded — once it has arrived. Its own file
// (views-isolated): the chunk is loaded once per module registry, so the first render here is sure to be at rest.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, json } from '../../support/fake-api.ts';
import { sedan } from '../../machines/trip-cart-fixtures.ts';
import { names, renderTripCart, serverCart } from './rental-harness.tsx';

const ADD = 'POST /api/v1/rental/user/cart/add-to-cart';
const inCart = {
  lines: [{ id: 110, vehicle_id: sedan.id, provider_id: sedan.provider_id, quantity: 1, total_vehicles: 2 }],
  trip: { id: 7, rental_type: 'hourly' as const, estimated_hours: 3 },
};

beforeEach(() => {
  // the browser never idles here: the statechart loads only when the shopper comes to it
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

describe('the trip cart before its statechart is in', () => {
  it('shows the cart and idle cards; an add pressed at once asks about the other provider of the cart as loaded', async () => {
    await renderTripCart(inCart);
    const api = new FakeApi().on('GET /api/v1/rental/user/cart/get-cart', json(serverCart(inCart)));
    api.hold(ADD);
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Trip cart' });
    expect(await within(panel).findByText(names[sedan.id]!)).toBeInTheDocument();
    expect(panel).toHaveAttribute('aria-busy', 'false');
    const jeepCard = screen.getByRole('article', { name: 'Mitsubishi Pajero' });
    const add = within(jeepCard).getByRole('button', { name: 'Add to cart' });
    expect(add).toBeEnabled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(add);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Selecting a vehicle from another provider will remove all vehicles from the cart and add the new one.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls(ADD)).toHaveLength(0);
    expect(within(panel).getByText(names[sedan.id]!)).toBeInTheDocument();
  });
});
