import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, IconButton } from '../../ui/button.tsx';
import { AccountMenu } from './account-menu.tsx';
import { BadgeButton } from './badge-button.tsx';
import { Icon } from './icon.tsx';
import { paths, profilePath } from '../../app/paths.ts';
import { useUrlDialog } from '../../ui/use-url-dialog.ts';
import { useSession } from '../../session/hooks.ts';
import { useBadgeCounts } from './use-shell-data.ts';

/** Track order (guests), chat (signed in), wishlist (signed in), cart, and the account menu or Sign In. */
export function NavbarActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const drawer = useUrlDialog('drawer');
  const auth = useUrlDialog('auth');
  const { signedIn, isRental } = useSession();
  const { cartCount, wishlistCount } = useBadgeCounts();
  const trackLabel = t(isRental ? 'shell.trackTrip' : 'shell.trackOrder');
  const cartLabel = t(isRental ? 'shell.tripCart' : 'shell.cart');
  return (
    <Actions>
      {!signedIn && (
        <IconLink to={paths.trackOrder} aria-label={trackLabel} title={trackLabel}>
          <Icon name="truck" />
        </IconLink>
      )}
      {signedIn && (
        <IconButton aria-label={t('shell.chat')} title={t('shell.chat')} onClick={() => navigate(profilePath('inbox'))}>
          <Icon name="chat" />
        </IconButton>
      )}
      {signedIn && (
        <BadgeButton
          icon="heart"
          label={
            wishlistCount
              ? t('shell.badgeCount', { label: t('shell.wishlist'), count: wishlistCount })
              : t('shell.wishlist')
          }
          count={wishlistCount}
          onClick={() => drawer.open('wishlist')}
        />
      )}
      <BadgeButton
        icon="cart"
        label={cartCount ? t('shell.badgeCount', { label: cartLabel, count: cartCount }) : cartLabel}
        count={cartCount}
        onClick={() => drawer.open('cart')}
      />
      {signedIn ? <AccountMenu /> : <Button onClick={() => auth.open('sign-in')}>{t('shell.signIn')}</Button>}
    </Actions>
  );
}

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-inline-start: auto;
`;

const IconLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  min-height: 40px;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: inherit;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;
