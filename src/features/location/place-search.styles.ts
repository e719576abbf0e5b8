import { css } from 'styled-components';
import { inputBox } from '../../ui/focus-ring.ts';
import { row } from '../../ui/layout.ts';

// The place search's looks, shared by the plain field shown first (place-search-field.tsx) and the Ark UI combobox
// that replaces it (place-search.tsx), so the swap changes nothing on screen.

export const labelStyle = css`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin-block-end: ${({ theme }) => theme.space(1)};
`;

export const controlStyle = css`
  ${row(2)}
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  ${inputBox}
`;

export const inputStyle = css`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** Where the caret was in the plain field when the combobox took its place (it moves focus and caret over). */
export interface FieldHandoff {
  start: number | null;
  end: number | null;
}
