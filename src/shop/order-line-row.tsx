import type { ReactNode } from 'react';
import styled from 'styled-components';
import { pictureAt } from '../api/images.ts';
import { MutedText } from '../ui/basics.ts';

/**
 * One line of an order as a shop shows it (the checkout's items, an order's items): a thumbnail of the item (asked
 * for at 160 px, its box kept, loaded lazily), the name, its notes (variation, add-ons, quantity), what goes under
 * them (a review button) and the line's amount at the end. The amount is the caller's, formatted: the figure the
 * order's own summary adds up.
 */
export function OrderLineRow(p: {
  name: string;
  /** The item's picture (useImageSrc). */
  image: string;
  notes: readonly (string | null | false | undefined)[];
  amount: string;
  children?: ReactNode;
}) {
  return (
    <Line>
      <LineThumb src={pictureAt(p.image, 160)} alt="" width={56} height={56} loading="lazy" decoding="async" />
      <Details>
        <Name>{p.name}</Name>
        {p.notes.map((note, i) => note && <MutedText key={i}>{note}</MutedText>)}
        {p.children}
      </Details>
      <Amount>{p.amount}</Amount>
    </Line>
  );
}

/** The lines of an order, one under another with a divider between them. */
export const OrderLineList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  & > li + li {
    border-block-start: ${({ theme }) => `${theme.size.hairline} solid ${theme.color.border}`};
  }
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.space(14)} minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  padding-block: ${({ theme }) => theme.space(3)};
`;

/** A line's thumbnail (an order's, a cart's): a square that keeps its box while the picture loads. */
export const LineThumb = styled.img`
  width: ${({ theme }) => theme.space(14)};
  height: ${({ theme }) => theme.space(14)};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  min-width: 0;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const Amount = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
