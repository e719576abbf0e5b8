// The look of the kit's Select (src/ui/select.tsx): its trigger and chevron, shared by the placeholder drawn while
// Ark's select loads and by the loaded part (src/ui/select-listbox.tsx), so the swap does not move a pixel.
import styled from 'styled-components';
import { fieldControl } from './field.ts';

/** The select's box: a button showing the chosen option (muted while it shows the placeholder text). */
export const SelectTrigger = styled.button`
  ${fieldControl}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  text-align: start;
  cursor: pointer;
  &[data-placeholder-shown] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  /* inside a composite field that draws the box (the phone number's country code): a divider, no box */
  &[data-embedded] {
    width: auto;
    border: none;
    border-inline-end: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
    border-radius: 0;
    background: transparent;
  }
`;

/** A down-pointing chevron drawn with borders (no glyph: the same on every system). */
export const SelectChevron = styled.span`
  flex: none;
  width: ${({ theme }) => theme.space(2)};
  height: ${({ theme }) => theme.space(2)};
  border-inline-end: ${({ theme }) => theme.size.focusRing} solid currentColor;
  border-block-end: ${({ theme }) => theme.size.focusRing} solid currentColor;
  transform: translateY(-25%) rotate(45deg);
  opacity: 0.7;
  /* its two sides are the inline end's and the bottom's: right to left, that corner turns the other way to point down */
  [dir='rtl'] & {
    transform: translateY(-25%) rotate(-45deg);
  }
`;
