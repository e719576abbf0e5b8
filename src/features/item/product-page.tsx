import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { CartRow } from '../../api/cart-rows.ts';
import { itemDetailsQueries, type ItemDetails } from '../../api/item-details.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { galleryImages, ProductGallery } from './product-gallery.tsx';
import { Layout } from './product-layout.ts';
import { ShopItemDetails } from './shop-item-details.tsx';
import { useItemConfigurator } from './use-item-configurator.ts';
import { useImageSrc } from '../../api/images.ts';
import { usePageTitle } from '../../shop/use-page-title.ts';
import { ItemReviews } from '../../shop/item-reviews-slot.tsx';
import { LoadFailure } from '../../shop/load-failure.tsx';
import { isCartLoading, useCart } from '../../shop/shopper-cart.ts';
import { useSession } from '../../session/hooks.ts';

/**
 * /product/[id]?id=<slug or id>&module_id (spec part 2 §2): the e-commerce product page — gallery with 5 thumbnails
 * and a magnifier, the item configurator (variations with their stock, quantity, Buy Now, Add / Update to cart), and
 * the item's reviews below.
 */
export function ProductPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const details = useQuery(itemDetailsQueries.detail(search.get('id') || id));
  usePageTitle(details.isError ? { notFound: true } : details.data && { name: details.data.name });
  const cart = useCart();
  // The product is drawn at once (the server never has the shopper's cart: docs/architecture.md, "A page request");
  // its configurator opens when the cart is in (none to load: an empty one).
  const rows = isCartLoading(cart) ? undefined : (cart.data ?? []);
  if (details.isError)
    return (
      <Page>
        <h1 className="visually-hidden">{t('catalogue.product.notFound')}</h1>
        <LoadFailure title={t('catalogue.product.loadError')} query={details} />
      </Page>
    );
  if (!details.isSuccess)
    return (
      <Page>
        <Layout role="status" aria-label={t('common.loading')}>
          <Skeleton $h="360px" />
          <Skeleton $h="360px" />
        </Layout>
      </Page>
    );
  return (
    <Page>
      <Product item={details.data} rows={rows} />
      <ItemReviews
        itemId={details.data.id}
        rating={{ average: details.data.avg_rating, count: details.data.rating_count }}
      />
    </Page>
  );
}

/**
 * The configured product; after an add or update the configurator starts again on the new cart, and so it does for
 * another cart owner (a guest id answered after the page came, a sign-in): the statechart, not the page, which is
 * not drawn anew for it.
 */
function Product({ item, rows }: { item: ItemDetails; rows: CartRow[] | undefined }) {
  const [round, setRound] = useState(0);
  const again = useCallback(() => setRound((r) => r + 1), []);
  const { ownerKey } = useSession();
  const src = useImageSrc();
  const configurator = useItemConfigurator(item, rows, again, null, `${round} ${ownerKey}`);
  return (
    <Layout>
      <ProductGallery name={item.name} images={galleryImages(item, src)} />
      <ShopItemDetails item={item} configurator={configurator} heading />
    </Layout>
  );
}

const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
`;
