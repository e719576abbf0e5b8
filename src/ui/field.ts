// The look every kit field shares: a label above its control, and the control's box (border, radius, height, focus).
import styled, { css } from 'styled-components';
import { focusRing } from './focus-ring.ts';

/** A label above its control. */
export const FieldStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

/** A group of controls named by its legend (a fieldset without the browser's frame): RadioCards, DateTimeField. */
export const FieldGroup = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A field's visible label (its control's accessible name). */
export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
`;

/** The box of a control (select trigger, number input, date field): one height, border and focus ring. */
export const fieldControl = css`
  min-height: ${({ theme }) => theme.size.control.md};
  padding-inline: ${({ theme }) => theme.space(3)};
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  transition: border-color ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  &:hover:not(:disabled):not([data-disabled]) {
    border-color: ${({ theme }) => theme.color.textMuted};
  }
  &:focus-visible,
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: 0;
    border-color: ${({ theme }) => theme.color.focus};
  }
  &:disabled,
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** Fields side by side while they fit (at least `size.fieldMin` each), one under the other on a narrow screen. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.size.fieldMin}, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;
