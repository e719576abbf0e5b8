// A mixin of its own, not in src/ui/layout.ts: that module is on every page's first load, and the lists that use this
// one are on none.
import { css } from 'styled-components';

/** A list without bullets or indent, its items one under another, `gap` steps apart (an order's lines, reviews). */
export const listStack = (gap: number) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(gap)};
`;
