import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import toast from '../../ui/toast.ts';
import { fetchCart } from '../../api/cart.ts';
import { addCartItem, cartLinesOf, clearCart } from '../../api/cart-lines.ts';
import { errorMessage } from '../../api/errors.ts';
import type { OrderLine } from '../../api/orders.ts';
import { pathWithDialog } from '../../routes/paths.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { cartBodyOf, reorderNeedsClear } from './reorder.ts';

/**
 * Reorder: puts the order's items back into the cart with the rules of adding (one store per cart: the customer
 * agrees to clear another store's items first; stock and maximum quantity: the server refuses a line with its
 * message, the others are added), then opens the cart drawer.
 */
export function ReorderButton({ storeId, lines }: { storeId: number; lines: OrderLine[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);

  const addAll = async () => {
    let added = 0;
    for (const line of lines) {
      try {
        await addCartItem(cartBodyOf(line));
        added += 1;
      } catch (e) {
        const name = line.item_details.name;
        toast.error(t('orders.reorder.skipped', { name, message: errorMessage(e) }));
      }
    }
    await queryClient.invalidateQueries({ queryKey: ['cart'] });
    if (added === 0) {
      toast.error(t('orders.reorder.nothingAdded'));
      return;
    }
    toast.success(t('orders.reorder.added'));
    navigate(pathWithDialog(pathname, 'drawer', 'cart'));
  };

  const run = async (clearFirst: boolean) => {
    setBusy(true);
    try {
      if (clearFirst) await clearCart();
      else if (reorderNeedsClear(cartLinesOf(await fetchCart()), storeId)) {
        setAsking(true);
        return;
      }
      await addAll();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button onClick={() => void run(false)} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('orders.reorder.busy') : t('orders.reorder.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('orders.reorder.conflictTitle')}
        description={t('orders.reorder.conflict')}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void run(true);
        }}
      />
    </>
  );
}
