import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { itemDetailsQueries } from '../../api/item-details.ts';
import { itemQueries } from '../../api/items.ts';
import { useSession } from '../../session/hooks.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ItemConfiguratorView } from './item-configurator-view.tsx';
import { ShopItemModal } from './shop-item-modal.tsx';
import { LoadFailure } from '../../shop/load-failure.tsx';
import { isCartLoading, useCart } from '../../shop/shopper-cart.ts';

/**
 * The food item popup (spec part 1 §2 "Item detail popup"): at most 459 px wide; loads the item and the cart. With
 * `lineId` (opened from the cart drawer's Edit) it starts from that cart line's choices and updates that line.
 */
export function ItemPopup({
  id,
  lineId = null,
  campaign = false,
  onClose,
}: {
  id: string;
  lineId?: number | null;
  /** An item campaign (`&campaign=1`): taken from the zone's running campaigns instead of the item details. */
  campaign?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { module, zoneId } = useSession();
  const itemDetails = useQuery({ ...itemDetailsQueries.detail(id), enabled: !campaign });
  const campaigns = useQuery({
    ...itemQueries.row('campaign', { moduleId: module?.id ?? 0, zoneId: zoneId ?? '' }),
    enabled: campaign && !!module && !!zoneId,
  });
  const campaignItem = campaigns.data?.find((c) => String(c.id) === id);
  const details = campaign
    ? {
        data: campaignItem,
        isError: campaigns.isError || (campaigns.isSuccess && !campaignItem),
        error: campaigns.error,
      }
    : itemDetails;
  const cart = useCart();
  const cartReady = !isCartLoading(cart);
  // food items, campaign items and a cart line's edit open the food popup; the other modules' items the shop-style
  // modal (spec part 2 §2)
  if (!campaign && itemDetails.data && cartReady && itemDetails.data.module_type !== 'food' && lineId === null)
    return <ShopItemModal item={itemDetails.data} rows={cart.data ?? []} onClose={onClose} />;
  if (details.data && cartReady)
    return <ItemConfiguratorView item={details.data} rows={cart.data ?? []} lineId={lineId} onClose={onClose} />;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={details.isError ? t('cart.item.loadFailed') : t('common.loading')}
      maxWidth="459px"
    >
      {details.isError ? (
        <LoadFailure title={t('cart.item.loadFailed')} query={campaign ? campaigns : itemDetails} />
      ) : (
        <div role="status" aria-label={t('common.loading')}>
          <Skeleton $h="180px" />
        </div>
      )}
    </Dialog>
  );
}
