import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { RentalBookingActor } from './rental-booking.context.ts';

/**
 * The coupon: a code checked by the server for the provider (applied from its minimum purchase on `base`, the rent
 * after discounts), or the applied one with 'Remove'.
 */
export function TripCouponField({
  actor,
  providerId,
  base,
}: {
  actor: RentalBookingActor;
  providerId: number;
  base: number;
}) {
  const { t } = useTranslation();
  const applied = useSelector(actor, (s) => s.context.fields.coupon?.code ?? null);
  const code = useSelector(actor, (s) => s.context.fields.couponCode);
  const checking = useSelector(actor, (s) => s.hasTag('checkingCoupon'));
  if (applied)
    return (
      <p>
        {t('rental.booking.couponCode', { code: applied })}{' '}
        <Button $variant="link" type="button" onClick={() => actor.send({ type: 'REMOVE_COUPON' })}>
          {t('rental.booking.removeCoupon')}
        </Button>
      </p>
    );
  return (
    <Row>
      <TextField
        label={t('rental.booking.coupon')}
        value={code}
        readOnly={checking}
        onChange={(e) => actor.send({ type: 'SET_COUPON_CODE', code: e.target.value })}
      />
      <Button
        $variant="secondary"
        type="button"
        disabled={checking || !code.trim()}
        onClick={() => actor.send({ type: 'APPLY_COUPON', providerId, base })}
      >
        {t('rental.booking.apply')}
      </Button>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
`;
