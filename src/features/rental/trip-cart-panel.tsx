import { lazy, Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { configQueries } from '../../api/config.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { useTripCartActor, useTripCartState } from './trip-cart.context.ts';
import { LoadFailure } from '../../shop/load-failure.tsx';
import { isCartLoading, useTripCart } from '../../shop/shopper-cart.ts';
import { whenIdle } from '../../ui/load-later.ts';

// A non-empty cart's lines, price and booking form load with their own chunk: the server never draws a shopper's
// cart (nor does the page's hydration), so a rental page's first load carries only the panel's empty state.
const loadLines = () => import('./trip-cart-lines.tsx').then((m) => ({ default: m.TripCartLines }));
const TripCartLines = lazy(loadLines);

/**
 * The rental cart side panel (spec part 2 §2; `/rental/cart` on small screens): the trip (type, hours or km), the
 * vehicles with their quantity steppers, Reset and, under a non-empty cart, the price (with the applied coupon)
 * and the booking form.
 */
export function TripCartPanel() {
  const { t } = useTranslation();
  const actor = useTripCartActor();
  const busy = useTripCartState((s) => s.hasTag('busy'));
  const cart = useTripCart();
  const money = useMoney(useQuery(configQueries.config()).data);
  const data = cart.data;
  const lines = data?.carts ?? [];
  const trip = data?.user_data;
  useEffect(() => whenIdle(() => void loadLines()), []);
  return (
    <Panel aria-labelledby="trip-cart-title" aria-busy={busy}>
      <Header>
        <h2 id="trip-cart-title">{t('rental.cart.title')}</h2>
        {lines.length > 0 && (
          <Button $variant="link" onClick={() => actor.send({ type: 'CLEAR' })} disabled={busy}>
            {t('rental.cart.reset')}
          </Button>
        )}
      </Header>
      {isCartLoading(cart) ? (
        <p role="status">{t('common.loading')}</p>
      ) : cart.isError && !data ? (
        <LoadFailure title={t('rental.cart.loadError')} query={cart} />
      ) : lines.length === 0 || !trip ? (
        <EmptyState title={t('rental.cart.empty')} body={t('rental.cart.emptyBody')} />
      ) : (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <TripCartLines cart={data} trip={trip} money={money} />
        </Suspense>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  align-content: start;
`;
const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
