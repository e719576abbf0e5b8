// The place search's combobox chunk loads when the shopper comes to the field (the pointer over it, or the focus):
// left alone the page never loads it (test/e2e/place-search-lazy.spec.ts watches the requests). Its own file: the
// chunk is loaded once per module registry, so here the first render is sure to show the plain field.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findPlaceCombobox, renderLocationFlow, resetPage } from './location-harness.tsx';

afterEach(() => resetPage());

describe('place search, loaded on intent', () => {
  it('swaps the plain field for the combobox when the pointer comes to it, in Arabic too, and a second visit shows it at once', async () => {
    await renderLocationFlow({ awaitCombobox: false, language: 'ar' });
    const plain = screen.getByRole('combobox', { name: 'ابحث عن موقع' });
    expect(plain).not.toHaveAttribute('aria-controls');
    await userEvent.hover(plain);
    const combobox = await findPlaceCombobox('ابحث عن موقع');
    expect(combobox).not.toBe(plain);
    expect(combobox).toHaveValue('');
    expect(combobox).not.toHaveFocus();
    expect(combobox).toHaveAttribute('dir', 'rtl'); // Ark UI's parts follow the language, as the plain field does

    resetPage();
    cleanup();
    await renderLocationFlow({ awaitCombobox: false });
    expect(screen.getByRole('combobox', { name: 'Search location' })).toHaveAttribute('aria-controls');
  });
});
