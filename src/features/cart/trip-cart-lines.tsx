import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadFailure } from '../../shop/load-failure.tsx';
import { isCartLoading, useTripCart } from '../../shop/shopper-cart.ts';

/** The rental module's trip cart, read-only in the cart drawer (the rental flows edit it). */
export function TripCartLines() {
  const { t } = useTranslation();
  const cart = useTripCart();
  const lines = cart.data?.carts ?? [];
  if (isCartLoading(cart)) return <p role="status">{t('common.loading')}</p>;
  if (cart.isError && !cart.data) return <LoadFailure title={t('rental.cart.loadError')} query={cart} />;
  if (lines.length === 0) return <EmptyState title={t('cart.drawer.emptyTitle')} body={t('cart.drawer.emptyBody')} />;
  return (
    <List aria-label={t('cart.drawer.tripCart')}>
      {lines.map((line) => (
        <li key={line.id}>
          {line.vehicle.name} × {line.quantity}
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(4)};
`;
