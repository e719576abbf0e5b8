// The place search's combobox chunk loads by itself once the page is idle, without hover or focus. Its own file: the
// chunk is loaded once per module registry, so here the first render is sure to show the plain field.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { findPlaceCombobox, renderLocationFlow, resetPage } from './location-harness.tsx';

afterEach(() => resetPage());

describe('place search idle load', () => {
  it('swaps the plain field for the combobox on its own, in Arabic too, and a second visit shows it at once', async () => {
    await renderLocationFlow({ awaitCombobox: false, language: 'ar' });
    const plain = screen.getByRole('combobox', { name: 'ابحث عن موقع' });
    expect(plain).not.toHaveAttribute('aria-controls');
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
