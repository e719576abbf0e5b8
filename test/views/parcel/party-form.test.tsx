// The parcel sender's step offers the customer's saved addresses in the kit's select: choosing one fills the
// place, the contact person and the phone; what the sender sends is then that address's.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerAddress } from '../../../src/api/address.ts';
import { PartyForm, emptyParty } from '../../../src/features/parcel/party-form.tsx';
import { otherZoneAddress, savedAddress } from '../../machines/checkout.paths.ts';
import { choose } from '../../support/kit.ts';
import { renderWithProviders } from '../../support/render.tsx';

describe('parcel sender: a saved address', () => {
  it('fills the place, name and phone from the chosen saved address and sends them on Next', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(
      <PartyForm
        kind="sender"
        initial={emptyParty}
        saved={[savedAddress, otherZoneAddress] as CustomerAddress[]}
        start={{ lat: 23.8, lng: 90.4 }}
        problem={null}
        onSubmit={onSubmit}
        onBack={() => {}}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Saved address' });
    expect(select).toHaveTextContent('Choose a saved address');
    await choose('Saved address', 'home — 3 Lake Road');
    expect(screen.getByRole('combobox', { name: 'Saved address' })).toHaveTextContent('home — 3 Lake Road');
    expect(screen.getByRole('textbox', { name: /Sender name/ })).toHaveValue('Rafi Ahmed');
    expect(screen.getByRole('textbox', { name: /Sender phone/ })).toHaveValue('+8801700000000');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ address: '3 Lake Road', lat: 23.7925, lng: 90.4078, name: 'Rafi Ahmed' }),
    );
  });
});
