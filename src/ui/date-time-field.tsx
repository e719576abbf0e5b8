import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatLocale, type FormatLocale } from '../../domain/format.ts';
import { deferredPart, type PlaceholderProps } from './deferred-part.tsx';
import { FieldGroup, FieldLabel, FieldRow, FieldStack } from './field.ts';
import { CalendarButton, DateControl, DateInput } from './date-time.styles.ts';
import { IntentSelect } from './select.tsx';
import type { DatePartProps, DayString } from './date-picker-calendar.tsx';

type DatePart = 'day' | 'month' | 'year';

/**
 * How Intl.DateTimeFormat writes a time of day and a numeric date in the app's two locales (`formatLocale`), written
 * here without it: a page with the field (the vehicle search's pickup, on its first screen) writes its times and its
 * date's placeholder while it hydrates, and a browser's first Intl date formatter loads ICU's data (≈ 25 ms of the
 * main thread on the project's machine, four times that on Lighthouse's phone). Arabic marks each `/` as right to
 * left (U+200F). test/views/ui/date-time-field.test.tsx compares them with Intl.
 */
const latinDates: Record<FormatLocale, { am: string; pm: string; order: readonly DatePart[]; separator: string }> = {
  // eslint-disable-next-line boundaries/no-route-literal -- a date's separator, not a path
  en: { am: 'AM', pm: 'PM', order: ['month', 'day', 'year'], separator: '/' },
  'ar-u-nu-latn': { am: '\u0635', pm: '\u0645', order: ['day', 'month', 'year'], separator: '\u200f/' },
};

/** A time of day (`HH:MM`, 24-hour) as Intl writes it with `{ hour: 'numeric', minute: '2-digit' }`: "1:30 PM". */
export function formatTimeOfDay(time: string, locale: FormatLocale): string {
  const [hours, minutes] = time.split(':') as [string, string];
  const { am, pm } = latinDates[locale];
  return `${+hours % 12 || 12}:${minutes} ${+hours < 12 ? am : pm}`;
}

/**
 * A numeric date's parts in `locale`'s order, between its separators, each written as `names` says: a day
 * (`formatNumericDay`), or the typed date's placeholder ("mm/dd/yyyy", "dd/mm/yyyy").
 */
export function numericDayPattern(locale: FormatLocale, names: Record<DatePart, string>): string {
  const { order, separator } = latinDates[locale];
  return order.map((part) => names[part]).join(separator);
}

/** A day (`YYYY-MM-DD`) as Intl writes it with `{ day: '2-digit', month: '2-digit', year: 'numeric' }`: "01/05/2026". */
export function formatNumericDay(day: string, locale: FormatLocale): string {
  const [year, month, date] = day.split('-') as [string, string, string];
  return numericDayPattern(locale, { day: date, month, year });
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The local day and time of an instant: `YYYY-MM-DD` and `HH:MM`. */
export const localParts = (date: Date) => ({
  day: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
  time: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
});
/** The instant of a local day and time. */
export const instantOf = (day: DayString, time: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(y, m - 1, d, h, min);
};

/** A day as the date field shows it: the locale's short numeric date (the same format Ark's date picker types). */
export const shownDay = (day: DayString | null, locale: FormatLocale) => (day ? formatNumericDay(day, locale) : '');

/**
 * The typed date's placeholder in `locale`'s numeric order (`mm/dd/yyyy`, `dd/mm/yyyy`), as Ark's date picker makes it:
 * the field gives it to the placeholder below and to Ark's input alike.
 */
const dayPlaceholder = (locale: FormatLocale) => numericDayPattern(locale, { day: 'dd', month: 'mm', year: 'yyyy' });

/**
 * What the date shows before Ark's date picker is in: the same label, box, date and calendar button. Pointing at it
 * asks for Ark's date picker; a click opens its calendar as soon as it is there, and a field that still has the focus
 * hands it to Ark's typed date when it arrives. (Exported for its test, which holds the chunk.)
 */
export function DatePlaceholder({
  label,
  value,
  locale,
  placeholder,
  activate,
  prepare,
}: DatePartProps & PlaceholderProps<DatePartProps>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FieldStack>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <DateControl onPointerEnter={prepare}>
        <DateInput
          id={id}
          readOnly
          value={shownDay(value, locale)}
          placeholder={placeholder}
          onFocus={() => activate({ openAtMount: false, focusOnArrival: true })}
          onBlur={() => activate({ openAtMount: false, focusOnArrival: false })}
          onClick={() => activate()}
        />
        <CalendarButton type="button" aria-label={t('dateTime.calendar.open')} onClick={() => activate()} />
      </DateControl>
    </FieldStack>
  );
}

