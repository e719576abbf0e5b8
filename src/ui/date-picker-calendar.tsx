import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker, parseDate, type DateValue } from '@ark-ui/react/date-picker';
import { Portal } from '@ark-ui/react/portal';
import styled from 'styled-components';
import { FieldLabel, FieldStack } from './field.ts';
import { CalendarButton, DateControl, DateInput } from './date-time.styles.ts';
import type { FormatLocale } from '../../domain/format.ts';

/** A day in the calendar's terms: `YYYY-MM-DD` (the browser's own time zone). */
export type DayString = string;

export interface DatePartProps {
  label: string;
  /** The chosen day, or null. */
  value: DayString | null;
  onValueChange: (day: DayString | null) => void;
  /** The earliest day offered. */
  min?: DayString;
  /** Intl locale of the dates shown (src/i18n's language through domain/format.ts). */
  locale: FormatLocale;
  /** The typed date's placeholder (`dayPlaceholder` of date-time-field.tsx): the same before and after Ark is in. */
  placeholder: string;
  /** Opens the calendar, with the focus in it, when the part mounts (it was asked for before it loaded). */
  openAtMount?: boolean;
  /** Set by the placeholder (src/ui/date-time-field.tsx) when it had the focus: the typed date takes it on arrival. */
  focusOnArrival?: boolean;
}

const dayOf = (date: DateValue) => date.toString().slice(0, 10);

/**
 * The date part of the kit's DateTimeField once Ark's date picker is loaded (src/ui/date-time-field.tsx renders it):
 * the typed date and a month calendar in a popover, named and read in the reader's language.
 */
export function DatePickerCalendar({
  label,
  value,
  onValueChange,
  min,
  locale,
  placeholder,
  openAtMount = false,
  focusOnArrival = false,
}: DatePartProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (openAtMount || focusOnArrival) input.current?.focus();
  }, [openAtMount, focusOnArrival]);
  const translations = useMemo(
    () => ({
      trigger: (open: boolean) => t(open ? 'dateTime.calendar.close' : 'dateTime.calendar.open'),
      prevTrigger: () => t('dateTime.calendar.previousMonth'),
      nextTrigger: () => t('dateTime.calendar.nextMonth'),
      viewTrigger: () => t('dateTime.calendar.month'),
      content: t('dateTime.calendar.title'),
      clearTrigger: t('dateTime.calendar.clear'),
      dayCell: (state: { valueText: string; selected: boolean; unavailable: boolean }) =>
        t(
          state.unavailable
            ? 'dateTime.calendar.unavailable'
            : state.selected
              ? 'dateTime.calendar.selected'
              : 'dateTime.calendar.choose',
          { date: state.valueText },
        ),
    }),
    [t],
  );
  return (
    <DatePicker.Root
      value={value ? [parseDate(value)] : []}
      onValueChange={(d) => onValueChange(d.value[0] ? dayOf(d.value[0]) : null)}
      min={min ? parseDate(min) : undefined}
      locale={locale}
      placeholder={placeholder}
      timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
      minView="day"
      maxView="day"
      defaultOpen={openAtMount}
      translations={translations}
      positioning={{ strategy: 'fixed' }}
      lazyMount
      unmountOnExit
    >
      <FieldStack>
        <DatePicker.Label asChild>
          <FieldLabel>{label}</FieldLabel>
        </DatePicker.Label>
        <DatePicker.Control asChild>
          <DateControl>
            <DatePicker.Input asChild>
              <DateInput ref={input} />
            </DatePicker.Input>
            <DatePicker.Trigger asChild>
              <CalendarButton />
            </DatePicker.Trigger>
          </DateControl>
        </DatePicker.Control>
      </FieldStack>
      <Portal>
        <DatePicker.Positioner>
          <Content>
            <DatePicker.View view="day">
              <DatePicker.Context>
                {(picker) => (
                  <>
                    <Header>
                      <DatePicker.PrevTrigger asChild>
                        <MonthStep data-step="previous" />
                      </DatePicker.PrevTrigger>
                      <DatePicker.RangeText />
                      <DatePicker.NextTrigger asChild>
                        <MonthStep data-step="next" />
                      </DatePicker.NextTrigger>
                    </Header>
                    <DatePicker.Table>
                      <DatePicker.TableHead>
                        <DatePicker.TableRow>
                          {picker.weekDays.map((d, i) => (
                            <WeekDay key={i} abbr={d.long}>
                              {d.narrow}
                            </WeekDay>
                          ))}
                        </DatePicker.TableRow>
                      </DatePicker.TableHead>
                      <DatePicker.TableBody>
                        {picker.weeks.map((week, i) => (
                          <DatePicker.TableRow key={i}>
                            {week.map((day, j) => (
                              <DatePicker.TableCell key={j} value={day}>
                                <Day>{day.day}</Day>
                              </DatePicker.TableCell>
                            ))}
                          </DatePicker.TableRow>
                        ))}
                      </DatePicker.TableBody>
                    </DatePicker.Table>
                  </>
                )}
              </DatePicker.Context>
            </DatePicker.View>
          </Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}

const Content = styled(DatePicker.Content)`
  z-index: ${({ theme }) => theme.z.popover};
  padding: ${({ theme }) => theme.space(3)};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  outline: none;
  table {
    border-collapse: collapse;
  }
  &[hidden] {
    display: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** Previous / next month: a chevron drawn with borders, pointing along the reading direction. */
const MonthStep = styled.button`
  display: grid;
  place-content: center;
  width: ${({ theme }) => theme.size.control.sm};
  height: ${({ theme }) => theme.size.control.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &::before {
    content: '';
    width: ${({ theme }) => theme.space(2)};
    height: ${({ theme }) => theme.space(2)};
    border-inline-start: ${({ theme }) => theme.size.focusRing} solid currentColor;
    border-block-end: ${({ theme }) => theme.size.focusRing} solid currentColor;
    transform: rotate(45deg);
  }
  &[data-step='next']::before {
    transform: rotate(-135deg);
  }
  [dir='rtl'] &::before {
    transform: rotate(-135deg);
  }
  [dir='rtl'] &[data-step='next']::before {
    transform: rotate(45deg);
  }
  &:hover:not([data-disabled]) {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &[data-disabled] {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const WeekDay = styled(DatePicker.TableHeader)`
  padding-block: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Day = styled(DatePicker.TableCellTrigger)`
  display: grid;
  place-content: center;
  width: ${({ theme }) => theme.size.control.md};
  height: ${({ theme }) => theme.size.control.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  cursor: pointer;
  &[data-today] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.primary};
  }
  &[data-focus] {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
  }
  &:hover:not([data-disabled]) {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  &[data-disabled],
  &[data-outside-range] {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
