import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, IconButton } from '../../ui/button.tsx';
import { BadgeButton } from './badge-button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { inboxPath, paths, profilePath } from '../../routes/paths.ts';
import { useUrlDialog } from '../../ui/use-url-dialog.ts';
import { useSession } from '../../session/hooks.ts';
import { useBadgeCounts } from './use-shell-data.ts';
import { row } from '../../ui/layout.ts';

// The account menu (Ark UI's menu and its positioning) is its own chunk, fetched while the first screen paints:
// only signed-in customers see it, and it is not needed until it is opened.
const AccountMenu = lazy(() => import('./account-menu.tsx').then((m) => ({ default: m.AccountMenu })));
// Chat and notifications with their counts and the live stream: signed-in customers only.
const SignedInButtons = lazy(() => import('./signed-in-buttons.tsx').then((m) => ({ default: m.SignedInButtons })));

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
        <Suspense
          fallback={
            <>
              <IconButton aria-label={t('shell.chat')} title={t('shell.chat')} onClick={() => navigate(inboxPath())}>
                <Icon name="chat" />
              </IconButton>
              <IconButton
                aria-label={t('shell.notifications')}
                title={t('shell.notifications')}
                onClick={() => navigate(profilePath('notifications'))}
              >
                <Icon name="bell" />
              </IconButton>
            </>
          }
        >
          <SignedInButtons />
        </Suspense>
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
      {signedIn ? (
        <Suspense fallback={<AccountSlot />}>
          <AccountMenu />
        </Suspense>
      ) : (
        <Button onClick={() => auth.open('sign-in')}>{t('shell.signIn')}</Button>
      )}
    </Actions>
  );
}

const Actions = styled.div`
  ${row(1)}
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

/** The account menu's place while its chunk loads (its trigger's height, so the bar does not jump). */
const AccountSlot = styled.span`
  display: inline-block;
  min-width: 72px;
  min-height: 40px;
`;
