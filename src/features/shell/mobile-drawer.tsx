import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { DrawerCategories } from './drawer-categories.tsx';
import { LanguageSelect } from './language-select.tsx';
import { NavbarSearch } from './navbar-search.tsx';
import { LogoutFlow } from './logout-flow.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import { navItemLook } from './nav-item.styles.ts';
import { useSession } from '../../session/hooks.ts';
import { paths } from '../../routes/paths.ts';

/** The mobile drawer (≤1180px): Home, Categories, Latest stores, Popular stores, Theme Mode, Language, Logout. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const logout = LogoutFlow.useFlow();
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('shell.drawerTitle')}
      placement="end"
      maxWidth="320px"
    >
      <NavbarSearch onNavigate={onClose} />
      <List>
        <li>
          <Item to={paths.home} onClick={onClose}>
            {t('shell.home')}
          </Item>
        </li>
        <li>
          <DrawerCategories onNavigate={onClose} />
        </li>
        <li>
          <Item to={paths.latestStores} onClick={onClose}>
            {t('shell.latestStores')}
          </Item>
        </li>
        <li>
          <Item to={paths.popularStores} onClick={onClose}>
            {t('shell.popularStores')}
          </Item>
        </li>
      </List>
      <Row>
        <span>{t('shell.themeMode')}</span>
        <ThemeToggle />
      </Row>
      <Row>
        <LanguageSelect showLabel onChoose={onClose} />
      </Row>
      {signedIn && (
        <Button
          $variant="secondary"
          $block
          onClick={() => {
            onClose();
            logout.send({ type: 'LOGOUT' });
          }}
        >
          {t('shell.menu.logout')}
        </Button>
      )}
    </Dialog>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
`;

const Item = styled(Link)`
  ${navItemLook}
  display: flex;
  min-height: 44px;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;
