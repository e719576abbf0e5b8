import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { configQueries } from '../../api/config.ts';
import type { Item } from '../../api/items.ts';
import { removeItemFromWishlist, removeStoreFromWishlist, wishlistQueries } from '../../api/wishlist.ts';
import { itemDialog, productPath, storePath } from '../../routes/paths.ts';
import { useSession } from '../../session/hooks.ts';
import { shownPrice } from '../../shop/item-price.ts';
import { FavouritesDrawer } from '../../shop/wishlist-drawer.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { WishlistAddButton } from './wishlist-add-button.tsx';

/**
 * The wishlist drawer of the shop modules (spec part 2 "Wishlist drawer", §3 "Wishlist", "Adding from the wishlist
 * drawer"): two tabs, the wishlisted items (foods in the food module) and stores (restaurants), each row with an
 * add-to-cart button (items) and a delete button that asks first and shows the server's message.
 */
export function ShopWishlistDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { module } = useSession();
  const money = useMoney(useQuery(configQueries.config()).data);
  const food = module?.module_type === 'food';
  const ecommerce = module?.module_type === 'ecommerce';
  return (
    <FavouritesDrawer
      onClose={onClose}
      wishlist={useQuery(wishlistQueries.list())}
      remove={(f: Favourite) => (f.kind === 'item' ? removeItemFromWishlist(f.id) : removeStoreFromWishlist(f.id))}
      tabs={(data) => [
        {
          value: 'items',
          label: t(food ? 'wishlist.foods' : 'wishlist.items'),
          kind: t(food ? 'wishlist.foodsKind' : 'wishlist.itemsKind'),
          favourites: (data.item as Item[]).map((item) => {
            const price = shownPrice(item);
            return {
              id: item.id,
              image: item.image_full_url,
              name: item.name,
              to: ecommerce || item.module_type === 'ecommerce' ? productPath(item) : { search: itemDialog(item.id) },
              meta: item.store_name,
              details: (
                <Price>
                  <strong>{money(price.final)}</strong>
                  {price.final < price.unit && (
                    <s>
                      <span className="visually-hidden">
                        {t('wishlist.originalPrice', { price: money(price.unit) })}
                      </span>
                      <span aria-hidden="true">{money(price.unit)}</span>
                    </s>
                  )}
                </Price>
              ),
              actions: <WishlistAddButton item={item} />,
              favourite: { kind: 'item', id: item.id } satisfies Favourite,
            };
          }),
        },
        {
          value: 'stores',
          label: t(food ? 'wishlist.restaurants' : 'wishlist.stores'),
          kind: t(food ? 'wishlist.restaurantsKind' : 'wishlist.storesKind'),
          favourites: data.store.map((store) => ({
            id: store.id,
            image: store.logo_full_url,
            name: store.name,
            to: storePath(store),
            meta: store.address,
            favourite: { kind: 'store', id: store.id } satisfies Favourite,
          })),
        },
      ]}
    />
  );
}

type Favourite = { kind: 'item' | 'store'; id: number };

const Price = styled.p`
  margin: 0;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  s {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
