import { useTranslation } from 'react-i18next';
import type { CartRow } from '../../api/cart-rows.ts';
import type { ItemDetails } from '../../api/item-details.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { galleryImages, ProductGallery } from './product-gallery.tsx';
import { Layout } from './product-layout.ts';
import { ShopItemDetails } from './shop-item-details.tsx';
import { useItemConfigurator } from './use-item-configurator.ts';
import { useImageSrc } from '../../api/images.ts';
import { ItemReviews } from '../../shop/item-reviews-slot.tsx';

/**
 * The shop-style item detail modal (spec part 2 §2): the non-food item dialog — gallery with magnifier beside the
 * details, choices, quantity and actions of the item configurator, then the item's reviews. Closes after an add or
 * update.
 */
export function ShopItemModal({ item, rows, onClose }: { item: ItemDetails; rows: CartRow[]; onClose: () => void }) {
  const { t } = useTranslation();
  const src = useImageSrc();
  const configurator = useItemConfigurator(item, rows, onClose);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && configurator.actor.send({ type: 'CLOSE' })}
      title={item.name}
      maxWidth="920px"
    >
      <Layout aria-label={t('catalogue.product.details')}>
        <ProductGallery name={item.name} images={galleryImages(item, src)} />
        <ShopItemDetails item={item} configurator={configurator} />
      </Layout>
      <ItemReviews itemId={item.id} rating={{ average: item.avg_rating, count: item.rating_count }} />
    </Dialog>
  );
}
