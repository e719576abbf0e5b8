import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { LogoLink } from './logo-link.tsx';
import { NavLinks } from './nav-links.tsx';
import { NavbarActions } from './navbar-actions.tsx';
import { useStoredModule } from '../../session/hooks.ts';
import { row } from '../../ui/layout.ts';
import { useNarrowScreen } from '../../ui/use-narrow-screen.ts';

// The drawer (and its categories list) is its own chunk, loaded the first time the menu button is used.
const MobileDrawer = lazy(() => import('./mobile-drawer.tsx').then((m) => ({ default: m.MobileDrawer })));
// The search field (its combobox and suggestion calls) is its own chunk too, loaded after the first paint, and only
// on wide screens: phones hide it (the drawer has its own), so they never fetch it for the bar.
const NavbarSearch = lazy(() => import('./navbar-search.tsx').then((m) => ({ default: m.NavbarSearch })));

/** The navigation bar: menu button (mobile), logo, page links, and the actions. */
export function Navbar() {
  const { t } = useTranslation();
  // the module alone: a guest id given after the first render draws the actions again (the cart's owner), not the bar
  const module = useStoredModule();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Bar aria-label={t('shell.mainNavigation')}>
      <Inner>
        <MenuButton
          aria-label={t('shell.openMenu')}
          aria-expanded={drawerOpen}
          aria-haspopup="dialog"
          onClick={() => setDrawerOpen(true)}
        >
          <Icon name="menu" />
        </MenuButton>
        <LogoLink />
        <NavLinks module={module} />
        <WideScreenSearch />
        <NavbarActions />
      </Inner>
      {drawerOpen && (
        <Suspense>
          <MobileDrawer open onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </Bar>
  );
}

/**
 * The search field, on wide screens only. The server draws it (it cannot know the width), so a phone finds out after
 * hydrating: this component alone draws again then, not the whole bar with its links and actions.
 */
function WideScreenSearch() {
  const narrow = useNarrowScreen();
  if (narrow) return null;
  return (
    <Suspense fallback={<SearchSlot />}>
      <DesktopSearch />
    </Suspense>
  );
}

const Bar = styled.nav`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.header};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Inner = styled.div`
  ${row(3)}
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
`;

/** The search field's place while its chunk loads (no layout shift). */
const SearchSlot = styled.div`
  flex: 1;
  max-width: 420px;
`;

/** The navbar's search field: desktop only (the mobile drawer has its own). */
const DesktopSearch = styled(NavbarSearch)`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const MenuButton = styled(IconButton)`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;
