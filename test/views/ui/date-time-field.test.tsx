// The kit's DateTimeField (src/ui/date-time-field.tsx): a group named by its label holding a date (typed or chosen in
// Ark's calendar) and a time (the kit's Select). What it hands back is the local day and time as an ISO instant.
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DateTimeField, localParts } from '../../../src/ui/date-time-field.tsx';
import { choose } from '../../support/kit.ts';
import { renderWithProviders } from '../../support/render.tsx';

function Field({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DateTimeField
        label="Pickup time"
        hint={value ? undefined : 'Pickup Now'}
        value={value}
        onValueChange={setValue}
      />
      <output aria-label="chosen">{value ?? 'none'}</output>
    </>
  );
}

const chosen = () => screen.getByRole('status', { name: 'chosen' }).textContent!;
const dayAfter = (days: number) => localParts(new Date(Date.now() + days * 24 * 3600 * 1000)).day;

describe('the kit: DateTimeField', () => {
  it('is a group named by its label, with a Date and a Time named inside it, and its hint', async () => {
    await renderWithProviders(<Field />);
    const group = screen.getByRole('group', { name: 'Pickup time' });
    expect(group).toHaveAccessibleDescription('Pickup Now');
    expect(within(group).getByRole('textbox', { name: 'Date' })).toHaveValue('');
    expect(within(group).getByRole('combobox', { name: 'Time' })).toHaveTextContent('Choose a time');
  });

  it('a time chosen first takes today; a day chosen in the calendar keeps that time', async () => {
    await renderWithProviders(<Field />);
    await choose('Time', '11:00 AM');
    expect(localParts(new Date(chosen()))).toEqual({ day: dayAfter(0), time: '11:00' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    const calendar = await screen.findByRole('application', { name: 'Calendar' });
    await user.click(within(calendar).getByRole('button', { name: 'Next month' }));
    const now = new Date();
    const nextMonth15 = new Date(now.getFullYear(), now.getMonth() + 1, 15);
    const name = nextMonth15.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    // a day is named "Choose <weekday, month day, year>"
    await user.click(within(calendar).getByRole('button', { name: new RegExp(`^Choose .*${name}`) }));
    await waitFor(() =>
      expect(localParts(new Date(chosen()))).toEqual({ day: localParts(nextMonth15).day, time: '11:00' }),
    );
    expect(screen.getByRole('textbox', { name: 'Date' })).not.toHaveValue('');
    expect(screen.queryByText('Pickup Now')).not.toBeInTheDocument();
  });

  it('offers no day before its first day (today unless told)', async () => {
    await renderWithProviders(
      <DateTimeField label="Pickup time" value="2030-06-15T10:00" minDay="2030-06-10" onValueChange={() => {}} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    expect(await screen.findByRole('button', { name: /^Not available, .*June 9, 2030/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: /^Choose .*June 10, 2030/ })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: /^Selected date, .*June 15, 2030/ })).toBeInTheDocument();
  });

  it('a day typed in the field is taken, with the first time of that day still ahead', async () => {
    await renderWithProviders(<Field />);
    const user = userEvent.setup();
    const [y, m, d] = dayAfter(2).split('-');
    const box = screen.getByRole('textbox', { name: 'Date' });
    await user.type(box, `${m}/${d}/${y}{Enter}`);
    await waitFor(() => expect(localParts(new Date(chosen()))).toEqual({ day: dayAfter(2), time: '00:00' }));
  });

  it('reads Arabic: the group, the parts and the times', async () => {
    await renderWithProviders(<DateTimeField label="وقت الاستلام" value={null} onValueChange={() => {}} />, {
      language: 'ar',
    });
    const group = screen.getByRole('group', { name: 'وقت الاستلام' });
    expect(within(group).getByRole('textbox', { name: 'التاريخ' })).toBeInTheDocument();
    expect(within(group).getByRole('combobox', { name: 'الوقت' })).toHaveTextContent('اختر وقتًا');
    expect(within(group).getByRole('button', { name: 'افتح التقويم' })).toBeInTheDocument();
  });
});
