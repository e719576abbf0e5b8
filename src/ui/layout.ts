// The flex arrangements every view uses, written once as mixins (`${stack(2)}` inside a styled block): children one
// under another, a wrapping row of chips, a centred row, a row with its ends apart. `gap` is in theme.space steps.
import styled, { css } from 'styled-components';

/** Children one under another, `gap` steps apart. */
export const stack = (gap: number) => css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(gap)};
`;

/** Children side by side, wrapping onto more rows when the width runs out (chips, buttons, facts). */
export const cluster = (gap: number) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(gap)};
`;

/** Children side by side, centred on one line (an icon and its text, a label and its control). */
export const row = (gap: number) => css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(gap)};
`;

/** `row` inside a line of text (a stepper, a badge with its icon). */
export const inlineRow = (gap: number) => css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(gap)};
`;

/** A heading or figure and its actions at the two ends of a line, wrapping under each other when narrow. */
export const spreadWrap = (gap: number) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(gap)};
`;

/** The mixins as elements, for a box that is nothing else: `<Row $gap={3}>` (`as="ol"` etc. for another element). */
export const Stack = styled.div<{ $gap: number }>`
  ${({ $gap }) => stack($gap)}
`;
export const Cluster = styled.div<{ $gap: number }>`
  ${({ $gap }) => cluster($gap)}
`;
export const Row = styled.div<{ $gap: number }>`
  ${({ $gap }) => row($gap)}
`;
export const InlineRow = styled.span<{ $gap: number }>`
  ${({ $gap }) => inlineRow($gap)}
`;
