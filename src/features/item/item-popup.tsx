import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cartQueries } from '../../api/cart.ts';
import { itemDetailsQueries } from '../../api/item-details.ts';
import { useSession } from '../../session/hooks.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ItemConfiguratorView } from './item-configurator-view.tsx';
import { ShopItemModal } from './shop-item-modal.tsx';

/** The food item popup (spec part 1 §2 "Item detail popup"): at most 459 px wide; loads the item and the cart. */
export function ItemPopup({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  useSession(); // re-read the cart's query options when the owner or module changes
  const details = useQuery(itemDetailsQueries.detail(id));
  const cart = useQuery(cartQueries.list());
  const cartReady = !(cart.isPending && cart.fetchStatus !== 'idle');
  // food items open the food popup; the other modules' items the shop-style modal (spec part 2 §2)
  if (details.isSuccess && cartReady && details.data.module_type !== 'food')
    return <ShopItemModal item={details.data} rows={cart.data ?? []} onClose={onClose} />;
  if (details.isSuccess && cartReady)
    return <ItemConfiguratorView item={details.data} rows={cart.data ?? []} onClose={onClose} />;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={details.isError ? t('cart.item.loadFailed') : t('common.loading')}
      maxWidth="459px"
    >
      {details.isError ? (
        <EmptyState role="alert" title={details.error.message} />
      ) : (
        <div role="status" aria-label={t('common.loading')}>
          <Skeleton $h="180px" />
        </div>
      )}
    </Dialog>
  );
}
