import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from '../../ui/toast.ts';
import { HeartButton } from '../../shop/wishlist-heart.tsx';
import { addRentalWish, removeRentalWish, type RentalWish } from '../../api/rental-wishlist.ts';
import { wishlistQueries } from '../../api/wishlist.ts';
import { useSession } from '../../session/hooks.ts';

/**
 * The rental wishlist heart on vehicle cards, the vehicle page and the provider page (spec part 2 §4 "Wishlist",
 * §5): filled while the vehicle or provider is in the wishlist; adding needs a token ('You are not logged in'
 * otherwise); add and remove show the server's message.
 */
export function RentalHeart({ wish, name }: { wish: RentalWish; name: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { signedIn } = useSession();
  const wishlist = useQuery(wishlistQueries.rental());
  const wished =
    signedIn &&
    ('vehicle_id' in wish
      ? (wishlist.data?.vehicles ?? []).some((v) => v.id === wish.vehicle_id)
      : (wishlist.data?.providers ?? []).some((p) => p.id === wish.provider_id));
  const toggle = useMutation({
    mutationFn: () => (wished ? removeRentalWish(wish) : addRentalWish(wish)),
    onSuccess: async (message) => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: ['wishlist'] });
    },
    onError: (error) => void toast.error(error.message),
  });
  return (
    <HeartButton
      $overlay={false}
      aria-pressed={wished}
      aria-label={wished ? t('rental.wishlist.remove', { name }) : t('rental.wishlist.add', { name })}
      disabled={toggle.isPending}
      onClick={() => (signedIn ? toggle.mutate() : void toast.error(t('rental.wishlist.notLoggedIn')))}
    >
      <span aria-hidden="true">{wished ? '♥' : '♡'}</span>
    </HeartButton>
  );
}
