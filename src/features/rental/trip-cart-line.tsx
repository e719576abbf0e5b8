import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RentalCartLine } from '../../api/rental.ts';
import { padQuantity } from '../../../domain/quantity.ts';
import { IconButton } from '../../ui/button.tsx';
import { useTripCartActor } from './trip-cart.context.ts';

/** A trip cart line: the vehicle, its rent and a quantity stepper (at 1 the minus removes the vehicle). */
export function TripCartLineView({ line, rent }: { line: RentalCartLine; rent: string }) {
  const { t } = useTranslation();
  const actor = useTripCartActor();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const name = line.vehicle.name;
  const change = (quantity: number) => actor.send({ type: 'CHANGE_QUANTITY', cart_id: line.id, quantity });
  return (
    <Line aria-label={name}>
      <Thumb src={line.vehicle.thumbnail_full_url} alt="" loading="lazy" />
      <Details>
        <Name>{name}</Name>
        <Muted>{line.provider.name}</Muted>
        <Price>{rent}</Price>
      </Details>
      <Stepper role="group" aria-label={t('rental.cart.quantity', { name })}>
        <IconButton
          $size="sm"
          aria-label={t(line.quantity <= 1 ? 'rental.cart.remove' : 'rental.cart.decrease', { name })}
          onClick={() => change(line.quantity - 1)}
          disabled={busy}
        >
          {line.quantity <= 1 ? '🗑' : '−'}
        </IconButton>
        <Count aria-live="polite">{padQuantity(line.quantity)}</Count>
        <IconButton
          $size="sm"
          aria-label={t('rental.cart.increase', { name })}
          onClick={() => change(line.quantity + 1)}
          disabled={busy}
        >
          +
        </IconButton>
      </Stepper>
      <IconButton
        $size="sm"
        aria-label={t('rental.cart.delete', { name })}
        onClick={() => actor.send({ type: 'REMOVE_LINE', cart_id: line.id })}
        disabled={busy}
      >
        ✕
      </IconButton>
    </Line>
  );
}

const Line = styled.li`
  display: grid;
  grid-template-columns: 56px 1fr auto auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding-block: ${({ theme }) => theme.space(3)};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;
const Thumb = styled.img`
  width: 56px;
  height: 56px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;
const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;
const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const Price = styled.span`
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;
const Count = styled.span`
  min-width: 2ch;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;