const datePart = deferredPart<DatePartProps>(
  () => import('./date-picker-calendar.tsx').then((m) => m.DatePickerCalendar),
  DatePlaceholder,
  { openAtMount: true },
);

export interface DateTimeFieldProps {
  /** The field's name (the group's legend): its two parts are "Date" and "Time" inside it. */
  label: string;
  /** A line under the legend (e.g. 'Pickup Now' while no time is chosen). */
  hint?: string;
  /** The chosen instant (ISO), or null: none chosen. */
  value: string | null;
  onValueChange: (iso: string | null) => void;
  /** The earliest day offered (default: today). */
  minDay?: DayString;
  /** Minutes between the times offered (default 30). */
  stepMinutes?: number;
}

/**
 * The kit's date and time field: a group named by its label, holding a date (typed in the locale's numeric format
 * or chosen in Ark's calendar: arrow keys, Page Up/Down, Enter, Escape) and a time (the kit's Select, one option
 * every `stepMinutes`, shown in the reader's locale). Choosing a time before a day takes today; choosing a day before a
 * time takes the first time of that day still ahead (or the day's first slot). Clearing the day clears the value.
 * Ark's date picker and select are chunks of their own, asked for when the shopper is about to use the field
 * (pointing at a part, focusing the date, opening the time: src/ui/deferred-part.tsx's IntentPart): a page that shows
 * one — the vehicle search's pickup, on its first screen — loads none of Ark's code until then.
 */
export function DateTimeField({ label, hint, value, onValueChange, minDay, stepMinutes = 30 }: DateTimeFieldProps) {
  const { t, i18n } = useTranslation();
  const legendId = useId();
  const hintId = useId();
  const locale = formatLocale(i18n.language);
  const chosen = value ? localParts(new Date(value)) : null;
  const today = localParts(new Date()).day;
  const times = useMemo(() => {
    const slots: { value: string; label: string }[] = [];
    for (let m = 0; m < 24 * 60; m += stepMinutes) {
      const time = `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
      slots.push({ value: time, label: formatTimeOfDay(time, locale) });
    }
    return slots;
  }, [locale, stepMinutes]);
  // a chosen time between two slots (typed elsewhere, stored earlier) is still shown as itself
  const options =
    chosen && !times.some((o) => o.value === chosen.time)
      ? [...times, { value: chosen.time, label: formatTimeOfDay(chosen.time, locale) }].sort((a, b) =>
          a.value.localeCompare(b.value),
        )
      : times;
  const firstTimeAhead = (day: DayString) => {
    const now = new Date();
    return times.find((o) => instantOf(day, o.value) > now)?.value ?? times[0]!.value;
  };
  return (
    <FieldGroup aria-labelledby={legendId} aria-describedby={hint ? hintId : undefined}>
      <FieldLabel as="legend" id={legendId}>
        {label}
      </FieldLabel>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <FieldRow>
        <DatePart
          label={t('dateTime.date')}
          value={chosen?.day ?? null}
          min={minDay ?? today}
          locale={locale}
          placeholder={dayPlaceholder(locale)}
          onValueChange={(day) =>
            onValueChange(day ? instantOf(day, chosen?.time ?? firstTimeAhead(day)).toISOString() : null)
          }
        />
        <IntentSelect
          label={t('dateTime.time')}
          placeholder={t('dateTime.chooseTime')}
          options={options}
          value={chosen?.time ?? null}
          onValueChange={(time) => onValueChange(instantOf(chosen?.day ?? today, time).toISOString())}
        />
      </FieldRow>
    </FieldGroup>
  );
}

const DatePart = datePart.IntentPart;

/** Starts loading Ark's date picker (a test's setup; a page about to show the field). */
export const preloadDatePicker = datePart.preload;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
