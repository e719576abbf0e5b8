import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from '../ui/toast.ts';
import styled from 'styled-components';
import { addItemToWishlist, removeItemFromWishlist, wishlistQueries } from '../api/wishlist.ts';
import { errorMessage } from '../api/errors.ts';
import { useSession } from '../session/hooks.ts';

/**
 * The wishlist heart of the product card and the item popup (spec part 2 §4 "Wishlist"): filled while the item is in
 * the wishlist. On a card it sits over the picture (`overlay`); in the popup it flows with the text (`inline`).
 */
export function WishlistHeart({
  itemId,
  name,
  placement = 'overlay',
}: {
  itemId: number;
  name: string;
  placement?: 'overlay' | 'inline';
}) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const wishlist = useQuery(wishlistQueries.list());
  const wished = signedIn && (wishlist.data?.item ?? []).some((i) => i.id === itemId);
  return (
    <WishToggle
      wished={wished}
      overlay={placement === 'overlay'}
      toggle={() => (wished ? removeItemFromWishlist(itemId) : addItemToWishlist(itemId))}
      addLabel={t('catalogue.card.wishlistAdd', { name })}
      removeLabel={t('catalogue.card.wishlistRemove', { name })}
      notLoggedIn={t('catalogue.card.notLoggedIn')}
    />
  );
}

/**
 * The heart toggle every wishlist shares (items; rental vehicles and providers): adding needs a token ('You are not
 * logged in' otherwise); add and remove show the server's message and refresh the wishlists.
 */
export function WishToggle(p: {
  wished: boolean;
  /** Adds or removes (as `wished` says); answers the server's message. */
  toggle: () => Promise<string>;
  addLabel: string;
  removeLabel: string;
  notLoggedIn: string;
  overlay?: boolean;
}) {
  const queryClient = useQueryClient();
  const { signedIn } = useSession();
  const toggle = useMutation({
    mutationFn: p.toggle,
    onSuccess: async (message) => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: ['wishlist'] });
    },
    onError: (error) => void toast.error(errorMessage(error)),
  });
  return (
    <HeartButton
      $overlay={p.overlay ?? false}
      aria-pressed={p.wished}
      aria-label={p.wished ? p.removeLabel : p.addLabel}
      disabled={toggle.isPending}
      onClick={() => (signedIn ? toggle.mutate() : void toast.error(p.notLoggedIn))}
    >
      <span aria-hidden="true">{p.wished ? '♥' : '♡'}</span>
    </HeartButton>
  );
}

/** The round heart toggle (shop items and rental vehicles / providers): on the card's corner or in a row. */
const HeartButton = styled.button.attrs({ type: 'button' })<{ $overlay: boolean }>`
  ${({ $overlay, theme }) =>
    $overlay
      ? `position: absolute; inset-block-start: ${theme.space(2)}; inset-inline-end: ${theme.space(2)};`
      : 'flex: none;'}
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.error};
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
`;
