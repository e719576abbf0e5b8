import type { ReactNode } from 'react';
import styled from 'styled-components';
import { padQuantity } from '../../domain/quantity.ts';
import { IconButton } from '../ui/button.tsx';
import { MutedText, PriceText } from '../ui/basics.ts';
import { InlineRow, Row } from '../ui/layout.ts';
import Trash from 'lucide/dist/esm/icons/trash.mjs';
import { Icon } from '../ui/icon.tsx';
import { LineThumb } from './order-line-row.tsx';

/**
 * A cart line (the shop's cart drawer, the rental trip cart): the picture, the name, its notes (variations, add-ons,
 * the provider), the price, what follows the price (an edit button) and the line's controls (the quantity stepper,
 * a delete button).
 */
export function CartLineItem(p: {
  name: string;
  image: string;
  notes: readonly ReactNode[];
  price: ReactNode;
  afterPrice?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Line aria-label={p.name} aria-busy={p.busy}>
      <LineThumb src={p.image} alt="" loading="lazy" />
      <Details>
        <Name>{p.name}</Name>
        {p.notes.map((note, i) => note && <MutedText key={i}>{note}</MutedText>)}
        <PriceText>{p.price}</PriceText>
        {p.afterPrice}
      </Details>
      <Row $gap={3}>{p.children}</Row>
    </Line>
  );
}

/**
 * The quantity stepper of a cart line: minus (a bin where it removes the line), the zero-padded count (announced),
 * plus.
 */
export function QuantityStepper(p: {
  label: string;
  quantity: number;
  /** The minus removes the line (at quantity 1). */
  removes: boolean;
  /** The minus button's name: 'Remove …' or 'Decrease …' as `removes` says. */
  minusLabel: string;
  plusLabel: string;
  disabled: boolean;
  onMinus: () => void;
  onPlus: () => void;
}) {
  return (
    <InlineRow $gap={1} as="div" role="group" aria-label={p.label}>
      <IconButton $size="sm" aria-label={p.minusLabel} onClick={p.onMinus} disabled={p.disabled}>
        {p.removes ? <Icon shape={Trash} size={16} /> : '−'}
      </IconButton>
      <Count aria-live="polite">{padQuantity(p.quantity)}</Count>
      <IconButton $size="sm" aria-label={p.plusLabel} onClick={p.onPlus} disabled={p.disabled}>
        +
      </IconButton>
    </InlineRow>
  );
}

const Line = styled.li`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.space(14)} 1fr auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding-block: ${({ theme }) => theme.space(3)};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Count = styled.span`
  min-width: 2ch;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;
