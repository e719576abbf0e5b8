import { Fragment, useState, type ComponentType, type ReactNode } from 'react';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from './load-failure.tsx';
import { Link, type To } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '../session/hooks.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { Tabs } from '../ui/tabs.tsx';
import { errorMessage } from '../api/errors.ts';
import { refreshAfterChange } from '../api/query-client.ts';
import toast from '../ui/toast.ts';
import Trash from 'lucide/dist/esm/icons/trash.mjs';
import { Icon } from '../ui/icon.tsx';
import { pictureAt } from '../api/images.ts';

// The wishlist drawer's parts (spec part 2 "Wishlist drawer"), shared by the shop modules' drawer (items, stores) and
// the rental module's (vehicles, providers).

/** A favourite in a tab: its row's picture, name and link, its second line and details, actions, what delete removes. */
export interface Favourite<P> {
  id: number;
  image: string | null | undefined;
  name: string;
  to: To;
  /** The row's second line (the store's name, an address), when there is one. */
  meta?: string | null;
  /** More under the second line (an item's price). */
  details?: ReactNode;
  actions?: ReactNode;
  /** What the delete button removes (after asking). */
  favourite: P;
}

/** A tab of favourites: its name, the kind its empty state names ('No favourite {kind} found'), its favourites. */
export interface FavouritesTab<P> {
  value: string;
  label: string;
  kind: string;
  favourites: Favourite<P>[];
}

/**
 * The wishlist drawer (from the right, at most 523 px, titled Wishlist) over one wishlist query: guests read 'You are
 * not logged in', then loading or the error, then the two tabs of favourites; each row's delete asks first, removes
 * it with `remove`, shows the server's message and refreshes the wishlists. `Within` wraps the content (the rental
 * drawer's own trip cart).
 */
export function FavouritesDrawer<T, P>({
  onClose,
  wishlist,
  remove,
  tabs,
  Within = Fragment,
}: {
  onClose: () => void;
  wishlist: UseQueryResult<T, Error>;
  remove: (favourite: P) => Promise<string>;
  tabs: (data: T) => FavouritesTab<P>[];
  Within?: ComponentType<{ children: ReactNode }>;
}) {
  const { t } = useTranslation();
  const deletion = useWishlistDelete(remove);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('wishlist.title')}
      placement="end"
      maxWidth="523px"
    >
      <Within>
        <WishlistLoaded wishlist={wishlist}>
          {(data) => (
            <>
              <WishlistTabs
                tabs={tabs(data).map((tab) => ({
                  ...tab,
                  rows: tab.favourites.map((f) => (
                    <WishlistRow
                      key={f.id}
                      image={f.image}
                      name={f.name}
                      actions={f.actions}
                      onDelete={() => deletion.ask(f.favourite)}
                    >
                      <Link to={f.to}>{f.name}</Link>
                      {f.meta && <WishlistMeta>{f.meta}</WishlistMeta>}
                      {f.details}
                    </WishlistRow>
                  )),
                }))}
              />
              {deletion.confirm}
            </>
          )}
        </WishlistLoaded>
      </Within>
    </Dialog>
  );
}

/** The drawer's content once the wishlist is there: guests read 'You are not logged in'; loading; the error. */
function WishlistLoaded<T>({
  wishlist,
  children,
}: {
  wishlist: UseQueryResult<T, Error>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  if (!signedIn) return <EmptyState role="alert" title={t('wishlist.notLoggedIn')} />;
  if (wishlist.isPending)
    return (
      <div role="status" aria-label={t('common.loading')}>
        <Skeleton $h="64px" />
        <Skeleton $h="64px" />
      </div>
    );
  if (wishlist.isError) return <LoadFailure title={t('wishlist.loadError')} query={wishlist} />;
  return children(wishlist.data);
}

/** A tab's rows, rendered. */
interface WishlistTab {
  value: string;
  label: string;
  kind: string;
  rows: ReactNode[];
}

/** The drawer's two tabs (items and stores; vehicles and providers), each a list named by its tab or empty. */
function WishlistTabs({ tabs }: { tabs: WishlistTab[] }) {
  const { t } = useTranslation();
  return (
    <Tabs
      label={t('wishlist.title')}
      tabs={tabs.map((tab) => ({
        value: tab.value,
        label: tab.label,
        content:
          tab.rows.length === 0 ? (
            <WishlistEmpty kind={tab.kind} />
          ) : (
            <WishlistRows aria-label={tab.label}>{tab.rows}</WishlistRows>
          ),
      }))}
    />
  );
}

/** An empty tab: the heart picture and 'No favourite {kind} found'. */
function WishlistEmpty({ kind }: { kind: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={
        <svg width="96" height="96" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.2">
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
        </svg>
      }
      title={t('wishlist.empty', { kind })}
    />
  );
}

/** A favourite's row: its picture, its link and details, its actions and the delete button (which asks first). */
function WishlistRow({
  image,
  name,
  children,
  actions,
  onDelete,
}: {
  image: string | null | undefined;
  name: string;
  children: ReactNode;
  actions?: ReactNode;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li>
      {image ? <img src={pictureAt(image, 160)} alt="" width={56} height={56} loading="lazy" /> : <span />}
      <div>{children}</div>
      <Actions>
        {actions}
        <Delete aria-label={t('wishlist.delete', { name })} onClick={onDelete}>
          <Icon shape={Trash} size={18} />
        </Delete>
      </Actions>
    </li>
  );
}

/**
 * Deleting a favourite: `ask` opens 'Are you sure you want to delete this item?' (Yes / No); Yes removes it, shows the
 * server's message and refreshes the wishlists. Render `confirm` once in the drawer.
 */
function useWishlistDelete<P>(remove: (favourite: P) => Promise<string>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ favourite: P } | null>(null);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async (message) => {
      toast.success(message);
      setPending(null);
      await refreshAfterChange(queryClient, ['wishlist']);
    },
    onError: (error) => {
      setPending(null);
      void toast.error(errorMessage(error));
    },
  });
  const confirm = (
    <ConfirmDialog
      open={pending !== null}
      title={t('wishlist.confirmDelete')}
      confirmLabel={t('wishlist.yes')}
      cancelLabel={t('wishlist.no')}
      busy={mutation.isPending}
      onConfirm={() => pending && mutation.mutate(pending.favourite)}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: (favourite: P) => setPending({ favourite }), confirm };
}

const WishlistRows = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  > li {
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

/** A row's second line (the store's name, an address). */
const WishlistMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
`;

/** A row's round add-to-cart button (the items' cart line, the vehicles' trip cart). */
export const WishlistCartButton = styled.button.attrs({ type: 'button' })`
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: none;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
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
