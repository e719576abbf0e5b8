import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cartLinesOf } from '../../api/cart-lines.ts';
import { configQueries } from '../../api/config.ts';
import { useSession } from '../../session/hooks.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { rowAmount } from './cart-data.ts';
import { isCartLoading, useCart } from '../../shop/shopper-cart.ts';
import { CartRowView } from './cart-row.tsx';
import { useCheckoutGating } from './checkout-gating.context.ts';
import { FreeDeliveryBar } from './free-delivery-bar.tsx';
import { GuestPrompt } from './guest-prompt.tsx';
import { TripCartLines } from './trip-cart-lines.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { PlainList, SpreadRow } from '../../ui/basics.ts';
import { Stack } from '../../ui/layout.ts';
import { LoadFailure } from '../../shop/load-failure.tsx';
import { PartBoundary } from '../../shop/part-boundary.tsx';

/**
 * The cart drawer (spec part 1 §2): right side, at most 420 px, 'Shopping Cart' with Close; the module's lines with
 * their steppers, the free-delivery progress bar, the subtotal and the checkout button (gated by the
 * checkout-gating machine); the empty state. The rental module shows its trip cart.
 */
export function CartDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { isRental, signedIn } = useSession();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('cart.drawer.title')}
      placement="end"
      maxWidth="420px"
    >
      <PartBoundary part="cart" reload={[['cart']]}>
        {isRental ? <TripCartLines /> : <StoreCart signedIn={signedIn} />}
      </PartBoundary>
    </Dialog>
  );
}

function StoreCart({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const money = useMoney(useQuery(configQueries.config()).data);
  const cart = useCart();
  const config = useQuery(configQueries.config());
  const gating = useCheckoutGating();
  const rows = useMemo(() => cart.data ?? [], [cart.data]);
  const lines = useMemo(() => cartLinesOf(rows), [rows]);
  const subtotal = rows.reduce((total, row) => total + rowAmount(row), 0);
  const threshold = config.data?.free_delivery_over ?? 0;

  if (isCartLoading(cart))
    return (
      <div role="status" aria-label={t('common.loading')}>
        <Skeleton $h="72px" />
        <Skeleton $h="72px" />
      </div>
    );
  if (cart.isError && !cart.data) return <LoadFailure title={t('cart.drawer.loadError')} query={cart} />;
  const send = gating.actor.send;
  // The checkout button's facts at the click; with an empty cart, Continue Shopping goes the same way (→ /home).
  const checkout = () =>
    send({
      type: 'CHECKOUT',
      itemCount: lines.length,
      hasToken: signedIn,
      guestCheckoutStatus: config.data?.guest_checkout_status ?? 0,
    });
  if (rows.length === 0)
    return (
      <EmptyState
        title={t('cart.drawer.emptyTitle')}
        body={t('cart.drawer.emptyBody')}
        actions={<Button onClick={checkout}>{t('cart.drawer.continueShopping')}</Button>}
      />
    );
  return (
    <Stack $gap={4}>
      <PlainList aria-label={t('cart.drawer.lines')}>
        {rows.map((row) => (
          <CartRowView key={row.id} row={row} lines={lines} />
        ))}
      </PlainList>
      <Stack $gap={3}>
        {threshold > 0 && <FreeDeliveryBar subtotal={subtotal} threshold={threshold} />}
        <SpreadRow>
          <span>{t('cart.drawer.subtotal')}</span>
          <strong>{money(subtotal)}</strong>
        </SpreadRow>
        <Button $block onClick={checkout}>
          {t('cart.drawer.checkout')}
        </Button>
      </Stack>
      <GuestPrompt
        open={gating.prompt}
        onGuest={() => send({ type: 'CONTINUE_AS_GUEST' })}
        onLogin={() => send({ type: 'LOGIN' })}
        onSignUp={() => send({ type: 'SIGN_UP' })}
        onDismiss={() => send({ type: 'DISMISS' })}
      />
    </Stack>
  );
}
