// The kit's focus ring, apart from the fields' looks (field.ts): the global style draws it on every page.
import { css } from 'styled-components';

/**
 * The kit's one focus ring (buttons, links, selects, every field): `size.focusRing` wide in the theme's focus colour
 * (WCAG 2.4.7, and 2.4.13's size and contrast). The global style gives it to whatever is `:focus-visible`; the
 * fields (field.ts, `inputBox` below) use it too, so no control draws its focus another way.
 */
export const focusRing = css`
  outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
`;

/**
 * A box drawn around a borderless text input (a text field with its adornment, the phone number with its country code,
 * the searches, the number stepper): the ring on the box on any focus of what is inside, a click as much as a key —
 * a text field shows where typing goes — and the input's own outline none, the box's standing for it.
 */
export const inputBox = css`
  &:focus-within {
    ${focusRing}
    outline-offset: 0;
    border-color: ${({ theme }) => theme.color.focus};
  }
  & input:focus,
  & textarea:focus {
    outline: none;
  }
`;
