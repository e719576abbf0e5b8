// The place search starts as a plain field and swaps in its combobox chunk (hover or focus). Its own file:
// the chunk is loaded once per module registry, so here the first render is sure to show the plain field.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fixtures } from '../../machines/location.paths.ts';
import { findPlaceCombobox, renderLocationFlow, resetPage } from './location-harness.tsx';

afterEach(() => resetPage());

describe('place search swap', () => {
  it('keeps the typed text, the focus and the caret when the combobox replaces the plain field', async () => {
    const h = await renderLocationFlow({ awaitCombobox: false });
    const plain = screen.getByRole('combobox', { name: 'Search location' });
    // The plain field: same role and name, collapsed, controlling no list yet.
    expect(plain).toHaveAttribute('aria-expanded', 'false');
    expect(plain).not.toHaveAttribute('aria-controls');
    expect(plain).toHaveAttribute('placeholder', 'Search for an area, street or landmark');

    await h.user.type(plain, 'Gulsh');
    const combobox = await findPlaceCombobox('Search location');
    expect(combobox).not.toBe(plain);
    expect(combobox).toHaveValue('Gulsh');
    expect(combobox).toHaveFocus();
    expect((combobox as HTMLInputElement).selectionStart).toBe(5);

    // Typing goes on in the combobox, and the search the plain field started lists its suggestions there.
    await h.user.keyboard('an');
    // the typed value reaches the field through the flow's chart: wait for its render (under load it lags the keys)
    await waitFor(() => expect(combobox).toHaveValue('Gulshan'));
    await h.drive({ type: 'xstate.after.searchDebounce.location' });
    expect(screen.getAllByRole('status').some((el) => el.textContent === 'Searching…')).toBe(true);
    await h.drive({ type: 'xstate.done.actor.autocomplete', output: [fixtures.suggestion] } as never);
    expect(await screen.findByRole('option', { name: /Gulshan 1/ })).toBeVisible();
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
  });
});
