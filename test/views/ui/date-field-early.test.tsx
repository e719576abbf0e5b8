// The kit's date field before Ark's date picker is in (src/ui/date-time-field.tsx): it asks for it only when the
// shopper is about to use it, and a field focused meanwhile hands the focus to Ark's typed date when it arrives,
// without opening the calendar; a click opens it. The test holds the chunk: the same placeholder and loaded part,
// behind a load it decides (the app's own is preloaded by the tests' setup).
import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferredPart } from '../../../src/ui/deferred-part.tsx';
import { DatePlaceholder } from '../../../src/ui/date-time-field.tsx';
import { DatePickerCalendar, type DatePartProps } from '../../../src/ui/date-picker-calendar.tsx';
import { renderWithProviders } from '../../support/render.tsx';

function heldDateField() {
  let arrive!: () => void;
  let asked = false;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const { IntentPart: DatePart } = deferredPart<DatePartProps>(
    () => {
      asked = true;
      return arrived.then(() => DatePickerCalendar);
    },
    DatePlaceholder,
    { openAtMount: true },
  );
  function Pickup() {
    const [day, setDay] = useState<string | null>(null);
    return <DatePart label="Date" value={day} onValueChange={setDay} locale="en" placeholder="mm/dd/yyyy" />;
  }
  return { Pickup, arrive: () => act(async () => arrive()), asked: () => asked };
}

const loaded = () => screen.getByRole('textbox', { name: 'Date' }).hasAttribute('data-scope');

describe('the date field before its chunk is in', () => {
  it('asks for nothing until focused, then hands the focus to the loaded field, the calendar closed', async () => {
    const { Pickup, arrive, asked } = heldDateField();
    await renderWithProviders(<Pickup />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(asked()).toBe(false);

    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveFocus();
    expect(asked()).toBe(true);
    await arrive();
    await waitFor(() => expect(loaded()).toBe(true));
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveFocus();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('opens the calendar a click asked for once it arrives', async () => {
    const { Pickup, arrive } = heldDateField();
    await renderWithProviders(<Pickup />);
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    await arrive();
    await waitFor(() => expect(loaded()).toBe(true));
    expect(await screen.findByRole('grid')).toBeVisible();
  });
});
