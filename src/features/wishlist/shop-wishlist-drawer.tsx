import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from '../../ui/toast.ts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { configQueries } from '../../api/config.ts';
import type { Item } from '../../api/items.ts';
import { removeItemFromWishlist, removeStoreFromWishlist, wishlistQueries } from '../../api/wishlist.ts';
import { itemDialog, productPath, storePath } from '../../app/paths.ts';
import { useSession } from '../../session/hooks.ts';
import { shownPrice } from '../../shop/item-price.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { WishlistAddButton } from './wishlist-add-button.tsx';

/**
 * The wishlist drawer of the shop modules (spec part 2 "Wishlist drawer", §3 "Wishlist", "Adding from the wishlist
 * drawer"): right side, at most 523 px, titled Wishlist; two tabs, the wishlisted items (foods in the food module)
 * and stores (restaurants), each row with an add-to-cart button (items) and a delete button that asks first and
 * shows the server's message; 'No favourite {kind} found' when a tab is empty; guests read 'You are not logged in'.
 */
export function ShopWishlistDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('wishlist.title')}
      placement="end"
      maxWidth="523px"
    >
      <WishlistTabs />
    </Dialog>
  );
}

type Pending = { kind: 'item' | 'store'; id: number } | null;

function WishlistTabs() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { signedIn, module } = useSession();
  const wishlist = useQuery(wishlistQueries.list());
  const config = useQuery(configQueries.config());
  const money = useMoney(config.data);
  const [pending, setPending] = useState<Pending>(null);
  const remove = useMutation({
    mutationFn: (p: NonNullable<Pending>) =>
      p.kind === 'item' ? removeItemFromWishlist(p.id) : removeStoreFromWishlist(p.id),
    onSuccess: async (message) => {
      toast.success(message);
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: ['wishlist'] });
    },
    onError: (error) => {
      setPending(null);
      void toast.error(error.message);
    },
  });
  if (!signedIn) return <EmptyState role="alert" title={t('wishlist.notLoggedIn')} />;
  if (wishlist.isPending)
    return (
      <div role="status" aria-label={t('common.loading')}>
        <Skeleton $h="64px" />
        <Skeleton $h="64px" />
      </div>
    );
  if (wishlist.isError) return <EmptyState role="alert" title={wishlist.error.message} />;
  const food = module?.module_type === 'food';
  const ecommerce = module?.module_type === 'ecommerce';
  const items = wishlist.data.item as Item[];
  const stores = wishlist.data.store;
  const itemsLabel = t(food ? 'wishlist.foods' : 'wishlist.items');
  const storesLabel = t(food ? 'wishlist.restaurants' : 'wishlist.stores');
  const empty = (kind: string) => (
    <EmptyState
      icon={
        <svg width="96" height="96" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.2">
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
        </svg>
      }
      title={t('wishlist.empty', { kind })}
    />
  );
  return (
    <>
      <Tabs
        label={t('wishlist.title')}
        tabs={[
          {
            value: 'items',
            label: itemsLabel,
            content:
              items.length === 0 ? (
                empty(t(food ? 'wishlist.foodsKind' : 'wishlist.itemsKind'))
              ) : (
                <Rows aria-label={itemsLabel}>
                  {items.map((item) => {
                    const price = shownPrice(item);
                    return (
                      <li key={item.id}>
                        <img src={item.image_full_url ?? ''} alt="" width={56} height={56} loading="lazy" />
                        <div>
                          <Link
                            to={
                              ecommerce || item.module_type === 'ecommerce'
                                ? productPath(item)
                                : { search: itemDialog(item.id) }
                            }
                          >
                            {item.name}
                          </Link>
                          <Meta>{item.store_name}</Meta>
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
                        </div>
                        <Actions>
                          <WishlistAddButton item={item} />
                          <Delete
                            aria-label={t('wishlist.delete', { name: item.name })}
                            onClick={() => setPending({ kind: 'item', id: item.id })}
                          >
                            <span aria-hidden="true">🗑</span>
                          </Delete>
                        </Actions>
                      </li>
                    );
                  })}
                </Rows>
              ),
          },
          {
            value: 'stores',
            label: storesLabel,
            content:
              stores.length === 0 ? (
                empty(t(food ? 'wishlist.restaurantsKind' : 'wishlist.storesKind'))
              ) : (
                <Rows aria-label={storesLabel}>
                  {stores.map((store) => (
                    <li key={store.id}>
                      <img src={store.logo_full_url ?? ''} alt="" width={56} height={56} loading="lazy" />
                      <div>
                        <Link to={storePath(store)}>{store.name}</Link>
                        {store.address && <Meta>{store.address}</Meta>}
                      </div>
                      <Actions>
                        <Delete
                          aria-label={t('wishlist.delete', { name: store.name })}
                          onClick={() => setPending({ kind: 'store', id: store.id })}
                        >
                          <span aria-hidden="true">🗑</span>
                        </Delete>
                      </Actions>
                    </li>
                  ))}
                </Rows>
              ),
          },
        ]}
      />
      <ConfirmDialog
        open={pending !== null}
        title={t('wishlist.confirmDelete')}
        confirmLabel={t('wishlist.yes')}
        cancelLabel={t('wishlist.no')}
        busy={remove.isPending}
        onConfirm={() => pending && remove.mutate(pending)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

const Rows = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    display: grid;
    grid-template-columns: 56px 1fr auto;
    gap: ${({ theme }) => theme.space(3)};
    align-items: center;
  }
  img {
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
`;

const Price = styled.p`
  margin: 0;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  s {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Delete = styled.button.attrs({ type: 'button' })`
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.error};
  cursor: pointer;
`;
