// The Saved Addresses dialog (src/shop/saved-addresses-dialog.tsx, spec part 1 §2) as the checkout's address
// selector opens it: the kit's RadioCards, a group named by the dialog's title, each address a radio named by its
// type and address; the checkout's edit button beside each (none for a 'Selected Address'); Select hands back the
// chosen address.
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SavedAddressesDialog, type SavedAddressChoice } from '../../../src/shop/saved-addresses-dialog.tsx';
import { renderWithProviders } from '../../support/render.tsx';

const addresses: SavedAddressChoice[] = [
  { id: 1, type: 'home', address: 'House 12, Road 5, Gulshan 1, Dhaka' },
  { id: 2, type: 'office', address: 'Level 4, 33 Kemal Ataturk Avenue, Banani, Dhaka' },
  { id: 3, type: 'Selected Address', address: 'Plot 7, Baridhara, Dhaka' },
];

function Host(p: { onSelect: (a: SavedAddressChoice) => void; onEdit: (a: SavedAddressChoice) => void }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <SavedAddressesDialog
      addresses={addresses}
      describe={(a) => a}
      selectedId={2}
      onSelect={p.onSelect}
      onAdd={() => undefined}
      onEdit={p.onEdit}
      onClose={() => setOpen(false)}
    />
  ) : null;
}

describe('Saved Addresses dialog', () => {
  it('lists the addresses as radios named by their type and address, chosen by pointer or keyboard; Select hands one back', async () => {
    const onSelect = vi.fn();
    const onEdit = vi.fn();
    await renderWithProviders(<Host onSelect={onSelect} onEdit={onEdit} />);
    const dialog = await screen.findByRole('dialog', { name: 'Saved Addresses' });
    const group = within(dialog).getByRole('group', { name: 'Saved Addresses' });
    const home = within(group).getByRole('radio', { name: /^Home.*House 12, Road 5/ });
    const office = within(group).getByRole('radio', { name: /^Office.*Kemal Ataturk Avenue/ });
    const selected = within(group).getByRole('radio', { name: /Plot 7, Baridhara/ });
    expect(within(group).getAllByRole('radio')).toEqual([home, office, selected]);
    // the address the selector shows is chosen when the dialog opens
    expect(office).toBeChecked();
    const user = userEvent.setup();
    await user.click(home);
    expect(home).toBeChecked();
    expect(office).not.toBeChecked();
    // the arrow keys move the choice, as radios do
    await user.keyboard('{ArrowDown}');
    expect(office).toBeChecked();
    // each address but a 'Selected Address' has its edit button, which edits without choosing
    expect(
      within(group)
        .queryAllByRole('button', { name: /^Edit / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Edit Home address', 'Edit Office address']);
    await user.click(within(group).getByRole('button', { name: 'Edit Home address' }));
    expect(onEdit).toHaveBeenCalledWith(addresses[0]);
    expect(office).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(onSelect).toHaveBeenCalledWith(addresses[1]);
  });

  it('reads in Arabic', async () => {
    await renderWithProviders(<Host onSelect={() => undefined} onEdit={() => undefined} />, { language: 'ar' });
    const dialog = await screen.findByRole('dialog', { name: 'العناوين المحفوظة' });
    const group = within(dialog).getByRole('group', { name: 'العناوين المحفوظة' });
    expect(within(group).getByRole('radio', { name: /^المنزل.*House 12/ })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: /^المكتب.*Kemal Ataturk/ })).toBeChecked();
    expect(within(group).getByRole('button', { name: 'تعديل عنوان المنزل' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'اختيار' })).toBeEnabled();
  });
});
