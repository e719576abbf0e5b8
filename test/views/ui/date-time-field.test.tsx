// The kit's DateTimeField (src/ui/date-time-field.tsx): a group named by its label holding a date (typed or chosen in
// Ark's calendar) and a time (the kit's Select). What it hands back is the local day and time as an ISO instant.
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatLocale } from '../../../domain/format.ts';
import {
  DateTimeField,
  formatNumericDay,
  formatTimeOfDay,
  localParts,
  numericDayPattern,
} from '../../../src/ui/date-time-field.tsx';
import { countIntl } from '../../support/intl-made.ts';
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

describe('times of day and numeric dates as Intl writes them, without Intl', () => {
  const locales = [formatLocale('en'), formatLocale('ar')];
  const pad = (n: number) => String(n).padStart(2, '0');

  it('writes every minute of the day as Intl.DateTimeFormat does (hour numeric, minute 2-digit)', () => {
    for (const locale of locales) {
      const intl = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
      for (let m = 0; m < 24 * 60; m++) {
        const time = `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
        expect([locale, time, formatTimeOfDay(time, locale)]).toEqual([
          locale,
          time,
          intl.format(new Date(2000, 0, 1, Math.floor(m / 60), m % 60)),
        ]);
      }
    }
  });

  it('writes days as Intl.DateTimeFormat does (2-digit day and month, numeric year), in its order', () => {
    for (const locale of locales) {
      const intl = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
      for (let d = new Date(2024, 0, 1); d.getFullYear() < 2028; d.setDate(d.getDate() + 7)) {
        const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
        expect([locale, formatNumericDay(day, locale)]).toEqual([locale, intl.format(d)]);
      }
      // the typed date's placeholder: Intl's parts in their order, between its separators
      const names = { day: 'dd', month: 'mm', year: 'yyyy' } as const;
      const parts = new Intl.DateTimeFormat(locale, {}).formatToParts(new Date());
      const expected = parts.map((p) => (p.type in names ? names[p.type as keyof typeof names] : p.value)).join('');
      expect(numericDayPattern(locale, names)).toBe(expected);
    }
    expect(numericDayPattern('en', { day: 'dd', month: 'mm', year: 'yyyy' })).toBe('mm/dd/yyyy');
    expect(numericDayPattern(formatLocale('ar'), { day: 'dd', month: 'mm', year: 'yyyy' })).toBe(
      'dd\u200f/mm\u200f/yyyy',
    );
  });

  it('makes no Intl date formatter for them', () => {
    const dateFormats = countIntl('DateTimeFormat');
    try {
      expect(formatTimeOfDay('13:30', 'en')).toBe('1:30 PM');
      expect(formatTimeOfDay('00:05', formatLocale('ar'))).toBe('12:05 \u0635');
      expect(formatNumericDay('2026-01-05', 'en')).toBe('01/05/2026');
      expect(numericDayPattern(formatLocale('ar'), { day: 'd', month: 'm', year: 'y' })).toBe('d\u200f/m\u200f/y');
      expect(dateFormats.made()).toBe(0);
    } finally {
      dateFormats.restore();
    }
  });
});
