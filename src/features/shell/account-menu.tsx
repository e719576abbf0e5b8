import { Menu } from '@ark-ui/react/menu';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../ui/icon.tsx';
import { LogoutFlow } from './logout-flow.ts';
import { preloadConfirmDialog } from '../../ui/lazy-confirm-dialog.tsx';
import { useConfig, useCustomer, useRentalModuleActive } from './use-shell-data.ts';
import { paths, profilePath } from '../../routes/paths.ts';
import { hasImage, useImageSrc } from '../../api/images.ts';
import { inlineRow } from '../../ui/layout.ts';
import { FOCUS_FALLBACK } from '../../ui/focus-return.ts';

interface Entry {
  value: string;
  label: string;
  to?: string;
}

/** The profile button (first name + image) and its account menu (spec part 2 §2 "Account menu entries"). */
export function AccountMenu() {
  const { t } = useTranslation();
  const src = useImageSrc();
  const navigate = useNavigate();
  const logout = LogoutFlow.useFlow();
  const config = useConfig().data;
  const customer = useCustomer().data;
  const rentalActive = useRentalModuleActive();
  const name = customer?.f_name || t('shell.guestName');

  const entries: Entry[] = [
    { value: 'profile-settings', label: t('shell.menu.profileSettings'), to: profilePath('profile-settings') },
    { value: 'my-orders', label: t('shell.menu.myOrders'), to: paths.myOrders },
    ...(rentalActive ? [{ value: 'my-trips', label: t('shell.menu.myTrips'), to: paths.myTrips }] : []),
    ...(config?.customer_wallet_status === 0
      ? []
      : [{ value: 'wallet', label: t('shell.menu.wallet'), to: paths.wallet }]),
    { value: 'coupons', label: t('shell.menu.coupons'), to: paths.coupons },
    ...(config?.loyalty_point_status === 0
      ? []
      : [{ value: 'loyalty-points', label: t('shell.menu.loyaltyPoints'), to: paths.loyaltyPoints }]),
    ...(config?.ref_earning_status === 0
      ? []
      : [{ value: 'referral-code', label: t('shell.menu.referralCode'), to: paths.referralCode }]),
    { value: 'settings', label: t('shell.menu.settings'), to: paths.settings },
    { value: 'track-order', label: t('shell.menu.trackOrder'), to: paths.trackOrder },
  ];

  const onSelect = (value: string) => {
    if (value === 'logout') return logout.send({ type: 'LOGOUT' });
    const entry = entries.find((e) => e.value === value);
    if (entry?.to) navigate(entry.to);
  };

  return (
    <Menu.Root
      onSelect={({ value }) => onSelect(value)}
      onOpenChange={({ open }) => {
        if (!open) return;
        preloadConfirmDialog();
        logout.prepare();
      }}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      {/* where the focus goes when a dialog's opener is gone: after signing in, Sign in was replaced by this */}
      <Trigger aria-label={t('shell.accountMenu', { name })} {...{ [FOCUS_FALLBACK]: '' }}>
        {hasImage(customer, 'image') ? (
          <Avatar src={src(customer, 'image', 'customer')} alt="" />
        ) : (
          <Icon name="user" />
        )}
        <Name aria-hidden="true">{name}</Name>
        <Icon name="chevron" size={16} />
      </Trigger>
      <Menu.Positioner>
        <Content>
          {entries.map((e) => (
            <Item key={e.value} value={e.value}>
              {e.label}
            </Item>
          ))}
          <Separator />
          <Item value="logout" data-danger="">
            {t('shell.menu.logout')}
          </Item>
        </Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}

const Trigger = styled(Menu.Trigger)`
  ${inlineRow(2)}
  min-height: 40px;
  padding-inline: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
`;

const Avatar = styled.img`
  width: 28px;
  height: 28px;
  border-radius: 50%;
  object-fit: cover;
`;

const Name = styled.span`
  max-width: 120px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ theme }) => theme.media.small} {
    display: none;
  }
`;

const Content = styled(Menu.Content)`
  min-width: 220px;
  padding: ${({ theme }) => theme.space(1.5)};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  z-index: ${({ theme }) => theme.z.drawer};
  outline: none;
`;

const Item = styled(Menu.Item)`
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &[data-highlighted] {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &[data-danger] {
    color: ${({ theme }) => theme.color.error};
  }
`;

const Separator = styled(Menu.Separator)`
  border: none;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  margin-block: ${({ theme }) => theme.space(1)};
`;
