// The look of the kit's DateTimeField (src/ui/date-time-field.tsx): the date's box (the typed date and the calendar
// button), shared by the placeholder drawn while Ark's date picker loads and by the loaded part
// (src/ui/date-picker-calendar.tsx), so the swap does not move a pixel; and the calendar popover.
import styled from 'styled-components';
import { NumberControl, NumberField } from './number-input.styles.ts';

/** The date's box: the field and, at its end, the calendar button; one border and focus ring around both. */
export const DateControl = styled(NumberControl)``;

export const DateInput = styled(NumberField)`
  text-align: start;
`;

/** The calendar button: a calendar drawn with borders (no glyph: the same on every system). */
export const CalendarButton = styled.button`
  flex: none;
  display: grid;
  place-content: center;
  min-width: ${({ theme }) => theme.size.control.md};
  border: 0;
  border-inline-start: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &::before {
    content: '';
    width: ${({ theme }) => theme.space(3.5)};
    height: ${({ theme }) => theme.space(3)};
    border: ${({ theme }) => theme.size.focusRing} solid currentColor;
    border-block-start-width: ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radius.xs};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRing});
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
