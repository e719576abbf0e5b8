import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { addItemToWishlist, removeItemFromWishlist, wishlistQueries } from '../../api/wishlist.ts';
import { useSession } from '../../session/hooks.ts';

/**
 * The product card's wishlist heart (spec part 2 §4 "Wishlist"): filled while the item is in the wishlist; adding
 * needs a token ('You are not logged in' otherwise); add and remove show the server's message.
 */
export function WishlistHeart({ itemId, name }: { itemId: number; name: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { signedIn } = useSession();
  const wishlist = useQuery(wishlistQueries.list());
  const wished = signedIn && (wishlist.data?.item ?? []).some((i) => i.id === itemId);
  const toggle = useMutation({
    mutationFn: () => (wished ? removeItemFromWishlist(itemId) : addItemToWishlist(itemId)),
    onSuccess: async (message) => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: ['wishlist'] });
    },
    onError: (error) => void toast.error(error.message),
  });
  return (
    <Heart
      aria-pressed={wished}
      aria-label={wished ? t('catalogue.card.wishlistRemove', { name }) : t('catalogue.card.wishlistAdd', { name })}
      disabled={toggle.isPending}
      onClick={() => (signedIn ? toggle.mutate() : void toast.error(t('catalogue.card.notLoggedIn')))}
    >
      <span aria-hidden="true">{wished ? '♥' : '♡'}</span>
    </Heart>
  );
}

const Heart = styled.button.attrs({ type: 'button' })`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space(2)};
  inset-inline-end: ${({ theme }) => theme.space(2)};
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
