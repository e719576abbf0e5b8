import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { configQueries } from '../../api/config.ts';
import type { Item } from '../../api/items.ts';
import { removeItemFromWishlist, removeStoreFromWishlist, wishlistQueries } from '../../api/wishlist.ts';
import { itemDialog, productPath, storePath } from '../../app/paths.ts';
import { useSession } from '../../session/hooks.ts';
import { shownPrice } from '../../shop/item-price.ts';
import {
  useWishlistDelete,
  WishlistDrawer,
  WishlistLoaded,
  WishlistMeta,
  WishlistRow,
  WishlistTabs,
} from '../../shop/wishlist-drawer.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { WishlistAddButton } from './wishlist-add-button.tsx';

/**
 * The wishlist drawer of the shop modules (spec part 2 "Wishlist drawer", §3 "Wishlist", "Adding from the wishlist
 * drawer"): two tabs, the wishlisted items (foods in the food module) and stores (restaurants), each row with an
 * add-to-cart button (items) and a delete button that asks first and shows the server's message.
 */
export function ShopWishlistDrawer({ onClose }: { onClose: () => void }) {
  return (
    <WishlistDrawer onClose={onClose}>
      <ShopWishlistTabs />
    </WishlistDrawer>
  );
}

type Favourite = { kind: 'item' | 'store'; id: number };

function ShopWishlistTabs() {
  const { t } = useTranslation();
  const { module } = useSession();
  const wishlist = useQuery(wishlistQueries.list());
  const money = useMoney(useQuery(configQueries.config()).data);
  const remove = useWishlistDelete((f: Favourite) =>
    f.kind === 'item' ? removeItemFromWishlist(f.id) : removeStoreFromWishlist(f.id),
  );
  const food = module?.module_type === 'food';
  const ecommerce = module?.module_type === 'ecommerce';
  return (
    <WishlistLoaded wishlist={wishlist}>
      {(data) => {
        const items = data.item as Item[];
        const stores = data.store;
        return (
          <>
            <WishlistTabs
              tabs={[
                {
                  value: 'items',
                  label: t(food ? 'wishlist.foods' : 'wishlist.items'),
                  kind: t(food ? 'wishlist.foodsKind' : 'wishlist.itemsKind'),
                  rows: items.map((item) => {
                    const price = shownPrice(item);
                    return (
                      <WishlistRow
                        key={item.id}
                        image={item.image_full_url}
                        name={item.name}
                        actions={<WishlistAddButton item={item} />}
                        onDelete={() => remove.ask({ kind: 'item', id: item.id })}
                      >
                        <Link
                          to={
                            ecommerce || item.module_type === 'ecommerce'
                              ? productPath(item)
                              : { search: itemDialog(item.id) }
                          }
                        >
                          {item.name}
                        </Link>
                        <WishlistMeta>{item.store_name}</WishlistMeta>
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
                      </WishlistRow>
                    );
                  }),
                },
                {
                  value: 'stores',
                  label: t(food ? 'wishlist.restaurants' : 'wishlist.stores'),
                  kind: t(food ? 'wishlist.restaurantsKind' : 'wishlist.storesKind'),
                  rows: stores.map((store) => (
                    <WishlistRow
                      key={store.id}
                      image={store.logo_full_url}
                      name={store.name}
                      onDelete={() => remove.ask({ kind: 'store', id: store.id })}
                    >
                      <Link to={storePath(store)}>{store.name}</Link>
                      {store.address && <WishlistMeta>{store.address}</WishlistMeta>}
                    </WishlistRow>
                  )),
                },
              ]}
            />
            {remove.confirm}
          </>
        );
      }}
    </WishlistLoaded>
  );
}

const Price = styled.p`
  margin: 0;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  s {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
