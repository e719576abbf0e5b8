import { useTranslation } from 'react-i18next';
import type { RentalCartLine } from '../../api/rental.ts';
import { CartLineItem, QuantityStepper } from '../../shop/cart-line-item.tsx';
import { useTripCartActor, useTripCartState } from './trip-cart.context.ts';

/** A trip cart line: the vehicle, its rent and a quantity stepper (at 1 the minus, a trash icon, removes the vehicle: the
 * line's one delete control). */
export function TripCartLineView({ line, rent }: { line: RentalCartLine; rent: string }) {
  const { t } = useTranslation();
  const actor = useTripCartActor();
  const busy = useTripCartState((s) => s.hasTag('busy'));
  const name = line.vehicle.name;
  const removes = line.quantity <= 1;
  const change = (quantity: number) => actor.send({ type: 'CHANGE_QUANTITY', cart_id: line.id, quantity });
  return (
    <CartLineItem name={name} image={line.vehicle.thumbnail_full_url} notes={[line.provider.name]} price={rent}>
      <QuantityStepper
        label={t('rental.cart.quantity', { name })}
        quantity={line.quantity}
        removes={removes}
        minusLabel={t(removes ? 'rental.cart.remove' : 'rental.cart.decrease', { name })}
        plusLabel={t('rental.cart.increase', { name })}
        disabled={busy}
        onMinus={() => change(line.quantity - 1)}
        onPlus={() => change(line.quantity + 1)}
      />
    </CartLineItem>
  );
}
